enum DeadEnd: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "dead-end",
        severity: .error,
        summary: "A non-terminal screen with no transitions.",
        explanation: """
            A screen with no `on:` events gives the user no way to go on: no button leads anywhere, not even \
            back. If that is intended (a final confirmation, a blocking "please update" page), mark the screen \
            `terminal: true`; otherwise add its events. A screen whose only event is `back` is not a dead end: \
            it returns to what is below it. (In a flow with outcomes, a screen from which no outcome can be \
            reached at all, terminal or not, is reported by no-exit.)
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: welcome
                  ↓welcome:
                    summary: Greets the user after signing in.
                """),
            CheckExample(
                """
                flow: Signup
                outcomes:
                  done: {}
                start: form
                steps:
                  form:
                    on:
                      submit: { finish: done }
                      terms: terms
                  ↓terms:
                    on: {}
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Help
                start: topics
                steps:
                  topics:
                    on:
                      open: article
                      contact: contact
                  article:
                    on:
                      back: back
                  contact:
                    summary: Phone numbers; the user stays here.
                    terminal: true
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let analysis = NavigationAnalysis.of(program)
        for (f, flow) in program.flows.enumerated() where flow.isComplete {
            // An `on:` that could not be read leaves no handlers: that is a read error, not a dead end.
            let navigation = analysis.flows[f]
            for index in flow.steps.indices where navigation.isDeadEnd[index] {
                let step = flow.steps[index]
                // In a flow with outcomes a terminal screen is no-exit's error, so only suggest finishing there.
                let hint: String
                if let outcome = flow.outcomes.first?.name.value {
                    let event = outcome == "done" ? "close" : "done"
                    hint = "add an event under 'on:' that leads on, like '\(event): { finish: \(outcome) }'"
                } else {
                    hint =
                        "add an event under 'on:' that leads on, or mark the screen 'terminal: true' if the user "
                        + "stays there"
                }
                diagnostics.append(
                    diagnostic(
                        "screen '\(step.id.value)' has no transitions and is not terminal", at: step.id.location,
                        notes: [.init(hint)]))
            }
        }
    }
}
