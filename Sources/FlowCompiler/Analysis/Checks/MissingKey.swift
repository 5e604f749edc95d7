enum MissingKey: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "missing-key",
        severity: .error,
        summary: "`flow`, `start`, `steps` or another required part is missing.",
        explanation: """
            A flow file needs a name (`flow: Auth`), a first step (`start: login`) and its steps (`steps:`); \
            a transition written as a mapping needs a target (`to`, `finish` or `popTo`); a popover needs the \
            view it points at (`present: { style: popover, anchor: name }`, format v2). An empty file is \
            reported here too. Add the missing part.
            """,
        triggering: [
            CheckExample(
                """
                flow: Browser
                start: page
                steps:
                  page:
                    on:
                      engines: { to: engines, present: ↓popover }
                  engines:
                    on:
                      picked: dismiss
                """),
            CheckExample(
                """
                ↓flow: Auth
                steps:
                  login: { terminal: true }
                """),
            CheckExample("↓"),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      next: ↓{ present: sheet }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login: { terminal: true }
                """)
        ])
}
