enum DuplicateKey: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "duplicate-key",
        severity: .error,
        summary: "A key is given twice in one mapping.",
        explanation: """
            YAML parsers silently keep one of two equal keys, so the second `login:` step or `submit:` event \
            would quietly replace or lose the first. flowc reports the repeated key, with a note where it \
            was first given. Rename one of them, or merge their contents.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: done
                      ↓submit: login
                  done: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login: { terminal: true }
                  ↓login: { terminal: true }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on: { submit: done }
                  done:
                    on: { submit: login }
                """)
        ])
}
