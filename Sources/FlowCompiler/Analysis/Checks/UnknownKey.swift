enum UnknownKey: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unknown-key",
        severity: .error,
        summary: "A key the format does not have (did you mean …?).",
        explanation: """
            Every mapping of the format has a fixed set of keys, and each kind of step its own: a screen \
            takes `params`, `on`, `present`, `deeplink`, `terminal`, `summary`; a subflow `flow`, `present`, \
            `on`, `summary`; a decision `decide`, `summary` (and, format v2, `params`, `async`, `present`); tabs `tabs`, `on`, `summary`. A misspelt key \
            would otherwise be ignored and its meaning lost, so it is an error, with the closest key as a \
            suggestion, or a note saying which kind of step takes it. A key that names a kind of step in other words \
            (`decision:` for `decide:`, `subflow:` for `flow:`, `tab:` for `tabs:`) is read as the key it means, \
            so the step keeps its kind and the flow is checked as meant, and `--fix` renames it.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    ↓prams: { email: String }
                    terminal: true
                """),
            CheckExample(
                """
                flow: Topics
                start: list
                steps:
                  list:
                    on:
                      open: picker
                  picker:
                    on:
                      picked: { back: { ↓to: list } }
                """),
            CheckExample(
                """
                flow: Auth
                ↓startt: login
                start: login
                steps:
                  login: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                start: pick
                steps:
                  pick:
                    decide: { yes: done }
                    ↓deeplink: /pick
                  done: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                start: pick
                steps:
                  pick:
                    ↓decision: { known: done, unknown: done }
                  done: { terminal: true }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                summary: Signs a user in.
                start: login
                steps:
                  login:
                    summary: Asks for an email.
                    params: { email: String? }
                    deeplink: /login
                    terminal: true
                """)
        ])
}
