// Which screen a host announces to VoiceOver after an update: decided here, platform-free, so that UIKit's and
// SwiftUI's hosts agree on it.

extension FlowHostLayer {
    /// The screen the layer shows on top: its stack's top (its selected tab's, for tabs).
    var focusedScreen: FlowScreenID? {
        stacks.indices.contains(visibleStack) ? stacks[visibleStack].last?.id : nil
    }

    /// The stack the layer shows: its selected tab's for tabs.
    var visibleStack: Int {
        switch kind {
        case .stack: 0
        case .tabs: selectedTab
        }
    }
}

extension FlowHostTree {
    /// The screen the user sees: the top of the top layer's stack (of its selected tab, for tabs); nil when nothing
    /// is shown.
    public var focusedScreen: FlowScreenID? { layers.last?.focusedScreen }
}

extension FlowHostOperation {
    /// The screen a host announces as a new screen (VoiceOver's screen changed, with it to focus) once it carried
    /// out `operations` on `tree`; nil when the screen the user sees did not change, or changed by the platform's
    /// own move.
    ///
    /// A push or pop of the stack the user sees, a presentation and a dismissal are the platform's own moves, as
    /// when the app makes them itself: the host leaves their announcement to the platform. A new root (signing
    /// out), a tab selected by the flows and a change the platform does not animate as one push or pop (a link
    /// setting a stack, or changing what a sheet covers before closing it) are not: without an announcement,
    /// VoiceOver's focus stays on an element that left the screen. A presentation last is the platform's to
    /// announce. The first screen shown is the app's launch, which the system announces.
    public static func screenToAnnounce(after operations: [FlowHostOperation], from tree: FlowHostTree)
        -> FlowScreenID?
    {
        let first = tree.focusedScreen
        var tree = tree
        var changedUnannounced = false
        for operation in operations {
            let next = tree.applying(operation)
            if case .present = operation {
                changedUnannounced = false
            } else if !operation.isPlatformsOwnMove(in: tree), let layer = operation.layer,
                tree.layers.indices.contains(layer), next.layers.indices.contains(layer),
                tree.layers[layer].focusedScreen != next.layers[layer].focusedScreen
            {
                changedUnannounced = true
            }
            tree = next
        }
        guard changedUnannounced, first != nil, let last = tree.focusedScreen, last != first else { return nil }
        return last
    }

    /// The layer whose screens the operation changes in place.
    private var layer: Int? {
        switch self {
        case .setRoot: 0
        case .setStack(let layer, _, _), .selectTab(let layer, _): layer
        case .setUserDismiss, .present, .dismiss: nil
        }
    }

    /// Whether the platform moves from `tree`'s screen by itself when carrying out this operation: a presentation, a
    /// dismissal, or one push or a pop of the stack the user sees.
    private func isPlatformsOwnMove(in tree: FlowHostTree) -> Bool {
        switch self {
        case .present, .dismiss:
            return true
        case .setStack(let layer, let stack, let entries):
            guard layer == tree.layers.count - 1 else { return false }
            let shown = tree.layers[layer]
            guard stack == shown.visibleStack else { return false }
            let old = shown.stacks[stack].map(\.id)
            let new = entries.map(\.id)
            let pushedOne = new.count == old.count + 1 && Array(new.dropLast()) == old
            let popped = new.count < old.count && Array(old.prefix(new.count)) == new
            return pushedOne || popped
        case .setRoot, .selectTab, .setUserDismiss:
            return false
        }
    }
}
