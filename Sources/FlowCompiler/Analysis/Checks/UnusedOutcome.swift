enum UnusedOutcome: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unused-outcome",
        severity: .warning,
        summary: "A declared outcome that no transition produces.",
        explanation: """
            Every outcome under `outcomes:` must be handled by each parent that starts the flow, so an outcome \
            that no `{ finish: … }` of the flow produces makes every parent write a handler that never runs, \
            and the generated outcome type has a case that never occurs. Usually a `finish:` was forgotten or \
            the outcome is left over from an earlier version: finish the flow with it where it ends that way, \
            or remove it (and its handlers in the parents).
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  ↓cancelled: {}
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: signedIn }
                """),
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: auth
                 steps:
                   auth:
                     flow: Auth
                     on:
                       signedIn: home
                       cancelled: home
                   home: { terminal: true }
                 """),
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 outcomes: [signedIn, ↓cancelled]
                 start: login
                 steps:
                   login:
                     on:
                       submit: { finish: signedIn }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  cancelled: {}
                start: pick
                steps:
                  pick:
                    decide:
                      known: { finish: signedIn }
                      unknown: login
                  login:
                    on:
                      cancel: { finish: cancelled }
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // A transition that failed to read may be the `finish:` that uses the outcome.
        for flow in program.flows where flow.isComplete && !flow.outcomes.isEmpty {
            var produced = Set<String>()
            for s in flow.steps.indices {
                let handlers = flow.steps[s].handlers
                for h in handlers.indices {
                    if case .finish(let outcome) = handlers[h].transition.kind { produced.insert(outcome.value) }
                }
            }
            var reported = Set<String>()
            for outcome in flow.outcomes
            where !produced.contains(outcome.name.value) && reported.insert(outcome.name.value).inserted {
                diagnostics.append(
                    diagnostic(
                        "outcome '\(outcome.name.value)' of flow '\(flow.name.value)' is never produced",
                        at: outcome.name.location,
                        notes: [
                            .init(
                                "no transition of the flow is '{ finish: \(outcome.name.value) }'; add one where the flow ends this way, or remove the outcome"
                            )
                        ]))
            }
        }
    }
}
