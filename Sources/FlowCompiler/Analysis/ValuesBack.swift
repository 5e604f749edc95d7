/// Values handed back (format v2): for each `back`, `dismiss` or `popTo` whose `with` hands values back, each screen
/// it can reveal, and how that screen's `receives` are filled from the `with` by name, by the rules of values going
/// forward (ValueFlow): the same name, a type that fills it (`T` fills `T?`), nil for a `T?` not sent.
///
/// missing-value, type-mismatch and unreceived-value report from this, and the code generator builds the values a
/// revealed screen receives from the very same deliveries, so what the checks accept is what the generated code
/// hands over. Built once per program; it looks only at the handlers that hand values back.
public final class ValuesBack: Sendable {
    /// One receive of the revealed screen, and the sent value that fills it.
    public struct Binding: Sendable {
        public var target: Param
        /// The value of the transition's `with` of that name; nil when none is sent.
        public var source: Param?
        public var status: ValueFlow.Binding.Status
    }

    /// The values one handler hands to one screen it can reveal.
    public struct Delivery: Sendable {
        public var flow: Int
        public var step: Int
        public var handler: Int
        /// The revealed screen's index in its flow.
        public var receiver: Int
        /// One per value the receiver declares under `receives:`, in its order.
        public var bindings: [Binding]
        /// Sent values the receiver does not receive, in the `with`'s order.
        public var unreceived: [Param]
    }

    /// A handler whose values can reach no screen: it may leave the flow (`back` from the bottom of its stack, or
    /// closing the modal it runs in).
    public struct Lost: Sendable {
        public var flow: Int
        public var step: Int
        public var handler: Int
    }

    public let deliveries: [Delivery]
    public let lost: [Lost]

    public static func of(_ program: Program) -> ValuesBack {
        program.cached(ValuesBack.self) { ValuesBack($0) }
    }

    init(_ program: Program) {
        let analysis = NavigationAnalysis.of(program)
        var deliveries: [Delivery] = []
        var lost: [Lost] = []
        for (f, flow) in program.flows.enumerated() where analysis.flows[f].isAnalyzed {
            let navigation = analysis.flows[f]
            for s in flow.steps.indices where navigation.reachable[s] {
                for (h, handler) in flow.steps[s].handlers.enumerated() where handler.transition.handsValuesBack {
                    let screens: [Int]
                    if case .popTo = handler.transition.kind {
                        guard let target = program.transitionTargets.flows[f].target(ofHandler: h, of: s) else {
                            continue
                        }
                        screens = [target]
                    } else {
                        guard let revealed = navigation.revealedScreens(byHandler: h, of: s) else { continue }
                        if revealed.leavesFlow { lost.append(Lost(flow: f, step: s, handler: h)) }
                        screens = revealed.screens
                    }
                    for receiver in screens {
                        deliveries.append(
                            Self.delivery(handler.transition.with, to: flow.steps[receiver], f, s, h, receiver))
                    }
                }
            }
        }
        self.deliveries = deliveries
        self.lost = lost
    }

    private static func delivery(
        _ sent: [Param], to receiver: Step, _ f: Int, _ s: Int, _ h: Int, _ r: Int
    ) -> Delivery {
        let bindings = receiver.receives.map { target -> Binding in
            guard let source = sent.first(where: { $0.name.value == target.name.value }) else {
                let optional = target.type.expr?.isOptional
                return Binding(
                    target: target, source: nil,
                    status: optional == nil ? .unknownType : optional! ? .nilFilled : .missing)
            }
            guard let expected = target.type.expr, let provided = source.type.expr else {
                return Binding(target: target, source: source, status: .unknownType)
            }
            return Binding(target: target, source: source, status: provided.canFill(expected) ? .provided : .mismatch)
        }
        let received = Set(receiver.receives.map(\.name.value))
        return Delivery(
            flow: f, step: s, handler: h, receiver: r, bindings: bindings,
            unreceived: sent.filter { !received.contains($0.name.value) })
    }

    /// Calls `body` with each value of status `status` a revealed screen receives, the handler that hands it back
    /// and that screen (missing-value and type-mismatch report these).
    func forEachBinding(
        withStatus status: ValueFlow.Binding.Status, in program: Program, _ body: (Binding, Handler, Step) -> Void
    ) {
        for delivery in deliveries {
            let flow = program.flows[delivery.flow]
            for binding in delivery.bindings where binding.status == status {
                body(binding, flow.steps[delivery.step].handlers[delivery.handler], flow.steps[delivery.receiver])
            }
        }
    }

    /// The deliveries to the screen `receiver` of flow `flow`, in the order of the program.
    func deliveries(toScreen receiver: Int, ofFlow flow: Int) -> [Delivery] {
        deliveries.filter { $0.flow == flow && $0.receiver == receiver }
    }
}
