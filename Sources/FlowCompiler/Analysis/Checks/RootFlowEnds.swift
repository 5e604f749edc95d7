enum RootFlowEnds: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "root-flow-ends",
        severity: .error,
        summary: "With a root flow (`--root`), a `back` or `dismiss` that can empty its stack: the app is left with no screen.",
        explanation: """
            The root flow has no parent to return to. `back` at the bottom of a flow's stack (or `dismiss` with \
            no modal of the flow to close) leaves the flow, and for the root flow that ends it: the app shows \
            nothing at all. It happens less visibly through child flows: a child left by `back` at its bottom is \
            cancelled, and its subflow or tabs step goes as by `back`; when that step was the bottom of the root's \
            stack, the root is left too. A decision takes no room, so `back` chosen by a decision pops the screen \
            that asked, not the decision; a step entered with `present: replace` is the bottom of its stack, and \
            so is the step a start decision leads to; a tab's flow left by `back` at its bottom is cancelled \
            too, and its tabs step goes with it. The check is reported at the `back` or `dismiss` that does \
            it, in the flow where it is written, with the chain up to the root. To stay on a screen, lead the \
            event to a step instead (`{ to: step, present: replace }` shows it afresh as the only screen), or to \
            a screen that explains a failure and offers a retry; in a child flow, end it with an outcome its \
            parent handles. It runs only with a root flow (`--root` or `root:` in flowc.yaml): without one, any \
            flow may be a child whose parent goes on when it is cancelled. A root flow that finishes with one of \
            its declared outcomes is not reported: the app receives the outcome from the root coordinator's \
            `onFinish` and decides what to show (a root that declares no outcomes cannot finish: \
            unknown-outcome). Closing modals presented over the root's screens, and cancelling a child pushed on \
            a screen of the root, leave that screen, and are fine. A start decision that presents its target as a \
            `sheet` shows it over no screen of the root (format.md, "A start that presents"): the user can pull \
            it down, which ends the root too; it is reported at that choice (`fullScreen` cannot be pulled down). \
            So is the button of an alert that a start decision shows first: it shows its target as the root's \
            first step (format.md, "Alerts and confirmation dialogs"). A `replace` inside that sheet puts its \
            target first in it, still a sheet: where the sheet's own first screen cannot be pulled down \
            (`systemBack: false`) but the target can, it is reported at the `replace`.
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
                              signedOut: auth
                              signedIn: home
                          auth:
                            summary: Pushed by a decision, it is the bottom of App's stack.
                            flow: Auth
                            on:
                              signedIn: { to: home, present: replace }
                          home:
                            terminal: true
                        """
                    ),
                    (
                        "auth.flow.yaml",
                        """
                        flow: Auth
                        outcomes: { signedIn: {} }
                        start: start
                        steps:
                          start:
                            on:
                              loginWithWeb: web
                          web:
                            summary: A web session, not a screen; 'back' pops 'start', the bottom of Auth.
                            decide:
                              success: { finish: signedIn }
                              ↓failed: back
                        """
                    ),
                ], root: "App"),
            CheckExample(
                """
                flow: App
                start: home
                steps:
                  home:
                    on:
                      ↓back: back
                      open: detail
                      signOut: { to: goodbye, present: replace }
                  detail:
                    on:
                      back: back
                  goodbye:
                    summary: Replaced the whole stack, so it is its bottom.
                    on:
                      ↓close: back
                """, root: "App"),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: onboarding
                        steps:
                          onboarding:
                            flow: Onboarding
                            on:
                              done: { to: home, present: replace }
                              ↓skipped: back
                          home:
                            terminal: true
                        """
                    ),
                    (
                        "onboarding.flow.yaml",
                        """
                        flow: Onboarding
                        outcomes: { done: {}, skipped: {} }
                        start: intro
                        steps:
                          intro:
                            on:
                              next: { finish: done }
                              skip: { finish: skipped }
                        """
                    ),
                ], root: "App"),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: main
                        steps:
                          main:
                            summary: A tab flow left by 'back' is cancelled, and the tabs step goes with it.
                            tabs: [Chats, Settings]
                        """
                    ),
                    (
                        "chats.flow.yaml",
                        """
                        flow: Chats
                        start: list
                        steps:
                          list:
                            on:
                              open: room
                          room:
                            on:
                              back: back
                        """
                    ),
                    (
                        "settings.flow.yaml",
                        """
                        flow: Settings
                        start: overview
                        steps:
                          overview:
                            on:
                              ↓close: back
                        """
                    ),
                ], root: "App"),
            CheckExample(
                """
                flow: App
                start: launch
                steps:
                  launch:
                    decide:
                      ↓signedOut: { to: welcome, present: sheet }
                      signedIn: { to: home, present: fullScreen }
                  welcome:
                    summary: A sheet over nothing; pulled down, it takes App with it.
                    on:
                      signIn: { to: home, present: replace }
                  home:
                    terminal: true
                """, root: "App"),
            CheckExample(
                """
                flow: App
                start: launch
                steps:
                  launch:
                    decide:
                      stored: confirmRestore
                      none: { to: home, present: replace }
                  confirmRestore:
                    summary: Shown first, over no screen of App; a button acts as the start would.
                    alert: Restore your session?
                    on:
                      ↓restore: { to: home, present: sheet }
                      fresh: { to: home, present: fullScreen }
                  home:
                    terminal: true
                """, root: "App"),
            CheckExample(
                """
                flow: App
                outcomes:
                  done: {}
                start: launch
                steps:
                  launch:
                    on:
                      signOut: confirmSignOut
                      quit: { finish: done }
                  confirmSignOut:
                    alert: { title: Sign out? }
                    on:
                      signOut: signingOut
                      cancel: back
                  signingOut:
                    summary: Acts from 'launch', below the closed alert; 'back' pops it, the root's only screen.
                    decide:
                      ↓signedOut: back
                      failed: launch
                """, root: "App"),
            CheckExample(
                """
                flow: App
                outcomes:
                  done: {}
                start: check
                steps:
                  check:
                    decide:
                      terms: { to: terms, present: sheet }
                      ready: home
                  terms:
                    summary: A sheet over nothing, which the user cannot pull down.
                    systemBack: false
                    on:
                      ↓accept: { to: home, present: replace }
                  home:
                    summary: First in that sheet once it replaced 'terms' (a replaced sheet is still a sheet), so the user can pull it down.
                    on:
                      quit: { finish: done }
                """, root: "App"),
        ],
        nonTriggering: [
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        appEvents:
                          signedOut: {}
                        start: launch
                        steps:
                          launch:
                            on:
                              open: session
                          session:
                            summary: Its own modal closes; onboarding shows full screen over launch.
                            flow: Session
                            present: fullScreen
                            on:
                              ended: { dismiss: { to: onboarding, present: fullScreen } }
                              signedOut: { dismiss: { to: onboarding, present: fullScreen } }
                          onboarding:
                            on:
                              close: dismiss
                        """
                    ),
                    (
                        "session.flow.yaml",
                        """
                        flow: Session
                        outcomes:
                          ended: {}
                        start: home
                        steps:
                          home:
                            on:
                              signOut: { finish: ended }
                        """
                    ),
                ], root: "App"),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: main
                        steps:
                          main:
                            tabs: [Calls]
                            on:
                              Calls.reported: { to: report, present: sheet }   # over the tabs, kept
                          report:
                            params: { callId: String }
                            on:
                              sent: dismiss
                        """
                    ),
                    (
                        "calls.flow.yaml",
                        """
                        flow: Calls
                        outcomes:
                          reported: { callId: String }
                        start: history
                        steps:
                          history:
                            on:
                              report: { finish: reported, with: { callId: String } }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: App
                start: rooms
                steps:
                  rooms:
                    on:
                      open: room
                  room:
                    on:
                      back: back
                  userProfile:
                    summary: Only a link opens it, on 'rooms', in the sheet its 'present' says.
                    present: sheet
                    params: { userId: String }
                    deeplink: /user/{userId}
                    on:
                      close: dismiss
                      back: back
                """, root: "App"),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: home
                        steps:
                          home:
                            on:
                              settings: settings
                              help: { to: help, present: sheet }
                              login: { to: login, present: fullScreen }
                          settings:
                            summary: Pushed on 'home', so cancelling Settings returns to 'home'.
                            flow: Settings
                          help:
                            on:
                              close: dismiss
                              more: { to: helpMore, present: replace }
                          helpMore:
                            summary: Replaced the sheet's stack only; 'back' closes the sheet.
                            on:
                              back: back
                          login:
                            flow: Login
                            on:
                              done: back
                        """
                    ),
                    (
                        "settings.flow.yaml",
                        """
                        flow: Settings
                        start: overview
                        steps:
                          overview:
                            on:
                              back: back
                        """
                    ),
                    (
                        "login.flow.yaml",
                        """
                        flow: Login
                        outcomes: { done: {} }
                        start: form
                        steps:
                          form:
                            on:
                              submit: { finish: done }
                              cancel: dismiss
                        """
                    ),
                ], root: "App"),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        outcomes: { signedOut: {} }
                        start: main
                        steps:
                          main:
                            summary: The app gets 'signedOut' from the root coordinator's onFinish.
                            tabs: [Chats]
                            on:
                              Chats.signedOut: { finish: signedOut }
                        """
                    ),
                    (
                        "chats.flow.yaml",
                        """
                        flow: Chats
                        outcomes: { signedOut: {} }
                        start: list
                        steps:
                          list:
                            on:
                              open: room
                              signOut: { finish: signedOut }
                          room:
                            on:
                              back: back
                        """
                    ),
                ], root: "App"),
            CheckExample(
                files: [
                    (
                        "auth.flow.yaml",
                        """
                        flow: Auth
                        summary: Linted without a root, Auth may be a child whose parent handles its cancellation.
                        outcomes: { signedIn: {} }
                        start: start
                        steps:
                          start:
                            on:
                              loginWithWeb: web
                          web:
                            decide:
                              success: { finish: signedIn }
                              failed: back
                        """
                    ),
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        guard let rootName = program.root else { return }
        // A flow the root's flows start but that is missing (unknown-flow's, or in a file that could not be read)
        // leaves unknown what is below the screens of the flows it would run under: the check waits until it is
        // there, instead of reporting ends that the missing flow's screens would prevent. Flows the root does not
        // run do not matter.
        let graph = program.flowGraph
        if let root = program.index(ofFlow: rootName) {
            let underRoot = graph.reachable(from: root)
            guard
                !graph.edges.indices.contains(where: { underRoot[$0] && graph.edges[$0].contains { $0.target == nil } })
            else { return }
        }
        for finding in NavigationAnalysis.of(program).rootEnds {
            let flow = program.flows[finding.flow]
            let step = flow.steps[finding.step]
            let handler = step.handlers[finding.handler]
            if finding.presentsSheet {
                diagnostics.append(sheetDiagnostic(finding, program, rootName: rootName))
                continue
            }
            let verb = if case .dismiss = handler.transition.kind { "dismiss" } else { "back" }
            var notes = [Diagnostic.Note(chain(finding, program, rootName: rootName, verb: verb))]
            notes.append(contentsOf: fixes(finding, program, rootName: rootName))
            diagnostics.append(
                diagnostic(
                    "'\(handler.event.value): \(verb)' can end the root flow '\(rootName)', leaving the app with no "
                        + "screen",
                    at: handler.event.location, notes: notes))
        }
    }

    /// A sheet shown with nothing of the root below: the user can pull it down.
    private static func sheetDiagnostic(_ finding: RootEnds.Finding, _ program: Program, rootName: String)
        -> Diagnostic
    {
        let flow = program.flows[finding.flow]
        let step = flow.steps[finding.step]
        let handler = step.handlers[finding.handler]
        var chain =
            "nothing of \(flow.name.value == rootName ? "root flow" : "flow") '\(flow.name.value)' is below "
            + "'\(step.id.value)'"
        for (child, hop) in zip(finding.chain, finding.chain.dropFirst()) {
            let name = program.flows[child.flow].name.value
            let removed = program.flows[hop.flow].steps[hop.bottom].id.value
            let parent = program.flows[hop.flow].name.value
            chain +=
                "; \(name) runs in step '\(removed)', the bottom of \(parent == rootName ? "root flow" : "flow") "
                + "'\(parent)'"
        }
        if finding.isShortened { chain += "; and so on, up to root flow '\(rootName)'" }
        let target = handler.transition.target?.value ?? ""
        let present = handler.transition.present?.value ?? flow.step(target)?.defaultPresentation
        if present == .replace {
            return diagnostic(
                "'\(handler.event.value)' puts '\(target)' first in a sheet over no screen of the root flow "
                    + "'\(rootName)': the user can pull it down, leaving the app with no screen",
                at: handler.event.location,
                notes: [
                    .init(
                        "'\(step.id.value)' is in the sheet the flow opened first, and 'replace' keeps its style: "
                            + chain + ": closing the sheet closes the root flow"),
                    .init(
                        "present the first sheet with 'present: fullScreen', which the user cannot pull down, or "
                            + "give '\(target)' 'systemBack: false'"),
                ])
        }
        return diagnostic(
            "'\(handler.event.value)' shows '\(target)' as a sheet over no screen of the root flow '\(rootName)': "
                + "the user can pull it down, leaving the app with no screen",
            at: handler.event.location,
            notes: [
                .init(chain + ": closing the sheet closes the root flow"),
                .init(
                    "present '\(target)' with 'present: fullScreen', which the user cannot pull down, or push it: "
                        + "then it is the bottom of the stack"),
            ])
    }

    /// "'back' from decision 'web' pops 'start', the bottom of flow 'Auth'; Auth is cancelled, which removes step
    /// 'auth', the bottom of root flow 'App': the app is left with no screen".
    private static func chain(_ finding: RootEnds.Finding, _ program: Program, rootName: String, verb: String)
        -> String
    {
        func place(_ hop: RootEnds.Hop) -> String {
            let name = program.flows[hop.flow].name.value
            return name == rootName ? "root flow '\(name)'" : "flow '\(name)'"
        }
        let flow = program.flows[finding.flow]
        let step = flow.steps[finding.step]
        let first = finding.chain[0]
        let bottom = flow.steps[first.bottom]
        let handler = step.handlers[finding.handler]
        let event = handler.event.value
        let origin =
            switch step.kind {
            case .decision: "'\(verb)' from decision '\(step.id.value)'"
            case .subflow(let child):
                "'\(verb)' after flow '\(child.value)' of step '\(step.id.value)' ends with '\(event)'"
            case .tabs:
                "'\(verb)' after tab flow '\(handler.tabOutcome?.flow ?? event)' of step '\(step.id.value)' ends "
                    + "with '\(handler.tabOutcome?.outcome ?? event)'"
            case .screen: "'\(verb)' from '\(step.id.value)'"
            }
        var parts: [String] = []
        if first.leave == .dismiss {
            parts.append(
                "\(origin) closes the bottom stack of \(place(first)), holding '\(bottom.id.value)', and with it the "
                    + "flow")
        } else {
            switch bottom.kind {
            case .screen:
                let linked =
                    opensAlone(first.bottom, of: flow)
                    ? " (its deep link opens it alone: the flow's start is a decision)" : ""
                parts.append("\(origin) pops '\(bottom.id.value)', the bottom of \(place(first))\(linked)")
            case .decision:
                parts.append("\(origin) leaves \(place(first)) at its start, with nothing below")
            case .subflow, .tabs:
                parts.append("\(origin) removes step '\(bottom.id.value)', the bottom of \(place(first))")
            }
        }
        for (child, hop) in zip(finding.chain, finding.chain.dropFirst()) {
            let name = program.flows[child.flow].name.value
            let starter = program.flows[hop.flow].steps[hop.bottom]
            let removed =
                if case .tabs = starter.kind {
                    "tabs step '\(starter.id.value)' (every tab goes with it)"
                } else { "step '\(starter.id.value)'" }
            parts.append(
                hop.leave == .dismiss
                    ? "\(name) is closed, which closes the bottom stack of \(place(hop)), holding \(removed)"
                    : "\(name) is cancelled, which removes \(removed), the bottom of \(place(hop))")
        }
        if finding.isShortened { parts.append("and so on, up to root flow '\(rootName)'") }
        return parts.joined(separator: "; ") + ": the app is left with no screen"
    }

    /// Whether a deep link opens screen `step` with nothing of its flow below: a link opens its screen on the
    /// flow's start, or alone when the start is a decision (which shows nothing).
    private static func opensAlone(_ step: Int, of flow: Flow) -> Bool {
        !flow.steps[step].deeplinks.isEmpty && step != flow.startIndex
            && flow.startIndex.map { flow.steps[$0].isDecision } == true
    }

    /// How to stay on a screen instead, and how to end the flow on purpose.
    private static func fixes(_ finding: RootEnds.Finding, _ program: Program, rootName: String)
        -> [Diagnostic.Note]
    {
        let flow = program.flows[finding.flow]
        let step = flow.steps[finding.step]
        let event = step.handlers[finding.handler].event.value
        let bottom = flow.steps[finding.chain[0].bottom]
        var notes: [Diagnostic.Note] = []
        let isOwnBottom = finding.chain[0].bottom == finding.step
        let stay =
            bottom.isScreen && !isOwnBottom
            ? "'\(event): { to: \(bottom.id.value), present: replace }' (it shows '\(bottom.id.value)' afresh as "
                + "the only screen)"
            : "'\(event): { to: someScreen, present: replace }'"
        if step.isDecision {
            notes.append(
                .init(
                    "a decision is not a screen: to stay where the user is, lead '\(event)' to a step, like "
                        + "\(stay), or to a screen that tells of the failure and offers a retry"))
        } else if isOwnBottom && step.isScreen {
            notes.append(
                .init(
                    "nothing is below '\(step.id.value)' there: remove '\(event)' from it, or lead it to the "
                        + "screen to show instead, like \(stay)"))
        } else {
            notes.append(.init("to stay on a screen, lead '\(event)' to a step instead, like \(stay)"))
        }
        if opensAlone(finding.chain[0].bottom, of: flow) {
            notes.append(
                .init(
                    "or start flow '\(flow.name.value)' with a screen: a deep link opens '\(bottom.id.value)' on "
                        + "the flow's start screen"))
        }
        if finding.chain.count > 1 {
            let parent = finding.chain[1]
            let starter = program.flows[parent.flow].steps[parent.bottom]
            let outcome = flow.outcomes.first.map { "'{ finish: \($0.name.value) }'" } ?? "an outcome"
            notes.append(
                .init(
                    "or end flow '\(flow.name.value)' with \(outcome) and handle it in step '\(starter.id.value)' "
                        + "of flow '\(program.flows[parent.flow].name.value)'", at: starter.id.location))
        } else {
            notes.append(
                .init(
                    "to end the app's flow on purpose, finish '\(rootName)' with a declared outcome: the app "
                        + "receives it from the root coordinator's 'onFinish'"))
        }
        return notes
    }
}
