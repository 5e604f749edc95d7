enum UnknownFlow: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unknown-flow",
        severity: .error,
        summary: "`flow:`/`tabs:` naming no flow of the program.",
        explanation: """
            A subflow step (`flow: Onboarding`) and a tabs step (`tabs: [Home, Settings]`) start flows by \
            name, and all files given in one run form the program those names are looked up in. A name no \
            file defines is usually a typo (the closest flow name is suggested) or a file left out of the \
            run: give flowc the directory that holds every flow. `--root` must name a flow of the program \
            too; since it comes from the command line, that diagnostic is reported at the first file.
            """,
        triggering: [
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: home
                 steps:
                   home:
                     on:
                       register: signUp
                   ↓signUp:
                     flow: Onbording
                 """),
                ("onboarding.flow.yaml",
                 """
                 flow: Onboarding
                 start: welcome
                 steps:
                   welcome: { terminal: true }
                 """),
            ]),
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: main
                 steps:
                   ↓main:
                     tabs: [Home, Setings]
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 start: feed
                 steps:
                   feed: { terminal: true }
                 """),
                ("settings.flow.yaml",
                 """
                 flow: Settings
                 start: list
                 steps:
                   list: { terminal: true }
                 """),
            ]),
            CheckExample(
                """
                ↓flow: App
                start: home
                steps:
                  home: { terminal: true }
                """, root: "Ap"),
        ],
        nonTriggering: [
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: home
                     steps:
                       home:
                         on:
                           register: signUp
                           browse: main
                       signUp:
                         flow: Onboarding
                         present: sheet
                       main:
                         tabs: [Home]
                     """),
                    ("onboarding.flow.yaml",
                     """
                     flow: Onboarding
                     start: welcome
                     steps:
                       welcome: { terminal: true }
                     """),
                    ("home.flow.yaml",
                     """
                     flow: Home
                     start: feed
                     steps:
                       feed: { terminal: true }
                     """),
                ], root: "App")
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // Built only for a program that has an unknown name: did-you-mean is for errors.
        var suggester: Suggester?
        func suggestion(for name: String) -> String? {
            if suggester == nil {
                suggester = Suggester(program.flows.map(\.name.value) + program.unreadFiles.compactMap(\.flowName))
            }
            return suggester?.suggestion(for: name)
        }
        // A file that could not be read has its own error; a flow its `flow:` line names is not unknown, and a
        // flow no file names may be the one a file whose name could not be found declares.
        let nameless = program.unreadFiles.filter { $0.flowName == nil }.map { "'\($0.path)'" }

        for flow in program.flows {
            for s in flow.steps.indices where flow.steps[s].startsChildFlows {
                let step = flow.steps[s]
                for child in step.childFlows
                where program.index(ofFlow: child.value) == nil && !program.isDeclaredByUnreadFile(child.value) {
                    var notes: [Diagnostic.Note] = []
                    var fixIts: [Diagnostic.FixIt] = []
                    if let suggestion = suggestion(for: child.value) {
                        notes.append(.init("did you mean '\(suggestion)'?"))
                        let safe = suggester?.isSole(suggestion, for: child.value) == true
                        fixIts.append(.init(replacing: child.location, with: suggestion, safe: safe))
                    } else if nameless.isEmpty {
                        notes.append(
                            .init(
                                "no file of this run defines 'flow: \(child.value)'; is its file missing from the run?")
                        )
                    } else {
                        let files = nameless.joined(separator: ", ")
                        notes.append(
                            .init(
                                "no file that could be read defines 'flow: \(child.value)'; \(files) could not be "
                                    + "read: fix \(nameless.count == 1 ? "its errors" : "their errors") first"))
                    }
                    // A step's diagnostic points at its key (the issue's rule); the fix-it stays on the name.
                    diagnostics.append(
                        diagnostic(
                            "step '\(step.id.value)' starts unknown flow '\(child.value)'", at: step.id.location,
                            notes: notes, fixIts: fixIts))
                }
            }
        }

        // `restoration: renamedSteps` of flowc.yaml: each entry's flow, reported at its name there.
        for rename in program.stepRenames
        where program.index(ofFlow: rename.flow.value) == nil && !program.isDeclaredByUnreadFile(rename.flow.value) {
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = suggestion(for: rename.flow.value) {
                notes.append(.init("did you mean '\(suggestion)'?"))
                let safe = suggester?.isSole(suggestion, for: rename.flow.value) == true
                fixIts.append(.init(replacing: rename.flow.location, with: suggestion, safe: safe))
            }
            notes.append(.init("name the flow whose step was renamed, or remove the entry if the flow is gone"))
            diagnostics.append(
                diagnostic(
                    "unknown flow '\(rename.flow.value)' in 'renamedSteps': no flow of the program has that name",
                    at: rename.flow.location, notes: notes, fixIts: fixIts))
        }

        // A root named in flowc.yaml is reported there. `--root` comes from the command line, which has no
        // position: report it at the start of the first file.
        if let root = program.root, program.isDeclaredByUnreadFile(root) {
            // The root's file could not be read: its error says why.
        } else if let root = program.root, program.index(ofFlow: root) == nil, let location = program.rootLocation {
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = suggestion(for: root) {
                notes.append(.init("did you mean '\(suggestion)'?"))
                let safe = suggester?.isSole(suggestion, for: root) == true
                fixIts.append(.init(replacing: location, with: suggestion, safe: safe))
            }
            diagnostics.append(
                diagnostic(
                    "unknown root flow '\(root)': 'root' names no flow of the program", at: location,
                    notes: notes, fixIts: fixIts))
        } else if let root = program.root, program.index(ofFlow: root) == nil, let first = program.flows.first {
            var notes: [Diagnostic.Note] = []
            if let suggestion = suggestion(for: root) { notes.append(.init("did you mean '\(suggestion)'?")) }
            notes.append(.init("'--root' is given on the command line; it is reported at the first file of the run"))
            diagnostics.append(
                diagnostic(
                    "unknown root flow '\(root)': '--root' names no flow of the program",
                    at: SourceLocation(file: first.file, line: 1, column: 1), notes: notes))
        }
    }
}
