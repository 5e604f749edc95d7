enum UnusedAppEvent: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unused-app-event",
        severity: .warning,
        summary: "An app event that no step of the flow can ever handle (format v2).",
        explanation: """
            An app event (`appEvents:`) is sent by the app from outside, not by a screen: the session became \
            verified, an authentication error forces a sign-out. It applies at each step whose `on:` handles \
            it, or at every step where the flow waits when the flow's own `on:` (at the top of the file) does. \
            An app event that no reachable step handles can never apply: the generated type has a case that \
            the flow ignores wherever it is, and the app's call that sends it does nothing. Handle it where it \
            should act, or remove it.
            """,
        triggering: [
            CheckExample(
                """
                flow: Onboarding
                outcomes: [done]
                appEvents:
                  ↓sessionVerified: {}
                start: welcome
                steps:
                  welcome:
                    on:
                      next: { finish: done }
                """),
            CheckExample(
                """
                flow: Onboarding
                outcomes: [done]
                appEvents:
                  ↓sessionVerified: {}
                start: welcome
                steps:
                  welcome:
                    on:
                      next: { finish: done }
                  waiting:
                    on:
                      sessionVerified: { finish: done }
                """, alsoTriggers: ["unreachable-step"]),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Session
                outcomes: [loggedOut]
                appEvents:
                  appLocked: {}
                on:
                  appLocked: { to: lock, present: fullScreen }
                start: home
                steps:
                  home:
                    on:
                      logOut: { finish: loggedOut }
                  lock:
                    on:
                      unlocked: dismiss
                      appLocked: ~      # locked already: nothing happens
                """),
            CheckExample(
                """
                flow: Onboarding
                outcomes: [done, signedOut]
                appEvents:
                  sessionVerified: {}
                  authError: { message: String }
                on:
                  authError: { finish: signedOut }
                start: welcome
                steps:
                  welcome:
                    on:
                      next: waiting
                  waiting:
                    on:
                      sessionVerified: { finish: done }
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let navigation = NavigationAnalysis.of(program)
        for (f, flow) in program.flows.enumerated() where flow.isComplete && !flow.appEvents.isEmpty {
            guard navigation.flows[f].isAnalyzed, navigation.flows[f].reachabilityIsKnown else { continue }
            let reachable = navigation.flows[f].reachable
            var handled = Set<String>()
            for (s, step) in flow.steps.enumerated() where reachable.indices.contains(s) && reachable[s] {
                for handler in step.handlers where handler.isAppEvent { handled.insert(handler.event.value) }
            }
            for event in flow.appEvents where !handled.contains(event.name.value) {
                diagnostics.append(
                    diagnostic(
                        "app event '\(event.name.value)' of flow '\(flow.name.value)' applies at no step the flow can "
                            + "reach",
                        at: event.name.location,
                        notes: [
                            .init(
                                "handle it under the 'on:' of the steps where it acts, or under the flow's own 'on:' "
                                    + "to handle it wherever the flow waits; or remove it")
                        ]))
            }
        }
    }
}
