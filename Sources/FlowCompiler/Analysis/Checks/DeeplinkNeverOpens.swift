enum DeeplinkNeverOpens: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "deeplink-never-opens",
        severity: .error,
        summary: "A link into a child flow whose input nothing can fill.",
        explanation: """
            A link to a screen of a child flow opens it on a back stack through every flow from the root down \
            (the first path, breadth first in the files' order, as the generated code takes it; without \
            `--root`, from each flow no other flow starts). Each child flow on the way needs its input, filled \
            by name: from the link's placeholders first (a list from a query placeholder, every value of the \
            repeated item), then from the input of the flow that starts it. A \
            child that stays running while its parent shows it (a tab, or a subflow some way shows at the \
            bottom of its parent's stack: the start step, a step a decision at the start leads to, a step \
            shown once nothing of the flow is left, as by the button of an alert shown first, or one shown \
            with `replace`) lends the input it runs with, as the signed-in user of a tab does, so a link into it \
            opens while it runs. Any other child (one a screen pushes or presents, like an item's details) \
            runs only after the user opened it, so a value it needs that neither the link nor the enclosing \
            flow has means the link can never open: the state from the URL is nil and `open(_:)` returns \
            false. Name a placeholder after the value (with a param of that name on the linked screen), add \
            the value to the enclosing flow's input, or make it optional.
            """,
        triggering: [
            CheckExample(
                files: [
                    (
                        "home.flow.yaml",
                        """
                        flow: Home
                        start: list
                        steps:
                          list:
                            on:
                              open: { to: item, with: { itemId: String } }
                          item:
                            flow: Item
                            on:
                              closed: back
                        """
                    ),
                    (
                        "item.flow.yaml",
                        """
                        flow: Item
                        input: { itemId: String }
                        outcomes:
                          closed: {}
                        start: detail
                        steps:
                          detail:
                            params: { itemId: String }
                            deeplink: /items/{itemId}
                            on:
                              comments: comments
                              close: { finish: closed }
                          comments:
                            params: { page: Int? }
                            deeplink: ↓/comments?page={page}
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
                        input: { theme: String }
                        start: launch
                        steps:
                          launch:
                            decide:
                              signedIn: { to: main, with: { userId: UUID } }
                              signedOut: welcome
                          welcome:
                            on:
                              open: { to: item, with: { itemId: String } }
                          item:
                            flow: Item
                            on:
                              closed: back
                          main:
                            tabs: [Profile]
                            holdLinks: true
                        """
                    ),
                    (
                        "item.flow.yaml",
                        """
                        flow: Item
                        input: { itemId: String, theme: String, source: String? }
                        outcomes:
                          closed: {}
                        start: detail
                        steps:
                          detail:
                            params: { itemId: String }
                            deeplink: /items/{itemId}
                            on:
                              close: { finish: closed }
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
                        """
                    ),
                ]),
            // The alert a start decision shows first: its button shows `profile` as the flow's first step, at the
            // bottom of the stack, so the running Profile lends its input.
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: check
                        steps:
                          check:
                            decide:
                              returning: { to: welcomeBack, with: { userId: UUID } }
                              new: signUp
                          welcomeBack:
                            alert: { title: Welcome back! }
                            params: { userId: UUID }
                            on:
                              continue: profile
                          signUp:
                            on:
                              done: { to: profile, with: { userId: UUID } }
                          profile:
                            flow: Profile
                            holdLinks: true
                            on:
                              signedOut: { to: signUp, present: replace }
                        """
                    ),
                    (
                        "profile.flow.yaml",
                        """
                        flow: Profile
                        input: { userId: UUID }
                        outcomes:
                          signedOut: {}
                        start: overview
                        steps:
                          overview:
                            params: { userId: UUID }
                            on:
                              settings: settings
                              signOut: { finish: signedOut }
                          settings:
                            deeplink: /settings
                            on:
                              back: back
                        """
                    ),
                ]),
            CheckExample(
                files: [
                    (
                        "rooms.flow.yaml",
                        """
                        flow: Rooms
                        start: list
                        steps:
                          list:
                            on:
                              join: { to: room, with: { alias: String, via: [String] } }
                          room:
                            flow: Room
                            on:
                              left: back
                        """
                    ),
                    (
                        "room.flow.yaml",
                        """
                        flow: Room
                        input: { alias: String, via: [String] }
                        outcomes:
                          left: {}
                        start: timeline
                        steps:
                          timeline:
                            params: { alias: String, via: [String] }
                            deeplink: /join/{alias}?via={via}
                            on:
                              leave: { finish: left }
                        """
                    ),
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        guard LinkPaths.hasLinks(program) else { return }
        var paths = LinkPaths(program)
        let residents = program.residentSteps
        for (f, screen, link) in paths.childLinks() {
            // Reported only when the link opens from no root: an app opens links from one of them.
            var first: Diagnostic?
            var opens = paths.roots.isEmpty
            for r in paths.roots.indices {
                guard let path = paths.path(fromRoot: r, to: f) else { continue }
                guard let missing = missingValue(on: path, link: link, paths, residents) else {
                    opens = true
                    break
                }
                if first == nil { first = diagnostic(missing, link: link, screen: screen, program) }
            }
            if !opens, let first { diagnostics.append(first) }
        }
    }

    private struct Missing {
        var parent: Int
        var edge: FlowGraph.Edge
        var child: Int
        var input: Param
    }

    /// The first input value of a child flow on `path` that nothing fills, or nil when the link opens.
    private static func missingValue(
        on path: [(parent: Int, edge: FlowGraph.Edge)], link: DeepLink, _ paths: LinkPaths,
        _ residents: ResidentSteps
    ) -> Missing? {
        // Whether every child so far stays running while its parent shows it (then each lends its input).
        var lent = true
        for (parent, edge) in path {
            guard let child = edge.target else { return nil }
            lent = lent && residents.lendsInput(flow: parent, step: edge.step)
            if lent { continue }
            if let input = paths.unfilledInput(of: edge, startedBy: parent, link: link) {
                return Missing(parent: parent, edge: edge, child: child, input: input)
            }
        }
        return nil
    }

    private static func diagnostic(_ missing: Missing, link: DeepLink, screen: Step, _ program: Program) -> Diagnostic {
        let parent = program.flows[missing.parent]
        let child = program.flows[missing.child].name.value
        let name = missing.input.name.value
        let type = missing.input.type.expr?.description ?? missing.input.type.spelling
        let step = parent.steps[missing.edge.step].id
        var fixes: [String] = []
        if let expected = missing.input.type.expr, DeepLinkValueType(expected) != nil {
            let separator = link.query.isEmpty ? "?" : "&"
            fixes.append(
                "add '{\(name)}' to the link's path or '\(separator)\(name)={\(name)}' to its query, with a param "
                    + "'\(name): \(type)' of screen '\(screen.id.value)'")
        }
        fixes.append("add '\(name): \(type)' to the input of flow '\(parent.name.value)'")
        fixes.append("make '\(name)' optional ('\(type)?')")
        return Self.diagnostic(
            "deep link '\(link.text.value)' can never open: flow '\(child)' needs input '\(name)', which neither "
                + "the link nor the input of flow '\(parent.name.value)' provides",
            at: link.text.location,
            notes: [
                .init("'\(name): \(type)' is declared here", at: missing.input.name.location),
                .init(
                    "step '\(step.value)' of flow '\(parent.name.value)' starts '\(child)' when the user opens it, so a "
                        + "running '\(child)' does not lend its input (a tab, or a subflow at the bottom of its "
                        + "parent's stack, does)", at: step.location),
                .init(fixes.joined(separator: ", or ")),
            ])
    }
}
