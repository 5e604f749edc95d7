/// Which screens are on the stack below a step on every path: what `popTo` may return to.
///
/// A stack, across the modals of the flow, is built by `go` transitions only (`back`, `dismiss` and `popTo`
/// return to a stack seen before). So the stacks that can be under a step are the paths to it in a graph with
/// two nodes per step X:
/// - `X` itself, which stays below whatever is pushed or presented from it;
/// - `below(X)`, the context under X's own stack (empty for the flow's root stack; for a modal's stack, the
///   stack that presented it), which a `replace` keeps while dropping X's stack.
///
/// Edges, for a transition W → X: push: W → X and below(W) → below(X); sheet or fullScreen: W → X and
/// W → below(X); replace: below(W) → X and below(W) → below(X). A virtual root leads to the start and to
/// below(start), and the start to each deep-linked screen that a link opens on [start, screen] (`LinkStacks`:
/// any other link opens on the stack of a path the flow takes anyway). The steps on a
/// path from the root to S are exactly the steps on the stack under S for that history, so "T is below S on
/// every path" is "T dominates S" — one dominator computation per flow answers every `popTo`.
///
/// Treating a `replace` target as the bottom of a fresh stack would be wrong inside a modal: the screens that
/// presented the modal stay under it, and `popTo` may return to them.
struct StackGraph {
    private let dominators: Dominators
    private let stepCount: Int
    private let graph: StepGraph

    init(_ graph: StepGraph, reachable: [Bool], links: LinkStacks?) {
        self.graph = graph
        let n = graph.stepCount
        stepCount = n
        let root = 2 * n
        func below(_ step: Int) -> Int { n + step }
        var edges: [(from: Int, to: Int)] = []
        for bottom in graph.roots where bottom != graph.start {
            // An entry's stack begins on nothing of the flow, as the start does.
            edges.append((root, bottom))
            edges.append((root, below(bottom)))
        }
        if let start = graph.start {
            edges.append((root, start))
            edges.append((root, below(start)))
            for screen in graph.deepLinked where links?.isBuiltByTransitions(screen) != true {
                edges.append((start, screen))
                edges.append((below(start), below(screen)))
            }
        }
        for edge in graph.edges where reachable[edge.source] {
            let (w, x) = (edge.source, edge.target)
            // An alert stands on the screen it shows over, as a decision does: its button closes only the alert, then
            // acts from that screen (format.md, "Alerts and confirmation dialogs").
            let closesModal = edge.closesModal && !graph.isAlert[w]
            let presentation = graph.isAlert[x] ? .push : edge.presentation
            // A close-and-go-on at a subflow or tabs step presented as a modal: the modal it closes is the step's
            // own (its child's), so the rest goes on from the step below it, as the step's own transition would,
            // shown as its `present` says (format.md, "When a child flow ends").
            let fromOwnModal = closesModal && graph.entersModally[w]
            if closesModal && (!graph.entersModally[w] || graph.entersInline[w]) {
                // Shown from the screen that presented w's modal, which is below(w): under x, whatever way it is
                // shown. (A replace there would drop that screen's stack, which this keeps: popTo past it is then
                // not reported, and the runtime ignores it.)
                edges.append((below(w), x))
                edges.append((below(w), below(x)))
            }
            guard !closesModal || fromOwnModal else { continue }
            switch presentation {
            case .push:
                edges.append((w, x))
                edges.append((below(w), below(x)))
            case .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover:
                edges.append((w, x))
                edges.append((w, below(x)))
            case .replace:
                edges.append((below(w), x))
                edges.append((below(w), below(x)))
            }
        }
        let successors = Adjacency(nodeCount: 2 * n + 1, edges: edges)
        dominators = Dominators(nodeCount: 2 * n + 1, root: root, successors: successors)
    }

    /// Whether `target` is on the stack below `step` whenever `step` is shown.
    func isAlwaysBelow(_ target: Int, _ step: Int) -> Bool {
        // An alert is never below: its button closed it before it acts.
        guard target != step, target < stepCount, step < stepCount, !graph.isAlert[target] else { return false }
        return dominators.dominates(target, step)
    }
}
