import Foundation

/// One way a flow holds a child flow: a subflow step, or one tab of a tabs step. A deep link into the child flow (or
/// further down) is shown on the stack the flow builds on its shortest way to this step, with this step holding the
/// child's state for the link.
@_spi(Generated)
@MainActor
public struct FlowLinkEdge<Parent: FlowDefinition> {
    /// The child flow.
    let child: any FlowDefinition.Type
    /// The subflow or tabs step's id.
    let step: String
    /// A link through the step opens only while the step is on the stack (format v2: `holdLinks: true`).
    let holds: Bool
    let build:
        @MainActor (
            _ link: FlowDeepLink, _ values: FlowDeepLinkMatch, _ input: Parent.Input, _ current: FlowState<Parent>?,
            _ path: ArraySlice<Int>
        ) -> FlowState<Parent>?
    /// Whether a link along `path` (below this edge) waits in `current`: this step holds links and is not on the
    /// stack, or it is and a step further down the path holds and is not on the child's.
    let waits: @MainActor (_ current: FlowState<Parent>, _ path: ArraySlice<Int>) -> Bool

    /// - Parameters:
    ///   - child: the child flow.
    ///   - step: the id of the subflow or tabs step.
    ///   - style: how the step is shown.
    ///   - below: the steps under this one on the link's back stack, from the flow's input.
    ///   - lendsInput: whether a child running in that place lends its input and its own running children (a tab, or a
    ///     subflow at the bottom of its parent's stack; flowc's deeplink-never-opens check assumes the same).
    ///   - holds: whether a link through the step opens only while the step is on the stack; the coordinator holds it
    ///     until then (format v2: `holdLinks: true`).
    ///   - input: the child's input filled by name from the linked screen's values, then from the input of the child
    ///     running in that place, then from the flow's input; nil when a value is not there.
    ///   - state: the child's state in a route of the step.
    ///   - route: the step's route holding the child's state for the link, given the step's current route (the other
    ///     tabs of a tabs step stay as they are) and the flow's input; nil when it cannot be made.
    public init<Child: FlowDefinition>(
        _ child: Child.Type,
        step: String,
        style: FlowPresentation,
        below: @escaping @MainActor (Parent.Input) -> [(route: Parent.Route, style: FlowPresentation)],
        lendsInput: Bool,
        holds: Bool = false,
        input: @escaping @MainActor (Parent.Input, FlowDeepLinkMatch, Child.Input?) -> Child.Input?,
        state: @escaping @MainActor (Parent.Route) -> FlowState<Child>?,
        route: @escaping @MainActor (FlowState<Child>, Parent.Route?, Parent.Input) -> Parent.Route?
    ) {
        self.child = child
        self.step = step
        self.holds = holds
        self.build = { link, values, parentInput, current, path in
            let currentRoute = current?.routes.last { Parent.step($0).name == step }
            // A held link opens only inside the step shown.
            if holds && currentRoute == nil { return nil }
            let existing = lendsInput ? currentRoute.flatMap(state) : nil
            guard let childInput = input(parentInput, values, existing?.input),
                let childState = Child.linkState(
                    for: link, values: values, input: childInput, current: existing, path: path),
                let stepRoute = route(childState, currentRoute, parentInput)
            else { return nil }
            var path = below(parentInput)
            path.append((stepRoute, style))
            return FlowState(input: parentInput, path: path)
        }
        self.waits = { current, path in
            guard let currentRoute = current.routes.last(where: { Parent.step($0).name == step }) else { return holds }
            guard let childState = state(currentRoute) else { return false }
            return Child.waits(along: path, current: childState)
        }
    }
}

extension FlowDefinition {
    /// The values of the flow's own links that match `link`, by placeholder name (the first link's where several
    /// match); nil when none matches.
    static func linkValues(matching link: FlowDeepLink) -> FlowDeepLinkMatch? {
        var found: FlowDeepLinkMatch?
        for pattern in linkPatterns {
            guard let match = link.match(pattern) else { continue }
            found = FlowDeepLinkMatch(
                values: (found?.values ?? [:]).merging(match.values) { first, _ in first },
                lists: (found?.lists ?? [:]).merging(match.lists) { first, _ in first })
        }
        return found
    }

    /// The edges from this flow down to each flow with a screen whose link pattern `link` matches, and the values that
    /// pattern's placeholders read (the enclosing flows' inputs take theirs by name): breadth first in the flow files'
    /// order (each flow is visited once, so flows that start each other are fine). The first whose link also reads
    /// the values as their types opens: `/orders/{id}` with an `Int` and one with a `UUID` in a later flow share no
    /// URL (deeplink-conflict), so each opens its own.
    static func linkPaths(to link: FlowDeepLink) -> [(path: [Int], values: FlowDeepLinkMatch)] {
        var found: [(path: [Int], values: FlowDeepLinkMatch)] = []
        var queue: [(flow: any FlowDefinition.Type, path: [Int])] = [(Self.self, [])]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(Self.self)]
        var next = 0
        while next < queue.count {
            let (flow, path) = queue[next]
            next += 1
            if let values = flow.linkValues(matching: link) {
                found.append((path, values))
            }
            for (index, child) in flow.linkChildren.enumerated() where seen.insert(ObjectIdentifier(child)).inserted {
                queue.append((child, path + [index]))
            }
        }
        return found
    }

    /// Whether `url` matches a link of a flow this one runs through a step that holds links (`holdLinks: true`) and
    /// is not on the stack in `current`, at any depth (the steps above it are, or hold links too): the link waits
    /// until it is.
    static func isHeld(_ url: URL, current: FlowState<Self>) -> Bool {
        linkPaths(to: FlowDeepLink(url: url)).contains { path, _ in waits(along: path[...], current: current) }
    }

    /// Whether a link along `path` (edge indices, from this flow down) waits in `current` for a step that holds links.
    static func waits(along path: ArraySlice<Int>, current: FlowState<Self>) -> Bool {
        let edges = linkEdges
        guard let first = path.first, edges.indices.contains(first) else { return false }
        return edges[first].waits(current, path.dropFirst())
    }

    static var linkChildren: [any FlowDefinition.Type] {
        linkEdges.map(\.child)
    }

    /// The state for `link` along `path` (edge indices, from this flow down).
    static func linkState(
        for link: FlowDeepLink,
        values: FlowDeepLinkMatch,
        input: Input,
        current: FlowState<Self>?,
        path: ArraySlice<Int>
    ) -> FlowState<Self>? {
        guard let first = path.first else { return linkState(for: link, input: input) }
        let edges = linkEdges
        guard edges.indices.contains(first) else { return nil }
        return edges[first].build(link, values, input, current, path.dropFirst())
    }
}
