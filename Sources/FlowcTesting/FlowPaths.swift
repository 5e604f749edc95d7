import Foundation

/// The shortest ways to every step of the flows, as `flowc tests` writes them into `flow-paths.json`: for UI test
/// tools, which drive the app as a user would and must know which buttons lead where.
///
/// Each flow lists, from its start, the moves to each of its steps, to each outcome and to each request it can
/// reach. A move that needs a child flow to end (or ask) names the child and its outcome instead of repeating the
/// child's moves, and `entries` says through which step of which flow the root reaches each flow: `moves(toStep:of:)`
/// puts it all together, from the root flow's start.
public struct FlowPaths: Codable, Hashable, Sendable {
    /// The version of this format; 1.
    public var version: Int
    /// The root flow the app runs, when the project names one.
    public var root: String?
    /// Each flow's ways, by flow name.
    public var flows: [String: Flow]
    /// For each flow but the root: the step of another flow that starts it, on the shortest way from the root.
    public var entries: [String: Entry]

    public struct Flow: Codable, Hashable, Sendable {
        /// The way to each of its steps from the flow's start (a decision's answers first, for a start decision).
        public var steps: [String: Hop]
        /// The way to each outcome it can end with.
        public var outcomes: [String: Hop]
        /// The way to each request it can make.
        public var requests: [String: Hop]
        /// The same, for the flow started on each entry a subflow step names (format v2).
        public var fromEntries: [String: Flow]?
    }

    /// The last hop of a way: the moves of one transition, made on step `from` (reached by its own way), or from
    /// the flow's start when `from` is nil.
    public struct Hop: Codable, Hashable, Sendable {
        public var from: String?
        public var moves: [FlowPathMove]

        public init(from: String?, moves: [FlowPathMove]) {
            self.from = from
            self.moves = moves
        }
    }

    public struct Entry: Codable, Hashable, Sendable {
        public var flow: String
        public var step: String
        /// For a tabs step: the tab that runs the flow.
        public var tab: Int?

        public init(flow: String, step: String, tab: Int? = nil) {
            self.flow = flow
            self.step = step
            self.tab = tab
        }
    }

    /// Reads `flow-paths.json`.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(FlowPaths.self, from: json)
    }

    /// The moves from the root flow's start (from `flow`'s own start when nothing starts it) to `step` of `flow`,
    /// every child's moves spelled out; nil when the file has no way there.
    public func moves(toStep step: String, of flow: String) -> [FlowPathMove]? {
        guard let own = way(flows[flow]?.steps[step], in: flows[flow]), let entry = movesToStart(of: flow, seen: [flow])
        else {
            return nil
        }
        return entry + expanded(own, depth: 0)
    }

    /// The moves of `hop`'s whole way within a flow's `ways`: the hops it comes from, first.
    private func way(_ hop: Hop?, in ways: Flow?) -> [FlowPathMove]? {
        guard var hop, let ways else { return nil }
        var hops = [hop]
        while let from = hop.from {
            guard hops.count <= ways.steps.count, let previous = ways.steps[from] else { return nil }
            hops.append(previous)
            hop = previous
        }
        return hops.reversed().flatMap(\.moves)
    }

    private func movesToStart(of flow: String, seen: Set<String>) -> [FlowPathMove]? {
        guard let entry = entries[flow] else { return [] }
        guard !seen.contains(entry.flow), let toStep = moves(toStep: entry.step, of: entry.flow) else { return nil }
        return toStep + (entry.tab.map { [FlowPathMove(flow: entry.flow, step: entry.step, selectTab: $0)] } ?? [])
    }

    /// `moves` with each child's moves in place of the move that names them.
    private func expanded(_ moves: [FlowPathMove], depth: Int) -> [FlowPathMove] {
        guard depth < 64 else { return moves }
        return moves.flatMap { move -> [FlowPathMove] in
            guard let child = move.child else { return [move] }
            let ways = move.entry.map { flows[child]?.fromEntries?[$0] } ?? flows[child]
            let table = move.outcome != nil ? ways?.outcomes : ways?.requests
            guard let name = move.outcome ?? move.request, let inner = way(table?[name], in: ways) else {
                return [move]
            }
            let select = move.tab.map { [FlowPathMove(flow: move.flow, step: move.step, selectTab: $0)] } ?? []
            return select + expanded(inner, depth: depth + 1)
        }
    }
}

/// One move of a way through the flows: a screen's event, a decision's answer, a child flow's outcome or request,
/// or a tab to select.
public struct FlowPathMove: Codable, Hashable, Sendable {
    /// The flow the move is made in, and its step on top.
    public var flow: String
    public var step: String
    /// A screen's (or an alert's button's) event: the user taps it.
    public var event: String?
    /// A decision's choice: the app must answer it so (the step is the decision).
    public var choice: String?
    /// A child flow that must end with `outcome` or ask `request`; in a tabs step, the flow of tab `tab`.
    public var child: String?
    public var outcome: String?
    public var request: String?
    public var tab: Int?
    /// The entry the child was started on (format v2).
    public var entry: String?
    /// A tab of the tabs step to select.
    public var selectTab: Int?

    public init(
        flow: String, step: String, event: String? = nil, choice: String? = nil, child: String? = nil,
        outcome: String? = nil, request: String? = nil, tab: Int? = nil, entry: String? = nil, selectTab: Int? = nil
    ) {
        self.flow = flow
        self.step = step
        self.event = event
        self.choice = choice
        self.child = child
        self.outcome = outcome
        self.request = request
        self.tab = tab
        self.entry = entry
        self.selectTab = selectTab
    }

    /// The accessibility identifier a UI test finds the control of an event by: `Flow.step.event`. Give your
    /// buttons these identifiers, or map the moves yourself.
    public var identifier: String? { event.map { "\(flow).\(step).\($0)" } }
}
