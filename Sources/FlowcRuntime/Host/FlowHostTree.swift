// What a host shows, or should show, by the ids of its screens: the input and output of `FlowReconciler`.

/// One screen in a navigation stack of a host.
public struct FlowHostEntry: Hashable, Sendable, CustomStringConvertible {
    /// The screen.
    public var id: FlowScreenID
    /// Whether the system may take the user back from it: when false, the host hides its back button and, while it
    /// is on top, disables the back swipe.
    public var allowsSystemBack: Bool
    /// Whether the system back from the screen asks its flow (`on: systemBack:`) instead of going back: the host
    /// reports it (`FlowHostDriver.userAskedSystemBack`, `userAttemptedDismiss`) and never pops or dismisses it.
    public var handlesSystemBack: Bool

    /// An entry for the screen `id`.
    public init(_ id: FlowScreenID, allowsSystemBack: Bool = true, handlesSystemBack: Bool = false) {
        self.id = id
        self.allowsSystemBack = allowsSystemBack
        self.handlesSystemBack = handlesSystemBack
    }

    /// The id, with `!` when the screen forbids going back: `0.2!`.
    public var description: String { allowsSystemBack ? "\(id)" : "\(id)!" }
}

extension Array where Element == FlowHostEntry {
    /// Whether the menu of the top screen's back button, which pops several screens at once (a long press, iOS 14),
    /// could take the user past a screen that forbids going back or asks its flow first: one between the first
    /// screen and the top. Its flow would refuse such a pop after the platform made it, and the host would put the
    /// screens back; so the host shows the top screen's back button without that menu.
    public var backMenuPassesAGuard: Bool {
        backMenuPassesAGuard(overScreensBelow: false)
    }

    /// `backMenuPassesAGuard`, for a stack shown over screens of the app's (`overScreensBelow`, a flow pushed onto the
    /// app's navigation stack): the menu lists the app's screens below the first, so the first screen counts too.
    public func backMenuPassesAGuard(overScreensBelow: Bool) -> Bool {
        let lowest = overScreensBelow ? 0 : 1
        return count > lowest + 1
            && self[lowest..<(count - 1)].contains { !$0.allowsSystemBack || $0.handlesSystemBack }
    }
}

/// One layer of a host: the root, or a modal presented over the layer below. A layer is a navigation stack, or a
/// tab container whose tabs each have a navigation stack.
public struct FlowHostLayer: Hashable, Sendable, CustomStringConvertible {
    /// What a layer's container is.
    public enum Kind: Hashable, Sendable {
        /// A navigation stack (`UINavigationController`, `NavigationStack`).
        case stack
        /// The tab container of the tabs step `id` (`UITabBarController`, `TabView`).
        case tabs(FlowScreenID)
    }

    /// A navigation stack, or a tab container.
    public var kind: Kind
    /// Where the layer comes from: the path of the flow that shows it, then its stack's index in that flow's layout.
    /// Two modals with different anchors (a sheet of one tab, a sheet of another) are different modals.
    public var anchor: [Int]
    /// `push` for the root layer; how a modal layer is presented.
    public var style: FlowPresentation
    /// The navigation stacks, bottom to top: one for a stack layer, one per tab for a tabs layer.
    public var stacks: [[FlowHostEntry]]
    /// The tab shown, for a tabs layer.
    public var selectedTab: Int
    /// Whether the user may pull the modal down (a sheet whose screens all allow going back).
    public var allowsUserDismiss: Bool
    /// How the modal is presented beyond its style (format v2): its first screen's.
    public var options: FlowPresentationOptions?

    /// For a popover: the name of the view it points at, which the app gives the host; nil for other layers.
    public var popoverAnchor: String? { style == .popover ? options?.anchor : nil }

    /// A layer of `kind`, presented in `style`.
    public init(
        kind: Kind,
        anchor: [Int],
        style: FlowPresentation,
        stacks: [[FlowHostEntry]],
        selectedTab: Int = 0,
        allowsUserDismiss: Bool = false,
        options: FlowPresentationOptions? = nil
    ) {
        self.options = options
        self.kind = kind
        self.anchor = anchor
        self.style = style
        self.stacks = stacks
        self.selectedTab = selectedTab
        self.allowsUserDismiss = allowsUserDismiss
    }

    /// Whether `other` can be shown by this layer's container, changing only its contents: the same kind of
    /// container (the same tabs step's), from the same place, presented the same way.
    public func isSameContainer(as other: FlowHostLayer) -> Bool {
        kind == other.kind && anchor == other.anchor && style == other.style
    }

    /// `sheet stack[0.1 0.2]`, `push tabs 0.3 *1 [..] [..]`.
    public var description: String {
        let stacks = stacks.map { "[" + $0.map(\.description).joined(separator: " ") + "]" }.joined(separator: " ")
        switch kind {
        case .stack:
            return "\(style.rawValue) stack\(allowsUserDismiss ? "~" : "") \(stacks)"
        case .tabs(let id):
            return "\(style.rawValue) tabs\(allowsUserDismiss ? "~" : "") \(id) *\(selectedTab) \(stacks)"
        }
    }
}

/// A host's layers, the root first, then each modal presented over the one below.
public struct FlowHostTree: Hashable, Sendable, CustomStringConvertible {
    /// The layers, bottom to top. Empty before the host shows anything.
    public var layers: [FlowHostLayer]

    /// A tree of `layers`.
    public init(layers: [FlowHostLayer] = []) {
        self.layers = layers
    }

    /// The layers, one per line.
    public var description: String {
        layers.map(\.description).joined(separator: "\n")
    }

    /// The tree once `operation` is carried out.
    public func applying(_ operation: FlowHostOperation) -> FlowHostTree {
        var tree = self
        switch operation {
        case .setRoot(let layer):
            tree.layers = [layer]
        case .setStack(let layer, let stack, let entries):
            tree.layers[layer].stacks[stack] = entries
        case .selectTab(let layer, let index):
            tree.layers[layer].selectedTab = index
        case .setUserDismiss(let layer, let allowed):
            tree.layers[layer].allowsUserDismiss = allowed
        case .present(let layer):
            tree.layers.append(layer)
        case .dismiss(let from):
            tree.layers.removeSubrange(from...)
        }
        return tree
    }
}

/// One change a host makes to what it shows. `present` and `dismiss` take time (an animation): the host carries out
/// nothing else until the platform says one finished.
public enum FlowHostOperation: Hashable, Sendable, CustomStringConvertible {
    /// Replace the root container by a new one showing `layer` (nothing is presented over the root then).
    case setRoot(FlowHostLayer)
    /// Set the screens of a navigation stack: stack `stack` of layer `layer` (a tab's index in a tabs layer).
    case setStack(layer: Int, stack: Int, [FlowHostEntry])
    /// Select tab `index` of the tabs layer `layer`.
    case selectTab(layer: Int, index: Int)
    /// Allow or forbid the user to pull modal layer `layer` down.
    case setUserDismiss(layer: Int, Bool)
    /// Present a new layer over the top one, from the top one.
    case present(FlowHostLayer)
    /// Dismiss layer `from` and every layer above it.
    case dismiss(from: Int)

    /// Whether the operation sets stack `stack` of layer `layer`.
    func setsStack(layer: Int, stack: Int) -> Bool {
        if case .setStack(layer, stack, _) = self { true } else { false }
    }

    /// Whether the operation takes time: the host waits for its completion before the next.
    public var isTransition: Bool {
        switch self {
        case .present, .dismiss: true
        case .setRoot, .setStack, .selectTab, .setUserDismiss: false
        }
    }

    /// `present sheet stack [0.1]`, `dismiss from 1` …
    public var description: String {
        switch self {
        case .setRoot(let layer): "set root \(layer)"
        case .setStack(let layer, let stack, let entries):
            "set stack \(layer).\(stack) [" + entries.map(\.description).joined(separator: " ") + "]"
        case .selectTab(let layer, let index): "select tab \(layer).\(index)"
        case .setUserDismiss(let layer, let allowed): "\(allowed ? "allow" : "forbid") pull-down \(layer)"
        case .present(let layer): "present \(layer)"
        case .dismiss(let from): "dismiss from \(from)"
        }
    }
}
