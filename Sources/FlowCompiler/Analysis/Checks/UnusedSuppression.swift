enum UnusedSuppression: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unused-suppression",
        severity: .warning,
        summary: "A `# flowc:ignore` comment that silences no warning.",
        explanation: """
            `# flowc:ignore check-id` silences that check's warnings on its line, on the next line when the comment \
            stands alone, or on a whole step when that line is the step's key. One that silences nothing is left \
            over from a warning since fixed, or names the wrong check or the wrong line, and it would hide a new \
            warning of that check there later: remove it (`flowc lint --fix` does). Only a flow that was read \
            without errors is checked in full, so this check waits until its errors are fixed.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                outcomes: [signedIn]
                start: login
                steps:
                  login:  # flowc:ignore ↓unused-outcome
                    on:
                      submit: { finish: signedIn }
                """),
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  # flowc:ignore unused-outcome, ↓unused-flow -- kept for the next version
                  cancelled: {}
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: signedIn }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  cancelled: {}  # flowc:ignore unused-outcome -- the next version cancels
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: signedIn }
                """),
            CheckExample(
                """
                flow: Auth
                summary: "Signs in # flowc:ignore unused-flow is text in quotes, not a comment"
                start: login
                steps:
                  login: { terminal: true }
                """),
        ])
}
