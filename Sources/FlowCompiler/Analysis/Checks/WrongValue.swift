enum WrongValue: Check {
    static let description = CheckDescription(
        id: "wrong-value",
        severity: .error,
        summary: "A value of the wrong shape or kind.",
        explanation: """
            Each key expects a value of one shape: `steps`, `on`, `params` a mapping; `tabs` and `imports` a \
            list (or one name); `terminal` true or false; `present` one of push, sheet, fullScreen (and \
            replace on a transition); a transition a step id, `back`, `dismiss` or a mapping with exactly one \
            of `to`, `finish`, `popTo`. A step is exactly one kind, so it cannot have both `flow` and `decide`. \
            The message says what was found and what the key takes.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    terminal: ↓maybe
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    present: ↓modal
                    terminal: true
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps: ↓[login]
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      next: ↓{ to: done, finish: ok }
                  done: { terminal: true }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    present: sheet
                    on:
                      next: { to: done, present: replace }
                  done: { terminal: yes }
                """)
        ])
}
