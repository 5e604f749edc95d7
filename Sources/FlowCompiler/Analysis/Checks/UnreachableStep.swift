enum UnreachableStep: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unreachable-step",
        severity: .error,
        summary: "A step no path from `start` reaches.",
        explanation: """
            A step that no path from the flow's entry points leads to is never shown: it is dead code in the \
            generated coordinator, and usually a sign of a misnamed or forgotten transition. The entry points \
            are the `start` step and every screen with a `deeplink`; from there, a step is reached by a \
            transition naming it (an `on:` entry, a decision's choice, or the handler of a child flow's \
            outcome). `back`, `dismiss` and `popTo` only return to steps already shown, so they reach nothing \
            new. Add a transition to the step, give the screen a deep link, or remove it. A flow with read \
            errors, or with a transition to an unknown step, is not checked, since the missing transition may \
            be the one that leads there.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: home
                  home: { terminal: true }
                  ↓orphan: { terminal: true }
                """),
            CheckExample(
                """
                flow: Shop
                start: cart
                steps:
                  cart:
                    on:
                      checkout: receipt
                  receipt: { terminal: true }
                  ↓promo:
                    on:
                      apply: promoApplied
                  ↓promoApplied: { terminal: true }
                """),
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
                          settings:
                            on:
                              back: back
                          ↓tour:
                            flow: Tour
                            on:
                              finished: home
                        """
                    ),
                    (
                        "tour.flow.yaml",
                        """
                        flow: Tour
                        outcomes:
                          finished: {}
                        start: intro
                        steps:
                          intro:
                            on:
                              done: { finish: finished }
                        """
                    ),
                ]),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Store
                start: route
                steps:
                  route:
                    decide:
                      returning: catalog
                      firstVisit: welcome
                  welcome:
                    on:
                      start: catalog
                  catalog:
                    on:
                      open: { to: offer, present: sheet }
                  offer:
                    on:
                      close: dismiss
                  promo:
                    summary: Only opened from a link.
                    deeplink: /promo
                    on:
                      shop: catalog
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let analysis = NavigationAnalysis.of(program)
        for (f, flow) in program.flows.enumerated() {
            let navigation = analysis.flows[f]
            // Most flows reach every step: the bookkeeping for the notes below is only for the others.
            guard navigation.reachabilityIsKnown, let start = flow.start?.value,
                navigation.reachable.contains(false)
            else { continue }
            // For the note: the first step whose transition names each step, and whether a popTo names it.
            var firstEnteredFrom = [Int?](repeating: nil, count: flow.steps.count)
            var poppedTo = [Bool](repeating: false, count: flow.steps.count)
            for (source, step) in flow.steps.enumerated() {
                for handler in step.handlers {
                    switch handler.transition.kind {
                    case .go(let name):
                        if let target = flow.index(ofStep: name.value), firstEnteredFrom[target] == nil {
                            firstEnteredFrom[target] = source
                        }
                    case .popTo(let name):
                        if let target = flow.index(ofStep: name.value) { poppedTo[target] = true }
                    case .back, .dismiss, .finish, .request, .showTab:
                        break
                    }
                }
            }
            for (index, step) in flow.steps.enumerated() where navigation.isUnreachable(index) {
                let name = step.id.value
                let note: Diagnostic.Note
                if let source = firstEnteredFrom[index] {
                    let other = flow.steps[source].id
                    note = .init(
                        "'\(name)' is only entered from steps that cannot be reached either, like '\(other.value)'",
                        at: other.location)
                } else if poppedTo[index] {
                    note = .init(
                        "'popTo' only returns to a screen already shown; no transition shows '\(name)' first")
                } else {
                    let link = step.isScreen ? ", give the screen a 'deeplink'" : ""
                    note = .init("no transition goes to '\(name)': add one\(link), or remove the step")
                }
                diagnostics.append(
                    diagnostic(
                        "step '\(name)' cannot be reached from the start step '\(start)' of flow '\(flow.name.value)'",
                        at: step.id.location, notes: [note]))
            }
        }
    }
}
