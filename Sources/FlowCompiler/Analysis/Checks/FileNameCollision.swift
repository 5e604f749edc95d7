enum FileNameCollision: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "file-name-collision",
        severity: .error,
        summary: "A flow whose generated file would be another flow's.",
        explanation: """
            Each flow's generated files are named after it (`Auth.swift`, `Auth.dot` …), so two flow names may not \
            differ only in letter case: on a case-insensitive file system, as macOS uses by default, their files \
            would be one file. Rename one of the flows.
            """,
        triggering: [
            CheckExample(files: [
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
                ("legacy.flow.yaml",
                 """
                 flow: ↓AUTH
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
                ("auth-flow.flow.yaml",
                 """
                 flow: AuthFlow
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        var byFileKey: [String: Int] = [:]
        for (index, flow) in program.flows.enumerated() {
            let name = flow.name
            // A second flow of one name is duplicate-flow's.
            guard program.index(ofFlow: name.value) == index else { continue }
            let fileKey = GeneratedNames.fileKey(ofFlow: name.value)
            if let first = byFileKey[fileKey] {
                let other = program.flows[first].name
                diagnostics.append(
                    diagnostic(
                        "flow '\(name.value)' differs from flow '\(other.value)' only in letter case",
                        at: name.location,
                        notes: [
                            .init("'\(other.value)' is defined here", at: other.location),
                            .init(
                                "their generated files would be one file on a case-insensitive file system, as on macOS; rename one"
                            ),
                        ]))
            } else {
                byFileKey[fileKey] = index
            }
        }
    }
}
