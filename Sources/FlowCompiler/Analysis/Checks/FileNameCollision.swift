enum FileNameCollision: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "file-name-collision",
        severity: .error,
        summary: "A flow whose generated file would be another flow's, or one flowc writes for its runtime.",
        explanation: """
            Each flow's generated files are named after it (`Auth.swift`, `Auth.dot` …), so two flow names may not \
            differ only in letter case: on a case-insensitive file system, as macOS uses by default, their files \
            would be one file. Nor may a flow take the name of a file flowc writes beside them: `FlowRuntime`, \
            `FlowUIKitHost`, `FlowSwiftUIHost` (in any letter case). Rename the flow.
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
            CheckExample(
                """
                flow: ↓FlowRuntime
                start: menu
                steps:
                  menu: { terminal: true }
                """),
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
            if let support = GeneratedNames.supportFiles.first(where: { GeneratedNames.fileKey(ofFlow: $0) == fileKey })
            {
                diagnostics.append(
                    diagnostic(
                        "flow '\(name.value)' would generate the file '\(support).swift', which flowc writes for its runtime or adapters",
                        at: name.location,
                        notes: [
                            .init(
                                "rename the flow; these names are taken: "
                                    + GeneratedNames.supportFiles.map { "'\($0)'" }.joined(separator: ", "))
                        ]))
            } else if let first = byFileKey[fileKey] {
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
