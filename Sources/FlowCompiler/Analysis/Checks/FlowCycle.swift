enum FlowCycle: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "flow-cycle",
        severity: .warning,
        summary: "Flows that start each other in a cycle.",
        explanation: """
            A subflow or tabs step starts a new coordinator for its child flow, on top of the running ones. \
            When flows start each other in a cycle (`Settings` starts `Help`, which starts `Settings` again), \
            each round adds another coordinator and its screens, without end. A flow that takes no `input` \
            shows the same thing every time it starts, so a second `Settings` on top of the first is almost \
            always a mistake: the intent was to go back to the one already running, by finishing the child \
            with an outcome its parent handles. A cycle whose flows all take `input` is recursion on purpose \
            (a `Folder` opening a subfolder, a chat room opening a direct-message room from its member list): \
            each round is about something else, and it is not reported. \
            A cycle is reported once per group of flows that start each other, at the step of the group's \
            first flow without input (in the order of the files) that starts the next flow on the cycle, with \
            notes at the other steps.
            """,
        triggering: [
            CheckExample(files: [
                ("settings.flow.yaml",
                 """
                 flow: Settings
                 start: list
                 steps:
                   list:
                     on:
                       openHelp: help
                   ↓help:
                     flow: Help
                 """),
                ("help.flow.yaml",
                 """
                 flow: Help
                 start: article
                 steps:
                   article:
                     on:
                       openSettings: settings
                   settings:
                     flow: Settings
                 """),
            ]),
            CheckExample(
                """
                flow: Catalog
                start: list
                steps:
                  list:
                    on:
                      browse: more
                  ↓more:
                    flow: Catalog
                """),
            CheckExample(files: [
                ("room.flow.yaml",
                 """
                 flow: Room
                 input: { roomId: String }
                 start: timeline
                 steps:
                   timeline:
                     params: { roomId: String }
                     on:
                       showMembers: members
                   members:
                     flow: Members
                 """),
                ("members.flow.yaml",
                 """
                 flow: Members
                 start: list
                 steps:
                   list:
                     on:
                       message: { to: room, with: { roomId: String } }
                   ↓room:
                     flow: Room
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Folder
                input: { path: String }
                start: list
                steps:
                  list:
                    params: { path: String }
                    on:
                      open: { to: subfolder, with: { path: String } }
                      close: back
                  subfolder:
                    flow: Folder
                """),
            CheckExample(files: [
                ("room.flow.yaml",
                 """
                 flow: Room
                 input: { roomId: String }
                 outcomes: { left: {} }
                 start: timeline
                 steps:
                   timeline:
                     params: { roomId: String }
                     on:
                       showMembers: members
                       leave: { finish: left }
                   members:
                     flow: RoomMembers
                     on:
                       left: { finish: left }
                 """),
                ("roommembers.flow.yaml",
                 """
                 flow: RoomMembers
                 input: { roomId: String }
                 outcomes: { left: {} }
                 start: list
                 steps:
                   list:
                     params: { roomId: String }
                     on:
                       message: { to: directMessage, with: { roomId: String } }
                       back: back
                   directMessage:
                     flow: Room
                     on:
                       left: { finish: left }
                 """),
            ]),
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: welcome
                 steps:
                   welcome:
                     on:
                       signIn: auth
                       browse: main
                   auth:
                     flow: Auth
                   main:
                     flow: Main
                 """),
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: home
                 steps:
                   home:
                     on:
                       signIn: auth
                   auth:
                     flow: Auth
                 """),
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let graph = program.flowGraph
        var componentOf = [Int](repeating: -1, count: program.flows.count)
        let components = graph.stronglyConnectedComponents()
        for (index, component) in components.enumerated() {
            for flow in component { componentOf[flow] = index }
        }
        var reports: [Diagnostic] = []
        for (index, component) in components.enumerated() {
            // Components are sorted: the first flow in program order that takes no input. A cycle of flows that
            // all take input is recursion on purpose (each round shows something else), so it is not reported.
            guard let first = component.first(where: { program.flows[$0].input.isEmpty }),
                let closing = graph.edges[first].firstIndex(where: { edge in
                    edge.target.map { componentOf[$0] == index } ?? false
                }),
                let cycle = cycle(from: first, through: closing, in: graph, within: componentOf, index)
            else { continue }
            reports.append(report(cycle, program))
        }
        // Components come in reverse topological order; report in the order of the files.
        diagnostics.append(contentsOf: reports.sorted(by: Diagnostic.ordered))
    }

    /// How many flows of a cycle the message spells out, and how many steps get a note.
    private static let maxSpelled = 12

    private struct CycleEdge {
        var flow: Int
        var edge: FlowGraph.Edge
    }

    /// The shortest cycle that leaves `start` by its edge `first`: that edge, then a shortest path back to
    /// `start` inside the component (breadth-first, edges in the author's order, so always the same one).
    private static func cycle(
        from start: Int, through first: Int, in graph: FlowGraph, within componentOf: [Int], _ component: Int
    ) -> [CycleEdge]? {
        let firstEdge = graph.edges[start][first]
        guard let next = firstEdge.target else { return nil }
        var path = [CycleEdge(flow: start, edge: firstEdge)]
        if next == start { return path }
        // The edge that reached each flow of the search.
        var reachedBy: [Int: CycleEdge] = [next: path[0]]
        var queue = [next]
        var position = 0
        search: while position < queue.count {
            let flow = queue[position]
            position += 1
            for edge in graph.edges[flow] {
                guard let target = edge.target, componentOf[target] == component, reachedBy[target] == nil
                else { continue }
                reachedBy[target] = CycleEdge(flow: flow, edge: edge)
                if target == start { break search }
                queue.append(target)
            }
        }
        guard reachedBy[start] != nil else { return nil }
        var back: [CycleEdge] = []
        var flow = start
        while flow != next, let edge = reachedBy[flow] {
            back.append(edge)
            flow = edge.flow
        }
        path.append(contentsOf: back.reversed())
        return path
    }

    private static func report(_ cycle: [CycleEdge], _ program: Program) -> Diagnostic {
        let names = cycle.map { program.flows[$0.flow].name.value }
        // A generated or pathological program can have a cycle of thousands of flows: keep the message readable.
        let spelled =
            names.count <= maxSpelled
            ? (names + [names[0]]).joined(separator: " → ")
            : (names.prefix(maxSpelled - 2) + ["…", names[names.count - 1], names[0]]).joined(separator: " → ")
                + " (\(names.count) flows)"
        let firstStep = program.flows[cycle[0].flow].steps[cycle[0].edge.step]
        var notes: [Diagnostic.Note] = cycle.dropFirst().prefix(maxSpelled).map { part in
            let flow = program.flows[part.flow]
            let step = flow.steps[part.edge.step]
            return .init(
                "'\(flow.name.value)' starts '\(part.edge.child.value)' here, in step '\(step.id.value)'",
                at: step.id.location)
        }
        notes.append(
            .init(
                "'\(names[0])' takes no input, so each round starts the same flow again on top of the running one; to return to the '\(names[0])' already running, finish the child with an outcome its parent handles"
            ))
        let message =
            cycle.count == 1
            ? "flow '\(names[0])' starts itself: \(spelled)"
            : "flows start each other in a cycle: \(spelled)"
        return diagnostic(message, at: firstStep.id.location, notes: notes)
    }
}
