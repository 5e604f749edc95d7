enum DeeplinkDropped: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "deeplink-dropped",
        severity: .warning,
        summary: "A link that opens only while a step shows, and is dropped before (format v2).",
        explanation: """
            A link into a child flow that needs an input value neither the link nor the flow that starts it \
            has takes it from the child flow running in its place (a tab, or a subflow at the bottom of its \
            parent's stack), as the signed-in user of a tab. So the link opens only while that step shows: a \
            link that comes before, while the user signs in or onboards, matches nothing, `open(_:)` returns \
            false and the link is lost. Hold it with `holdLinks: true` on that step (or on a step above it \
            whose flow starts with it): the coordinator keeps the link and opens it once the step shows. Or \
            let the link carry the value. A step that shows from launch (each flow on the way starting with \
            it) needs neither.
            """,
        triggering: [
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: launch
                        steps:
                          launch:
                            decide:
                              signedIn: { to: main, with: { userId: UUID } }
                              signedOut: signIn
                          signIn:
                            on:
                              done: { to: main, present: replace, with: { userId: UUID } }
                          main:
                            tabs: [Profile]
                        """
                    ),
                    (
                        "profile.flow.yaml",
                        """
                        flow: Profile
                        input: { userId: UUID }
                        start: overview
                        steps:
                          overview:
                            params: { userId: UUID }
                            on:
                              settings: settings
                          settings:
                            deeplink: ↓/settings
                            on:
                              back: back
                        """
                    ),
                ])
        ],
        nonTriggering: [
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: launch
                        steps:
                          launch:
                            decide:
                              signedIn: { to: main, with: { userId: UUID } }
                              signedOut: signIn
                          signIn:
                            on:
                              done: { to: main, present: replace, with: { userId: UUID } }
                          main:
                            tabs: [Profile]
                            holdLinks: true
                        """
                    ),
                    (
                        "profile.flow.yaml",
                        """
                        flow: Profile
                        input: { userId: UUID }
                        start: overview
                        steps:
                          overview:
                            params: { userId: UUID }
                            on:
                              settings: settings
                          settings:
                            deeplink: /settings
                            on:
                              back: back
                          user:
                            params: { userId: UUID }
                            deeplink: /users/{userId}
                            on:
                              back: back
                        """
                    ),
                ]),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: main
                        steps:
                          main:
                            flow: Reader
                            args: { mode: compact }
                        """
                    ),
                    (
                        "reader.flow.yaml",
                        """
                        flow: Reader
                        input: { mode: String }
                        start: library
                        steps:
                          library:
                            params: { mode: String }
                            on:
                              settings: settings
                          settings:
                            deeplink: /settings
                            on:
                              back: back
                        """
                    ),
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        guard LinkPaths.hasLinks(program) else { return }
        var paths = LinkPaths(program)
        let residents = program.residentSteps
        for (f, screen, link) in paths.childLinks() {
            for r in paths.roots.indices {
                guard let path = paths.path(fromRoot: r, to: f),
                    let dropped = droppedAt(path, link: link, paths, residents)
                else { continue }
                diagnostics.append(diagnostic(dropped, link: link, screen: screen, program))
                break
            }
        }
    }

    private struct Dropped {
        /// The step whose running child lends the value.
        var lender: (parent: Int, edge: FlowGraph.Edge)
        var input: Param
        /// The step to hold links at: the lender, or the lowest step above it whose flows all start with the
        /// steps down to the lender (once it shows, so does the lender).
        var holder: (parent: Int, edge: FlowGraph.Edge)
    }

    /// Where a link that opens (every child on the way gets its input) depends on a running child whose step does
    /// not show from launch, with no step holding links in between; nil when the link opens whenever it comes, or
    /// never (deeplink-never-opens).
    private static func droppedAt(
        _ path: [(parent: Int, edge: FlowGraph.Edge)], link: DeepLink, _ paths: LinkPaths, _ residents: ResidentSteps
    ) -> Dropped? {
        var found: Dropped?
        // Whether every child so far stays running while its parent shows it (then each lends its input).
        var lent = true
        for (i, (parent, edge)) in path.enumerated() {
            guard edge.target != nil else { return nil }
            lent = lent && residents.lendsInput(flow: parent, step: edge.step)
            guard lent else {
                // From here down nothing lends: a value missing here is deeplink-never-opens'.
                if paths.unfilledInput(of: edge, startedBy: parent, link: link) != nil { return nil }
                continue
            }
            guard found == nil, let input = paths.unfilledInput(of: edge, startedBy: parent, link: link) else {
                continue
            }
            // Up from the lender: held at a step that holds links, with each flow below it starting at the next.
            var j = i
            while true {
                if paths.program.flows[path[j].parent].steps[path[j].edge.step].holdsLinks?.value == true { break }
                guard startsWith(path[j], paths.program) else {
                    found = Dropped(lender: path[i], input: input, holder: path[j])
                    break
                }
                if j == 0 { break }  // shown from launch
                j -= 1
            }
        }
        return found
    }

    /// Whether the edge's step is the start step of its flow: shown whenever the flow runs.
    private static func startsWith(_ step: (parent: Int, edge: FlowGraph.Edge), _ program: Program) -> Bool {
        program.flows[step.parent].startIndex == step.edge.step
    }

    private static func diagnostic(_ dropped: Dropped, link: DeepLink, screen: Step, _ program: Program) -> Diagnostic {
        let lenderFlow = program.flows[dropped.lender.parent]
        let lenderStep = lenderFlow.steps[dropped.lender.edge.step].id.value
        let child = dropped.lender.edge.child.value
        let name = dropped.input.name.value
        let type = dropped.input.type.expr?.description ?? dropped.input.type.spelling
        let holderFlow = program.flows[dropped.holder.parent]
        let holder = holderFlow.steps[dropped.holder.edge.step].id
        var fixes = ["add 'holdLinks: true' to step '\(holder.value)' to keep such a link until it shows"]
        if let expected = dropped.input.type.expr, DeepLinkValueType(expected) != nil {
            fixes.append(
                "let the link carry '{\(name)}', with a param '\(name): \(type)' of screen '\(screen.id.value)'")
        }
        return Self.diagnostic(
            "deep link '\(link.text.value)' opens only while step '\(lenderStep)' of flow '\(lenderFlow.name.value)' "
                + "shows: a link that comes before is dropped, since flow '\(child)' takes its input '\(name)' from "
                + "the flow running there",
            at: link.text.location,
            notes: [
                .init(
                    "'\(name): \(type)' is declared here; neither the link nor the input of flow "
                        + "'\(lenderFlow.name.value)' provides it", at: dropped.input.name.location),
                .init(
                    "step '\(holder.value)' of flow '\(holderFlow.name.value)' does not show from launch",
                    at: holder.location),
                .init(fixes.joined(separator: ", or ")),
            ])
    }
}
