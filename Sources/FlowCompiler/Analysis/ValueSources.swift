/// The pieces a value resolution is made of: the sources of a transition's values and what it fills, found from
/// the program by index, so that a resolution can keep indices and find them again (`ValueFlow.Resolution`).
extension ValueFlow {
    /// One source's values: a `with`, a step's params, a flow's input or an outcome's payload. The first value
    /// of a name counts (a repeat is duplicate-key's).
    struct Scope: Sendable {
        let kind: SourceKind
        let params: [Param]
        let childOutcome: (flow: String, outcome: String)?
        /// For `.literal`: the constants, parallel to `params` (which hold their names).
        let literals: [Literal]
        /// Each name's first position, for a long list only: a short one is searched in place.
        private let positions: [String: Int]?
        private static let indexedFrom = 16

        /// The constants of `args`, the first of a name counting.
        init(literals: [Literal]) {
            self.init(
                kind: .literal,
                literals.map { Param(name: $0.name, type: TypeRef(spelling: "", at: $0.value.location)) },
                literals: literals)
        }

        init(
            kind: SourceKind, _ params: [Param], childOutcome: (flow: String, outcome: String)? = nil,
            literals: [Literal] = []
        ) {
            self.kind = kind
            self.params = params
            self.childOutcome = childOutcome
            self.literals = literals
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
            if kind == .literal {
                return Source(
                    kind: kind, name: param.name.value, type: nil, location: literals[index].value.location,
                    literal: literals[index])
            }
            return Source(
                kind: kind, name: param.name.value, type: param.type, location: param.name.location,
                childOutcome: childOutcome)
        }
    }

    /// The sources of one transition, earliest first: its `with`, the params of the step it leaves, the flow's
    /// input and, after a child, the payload of the outcome handled (a start has the input alone). Four places
    /// held in place, not in an array: one allocation fewer per transition.
    struct Sources {
        /// The constants of `args` (format v2): first of all.
        var literal: Scope?
        var with: Scope?
        var params: Scope?
        var input: Scope
        var payload: Scope?

        static let positions = 0..<5

        subscript(position: Int) -> Scope? {
            switch position {
            case 0: literal
            case 1: with
            case 2: params
            case 3: input
            default: payload
            }
        }

        /// The earliest source holding `name`: its position, the value's position in it, and the value's type
        /// when it parsed (none for a constant). (The fields are read in place: `self[position]` would copy a
        /// source.)
        func first(named name: String) -> (scope: Int, index: Int, type: TypeExpr?)? {
            if let index = literal?.firstIndex(named: name) { return (0, index, nil) }
            if let index = with?.firstIndex(named: name) { return (1, index, with?.params[index].type.expr) }
            if let index = params?.firstIndex(named: name) { return (2, index, params?.params[index].type.expr) }
            if let index = input.firstIndex(named: name) { return (3, index, input.params[index].type.expr) }
            if let index = payload?.firstIndex(named: name) { return (4, index, payload?.params[index].type.expr) }
            return nil
        }
    }

    /// A flow's input, and its outcomes' and requests' payloads, as sources; by position (outcomes, then requests),
    /// the first of a name counting. A parent handles a request as it handles an outcome: its payload is available.
    struct FlowScopes: Sendable {
        let input: Scope
        let payloads: [Scope]
        private let outcomes: [String: Int]
        /// The payloads before this position are outcomes', the others requests'.
        let outcomeCount: Int

        init(_ flow: Flow) {
            input = Scope(kind: .input, flow.input)
            outcomeCount = flow.outcomes.count
            let messages = flow.outcomes + flow.requests
            payloads = messages.map {
                Scope(kind: .childPayload, $0.payload, childOutcome: (flow.name.value, $0.name.value))
            }
            var outcomes: [String: Int] = [:]
            for index in messages.indices where outcomes[messages[index].name.value] == nil {
                outcomes[messages[index].name.value] = index
            }
            self.outcomes = outcomes
        }

        /// The position of the first outcome named `name`.
        func outcome(named name: String) -> Int? { outcomes[name] }
    }

    /// A child flow's outcome a handler handles: the child's and the outcome's positions.
    struct ChildOutcome: Sendable {
        var flow: Int
        var outcome: Int
    }

    /// What a transition fills.
    enum Fill: Sendable {
        /// Nothing (`back`, `dismiss`, `popTo`).
        case nothing
        /// What entering the step at this position fills: a screen's params, the input of each child flow a
        /// subflow or tabs step starts, or nothing for a decision.
        case step(Int)
        /// The payload of the flow's outcome at this position (`finish:`).
        case outcome(Int)
        /// The payload of the flow's request at this position (`request:`, format v2).
        case request(Int)
    }

    /// A value resolved: its status, and its source as a position among the transition's `Sources`. Kept
    /// small (one per value of every transition): the positions as 32-bit numbers.
    struct Match: Sendable {
        enum Source: Sendable {
            /// The value at `index` of source `scope`.
            case scope(Int, Int)
            case nilValue
            case nothing
        }

        /// The source's position in `Sources`, or `nilValue` / `nothing`.
        private let scope: Int8
        private let index: Int32
        let status: Binding.Status
        private static let nilValue: Int8 = -1
        private static let nothing: Int8 = -2

        init(source: Source, status: Binding.Status) {
            switch source {
            case .scope(let scope, let index):
                self.scope = Int8(scope)
                self.index = Int32(index)
            case .nilValue:
                (scope, index) = (Self.nilValue, 0)
            case .nothing:
                (scope, index) = (Self.nothing, 0)
            }
            self.status = status
        }

        var source: Source {
            switch scope {
            case Self.nilValue: .nilValue
            case Self.nothing: .nothing
            default: .scope(Int(scope), Int(index))
            }
        }
    }

    /// The program as resolutions see it: its flows, their sources and its flows by name. Resolutions share
    /// one (it does not hold the program, whose cache holds them).
    final class ResolvedProgram: Sendable {
        let flows: [Flow]
        let scopes: [FlowScopes]
        private let flowIndex: [String: Int]
        /// Flow names two files define: a transition into a step that starts one is not resolved.
        private let ambiguous: Set<String>

        init(_ program: Program) {
            flows = program.flows
            scopes = program.flows.map(FlowScopes.init)
            var index: [String: Int] = [:]
            for name in program.flowNames { index[name] = program.index(ofFlow: name) }
            flowIndex = index
            ambiguous = program.ambiguousFlowNames
        }

        /// The sources of handler `handler` of step `step` of `flow` (or, both nil, of the flow's start), after
        /// the child outcome it handles. `params` is the step's params as a source, when already made.
        func sources(
            flow: Int, step: Int?, handler: Int?, after child: ChildOutcome?, fill: Fill, params: Scope? = nil
        ) -> Sources {
            guard let step, let handler else {
                // A start that is a subflow step takes the step's constants too, as every way into it does.
                if case .step(let x) = fill, case .subflow = flows[flow].steps[x].kind,
                    !flows[flow].steps[x].args.isEmpty
                {
                    return Sources(literal: Scope(literals: flows[flow].steps[x].args), input: scopes[flow].input)
                }
                return Sources(input: scopes[flow].input)
            }
            let transition = flows[flow].steps[step].handlers[handler].transition
            // The transition's constants, then those of the subflow step it enters.
            var literals = transition.args
            if case .step(let x) = fill, case .subflow = flows[flow].steps[x].kind {
                literals += flows[flow].steps[x].args
            }
            return Sources(
                literal: literals.isEmpty ? nil : Scope(literals: literals),
                with: Scope(kind: .with, transition.with),
                params: params ?? Scope(kind: .param, flows[flow].steps[step].params),
                input: scopes[flow].input,
                payload: child.map { scopes[$0.flow].payloads[$0.outcome] })
        }

        /// Whether a transition into step `step` of `flow` can be resolved: not when it starts a flow no file
        /// defines (unknown-flow's to report), or one two files define (duplicate-flow's). An unknown tab flow is
        /// skipped, and the known tabs still filled.
        func canEnter(_ step: Int, in flow: Int) -> Bool {
            guard case .subflow(let name) = flows[flow].steps[step].kind else { return true }
            return flowIndex[name.value] != nil && !ambiguous.contains(name.value)
        }

        /// Calls `body` with each destination `fill` names in `flow` and the values it takes, in order.
        func forEachTarget(of fill: Fill, in flow: Int, _ body: (Destination, [Param]) -> Void) {
            switch fill {
            case .nothing:
                return
            case .outcome(let outcome):
                let declared = flows[flow].outcomes[outcome]
                body(.outcomePayload(outcome: declared.name.value), declared.payload)
            case .request(let request):
                let declared = flows[flow].requests[request]
                body(.requestPayload(request: declared.name.value), declared.payload)
            case .step(let x):
                switch flows[flow].steps[x].kind {
                case .screen, .decision:
                    // A decision's params (format v2) are the values it reads by name; none in v1.
                    body(.stepParams(step: flows[flow].steps[x].id.value), flows[flow].steps[x].params)
                case .subflow(let name):
                    guard let child = flowIndex[name.value] else { return }
                    body(.childInput(step: flows[flow].steps[x].id.value, flow: name.value), flows[child].input)
                case .tabs(let names):
                    // Format v2: the value `selectedTab:` names, first (no params without one).
                    body(.stepParams(step: flows[flow].steps[x].id.value), flows[flow].steps[x].params)
                    for name in names {
                        guard let child = flowIndex[name.value], !ambiguous.contains(name.value) else { continue }
                        body(.childInput(step: flows[flow].steps[x].id.value, flow: name.value), flows[child].input)
                    }
                }
            }
        }
    }
}
