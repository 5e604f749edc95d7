/// Values handed back (format v2) that no screen takes: the revealed screen does not receive them, or the
/// transition can leave the flow, where no screen of it is revealed.
enum UnreceivedValue: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unreceived-value",
        severity: .error,
        summary: "A value handed back with `back`, `dismiss` or `popTo` that the revealed screen does not receive.",
        explanation: """
            `{ back: { with: … } }`, `{ dismiss: { with: … } }` and `{ popTo: step, with: … }` hand values to \
            the screen they reveal: the one below on every way the step was reached, the one that presented \
            the modal, or the popTo's target. That screen declares what it takes under `receives:`, and the \
            generated code hands the values to it as a typed call. A value it does not receive would be lost: \
            add it to the screen's `receives:` (every screen that can be revealed needs it), or stop sending it. \
            A `back` or `dismiss` that can leave the flow (from the bottom of its stack, or closing the modal \
            the flow runs in) reveals no screen of the flow: end the flow with an outcome that carries the \
            values instead.
            """,
        triggering: [
            CheckExample(
                """
                flow: Topics
                start: list
                steps:
                  list:
                    on:
                      pick: { to: picker, present: sheet }
                  picker:
                    on:
                      picked: { dismiss: { with: { ↓topic: String } } }
                """),
            CheckExample(
                """
                flow: Pin
                outcomes:
                  entered: { pin: String }
                start: entry
                steps:
                  entry:
                    on:
                      ↓done: { back: { with: { pin: String } } }
                      ok: { finish: entered, with: { pin: String } }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Topics
                start: list
                steps:
                  list:
                    receives: { topic: String }
                    on:
                      pick: { to: picker, present: sheet }
                      search: search
                  search:
                    on:
                      found: { popTo: list, with: { topic: String } }
                  picker:
                    on:
                      picked: { dismiss: { with: { topic: String } } }
                      more: more
                  more:
                    on:
                      picked: { dismiss: { with: { topic: String } } }
                      less: back
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let values = ValuesBack.of(program)
        for delivery in values.deliveries {
            let flow = program.flows[delivery.flow]
            let receiver = flow.steps[delivery.receiver]
            let event = flow.steps[delivery.step].handlers[delivery.handler].event.value
            for value in delivery.unreceived {
                let declaration = ValueFlowWording.declaration(value)
                let fix =
                    receiver.receives.isEmpty
                    ? "add 'receives: { \(declaration) }' to screen '\(receiver.id.value)'"
                    : "add '\(declaration)' to the 'receives' of screen '\(receiver.id.value)'"
                diagnostics.append(
                    diagnostic(
                        "'\(value.name.value)' is handed back by '\(event)' to screen '\(receiver.id.value)', which "
                            + "does not receive it", at: value.name.location,
                        notes: [
                            .init("'\(event)' can reveal '\(receiver.id.value)'", at: receiver.id.location),
                            .init(fix),
                        ]))
            }
        }
        for lost in values.lost {
            let handler = program.flows[lost.flow].steps[lost.step].handlers[lost.handler]
            let how = if case .back = handler.transition.kind { "'back'" } else { "'dismiss'" }
            diagnostics.append(
                diagnostic(
                    "the values '\(handler.event.value)' hands back can be lost: \(how) here can leave flow "
                        + "'\(program.flows[lost.flow].name.value)', where no screen of it receives them",
                    at: handler.event.location,
                    notes: [
                        .init(
                            "hand them to the flow that started this one with an outcome: "
                                + "'\(handler.event.value): { finish: outcome, with: { … } }'")
                    ]))
        }
    }
}
