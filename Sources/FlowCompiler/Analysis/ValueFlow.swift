/// Which value fills each param, child input and outcome payload field when a transition runs.
///
/// The rule (contract "Values and types", decisions.md "Values"): when transition T leaves step S (by handler H)
/// and enters X, the values available by name are, earliest first: T's `with`, S's `params`, the flow's
/// `input`, and — when S is a subflow/tabs step and H handles one of its child's outcomes — that outcome's
/// payload. The first source holding a name wins a clash. What must be filled: X's params (a screen), the input
/// of X's flow (a subflow step) or of every tab flow (a tabs step), or the payload of `finish:`'s outcome.
/// A decision has no params, so nothing passes through it: at a choice only the choice's `with` and the flow
/// input are available. The start step is filled from the flow input alone.
///
/// missing-value and type-mismatch report from this, and the code generator builds the next route's values
/// from the very same bindings, so what the checks accept is exactly what the generated code passes.
///
/// Built once per program (`ValueFlow.of(program)`): each source is indexed by name once (a flow's input, each
/// step's params, each outcome's payload; a short list, the usual handful, is searched in place instead, which
/// costs less than hashing), so resolving a transition costs its `with` plus what it must fill, and the whole
/// analysis is linear in the size of the program. A resolution keeps only what is needed to judge it (where
/// each value comes from, and its status) and finds the rest again in the program when asked for its
/// bindings: the checks look at every transition's statuses, and at bindings only for a problem.
public struct ValueFlow: Sendable {
    /// Where a value comes from.
    public enum SourceKind: String, Sendable {
        /// A constant of the transition's `args`, or of the `args` of the subflow step it enters (format v2).
        case literal
        /// The transition's `with`: the values sent with the event, or supplied with a decision's answer.
        case with
        /// The params of the step the transition leaves.
        case param
        /// The input of the current flow.
        case input
        /// The payload of the child outcome the handler handles (after a subflow or a tab flow).
        case childPayload
        /// Nothing provides it and its type is optional: it is filled with nil.
        case nilValue
    }

    /// One available value, or the nil that fills a missing optional.
    public struct Source: Sendable {
        public var kind: SourceKind
        /// The name the value has at its source (values are matched by name, so it is the target's name).
        public var name: String
        /// The type the source declares; nil for `.nilValue`.
        public var type: TypeRef?
        /// Where the source declares the value; nil for `.nilValue`.
        public var location: SourceLocation?
        /// For `.childPayload`: the child flow and its outcome.
        public var childOutcome: (flow: String, outcome: String)?
        /// For `.literal`: the constant.
        public var literal: Literal?
    }

    /// What a transition fills.
    public enum Destination: Sendable, Equatable {
        /// The params of the screen it enters.
        case stepParams(step: String)
        /// The input of the flow that the subflow/tabs step `step` starts.
        case childInput(step: String, flow: String)
        /// The payload of the current flow's outcome (`finish:`).
        case outcomePayload(outcome: String)
        /// The payload of the current flow's request (`request:`, format v2).
        case requestPayload(request: String)
    }

    /// One value to fill, and what fills it.
    public struct Binding: Sendable {
        public enum Status: Sendable, Equatable {
            /// A source of a type that fills it.
            case provided
            /// No source, but the target is optional: nil.
            case nilFilled
            /// No source, and the target is not optional (missing-value).
            case missing
            /// A source whose type cannot fill it (type-mismatch).
            case mismatch
            /// The target's or the source's type did not parse (invalid-type reports it); not judged here.
            case unknownType
        }

        public var destination: Destination
        /// The param, input or payload field to fill, as declared.
        public var target: Param
        /// What fills it; nil when it is missing.
        public var source: Source?
        public var status: Status
    }

    /// The values of one transition (or of a flow's start).
    public struct Resolution: Sendable {
        public var flow: Int
        /// The step the transition leaves and the handler's index in it; both nil for the flow's start.
        public var step: Int?
        public var handler: Int?
        /// False when a flow the values come from (this flow, or the child whose outcome is handled) had reading
        /// errors: an entry that could not be read was dropped, so a value could look missing, or a later source
        /// of another type could look like the winner. Checks skip such resolutions.
        public var isReliable: Bool
        fileprivate let program: ResolvedProgram
        /// After a child flow, the outcome its handler handles.
        fileprivate let childOutcome: ChildOutcome?
        fileprivate let fill: Fill
        /// One per value to fill, in the order of `bindings`: where it comes from, and its status. (A slice of
        /// one array holding every resolution's: an array each would be an allocation each.)
        fileprivate var matches: ArraySlice<Match>

        /// Where diagnostics about these values point: the handler's event key, or the value of `start:`.
        public var location: SourceLocation {
            let flow = program.flows[self.flow]
            guard let step, let handler else { return flow.start?.location ?? flow.name.location }
            return flow.steps[step].handlers[handler].event.location
        }

        /// The decision the transition leaves, if it does (values do not pass through decisions).
        public var decision: String? {
            guard let step, program.flows[flow].steps[step].isDecision else { return nil }
            return program.flows[flow].steps[step].id.value
        }

        /// One per value to fill, in declaration order of each destination.
        public var bindings: [Binding] { bindings { _ in true } }

        /// The bindings of one status, in the order of `bindings`; none built when there is none (the usual case
        /// for the checks, which look for a missing or mismatched value).
        public func bindings(withStatus status: Binding.Status) -> [Binding] {
            guard matches.contains(where: { $0.status == status }) else { return [] }
            return bindings { $0.status == status }
        }

        private func bindings(where include: (Match) -> Bool) -> [Binding] {
            let sources = program.sources(flow: flow, step: step, handler: handler, after: childOutcome, fill: fill)
            var result: [Binding] = []
            var position = matches.startIndex
            program.forEachTarget(of: fill, in: flow) { destination, params in
                for target in params {
                    let match = matches[position]
                    position += 1
                    guard include(match) else { continue }
                    let source: Source?
                    switch match.source {
                    case .scope(let scope, let index): source = sources[scope]?.source(at: index)
                    case .nilValue: source = Source(kind: .nilValue, name: target.name.value, type: nil, location: nil)
                    case .nothing: source = nil
                    }
                    result.append(
                        Binding(destination: destination, target: target, source: source, status: match.status))
                }
            }
            return result
        }

        /// Every value available to this transition, by name, winning source first, in source order.
        public var available: [Source] {
            let sources = program.sources(flow: flow, step: step, handler: handler, after: childOutcome, fill: fill)
            var seen = Set<String>()
            var result: [Source] = []
            for position in Sources.positions {
                guard let scope = sources[position] else { continue }
                for index in scope.params.indices where seen.insert(scope.params[index].name.value).inserted {
                    result.append(scope.source(at: index))
                }
            }
            return result
        }
    }

    /// The analysis of a program, computed once and shared.
    public static func of(_ program: Program) -> ValueFlow {
        program.cached(ValueFlow.self) { ValueFlow($0) }
    }

    /// Every resolution, in program order (per flow: the start, then each step's handlers).
    public private(set) var resolutions: [Resolution] = []
    /// By flow: the position in `resolutions` of its start's resolution, or -1.
    private var startSlots: [Int] = []
    /// By flow: the position in `resolutions` of each handler's resolution, or -1, the handlers of all steps in
    /// a row; the handlers of step `s` begin at `firstHandler[flow][s]`. Arrays by index, not a dictionary: one
    /// entry per handler of the program.
    private var handlerSlots: [[Int]] = []
    private var firstHandler: [[Int]] = []

    /// The values of handler `handler` of step `step` in flow `flow` (indices into the program's arrays); nil
    /// when the transition names a step, outcome or flow that does not exist (other checks report those).
    /// `back`, `dismiss` and `popTo` resolve to no bindings.
    public func resolution(flow: Int, step: Int, handler: Int) -> Resolution? {
        guard firstHandler.indices.contains(flow), step >= 0, step + 1 < firstHandler[flow].count, handler >= 0
        else { return nil }
        let slot = firstHandler[flow][step] + handler
        guard slot < firstHandler[flow][step + 1] else { return nil }
        let position = handlerSlots[flow][slot]
        return position < 0 ? nil : resolutions[position]
    }

    /// The positions in `resolutions` of the reliable resolutions with a binding of `status`: missing-value and
    /// type-mismatch look for one status among the bindings of every transition, and build those alone.
    func reliableResolutions(withStatus status: Binding.Status) -> [Int] {
        resolutions.indices.filter { index in
            resolutions[index].isReliable && resolutions[index].matches.contains { $0.status == status }
        }
    }

    /// The values that fill the start step of a flow (from the flow's input); nil when `start:` names no step.
    public func start(ofFlow flow: Int) -> Resolution? {
        guard startSlots.indices.contains(flow), startSlots[flow] >= 0 else { return nil }
        return resolutions[startSlots[flow]]
    }

    public init(_ program: Program) {
        let resolved = ResolvedProgram(program)
        let targets = program.transitionTargets
        startSlots = [Int](repeating: -1, count: program.flows.count)
        handlerSlots.reserveCapacity(program.flows.count)
        resolutions.reserveCapacity(targets.flows.reduce(program.flows.count) { $0 + $1.targets.count })
        // The matches of every resolution, in a row; `matchRanges` says where each resolution's are.
        var matches: [Match] = []
        var matchRanges: [Range<Int>] = []
        matchRanges.reserveCapacity(resolutions.capacity)

        // Steps and handlers are read in place by index: a copy of each would retain every name it holds.
        for flowIndex in program.flows.indices {
            let flow = program.flows[flowIndex]
            let own = resolved.scopes[flowIndex]
            let flowTargets = targets.flows[flowIndex]

            // Only the sources decide reliability: a target entry that could not be read is merely not checked.
            if flow.start != nil, let start = flow.startIndex, resolved.canEnter(start, in: flowIndex) {
                startSlots[flowIndex] = resolutions.count
                let first = matches.count
                let sources = resolved.sources(flow: flowIndex, step: nil, handler: nil, after: nil, fill: .step(start))
                Self.match(.step(start), in: flowIndex, from: sources, resolved, into: &matches)
                matchRanges.append(first..<matches.count)
                resolutions.append(
                    Resolution(
                        flow: flowIndex, step: nil, handler: nil, isReliable: flow.isComplete, program: resolved,
                        childOutcome: nil, fill: .step(start), matches: []))
            }

            var slots = [Int](repeating: -1, count: flowTargets.targets.count)
            for stepIndex in flow.steps.indices {
                let handlers = flow.steps[stepIndex].handlers
                guard !handlers.isEmpty else { continue }
                let params = Scope(kind: .param, flow.steps[stepIndex].params)
                for index in handlers.indices {
                    var childOutcome: ChildOutcome?
                    var reliable = flow.isComplete
                    // After a child: its outcome's payload. A handler for an outcome the child does not have is
                    // unknown-handler's; its values cannot be known, so the transition is skipped.
                    switch flow.steps[stepIndex].kind {
                    case _ where handlers[index].isAppEvent:
                        // An app event's values are its payload, in the handler's `with`.
                        break
                    case .tabs where program.isContainerEvent(handlers[index], of: flow.steps[stepIndex]):
                        // The tab container's own event (format v2): its values are its `with`, as a screen's.
                        break
                    case .subflow(let name):
                        guard let child = program.index(ofFlow: name.value),
                            let outcome = resolved.scopes[child].outcome(named: handlers[index].event.value)
                        else { continue }
                        childOutcome = ChildOutcome(flow: child, outcome: outcome)
                        reliable = reliable && program.flows[child].isComplete
                    case .tabs(let names):
                        guard let (tab, outcomeName) = handlers[index].tabOutcome,
                            names.contains(where: { $0.value == tab }),
                            let child = program.index(ofFlow: tab),
                            let outcome = resolved.scopes[child].outcome(named: outcomeName)
                        else { continue }
                        childOutcome = ChildOutcome(flow: child, outcome: outcome)
                        reliable = reliable && program.flows[child].isComplete
                    case .screen, .decision:
                        break
                    }

                    let fill: Fill
                    switch handlers[index].transition.kind {
                    case .go:
                        guard let x = flowTargets.target(ofHandler: index, of: stepIndex),
                            resolved.canEnter(x, in: flowIndex)
                        else { continue }
                        fill = .step(x)
                    case .finish(let outcome):
                        guard let declared = own.outcome(named: outcome.value), declared < own.outcomeCount else {
                            continue
                        }
                        fill = .outcome(declared)
                    case .request(let request):
                        guard let declared = flow.requests.firstIndex(where: { $0.name.value == request.value })
                        else { continue }
                        fill = .request(declared)
                    case .back, .dismiss, .popTo, .showTab:
                        fill = .nothing
                    }
                    slots[flowTargets.firstHandler[stepIndex] + index] = resolutions.count
                    let sources = resolved.sources(
                        flow: flowIndex, step: stepIndex, handler: index, after: childOutcome, fill: fill,
                        params: params)
                    let first = matches.count
                    Self.match(fill, in: flowIndex, from: sources, resolved, into: &matches)
                    matchRanges.append(first..<matches.count)
                    resolutions.append(
                        Resolution(
                            flow: flowIndex, step: stepIndex, handler: index, isReliable: reliable, program: resolved,
                            childOutcome: childOutcome, fill: fill, matches: []))
                }
            }
            handlerSlots.append(slots)
        }
        firstHandler = targets.flows.map(\.firstHandler)
        // Each resolution's matches are a slice of the one array, taken once it is complete (a slice of it while
        // it grows would make every append copy it).
        for index in resolutions.indices { resolutions[index].matches = matches[matchRanges[index]] }
    }

    /// Appends to `matches` what fills each value `fill` names, in order.
    private static func match(
        _ fill: Fill, in flow: Int, from sources: Sources, _ program: ResolvedProgram, into matches: inout [Match]
    ) {
        program.forEachTarget(of: fill, in: flow) { _, params in
            for index in params.indices {
                matches.append(match(params, index, from: sources))
            }
        }
    }

    /// What fills `params[target]`: the first source holding its name, else nil for an optional, else nothing.
    private static func match(_ params: [Param], _ target: Int, from sources: Sources) -> Match {
        let name = params[target].name.value
        if let (scope, index, type) = sources.first(named: name) {
            let status: Binding.Status
            if let literal = sources.literal?.literals[index], scope == 0 {
                // A constant: judged by what it can be (`Literal.fits`), not by a declared type.
                status = params[target].type.expr.map { literal.fits($0) ? .provided : .mismatch } ?? .unknownType
            } else if let provided = type, let expected = params[target].type.expr {
                status = provided.canFill(expected) ? .provided : .mismatch
            } else {
                status = .unknownType
            }
            return Match(source: .scope(scope, index), status: status)
        }
        guard let expected = params[target].type.expr else { return Match(source: .nothing, status: .unknownType) }
        if expected.isOptional { return Match(source: .nilValue, status: .nilFilled) }
        return Match(source: .nothing, status: .missing)
    }
}
