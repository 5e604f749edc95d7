enum UnhandledOutcome: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unhandled-outcome",
        severity: .error,
        summary: "A subflow/tabs step that does not handle an outcome of its child.",
        explanation: """
            When a child flow ends, its parent decides what happens next, so a subflow step's `on:` has an \
            entry for every outcome the child declares (`signedIn: home`), and a tabs step's `on:` one for \
            every outcome of every tab flow, written `Flow.outcome` (`Profile.signedOut: welcome`). An \
            outcome without a handler would leave the user on a finished flow with nowhere to go. Each \
            missing outcome is reported at the step, with a note where the child declares it; add a handler \
            for it (any transition: a step, `back`, `{ finish: … }` …).
            """,
        triggering: [
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: auth
                 steps:
                   ↓auth:
                     flow: Auth
                     on:
                       signedIn: home
                   home: { terminal: true }
                 """),
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 outcomes: [signedIn, cancelled]
                 start: login
                 steps:
                   login:
                     on:
                       submit: { finish: signedIn }
                       cancel: { finish: cancelled }
                 """),
            ]),
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: main
                 steps:
                   ↓main:
                     tabs: [Home, Profile]
                     on:
                       Profile.signedOut: welcome
                   welcome: { terminal: true }
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 start: feed
                 steps:
                   feed: { terminal: true }
                 """),
                ("profile.flow.yaml",
                 """
                 flow: Profile
                 outcomes: [signedOut, accountDeleted]
                 start: overview
                 steps:
                   overview:
                     on:
                       signOut: { finish: signedOut }
                       delete: { finish: accountDeleted }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: welcome
                 steps:
                   welcome:
                     on:
                       signIn: auth
                   auth:
                     flow: Auth
                     present: fullScreen
                     on:
                       signedIn: { to: main, present: replace }
                       cancelled: back
                   main:
                     tabs: [Home, Profile]
                     on:
                       Profile.signedOut: { to: welcome, present: replace }
                 """),
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 outcomes: [signedIn, cancelled]
                 start: login
                 steps:
                   login:
                     on:
                       submit: { finish: signedIn }
                       cancel: { finish: cancelled }
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 start: feed
                 steps:
                   feed: { terminal: true }
                 """),
                ("profile.flow.yaml",
                 """
                 flow: Profile
                 outcomes: [signedOut]
                 start: overview
                 steps:
                   overview:
                     on:
                       signOut: { finish: signedOut }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let handling = program.cached(OutcomeHandling.self) { OutcomeHandling($0) }
        // A handler that failed to read would be reported as missing.
        for missing in handling.missing where program.flows[missing.flow].isComplete {
            let child = program.flows[missing.child]
            // A request left unhandled is unhandled-request's.
            guard missing.outcome < child.outcomes.count else { continue }
            let step = program.flows[missing.flow].steps[missing.step]
            let outcome = child.outcomes[missing.outcome].name
            let isTabs = if case .tabs = step.kind { true } else { false }
            let key = isTabs ? "\(child.name.value).\(outcome.value)" : outcome.value
            let flow = program.flows[missing.flow]
            var fix = Diagnostic.Note("add '\(key): back' (or another transition) under 'on:'")
            // The first step of the root flow has nothing below it: 'back' there ends the app (root-flow-ends).
            if program.root == flow.name.value, flow.startIndex == missing.step {
                let other = flow.steps.first { $0.id.value != step.id.value }?.id.value
                fix = .init(
                    "add '\(key): { to: \(other ?? "<step>"), present: replace }' under 'on:', or another step of "
                        + "flow '\(flow.name.value)'; not 'back': '\(step.id.value)' is the first screen of the root "
                        + "flow, and going back from it would leave the app with no screen")
            }
            diagnostics.append(
                diagnostic(
                    "\(isTabs ? "tabs" : "subflow") step '\(step.id.value)' does not handle outcome '\(outcome.value)' of flow '\(child.name.value)'",
                    at: step.id.location,
                    notes: [.init("'\(outcome.value)' is declared here", at: outcome.location), fix]))
        }
    }
}
