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
/// analysis is linear in the size of the program.
public struct ValueFlow: Sendable {
    /// Where a value comes from.
    public enum SourceKind: String, Sendable {
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
    }

    /// What a transition fills.
    public enum Destination: Sendable, Equatable {
        /// The params of the screen it enters.
        case stepParams(step: String)
        /// The input of the flow that the subflow/tabs step `step` starts.
        case childInput(step: String, flow: String)
        /// The payload of the current flow's outcome (`finish:`).
        case outcomePayload(outcome: String)
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
        /// Where diagnostics about these values point: the handler's event key, or the value of `start:`.
        public var location: SourceLocation
        /// The decision the transition leaves, if it does (values do not pass through decisions).
        public var decision: String?
        /// False when a flow the values come from (this flow, or the child whose outcome is handled) had reading
        /// errors: an entry that could not be read was dropped, so a value could look missing, or a later source
        /// of another type could look like the winner. Checks skip such resolutions.
        public var isReliable: Bool
        fileprivate var scopes: Sources
        /// What the transition fills: each destination with its params, in order.
        fileprivate var targets: [(Destination, [Param])]
        /// One per value to fill, in the order of `targets`' params. The checks read every transition's
        /// statuses and need a whole binding only for a problem, so bindings are built from these on demand.
        /// (A slice of one array holding every resolution's: an array each would be an allocation each.)
        fileprivate var matches: ArraySlice<Match>

        /// One per value to fill, in declaration order of each destination.
        public var bindings: [Binding] { bindings { _ in true } }

        /// The bindings of one status, in the order of `bindings`; none built when there is none (the usual case
        /// for the checks, which look for a missing or mismatched value).
        public func bindings(withStatus status: Binding.Status) -> [Binding] {
            guard matches.contains(where: { $0.status == status }) else { return [] }
            return bindings { $0.status == status }
        }

        private func bindings(where include: (Match) -> Bool) -> [Binding] {
            var result: [Binding] = []
            var position = matches.startIndex
            for (destination, params) in targets {
                for target in params {
                    let match = matches[position]
                    position += 1
                    guard include(match) else { continue }
                    let source: Source?
                    switch match.source {
                    case .scope(let scope, let index): source = scopes[scope]?.source(at: index)
                    case .nilValue: source = Source(kind: .nilValue, name: target.name.value, type: nil, location: nil)
                    case .nothing: source = nil
                    }
                    result.append(Binding(destination: destination, target: target, source: source, status: match.status))
                }
            }
            return result
        }

        /// Every value available to this transition, by name, winning source first, in source order.
        public var available: [Source] {
            var seen = Set<String>()
            var result: [Source] = []
            for position in Sources.positions {
                guard let scope = scopes[position] else { continue }
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
        let scopes = program.flows.map(FlowScopes.init)
        let transitionTargets = program.transitionTargets
        startSlots = [Int](repeating: -1, count: program.flows.count)
        handlerSlots.reserveCapacity(program.flows.count)
        resolutions.reserveCapacity(transitionTargets.flows.reduce(program.flows.count) { $0 + $1.targets.count })
        // The matches of every resolution, in a row; `matchRanges` says where each resolution's are.
        var matches: [Match] = []
        var matchRanges: [Range<Int>] = []
        matchRanges.reserveCapacity(resolutions.capacity)

        // Steps and handlers are read in place by index: a copy of each would retain every name it holds.
        for flowIndex in program.flows.indices {
            let flow = program.flows[flowIndex]
            let own = scopes[flowIndex]
            let flowTargets = transitionTargets.flows[flowIndex]
            // What entering step `x` must fill; nil for an unknown child flow.
            func enter(_ x: Int) -> [(Destination, [Param])]? {
                switch flow.steps[x].kind {
                case .screen:
                    return [(.stepParams(step: flow.steps[x].id.value), flow.steps[x].params)]
                case .decision:
                    return []
                case .subflow(let name):
                    guard let child = program.index(ofFlow: name.value) else { return nil }
                    return [(.childInput(step: flow.steps[x].id.value, flow: name.value), program.flows[child].input)]
                case .tabs(let names):
                    // An unknown tab flow is unknown-flow's; the known tabs are still filled.
                    return names.compactMap { name in
                        program.index(ofFlow: name.value).map {
                            (.childInput(step: flow.steps[x].id.value, flow: name.value), program.flows[$0].input)
                        }
                    }
                }
            }

            // Only the sources decide reliability: a target entry that could not be read is merely not checked.
            if let start = flow.start, let startStep = flow.startIndex, let targets = enter(startStep) {
                startSlots[flowIndex] = resolutions.count
                let sources = Sources(input: own.input)
                let first = matches.count
                Self.match(targets, from: sources, into: &matches)
                matchRanges.append(first..<matches.count)
                resolutions.append(
                    Resolution(
                        flow: flowIndex, step: nil, handler: nil, location: start.location, decision: nil,
                        isReliable: flow.isComplete, scopes: sources, targets: targets, matches: []))
            }

            var slots = [Int](repeating: -1, count: flowTargets.targets.count)
            for stepIndex in flow.steps.indices {
                let handlers = flow.steps[stepIndex].handlers
                guard !handlers.isEmpty else { continue }
                let params = Scope(kind: .param, flow.steps[stepIndex].params)
                let decision = flow.steps[stepIndex].isDecision ? flow.steps[stepIndex].id.value : nil
                for index in handlers.indices {
                    var payload: Scope?
                    var reliable = flow.isComplete
                    // After a child: its outcome's payload. A handler for an outcome the child does not have is
                    // unknown-handler's; its values cannot be known, so the transition is skipped.
                    switch flow.steps[stepIndex].kind {
                    case .subflow(let name):
                        guard let child = program.index(ofFlow: name.value),
                            let childPayload = scopes[child].payloads[handlers[index].event.value]
                        else { continue }
                        payload = childPayload
                        reliable = reliable && program.flows[child].isComplete
                    case .tabs(let names):
                        guard let (tab, outcome) = handlers[index].tabOutcome,
                            names.contains(where: { $0.value == tab }),
                            let child = program.index(ofFlow: tab), let childPayload = scopes[child].payloads[outcome]
                        else { continue }
                        payload = childPayload
                        reliable = reliable && program.flows[child].isComplete
                    case .screen, .decision:
                        break
                    }

                    var targets: [(Destination, [Param])] = []
                    switch handlers[index].transition.kind {
                    case .go:
                        guard let x = flowTargets.target(ofHandler: index, of: stepIndex), let entered = enter(x)
                        else { continue }
                        targets = entered
                    case .finish(let outcome):
                        guard let declared = own.outcomes[outcome.value] else { continue }
                        targets = [(.outcomePayload(outcome: outcome.value), declared.payload)]
                    case .back, .dismiss, .popTo:
                        break
                    }
                    slots[flowTargets.firstHandler[stepIndex] + index] = resolutions.count
                    let sources = Sources(
                        with: Scope(kind: .with, handlers[index].transition.with), params: params, input: own.input,
                        payload: payload)
                    let first = matches.count
                    Self.match(targets, from: sources, into: &matches)
                    matchRanges.append(first..<matches.count)
                    resolutions.append(
                        Resolution(
                            flow: flowIndex, step: stepIndex, handler: index, location: handlers[index].event.location,
                            decision: decision, isReliable: reliable, scopes: sources, targets: targets, matches: []))
                }
            }
            handlerSlots.append(slots)
        }
        firstHandler = transitionTargets.flows.map(\.firstHandler)
        // Each resolution's matches are a slice of the one array, taken once it is complete (a slice of it while
        // it grows would make every append copy it).
        for index in resolutions.indices { resolutions[index].matches = matches[matchRanges[index]] }
    }

    /// Appends to `matches` what fills each value of `targets`, in order.
    private static func match(_ targets: [(Destination, [Param])], from scopes: Sources, into matches: inout [Match]) {
        for (_, params) in targets {
            for index in params.indices {
                matches.append(match(params, index, from: scopes))
            }
        }
    }

    /// What fills `params[target]`: the first scope holding its name, else nil for an optional, else nothing.
    private static func match(_ params: [Param], _ target: Int, from scopes: Sources) -> Match {
        let name = params[target].name.value
        if let (scope, index, type) = scopes.first(named: name) {
            let status: Binding.Status
            if let provided = type, let expected = params[target].type.expr {
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

    /// A binding as resolved: its status, and its source as a place in the resolution's scopes.
    fileprivate struct Match: Sendable {
        enum Source: Sendable {
            /// The value at `index` of scope `scope`.
            case scope(Int, Int)
            case nilValue
            case nothing
        }

        var source: Source
        var status: Binding.Status
    }
}

extension ValueFlow {
    /// One source's values by name; the first of a repeated name counts (the repeat is duplicate-key's).
    /// The sources of one transition, earliest first: its `with`, the params of the step it leaves, the flow's
    /// input and, after a child, the payload of the outcome handled (a start has the input alone). Four places
    /// held in place, not in an array: one allocation fewer per transition.
    fileprivate struct Sources: Sendable {
        var with: Scope?
        var params: Scope?
        var input: Scope
        var payload: Scope?

        static let positions = 0..<4

        subscript(position: Int) -> Scope? {
            switch position {
            case 0: with
            case 1: params
            case 2: input
            default: payload
            }
        }

        /// The earliest source holding `name`: its position, the value's position in it, and the value's type
        /// when it parsed. (The fields are read in place: `self[position]` would copy a source.)
        func first(named name: String) -> (scope: Int, index: Int, type: TypeExpr?)? {
            if let index = with?.firstIndex(named: name) { return (0, index, with?.params[index].type.expr) }
            if let index = params?.firstIndex(named: name) { return (1, index, params?.params[index].type.expr) }
            if let index = input.firstIndex(named: name) { return (2, index, input.params[index].type.expr) }
            if let index = payload?.firstIndex(named: name) { return (3, index, payload?.params[index].type.expr) }
            return nil
        }
    }

    /// One source's values: a `with`, a step's params, a flow's input or an outcome's payload. The first value
    /// of a name counts (a repeated name is duplicate-key's).
    fileprivate struct Scope: Sendable {
        let kind: SourceKind
        let params: [Param]
        let childOutcome: (flow: String, outcome: String)?
        /// Each name's first position, for a long list only: a short one is searched in place.
        private let positions: [String: Int]?
        private static let indexedFrom = 16

        init(kind: SourceKind, _ params: [Param], childOutcome: (flow: String, outcome: String)? = nil) {
            self.kind = kind
            self.params = params
            self.childOutcome = childOutcome
            if params.count < Self.indexedFrom {
                positions = nil
            } else {
                var positions: [String: Int] = [:]
                for index in params.indices where positions[params[index].name.value] == nil {
                    positions[params[index].name.value] = index
                }
                self.positions = positions
            }
        }

        /// The position of the first value named `name`.
        func firstIndex(named name: String) -> Int? {
            if let positions { return positions[name] }
            return params.firstIndex { $0.name.value == name }
        }

        func source(at index: Int) -> Source {
            let param = params[index]
            return Source(
                kind: kind, name: param.name.value, type: param.type, location: param.name.location,
                childOutcome: childOutcome)
        }
    }

    fileprivate struct FlowScopes {
        var input: Scope
        var payloads: [String: Scope] = [:]
        var outcomes: [String: Outcome] = [:]

        init(_ flow: Flow) {
            input = Scope(kind: .input, flow.input)
            for outcome in flow.outcomes where outcomes[outcome.name.value] == nil {
                outcomes[outcome.name.value] = outcome
                payloads[outcome.name.value] = Scope(
                    kind: .childPayload, outcome.payload, childOutcome: (flow.name.value, outcome.name.value))
            }
        }
    }
}
