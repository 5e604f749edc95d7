enum NoExit: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "no-exit",
        severity: .error,
        summary: "In a flow with outcomes, a reachable step from which no outcome can be reached.",
        explanation: """
            A flow with outcomes must be able to end with one of them from wherever the user is: its parent \
            waits for that outcome. flowc follows the navigation as it really happens: `back` returns to the \
            steps that can be below the current one (a sheet's first screen returns to its presenter, a \
            `replace` target to whatever presented its stack), `dismiss` to the presenter of the modal, and \
            `popTo` to its target; a decision goes on with any of its choices. A step is reported when no path \
            from it reaches a `finish:`, on some way of reaching it: what `back` returns to is what that way left \
            below, so a screen reached both from a screen that can finish the flow and from the start decision \
            is reported when the second way traps the user, and the note shows that way. Leaving the flow by `back` or `dismiss` at its first step is a \
            cancellation the parent sees, not an outcome: to end the flow there, use `{ finish: cancelled }` \
            (or another declared outcome). A terminal screen ends nothing, so in a flow with outcomes it needs \
            an event that finishes the flow. Fix it by adding a way from the reported steps to a `finish:`. \
            What another check reports is not judged further (a screen with no transitions is a dead-end, a \
            `dismiss` with no modal, a child outcome left unhandled), so one mistake gives one error; that holds \
            per step, on every way in: a step that is a dead end on one way is not judged on the others either. \
            The system back counts on the ways that show the screen with it (pushed on a screen, first in a sheet), \
            not on the others. A `popTo` returns to its target where the target is below, and does nothing where \
            it is not (the runtime ignores it there, and pop-target reports it).
            """,
        triggering: [
            CheckExample(
                """
                flow: Checkout
                outcomes:
                  paid: {}
                start: cart
                steps:
                  cart:
                    on:
                      pay: { finish: paid }
                      terms: { to: terms, present: fullScreen }
                  ↓terms:
                    terminal: true
                """),
            CheckExample(
                """
                flow: Survey
                outcomes:
                  answered: {}
                start: question
                steps:
                  question:
                    on:
                      answer: { finish: answered }
                      help: { to: helpTopics, present: fullScreen }
                  ↓helpTopics:
                    on:
                      open: helpArticle
                  ↓helpArticle:
                    on:
                      back: back
                """),
            CheckExample(
                """
                flow: Upgrade
                outcomes:
                  upgraded: {}
                start: plans
                steps:
                  plans:
                    on:
                      buy: { finish: upgraded }
                      unavailable: { to: notice, present: replace }
                  ↓notice:
                    summary: Replaces the plans; 'back' here leaves the flow without an outcome.
                    on:
                      ok: back
                """),
            CheckExample(
                files: [
                    (
                        "checkout.flow.yaml",
                        """
                        flow: Checkout
                        outcomes:
                          paid: {}
                        start: cart
                        steps:
                          cart:
                            on:
                              pay: { finish: paid }
                              browse: { to: catalog, present: fullScreen }
                          ↓catalog:
                            flow: Catalog
                        """
                    ),
                    (
                        "catalog.flow.yaml",
                        """
                        flow: Catalog
                        start: list
                        steps:
                          list:
                            terminal: true
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Unlock
                outcomes:
                  unlocked: {}
                  cancelled: {}
                start: check
                steps:
                  check:
                    decide:
                      needsPin: pin
                      needsCode: code
                      ready: home
                  home:
                    on:
                      enterCode: code
                      done: { finish: unlocked }
                      cancel: { finish: cancelled }
                  ↓pin:
                    on:
                      back: back
                  ↓code:
                    summary: From home, 'back' returns there; from check, it leaves the flow.
                    on:
                      back: back
                """),
            CheckExample(
                """
                flow: Tour
                outcomes:
                  done: {}
                start: home
                steps:
                  home:
                    on:
                      finish: { finish: done }
                      tour: { to: tour, present: fullScreen }
                  ↓tour:
                    on:
                      next: list
                  ↓list:
                    on:
                      open: detail
                  ↓detail:
                    summary: Its popTo returns to 'list', above the full-screen 'tour' that nothing closes.
                    on:
                      up: { popTo: list }
                """),
            CheckExample(
                """
                flow: Checkout
                outcomes:
                  paid: {}
                start: cart
                steps:
                  cart:
                    on:
                      review: { to: summary, present: sheet }
                      restart: confirmRestart
                      pay: { finish: paid }
                  confirmRestart:
                    alert: { title: Start over? }
                    on:
                      restart: { to: summary, present: replace }
                      cancel: back
                  summary:
                    on:
                      next: route
                      pay: { finish: paid }
                  ↓route:
                    summary: >-
                      The alert's button replaces 'cart' with 'summary', so 'back' there leaves the flow (in the sheet,
                      it returns to 'cart').
                    decide:
                      edit: back
                      keep: back
                """),
        ],
        nonTriggering: [
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        outcomes:
                          done: {}
                        start: chats
                        steps:
                          chats:
                            flow: Chats
                            on:
                              showSettings: { to: settings, present: sheet }
                              finished: { finish: done }
                          settings:
                            summary: Over the chats, kept; closing it returns to them, which can finish.
                            on:
                              close: dismiss
                        """
                    ),
                    (
                        "chats.flow.yaml",
                        """
                        flow: Chats
                        outcomes:
                          finished: {}
                        requests:
                          showSettings: {}
                        start: list
                        steps:
                          list:
                            on:
                              settings: { request: showSettings }
                              done: { finish: finished }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Help
                outcomes:
                  done: {}
                start: home
                steps:
                  home:
                    on:
                      finish: { finish: done }
                      help: help
                      tour: { to: help, present: fullScreen }
                  help:
                    summary: Pushed, its back button returns to 'home'; full screen, 'close' does.
                    on:
                      close: dismiss
                """),
            CheckExample(
                """
                flow: Items
                outcomes:
                  done: {}
                start: list
                steps:
                  list:
                    on:
                      open: detail
                      close: { finish: done }
                  detail:
                    systemBack: false
                    on:
                      remove: confirmRemove
                  confirmRemove:
                    alert: { title: Remove this item? }
                    summary: Its button closes it, then shows 'removed' from 'detail', which can finish.
                    on:
                      remove: removed
                      cancel: back
                  removed:
                    on:
                      ok: { finish: done }
                """),
            CheckExample(
                """
                flow: Chats
                outcomes: { done: {} }
                start: list
                steps:
                  list:
                    on:
                      open: room
                      close: { finish: done }
                  room:
                    on:
                      back: back
                  userProfile:
                    summary: Only a link opens it, over 'list', in the sheet its 'present' says; 'dismiss' shows 'list'.
                    present: sheet
                    params: { userId: String }
                    deeplink: /user/{userId}
                    on:
                      close: dismiss
                """),
            CheckExample(
                files: [
                    (
                        "checkout.flow.yaml",
                        """
                        flow: Checkout
                        outcomes:
                          paid: {}
                        start: check
                        steps:
                          check:
                            decide:
                              signedIn: { to: cart, present: sheet }
                          cart:
                            on:
                              pay: { finish: paid }
                              options: options
                          options:
                            summary: When Options ends its sheet is closed, as by 'back', and the cart can still pay.
                            flow: Options
                            present: sheet
                            on:
                              saved: dismiss
                        """
                    ),
                    (
                        "options.flow.yaml",
                        """
                        flow: Options
                        outcomes:
                          saved: {}
                        start: form
                        steps:
                          form:
                            on:
                              save: { finish: saved }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Unlock
                outcomes:
                  unlocked: {}
                start: home
                steps:
                  home:
                    on:
                      unlock: check
                      done: { finish: unlocked }
                  check:
                    decide:
                      needsPin: pin
                      needsCode: { to: code, present: sheet }
                  pin:
                    summary: The decision takes no room, so 'back' returns to home.
                    on:
                      back: back
                  code:
                    on:
                      close: dismiss
                """),
            CheckExample(
                """
                flow: Checkout
                outcomes:
                  paid: {}
                  cancelled: {}
                start: cart
                steps:
                  cart:
                    on:
                      pay: address
                      close: { finish: cancelled }
                  address:
                    on:
                      next: confirm
                      back: back
                  confirm:
                    on:
                      place: { finish: paid }
                      terms: { to: terms, present: sheet }
                      edit: { popTo: cart }
                  terms:
                    on:
                      close: dismiss
                """),
            CheckExample(
                files: [
                    (
                        "auth.flow.yaml",
                        """
                        flow: Auth
                        outcomes:
                          signedIn: {}
                          cancelled: {}
                        start: route
                        steps:
                          route:
                            decide:
                              hasAccount: login
                              newUser: { to: signUp, present: replace }
                          login:
                            on:
                              submit: { finish: signedIn }
                              register: signUp
                              cancel: { finish: cancelled }
                          signUp:
                            flow: Onboarding
                            present: fullScreen
                            on:
                              completed: { finish: signedIn }
                              abandoned: { to: login, present: replace }
                        """
                    ),
                    (
                        "onboarding.flow.yaml",
                        """
                        flow: Onboarding
                        outcomes:
                          completed: {}
                          abandoned: {}
                        start: welcome
                        steps:
                          welcome:
                            on:
                              next: { finish: completed }
                              skip: { finish: abandoned }
                              close: back
                        """
                    ),
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let analysis = NavigationAnalysis.of(program)
        for (f, flow) in program.flows.enumerated() where !flow.outcomes.isEmpty {
            let navigation = analysis.flows[f]
            let flowName = flow.name.value
            let outcome = flow.outcomes[0].name.value
            let event = outcome == "done" ? "close" : "done"
            // A screen with no transitions at all is dead-end's to report: one diagnostic per mistake.
            for index in flow.steps.indices where navigation.hasNoExit[index] && !navigation.isDeadEnd[index] {
                let step = flow.steps[index]
                let name = step.id.value
                var notes: [Diagnostic.Note] = []
                let leaving = Diagnostic.Note(
                    "leaving the flow with 'back' or 'dismiss' at its first step cancels it: that is not an "
                        + "outcome; to end it there, use '{ finish: \(outcome) }'")
                switch navigation.noExitReason(index) {
                case .terminal:
                    notes.append(
                        .init(
                            "a terminal screen ends nothing: give '\(name)' an event that finishes the flow, "
                                + "like '\(event): { finish: \(outcome) }'"))
                case .noWayOn:
                    let children = step.childFlows.map { "'\($0.value)'" }.joined(separator: ", ")
                    notes.append(
                        .init(
                            children.isEmpty
                                ? "nothing leads on from '\(name)'"
                                : "flow \(children) never ends with an outcome '\(name)' handles, and cannot be left "
                                    + "by 'back'"))
                case .onlyItself:
                    notes.append(.init("every way on from '\(name)' comes back to '\(name)'"))
                case .loop(let steps):
                    // All of them, in the author's order: the step reported is one of the list.
                    let members = steps.map { "'\(flow.steps[$0].id.value)'" }
                    notes.append(
                        .init(
                            "\(list(members)) only lead to one another: add a way out of them "
                                + "that ends the flow, or returns to a step that can"))
                case .leadsTo(let target):
                    let other = flow.steps[target]
                    notes.append(
                        .init(
                            "every way on from '\(name)' ends among steps that cannot reach an outcome either, "
                                + "like '\(other.id.value)'", at: other.id.location))
                case .leavesFlow:
                    notes.append(
                        .init("every way on from '\(name)' ends by leaving the flow at its first step"))
                case .trappedOnTheWay(let way) where way.steps.count == 1:
                    notes.append(
                        .init("every way on from '\(name)' ends by leaving the flow at its first step"))
                case .trappedOnTheWay(let way):
                    // The way matters: shown another way, the step may go on. Say which way traps.
                    notes.append(
                        .init(
                            "reached by \(Self.describe(way, in: flow)), no outcome can be reached from "
                                + "'\(name)': 'back' and 'dismiss' return only to what that way left below it"))
                case .trapped, nil:
                    notes.append(.init("every way on from '\(name)' ends among steps that cannot reach an outcome"))
                }
                if navigation.canLeaveFlow[index] { notes.append(leaving) }
                diagnostics.append(
                    diagnostic(
                        "no outcome of flow '\(flowName)' can be reached from '\(name)'", at: step.id.location,
                        notes: notes))
            }
        }
    }

    /// `start (next) → check (needsPin) → pin`: each step with the event or choice taken from it; a long way is
    /// shortened in its middle.
    private static func describe(_ way: NoExitWay, in flow: Flow) -> String {
        var hops = way.steps.indices.map { index in
            let name = flow.steps[way.steps[index]].id.value
            if way.viaDeepLink && index == 0 && way.steps.count > 1 { return "\(name) (deep link)" }
            return way.events[index].map { "\(name) (\($0))" } ?? name
        }
        if hops.count > 8 { hops = hops.prefix(3) + ["…"] + hops.suffix(4) }
        return hops.joined(separator: " → ")
    }

    private static func list(_ names: [String]) -> String { Names.wordList(names) }
}
