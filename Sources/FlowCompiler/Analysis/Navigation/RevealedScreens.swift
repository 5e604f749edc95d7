/// Which screens a `back` or `dismiss` can reveal (format v2's values back): the screens the flow shows again when
/// it runs, on every way the step it leaves was reached.
///
/// The exit graph already says where `back` and `dismiss` lead (`ExitGraph.forEachReturn`): through its `popping`,
/// `dismissing` and `backing` nodes, to the `at` node of each screen left below on some way in, or to leaving the
/// flow. A walk forward from the handler's nodes that stops at each `at` node finds them all; it visits only
/// what lies below one step, a short way on every real flow, and runs only for handlers that hand values back.
struct RevealedScreens: Sendable {
    /// The screens revealed, in the author's order.
    var screens: [Int]
    /// Some way leaves the flow instead (the handler is at the bottom of the flow's stack, or closes its modal).
    var leavesFlow: Bool
    /// Some way cannot be judged (a dismiss with no modal, an unknown target): another check reports it.
    var isUnknown: Bool

    static func of(
        _ kind: Transition.Kind, at step: Int, _ exitGraph: ExitGraph, forward: Adjacency, _ graph: StepGraph,
        mayBeInModal: Bool
    ) -> RevealedScreens {
        var result = RevealedScreens(screens: [], leavesFlow: false, isUnknown: false)
        var seen = Set<Int>()
        var queue: [Int] = []
        ExitGraph.forEachReturn(kind, at: step, graph, mayBeInModal: mayBeInModal) { node in
            guard let node else {
                result.isUnknown = true
                return
            }
            if seen.insert(node).inserted { queue.append(node) }
        }
        var found = Set<Int>()
        while let node = queue.popLast() {
            guard let (shown, state) = exitGraph.step(of: node) else {
                if node == exitGraph.leaveByBack || node == exitGraph.leaveByDismiss {
                    result.leavesFlow = true
                } else if node == exitGraph.unknown {
                    result.isUnknown = true
                }
                continue
            }
            if state == .at {
                found.insert(shown)
                continue
            }
            for next in forward[node] where seen.insert(next).inserted { queue.append(next) }
        }
        result.screens = found.sorted()
        return result
    }
}
