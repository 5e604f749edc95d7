enum UnusedFlow: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unused-flow",
        severity: .warning,
        summary: "A flow the root flow cannot reach (when a root is named, e.g. `--root App`).",
        explanation: """
            With `--root App`, flowc knows where the app starts and follows the subflow and tabs steps from \
            there: a flow that no chain of them reaches is never shown, yet its code is generated and \
            maintained. It is usually left over from a removed feature, or its parent forgot the subflow \
            step: start it from a flow that is used, or delete its file. Without `--root` this check does not \
            run, since any flow could be a root; a `--root` that names no flow of the program is an error \
            (unknown-flow).
            """,
        triggering: [
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: home
                     steps:
                       home: { terminal: true }
                     """),
                    ("legacy.flow.yaml",
                     """
                     flow: ↓LegacyOnboarding
                     start: welcome
                     steps:
                       welcome: { terminal: true }
                     """),
                ], root: "App"),
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: home
                     steps:
                       home:
                         on:
                           openSettings: settings
                       settings:
                         flow: Settings
                     """),
                    ("settings.flow.yaml",
                     """
                     flow: Settings
                     start: list
                     steps:
                       list: { terminal: true }
                     """),
                    ("debug.flow.yaml",
                     """
                     flow: ↓DebugMenu
                     start: menu
                     steps:
                       menu:
                         on:
                           openSettings: settings
                       settings:
                         flow: Settings
                     """),
                ], root: "App"),
        ],
        nonTriggering: [
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: main
                     steps:
                       main:
                         tabs: [Home, Profile]
                     """),
                    ("home.flow.yaml",
                     """
                     flow: Home
                     start: feed
                     steps:
                       feed:
                         on:
                           openSettings: settings
                       settings:
                         flow: Settings
                     """),
                    ("profile.flow.yaml",
                     """
                     flow: Profile
                     start: overview
                     steps:
                       overview: { terminal: true }
                     """),
                    ("settings.flow.yaml",
                     """
                     flow: Settings
                     start: list
                     steps:
                       list: { terminal: true }
                     """),
                ], root: "App"),
            CheckExample(
                files: [
                    ("a.flow.yaml",
                     """
                     flow: Login
                     start: form
                     steps:
                       form: { terminal: true }
                     """),
                    ("b.flow.yaml",
                     """
                     flow: Signup
                     start: form
                     steps:
                       form: { terminal: true }
                     """),
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // A root that names no flow is unknown-flow's to report; there is nothing to reach from.
        guard let rootName = program.root, let root = program.index(ofFlow: rootName) else { return }
        // A flow file that could not be read may start any flow: what is unused is not known.
        guard program.unreadFiles.isEmpty else { return }
        let graph = program.flowGraph
        // Breadth-first from the root. A misspelt `flow:`/`tabs:` name (unknown-flow, with a did-you-mean) is
        // followed to the flow it suggests, so that flow and the ones it starts are not reported as unused too.
        var suggester: Suggester?
        var reached = [Bool](repeating: false, count: program.flows.count)
        reached[root] = true
        var queue = [root]
        var next = 0
        while next < queue.count {
            let flow = queue[next]
            next += 1
            for edge in graph.edges[flow] {
                var target = edge.target
                if target == nil {
                    if suggester == nil { suggester = Suggester(program.flows.lazy.map(\.name.value)) }
                    target = suggester?.suggestion(for: edge.child.value).flatMap(program.index(ofFlow:))
                }
                guard let target, !reached[target] else { continue }
                reached[target] = true
                queue.append(target)
            }
        }
        // A reached flow that did not read cleanly may have lost a subflow step, and with it the flows only that
        // step starts: they would be reported as unused next to the error that explains it.
        guard !program.flows.indices.contains(where: { reached[$0] && !program.flows[$0].isComplete }) else { return }
        for (index, flow) in program.flows.enumerated() where !reached[index] {
            // A second flow of a name cannot be started by name at all: duplicate-flow says so.
            guard program.index(ofFlow: flow.name.value) == index else { continue }
            diagnostics.append(
                diagnostic(
                    "flow '\(flow.name.value)' is never started from the root flow '\(rootName)'",
                    at: flow.name.location,
                    notes: [
                        .init(
                            "no chain of subflow or tabs steps from '\(rootName)' leads to it; start it from a flow in use, or delete it"
                        )
                    ]))
        }
    }
}
