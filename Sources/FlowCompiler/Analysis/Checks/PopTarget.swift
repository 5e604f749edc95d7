enum PopTarget: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "pop-target",
        severity: .error,
        summary: "`popTo` a step that is not on the stack on every path to this one.",
        explanation: """
            `{ popTo: step }` pops back to a screen that is already below the current one, closing the modals \
            of the flow on the way. It can only do that if the screen is there whatever path led to the \
            current step: paths through other branches, deep links (which open a screen on the stack the \
            flow builds on its shortest way there through screens the link can fill, else on [start, screen]) \
            and `replace` (which drops the screens of the current stack; inside a modal, the screens that \
            presented it stay) may leave it out. The target must also be a screen (decisions \
            are never on a stack, and subflow and tabs steps are returned to with `back`), and not the current \
            step itself. A decision's choice may name the screen the decision is entered from: it stays there \
            (format v2: an async decision's loading screen goes, and the screen below it stays as it was, as \
            when the user cancels a web sign-in). To go to a screen that may not be below, use a transition such \
            as `{ to: step, present: replace }`. A close-and-go-on (`{ dismiss: { to: step } }`) that handles a \
            subflow or tabs step presented as a modal closes that step's own modal, so its target is shown from \
            the step below, as the step's own transition would show it.
            """,
        triggering: [
            CheckExample(
                """
                flow: Shop
                start: home
                steps:
                  home:
                    on:
                      browse: { to: list, with: { category: String } }
                  list:
                    params: { category: String }
                    on:
                      open: product
                      back: back
                  product:
                    deeplink: /product
                    on:
                      ↓backToList: { popTo: list }
                      home: { popTo: home }
                """),
            CheckExample(
                """
                flow: Settings
                start: overview
                steps:
                  overview:
                    on:
                      account: account
                      privacy: privacy
                  account:
                    on:
                      delete: confirm
                      back: back
                  privacy:
                    on:
                      delete: confirm
                      back: back
                  confirm:
                    on:
                      ↓cancel: { popTo: account }
                      done: { popTo: overview }
                """),
            CheckExample(
                """
                flow: Payment
                start: cart
                steps:
                  cart:
                    on:
                      pay: card
                  card:
                    on:
                      paid: { to: receipt, present: replace }
                  receipt:
                    on:
                      ↓again: { popTo: card }
                      ↓shop: { popTo: cart }
                """),
            CheckExample(
                """
                flow: Quiz
                start: intro
                steps:
                  intro:
                    on:
                      begin: check
                  check:
                    decide:
                      ready: question
                  question:
                    on:
                      ↓again: { popTo: question }
                      ↓restart: { popTo: check }
                      quit: { popTo: intro }
                """),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: launch
                        steps:
                          launch:
                            on:
                              open: session
                          session:
                            summary: Its own modal closes; onboarding replaces the stack below, launch's.
                            flow: Session
                            present: fullScreen
                            on:
                              ended: { dismiss: { to: onboarding, present: replace } }
                          onboarding:
                            on:
                              ↓home: { popTo: launch }
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
                ]),
            CheckExample(
                """
                flow: Compose
                outcomes:
                  sent: {}
                start: inbox
                steps:
                  inbox:
                    on:
                      compose: { to: draft, present: sheet }
                      done: { finish: sent }
                  draft:
                    on:
                      send: confirmSend
                      cancel: dismiss
                  confirmSend:
                    alert: { title: Send now? }
                    on:
                      send: { to: sending, present: replace }
                      cancel: back
                  sending:
                    summary: The alert's button replaced 'draft' with it, inside the sheet.
                    on:
                      ↓edit: { popTo: draft }
                      done: dismiss
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Quiz
                start: intro
                steps:
                  intro:
                    on:
                      begin: question
                  question:
                    on:
                      answer: grading
                      back: back
                  grading:
                    summary: Decided on top of 'question'; 'retry' stays on it, 'done' returns to the intro.
                    decide:
                      retry: { popTo: question }    # stays on question
                      done: { popTo: intro }
                """),
            CheckExample(
                """
                flow: Shop
                start: home
                steps:
                  home:
                    on:
                      browse: catalog
                  catalog:
                    params: { filter: String? }
                    on:
                      open: { to: product, with: { productId: Int } }
                      back: back
                  product:
                    summary: A link opens it on [home, catalog, product], the stack the flow builds on its way.
                    params: { productId: Int }
                    deeplink: /products/{productId}
                    on:
                      done: { popTo: catalog }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      forgot: { to: resetEmail, present: sheet }
                  resetEmail:
                    on:
                      sent: { to: resetDone, present: replace }
                      cancel: dismiss
                  resetDone:
                    summary: Replaced the sheet's first screen; login is still below the sheet.
                    on:
                      backToLogin: { popTo: login }
                """),
            CheckExample(
                files: [
                    (
                        "library.flow.yaml",
                        """
                        flow: Library
                        start: list
                        steps:
                          list:
                            on:
                              open: detail
                          detail:
                            deeplink: /detail
                            on:
                              quiz: gate
                              back: back
                          gate:
                            decide:
                              open: quiz
                              closed: detail
                          quiz:
                            flow: Assessment
                            present: fullScreen
                            on:
                              passed: { popTo: list }
                              failed: { popTo: detail }
                        """
                    ),
                    (
                        "assessment.flow.yaml",
                        """
                        flow: Assessment
                        outcomes:
                          passed: {}
                          failed: {}
                        start: question
                        steps:
                          question:
                            on:
                              right: { finish: passed }
                              wrong: { finish: failed }
                        """
                    ),
                ]),
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
                              next: details
                          details:
                            on:
                              home: { popTo: launch }
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
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let analysis = NavigationAnalysis.of(program)
        let targets = program.transitionTargets
        for (f, flow) in program.flows.enumerated() {
            let navigation = analysis.flows[f]
            guard navigation.isAnalyzed else { continue }
            for index in flow.steps.indices where navigation.reachable[index] {
                let handlers = flow.steps[index].handlers
                for h in handlers.indices {
                    // An unknown target is unknown-step's to report.
                    guard case .popTo(let name) = handlers[h].transition.kind,
                        let target = targets.flows[f].target(ofHandler: h, of: index)
                    else { continue }
                    let handler = handlers[h]
                    let targetStep = flow.steps[target]
                    let declared = Diagnostic.Note("'\(name.value)' is declared here", at: targetStep.id.location)
                    if !targetStep.isScreen {
                        let kind: String
                        switch targetStep.kind {
                        case .decision: kind = "a decision, which is never on the stack"
                        case .subflow: kind = "a subflow step; return to it with 'back' from its child's screens"
                        case .tabs: kind = "a tabs step; return to it with 'back' from its tabs' screens"
                        case .screen: kind = "not a screen"
                        }
                        diagnostics.append(
                            diagnostic(
                                "'popTo' can only return to a screen, and '\(name.value)' is \(kind)",
                                at: handler.event.location, notes: [declared]))
                    } else if target == index {
                        diagnostics.append(
                            diagnostic(
                                "'popTo' names the current step '\(name.value)': there is nothing to return to",
                                at: handler.event.location,
                                notes: [
                                    .init(
                                        "'popTo' returns to a screen below the current one; remove the event, or "
                                            + "go somewhere else")
                                ]))
                    } else if !navigation.isAlwaysBelow(target, index) {
                        var notes = [declared]
                        if !navigation.reachable[target] {
                            notes.append(.init("'\(name.value)' is never shown, so it is never below"))
                        } else if navigation.isEntryPoint[index], index != flow.startIndex,
                            let stack = navigation.linkStack(to: index), !stack.contains(where: { $0.step == target })
                        {
                            let names = stack.map { flow.steps[$0.step].id.value }.joined(separator: ", ")
                            notes.append(
                                .init("a deep link opens '\(flow.steps[index].id.value)' on the stack [\(names)]"))
                        }
                        notes.append(
                            .init(
                                "go there with a transition instead ('\(handler.event.value): \(name.value)'), "
                                    + "or make every path to '\(flow.steps[index].id.value)' pass through '\(name.value)'"
                            ))
                        diagnostics.append(
                            diagnostic(
                                "'\(name.value)' is not on the stack below '\(flow.steps[index].id.value)' on every path, "
                                    + "so 'popTo' cannot always return to it",
                                at: handler.event.location, notes: notes))
                    }
                }
            }
        }
    }
}
