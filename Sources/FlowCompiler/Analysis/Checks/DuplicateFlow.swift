enum DuplicateFlow: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "duplicate-flow",
        severity: .error,
        summary: "Two flows of one name.",
        explanation: """
            Flows start each other by name, so each flow name is used once in the program (all the files of one \
            run). A second flow of a name could never be started, and its generated types would be the first \
            one's. Rename one of the two flows, and the steps that start it.
            """,
        triggering: [
            CheckExample(files: [
                ("a.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
                ("b.flow.yaml",
                 """
                 flow: ↓Auth
                 start: signUp
                 steps:
                   signUp: { terminal: true }
                 """),
            ]),
            // The step that starts 'Settings' may mean either flow: it is not judged by the first one's outcomes.
            CheckExample(files: [
                ("browser.flow.yaml",
                 """
                 flow: Browser
                 start: page
                 steps:
                   page:
                     on:
                       openSettings: settings
                   settings:
                     flow: Settings
                     on:
                       done: back
                       signedOut: back
                 """),
                ("chat/settings.flow.yaml",
                 """
                 flow: Settings
                 outcomes: { closed: {} }
                 start: list
                 steps:
                   list:
                     on:
                       close: { finish: closed }
                 """),
                ("browser/settings.flow.yaml",
                 """
                 flow: ↓Settings
                 input: { profile: String }
                 outcomes: { done: {}, signedOut: {} }
                 start: list
                 steps:
                   list:
                     params: { profile: String }
                     on:
                       close: { finish: done }
                       signOut: { finish: signedOut }
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
                ("sign-up.flow.yaml",
                 """
                 flow: SignUp
                 start: form
                 steps:
                   form: { terminal: true }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for (index, flow) in program.flows.enumerated() {
            guard let first = program.index(ofFlow: flow.name.value), first != index else { continue }
            diagnostics.append(
                diagnostic(
                    "a flow named '\(flow.name.value)' is already defined", at: flow.name.location,
                    notes: [
                        .init("first defined here", at: program.flows[first].name.location),
                        .init("flows refer to each other by name, so each name is used once; rename one"),
                    ]))
        }
    }
}
