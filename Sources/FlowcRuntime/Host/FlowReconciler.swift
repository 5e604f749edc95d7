/// Every navigation decision of a host: from what it shows and what the flows want shown, the operations that get
/// there, in order, as the platform allows them (UIKit's view controller presentation rules, and SwiftUI's):
///
/// - Only the top layer presents, and only one layer at a time: a presentation starts after the previous one
///   completed (`present` is the last operation of a list; the host asks again when it completes).
/// - Dismissing a layer dismisses every layer above it; a dismissal is the last operation of a list too.
/// - Nothing is presented before the host is in a window, nor over something the app presented itself.
/// - The root container changes (a navigation stack becoming the tab container of a tabs step) only with nothing
///   presented over it: the modals go first, so none stays on screen over a root that no longer holds them.
/// - With `Rules.dismissesOneLayerAtATime` (SwiftUI before iOS 17), a dismissal closes the top layer only.
/// - A container that stays keeps its screens where they are still wanted: only the stacks, selected tab and
///   pull-down that differ are set.
/// - When the flows show nothing (the root flow ended), the modals go, then the root layer's stacks are emptied, or,
///   where the app presented the root layer (a root layer of a modal style), it is dismissed: nothing of the flows
///   stays on screen, and what the app showed below it is shown again.
///
/// Hosts carry out the operations in order and apply each to the tree they show (`FlowHostTree.applying(_:)`).
public enum FlowReconciler {
    /// What a platform can do in one update.
    public struct Rules: Hashable, Sendable {
        /// Dismiss one modal layer per dismissal instead of a whole chain at once.
        public var dismissesOneLayerAtATime: Bool

        /// UIKit: dismissing a presenter's presented controller dismisses the chain above it at once.
        public static let uiKit = Rules(dismissesOneLayerAtATime: false)

        /// SwiftUI: before iOS 17, closing several modal layers in one update leaves one of them on screen.
        public static func swiftUI(stagesModalLayers: Bool) -> Rules {
            Rules(dismissesOneLayerAtATime: stagesModalLayers)
        }

        /// Rules that dismiss one layer at a time, or several.
        public init(dismissesOneLayerAtATime: Bool) {
            self.dismissesOneLayerAtATime = dismissesOneLayerAtATime
        }
    }

    /// The operations that take `shown` towards `wanted`: all of them, or up to the first presentation or
    /// dismissal, after which the host asks again.
    ///
    /// - Parameters:
    ///   - canPresent: whether the top layer can present: it is in a window and presents nothing of the app's own
    ///     (an alert); until then, nothing is presented.
    ///   - rules: the platform's.
    public static func operations(
        from shown: FlowHostTree,
        to wanted: FlowHostTree,
        canPresent: Bool,
        rules: Rules
    ) -> [FlowHostOperation] {
        guard let wantedRoot = wanted.layers.first else { return operationsEmptying(shown, rules: rules) }
        var operations: [FlowHostOperation] = []
        var current = shown.layers
        if current.first?.isSameContainer(as: wantedRoot) != true {
            if current.count > 1 {
                return [dismissal(of: current, from: 1, rules: rules)]
            }
            operations.append(.setRoot(wantedRoot))
            current = [wantedRoot]
        }
        var kept = 0
        while kept < min(current.count, wanted.layers.count), current[kept].isSameContainer(as: wanted.layers[kept]) {
            operations += contentChanges(of: kept, from: current[kept], to: wanted.layers[kept])
            kept += 1
        }
        if kept < current.count {
            operations.append(dismissal(of: current, from: kept, rules: rules))
        } else if kept < wanted.layers.count, canPresent {
            operations.append(.present(wanted.layers[kept]))
        }
        return operations
    }

    /// What takes down everything `shown` shows: its modals first, then its root layer.
    private static func operationsEmptying(_ shown: FlowHostTree, rules: Rules) -> [FlowHostOperation] {
        guard let root = shown.layers.first else { return [] }
        if root.style.isModal {
            return [dismissal(of: shown.layers, from: 0, rules: rules)]
        }
        if shown.layers.count > 1 {
            return [dismissal(of: shown.layers, from: 1, rules: rules)]
        }
        return root.stacks.indices.filter { !root.stacks[$0].isEmpty }.map { .setStack(layer: 0, stack: $0, []) }
    }

    private static func dismissal(of layers: [FlowHostLayer], from index: Int, rules: Rules) -> FlowHostOperation {
        .dismiss(from: rules.dismissesOneLayerAtATime ? layers.count - 1 : index)
    }

    /// What changes inside a container that stays: its stacks, its selected tab, its pull-down.
    private static func contentChanges(of index: Int, from shown: FlowHostLayer, to wanted: FlowHostLayer)
        -> [FlowHostOperation]
    {
        var operations: [FlowHostOperation] = []
        for (stack, entries) in wanted.stacks.enumerated()
        where !shown.stacks.indices.contains(stack) || shown.stacks[stack] != entries {
            operations.append(.setStack(layer: index, stack: stack, entries))
        }
        if shown.selectedTab != wanted.selectedTab {
            operations.append(.selectTab(layer: index, index: wanted.selectedTab))
        }
        if shown.allowsUserDismiss != wanted.allowsUserDismiss {
            operations.append(.setUserDismiss(layer: index, wanted.allowsUserDismiss))
        }
        return operations
    }
}
