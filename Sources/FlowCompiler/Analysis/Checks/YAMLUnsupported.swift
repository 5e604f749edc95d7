enum YAMLUnsupported: Check {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "yaml-unsupported",
        severity: .error,
        summary: "The file uses a YAML feature flow files do not allow: anchors, aliases, tags, several documents.",
        explanation: """
            Flow files are plain YAML: one document of mappings, lists and text. Anchors and aliases are \
            refused because a few lines of them can expand into gigabytes ("billion laughs") and because a \
            flow reads best written out in full; explicit tags are refused because the format gives every \
            value its meaning; a second document (`---`) is refused because each flow lives in a file of its \
            own. Write the value out where it is used, drop the tag, or move the second document to its own file.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    params: ↓&p { email: String }
                    terminal: true
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    terminal: ↓!!bool true
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login: { terminal: true }
                ↓---
                flow: Other
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                ---
                flow: Auth
                start: login
                steps:
                  login: { terminal: true }
                """)
        ])
}
