enum InvalidSuppression: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "invalid-suppression",
        severity: .warning,
        summary: "A `# flowc:ignore` comment that names no check whose warnings can be silenced (did you mean …?).",
        explanation: """
            `# flowc:ignore` takes the ids of checks that report warnings, separated by commas or blanks, and \
            optionally ` -- ` and a reason. An id that is no check's (a misspelling: the closest id is suggested) \
            silences nothing. Errors cannot be silenced: they mean the flows are wrong, or cannot be compiled as \
            meant, and the build would fail on them anyway; fix them instead. unused-suppression and this check are \
            about the comments themselves, and cannot be silenced either.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  cancelled: {}  # flowc:ignore ↓unused-outcomes
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: signedIn }
                """, alsoTriggers: ["unused-outcome"]),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: { to: done, present: fullScreen }
                  done: { summary: Thanks }  # flowc:ignore ↓dead-end
                """, alsoTriggers: ["dead-end"]),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login: { terminal: true }  # flowc:ignore↓
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  cancelled: {}  # flowc:ignore unused-outcome
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: signedIn }
                """)
        ])
}
