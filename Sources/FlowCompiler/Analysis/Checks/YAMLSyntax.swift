enum YAMLSyntax: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "yaml-syntax",
        severity: .error,
        summary: "The file is not YAML that libyaml can read.",
        explanation: """
            flowc reads flow files with libyaml (YAML 1.1). When libyaml rejects the text, the diagnostic \
            points where it gave up, with what it was reading as a note. Common causes: a tab used for \
            indentation, an unclosed quote or bracket, a value indented less than its key, or bytes that are \
            not UTF-8. Fix the text at that place; nothing else in the file is checked until it reads. Common \
            causes get a hint of their own: a plain value that holds ': ' (YAML takes it for a map; the fix-it \
            quotes the value), a key written without its ':' (the fix-it adds it), a key indented under a key \
            that already has a value, and a key indented to no level of the keys above it (the note lists the \
            levels it could line up with). A flow whose file does not read is not reported as unknown where other files \
            start it.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on: { submit: ↓]
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    summary: "unclosed
                ↓
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    summary: Opens Auth.start(with↓: email)
                    terminal: true
                """),
            CheckExample(
                """
                flow: Auth
                outcomes: { done: {} }
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: done }
                   ↓cancel: { finish: done }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    terminal: true
                """)
        ])
}
