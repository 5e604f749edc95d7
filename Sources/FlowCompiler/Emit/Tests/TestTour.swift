/// The moves a generated suite makes in one flow, found by walking its steps breadth first through the simulated
/// navigation: a shortest way to each step, every transition of every step reached, and a shortest way to each
/// outcome and request (which the suites of the flows that start it use to end it).
///
/// Each move starts from the state the flow had on top of one step, so the suite restores that state instead of
/// replaying the way there: a flow of n steps costs n moves to tour and one move per transition, not n² events.
struct TestTour {
    /// A flow driven to an outcome or a request by the flow that runs it, from its start or from one of its entries.
    struct Drive: Hashable {
        var flow: String
        var entry: String?
        var name: String
        var isRequest: Bool
    }
    /// A decision's answer: the decision's step index and the handler index of its choice.
    struct Choice: Hashable {
        var decision: Int
        var handler: Int
    }

    /// What one move does to the flow under test.
    enum Kind: Hashable {
        /// Starts the flow.
        case start
        /// Sends the event of handler `handler` of the step on top (a screen's, an alert's, a tab container's).
        case event(handler: Int)
        /// Makes child `child` of the step on top end with `name` (an outcome) or ask it (a request).
        case child(handler: Int, child: Int, name: String, isRequest: Bool)
    }

    struct Move: Hashable {
        /// The step on top before the move; nil for the start.
        var from: Int?
        var kind: Kind
        /// The answers the move sets first, for the decisions its transition enters.
        var choices: [Choice]
    }

    /// A move and what the flow shows after it, and the request it made of the flow that runs it.
    struct Outcome {
        var move: Move
        var run: SimulatedNavigation.Run
        var screens: [String]
        var request: String?
    }

    let flowIndex: Int
    /// The steps reached, in the order found, each with the move that first put it on top (from a step reached
    /// before it) and the state then.
    private(set) var reached: [(step: Int, via: Outcome)] = []
    /// Every move from every step reached (and every start), in that order: the transitions the suite takes.
    private(set) var transitions: [Outcome] = []
    /// The first move that ends the flow with each outcome, that makes each request.
    private(set) var outcomes: [String: Move] = [:]
    private(set) var requests: [String: Move] = [:]
    /// The flow's state right after each request was first made (it goes on running).
    private(set) var requestRuns: [String: SimulatedNavigation.Run] = [:]
    /// The order outcomes and requests were found in, for deterministic output.
    private(set) var outcomeOrder: [String] = []
    private(set) var requestOrder: [String] = []

    private var stepOf: [Int: Int] = [:]

    /// Walks flow `flowIndex` from its start, or from its entry `entry` (format v2) as a subflow step starts it
    /// there; `driven` is a child flow driven to an outcome or a request as its own tour found a way: the child's
    /// state then (a child that asks goes on, showing what it showed to ask), or nil when there is no way.
    init(
        flowIndex: Int, entry: String? = nil, program: Program, driven: (Drive) -> SimulatedNavigation.Run?
    ) {
        self.flowIndex = flowIndex
        let flow = program.flows[flowIndex]
        var queue: [Int] = []
        var model = SimulatedNavigation(program: program)
        if let entry, let stack = flow.entry(entry) {
            record(
                Move(from: nil, kind: .start, choices: []), run: model.entered(flowIndex, stack), signal: .none,
                model: model, queue: &queue)
        } else if let start = flow.startIndex {
            // The start, once per way its decisions can answer.
            let paths = flow.steps[start].isDecision ? Self.choicePaths(from: start, in: flow, depth: 0) : [[]]
            for choices in paths {
                let move = Move(from: nil, kind: .start, choices: choices)
                model.answers = [flowIndex: Self.answers(choices)]
                let run = model.start(flowIndex)
                record(move, run: run, signal: .none, model: model, queue: &queue)
            }
        }
        var next = 0
        while next < queue.count {
            let step = queue[next]
            next += 1
            guard let before = run(at: step) else { continue }
            for move in Self.moves(from: step, in: flow, program: program, canEnd: { driven($0) != nil }) {
                model.answers = [flowIndex: Self.answers(move.choices)]
                var run = before
                if case .child(_, let child, let name, true) = move.kind, let top = run.frames.indices.last,
                    let asking = driven(
                        Drive(
                            flow: flow.steps[step].childFlows[child].value, entry: flow.steps[step].entry?.value,
                            name: name, isRequest: true))
                {
                    run.frames[top].children[child] = asking
                }
                let signal = Self.apply(move, to: &run, model: model, program: program)
                record(move, run: run, signal: signal, model: model, queue: &queue)
            }
        }
    }

    private mutating func record(
        _ move: Move, run: SimulatedNavigation.Run, signal: SimulatedNavigation.Signal, model: SimulatedNavigation,
        queue: inout [Int]
    ) {
        var request: String?
        if case .requested(let name) = signal { request = name }
        let outcome = Outcome(move: move, run: run, screens: model.screenLines(of: run), request: request)
        transitions.append(outcome)
        if case .requested(let name) = signal, requests[name] == nil {
            requests[name] = move
            requestRuns[name] = run
            requestOrder.append(name)
        }
        if let end = run.end, end.hasPrefix("outcome ") {
            let name = String(end.dropFirst("outcome ".count))
            if outcomes[name] == nil {
                outcomes[name] = move
                outcomeOrder.append(name)
            }
        }
        if run.end == nil, let top = run.top?.step, stepOf[top] == nil {
            stepOf[top] = reached.count
            reached.append((top, outcome))
            queue.append(top)
        }
    }

    /// The way to `move` when the flow that runs this one can drive it: one that starts with the first answers,
    /// as the parent started the flow with them; nil otherwise.
    func drivableWay(to move: Move?) -> [Move]? {
        guard let move else { return nil }
        let way = way(to: move)
        return way.first?.choices.allSatisfy({ $0.handler == 0 }) ?? false ? way : nil
    }

    /// The state the flow had when `step` was first on top.
    func run(at step: Int) -> SimulatedNavigation.Run? { stepOf[step].map { reached[$0].via.run } }

    /// The moves from the flow's start to `move`: the first moves to its step, then it.
    func way(to move: Move) -> [Move] {
        var moves = [move]
        var from = move.from
        var guardCount = 0
        while let step = from, let index = stepOf[step], guardCount <= reached.count {
            let via = reached[index].via.move
            moves.append(via)
            from = via.from
            guardCount += 1
        }
        return moves.reversed()
    }

    // MARK: Moves

    private static func answers(_ choices: [Choice]) -> [Int: Int] {
        var answers: [Int: Int] = [:]
        for choice in choices { answers[choice.decision] = choice.handler }
        return answers
    }

    /// The moves a test can make from `step` on top: each handler the suite can trigger, once per way the decisions
    /// it enters can answer. App events, the system's back and flow-wide handlers are the app's and the host's to
    /// send; they are left out.
    static func moves(
        from stepIndex: Int, in flow: Flow, program: Program, canEnd: (Drive) -> Bool
    ) -> [Move] {
        let step = flow.steps[stepIndex]
        var moves: [Move] = []
        for (index, handler) in step.handlers.enumerated() {
            guard !handler.isAppEvent, !handler.isFlowWide, handler.event.value != Handler.systemBack else { continue }
            let kind: Kind
            switch step.kind {
            case .decision:
                continue
            case .screen:
                kind = .event(handler: index)
            case .subflow(let child):
                guard let childFlow = program.flow(child.value) else { continue }
                let name = handler.event.value
                let isRequest = childFlow.outcome(name) == nil
                let drive = Drive(flow: child.value, entry: step.entry?.value, name: name, isRequest: isRequest)
                guard isRequest ? childFlow.request(name) != nil : true, canEnd(drive) else {
                    continue
                }
                kind = .child(handler: index, child: 0, name: name, isRequest: isRequest)
            case .tabs(let tabs):
                if program.isContainerEvent(handler, of: step) {
                    kind = .event(handler: index)
                } else {
                    guard let (flowName, name) = handler.tabOutcome,
                        let tab = tabs.firstIndex(where: { $0.value == flowName }),
                        let childFlow = program.flow(flowName)
                    else { continue }
                    let isRequest = childFlow.outcome(name) == nil
                    let drive = Drive(flow: flowName, entry: nil, name: name, isRequest: isRequest)
                    guard isRequest ? childFlow.request(name) != nil : true, canEnd(drive) else {
                        continue
                    }
                    kind = .child(handler: index, child: tab, name: name, isRequest: isRequest)
                }
            }
            for choices in choicePaths(of: handler.transition, in: flow, depth: 0) {
                moves.append(Move(from: stepIndex, kind: kind, choices: choices))
            }
        }
        return moves
    }

    /// Each way the decisions a transition enters can answer (at most 16), as the answers to set.
    static func choicePaths(of transition: Transition, in flow: Flow, depth: Int) -> [[Choice]] {
        guard case .go(let target) = transition.kind, let index = flow.index(ofStep: target.value),
            flow.steps[index].isDecision
        else { return [[]] }
        return choicePaths(from: index, in: flow, depth: depth)
    }

    static func choicePaths(from decision: Int, in flow: Flow, depth: Int) -> [[Choice]] {
        guard depth < 8 else { return [] }
        var paths: [[Choice]] = []
        for (index, choice) in flow.steps[decision].handlers.enumerated() {
            for rest in choicePaths(of: choice.transition, in: flow, depth: depth + 1) {
                paths.append([Choice(decision: decision, handler: index)] + rest)
                if paths.count == 16 { return paths }
            }
        }
        return paths
    }

    /// The move on the simulated flow.
    static func apply(
        _ move: Move, to run: inout SimulatedNavigation.Run, model: SimulatedNavigation, program: Program
    ) -> SimulatedNavigation.Signal {
        guard run.top != nil else { return .none }
        switch move.kind {
        case .start:
            run = model.start(run.flow)
            return .none
        case .event(let handler):
            return model.receive(handler, in: &run)
        case .child(_, let child, let name, let isRequest):
            let frame = run.frames.count - 1
            return isRequest
                ? model.childRequested(name, frame: frame, child: child, in: &run)
                : model.childFinished(name, frame: frame, child: child, in: &run)
        }
    }
}
