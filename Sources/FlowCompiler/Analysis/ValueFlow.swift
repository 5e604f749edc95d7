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
/// step's params, each outcome's payload), so resolving a transition costs its `with` plus what it must fill,
/// and the whole analysis is linear in the size of the program.
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
        /// One per value to fill, in declaration order of each destination.
        public var bindings: [Binding]
        /// The decision the transition leaves, if it does (values do not pass through decisions).
        public var decision: String?
        /// False when a flow the values come from (this flow, or the child whose outcome is handled) had reading
        /// errors: an entry that could not be read was dropped, so a value could look missing, or a later source
        /// of another type could look like the winner. Checks skip such resolutions.
        public var isReliable: Bool
        fileprivate var scopes: [Scope]

        /// Every value available to this transition, by name, winning source first, in source order.
        public var available: [Source] {
            var seen = Set<String>()
            var result: [Source] = []
            for scope in scopes {
                for source in scope.ordered where seen.insert(source.name).inserted {
                    result.append(source)
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
    private var startIndex: [Int: Int] = [:]
    private var handlerIndex: [HandlerKey: Int] = [:]

    private struct HandlerKey: Hashable {
        var flow: Int
        var step: Int
        var handler: Int
    }

    /// The values of handler `handler` of step `step` in flow `flow` (indices into the program's arrays); nil
    /// when the transition names a step, outcome or flow that does not exist (other checks report those).
    /// `back`, `dismiss` and `popTo` resolve to no bindings.
    public func resolution(flow: Int, step: Int, handler: Int) -> Resolution? {
        handlerIndex[HandlerKey(flow: flow, step: step, handler: handler)].map { resolutions[$0] }
    }

    /// The values that fill the start step of a flow (from the flow's input); nil when `start:` names no step.
    public func start(ofFlow flow: Int) -> Resolution? {
        startIndex[flow].map { resolutions[$0] }
    }

    public init(_ program: Program) {
        let scopes = program.flows.map(FlowScopes.init)
        func child(_ name: String) -> (index: Int, flow: Flow, scopes: FlowScopes)? {
            guard let index = program.index(ofFlow: name) else { return nil }
            return (index, program.flows[index], scopes[index])
        }

        for (flowIndex, flow) in program.flows.enumerated() {
            let own = scopes[flowIndex]
            // What entering step `x` must fill; nil for an unknown child flow.
            func enter(_ x: Step) -> [(Destination, [Param])]? {
                switch x.kind {
                case .screen:
                    return [(.stepParams(step: x.id.value), x.params)]
                case .decision:
                    return []
                case .subflow(let name):
                    guard let child = child(name.value) else { return nil }
                    return [(.childInput(step: x.id.value, flow: name.value), child.flow.input)]
                case .tabs(let names):
                    // An unknown tab flow is unknown-flow's; the known tabs are still filled.
                    return names.compactMap { name in
                        child(name.value).map { (.childInput(step: x.id.value, flow: name.value), $0.flow.input) }
                    }
                }
            }

            // Only the sources decide reliability: a target entry that could not be read is merely not checked.
            if let start = flow.start, let startStep = flow.startIndex, let targets = enter(flow.steps[startStep]) {
                startIndex[flowIndex] = resolutions.count
                resolutions.append(
                    Self.resolve(
                        flow: flowIndex, step: nil, handler: nil, at: start.location, targets: targets,
                        scopes: [own.input], decision: nil, reliable: flow.isComplete))
            }

            for (stepIndex, step) in flow.steps.enumerated() {
                let params = Scope(kind: .param, step.params)
                for (index, handler) in step.handlers.enumerated() {
                    var sources = [Scope(kind: .with, handler.transition.with), params, own.input]
                    var reliable = flow.isComplete
                    // After a child: its outcome's payload. A handler for an outcome the child does not have is
                    // unknown-handler's; its values cannot be known, so the transition is skipped.
                    switch step.kind {
                    case .subflow(let name):
                        guard let child = child(name.value),
                            let payload = child.scopes.payloads[handler.event.value]
                        else { continue }
                        sources.append(payload)
                        reliable = reliable && child.flow.isComplete
                    case .tabs(let names):
                        guard let (tab, outcome) = handler.tabOutcome, names.contains(where: { $0.value == tab }),
                            let child = child(tab), let payload = child.scopes.payloads[outcome]
                        else { continue }
                        sources.append(payload)
                        reliable = reliable && child.flow.isComplete
                    case .screen, .decision:
                        break
                    }

                    var targets: [(Destination, [Param])] = []
                    switch handler.transition.kind {
                    case .go(let target):
                        guard let x = flow.step(target.value), let entered = enter(x) else { continue }
                        targets = entered
                    case .finish(let outcome):
                        guard let declared = own.outcomes[outcome.value] else { continue }
                        targets = [(.outcomePayload(outcome: outcome.value), declared.payload)]
                    case .back, .dismiss, .popTo:
                        break
                    }
                    handlerIndex[HandlerKey(flow: flowIndex, step: stepIndex, handler: index)] = resolutions.count
                    resolutions.append(
                        Self.resolve(
                            flow: flowIndex, step: stepIndex, handler: index, at: handler.event.location,
                            targets: targets, scopes: sources, decision: step.isDecision ? step.id.value : nil,
                            reliable: reliable))
                }
            }
        }
    }

    private static func resolve(
        flow: Int, step: Int?, handler: Int?, at location: SourceLocation, targets: [(Destination, [Param])],
        scopes: [Scope], decision: String?, reliable: Bool
    ) -> Resolution {
        var bindings: [Binding] = []
        for (destination, params) in targets {
            for target in params {
                bindings.append(bind(target, to: destination, from: scopes))
            }
        }
        return Resolution(
            flow: flow, step: step, handler: handler, at: location, bindings: bindings, decision: decision,
            isReliable: reliable, scopes: scopes)
    }

    private static func bind(_ target: Param, to destination: Destination, from scopes: [Scope]) -> Binding {
        let name = target.name.value
        for scope in scopes {
            guard let source = scope.byName[name] else { continue }
            let status: Binding.Status
            if let provided = source.type?.expr, let expected = target.type.expr {
                status = provided.canFill(expected) ? .provided : .mismatch
            } else {
                status = .unknownType
            }
            return Binding(destination: destination, target: target, source: source, status: status)
        }
        guard let expected = target.type.expr else {
            return Binding(destination: destination, target: target, source: nil, status: .unknownType)
        }
        if expected.isOptional {
            return Binding(
                destination: destination, target: target,
                source: Source(kind: .nilValue, name: name, type: nil, location: nil), status: .nilFilled)
        }
        return Binding(destination: destination, target: target, source: nil, status: .missing)
    }
}

extension ValueFlow.Resolution {
    fileprivate init(
        flow: Int, step: Int?, handler: Int?, at location: SourceLocation, bindings: [ValueFlow.Binding],
        decision: String?, isReliable: Bool, scopes: [ValueFlow.Scope]
    ) {
        self.flow = flow
        self.step = step
        self.handler = handler
        self.location = location
        self.bindings = bindings
        self.decision = decision
        self.isReliable = isReliable
        self.scopes = scopes
    }
}

extension ValueFlow {
    /// One source's values by name; the first of a repeated name counts (the repeat is duplicate-key's).
    fileprivate struct Scope: Sendable {
        var ordered: [Source] = []
        var byName: [String: Source] = [:]

        init(kind: SourceKind, _ params: [Param], childOutcome: (flow: String, outcome: String)? = nil) {
            for param in params where byName[param.name.value] == nil {
                let source = Source(
                    kind: kind, name: param.name.value, type: param.type, location: param.name.location,
                    childOutcome: childOutcome)
                byName[param.name.value] = source
                ordered.append(source)
            }
        }
    }

    /// A flow's sources, indexed once: its input, and each outcome's payload (as a child's payload, for the
    /// parents that handle it).
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
