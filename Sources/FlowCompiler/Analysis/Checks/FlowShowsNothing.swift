/// A flow of decisions only: its generated route enum would have no case, which Swift cannot make `Codable`.
enum FlowShowsNothing: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "flow-shows-nothing",
        severity: .error,
        summary: "A flow whose steps are all decisions.",
        explanation: """
            A flow's state says where it is: on one of its screens, or in one of its subflow or tabs steps. A \
            flow whose steps are all decisions is never anywhere: it asks the app and ends at once. Its \
            generated route type would have no case, and Swift cannot encode, decode or switch over such a \
            type, so the generated code would not compile. Ask the question where the flow is started: make \
            the decision a step of the parent flow (its choices can finish the parent, or lead on), or give \
            the flow the screen it shows while it waits.
            """,
        triggering: [
            CheckExample(
                """
                flow: ↓Turnstile
                outcomes: { passed: {}, refused: {} }
                start: check
                steps:
                  check:
                    decide:
                      pass: { finish: passed }
                      refuse: { finish: refused }
                """)
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Turnstile
                outcomes: { passed: {} }
                start: check
                steps:
                  check:
                    decide:
                      pass: { finish: passed }
                      refuse: refused
                  refused:
                    on:
                      retry: check
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // A flow that did not read cleanly may have lost the steps that would show something.
        for flow in program.flows where flow.isComplete && !flow.steps.isEmpty {
            guard flow.steps.allSatisfy(\.isDecision) else { continue }
            let first = flow.steps[0].id
            diagnostics.append(
                diagnostic(
                    "flow '\(flow.name.value)' shows nothing: all its steps are decisions, "
                        + "so its generated state has nowhere to be",
                    at: flow.name.location,
                    notes: [
                        .init("its first decision is here", at: first.location),
                        .init(
                            "make the decision a step of the flow that starts '\(flow.name.value)', "
                                + "or give '\(flow.name.value)' the screen it shows"),
                    ]))
        }
    }
}
