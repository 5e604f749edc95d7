enum DeadEnd: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "dead-end",
        severity: .error,
        summary: "A non-terminal screen with no way on: no event, and no system back.",
        explanation: """
            A screen with no `on:` events gives the user no way to go on, unless the system can take them back: \
            a screen pushed on a stack has the back button and swipe, and the first screen of a sheet can be \
            pulled down (format v2). The first screen of a full-screen modal, of a tab or of the root flow has neither, \
            and neither has a screen that says `systemBack: false`; a screen that replaced a stack is shown as that \
            stack's first screen was (a replaced sheet can still be pulled down). If the user \
            should stay there (a final confirmation, a blocking "please update" page), mark the screen \
            `terminal: true`; otherwise add its events. A screen whose only event is `back` is not a dead end: it \
            returns to what is below it. A dead end is this check's alone: no-exit does not judge it again (one \
            mistake, one error). A terminal screen from which no outcome of its flow can be reached is no-exit's.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: { to: welcome, present: fullScreen }
                  ↓welcome:
                    summary: Greets the user after signing in.
                """),
            CheckExample(
                """
                flow: Signup
                outcomes:
                  done: {}
                start: form
                steps:
                  form:
                    on:
                      submit: { finish: done }
                      terms: terms
                  ↓terms:
                    systemBack: false
                    on: {}
                """),
            CheckExample(
                """
                flow: Welcome
                start: hello
                steps:
                  ↓hello:
                    summary: The root flow's first screen has nothing below to go back to.
                """),
            CheckExample(
                """
                flow: Terms
                start: intro
                steps:
                  intro:
                    on:
                      read: { to: summary, present: fullScreen }
                  summary:
                    on:
                      full: { to: fullText, present: replace }
                  ↓fullText:
                    summary: Replaces the first screen of a full-screen modal, which has no pull-down.
                """),
            CheckExample(
                """
                flow: Gate
                start: check
                steps:
                  check:
                    decide:
                      outdated: confirmUpdate
                      current: home
                  confirmUpdate:
                    alert: { title: Update now? }
                    on:
                      update: updating
                      later: home
                  ↓updating:
                    summary: The alert closed first, over nothing of the flow; the flow's first screen has no back.
                  home:
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Help
                start: topics
                steps:
                  topics:
                    on:
                      open: article
                      contact: contact
                      legal: { to: legal, present: sheet }
                  article:
                    summary: Pushed; the user leaves it with the back button.
                  legal:
                    summary: The first screen of a sheet; the user pulls it down.
                  contact:
                    summary: Phone numbers; the user stays here.
                    terminal: true
                """),
            CheckExample(
                """
                flow: Share
                start: options
                steps:
                  options:
                    on:
                      preview: { to: draft, present: sheet }
                  draft:
                    on:
                      send: { to: sent, present: replace }
                  sent:
                    summary: Replaces the first screen of a sheet, which is still a sheet the user pulls down.
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let analysis = NavigationAnalysis.of(program)
        for (f, flow) in program.flows.enumerated() where flow.isComplete {
            // An `on:` that could not be read leaves no handlers: that is a read error, not a dead end.
            let navigation = analysis.flows[f]
            for index in flow.steps.indices where navigation.isDeadEnd[index] {
                let step = flow.steps[index]
                var notes = [Diagnostic.Note(whyNoSystemBack(step, in: flow, program))]
                // In a flow with outcomes a terminal screen is no-exit's error, so only suggest finishing there.
                if let outcome = flow.outcomes.first?.name.value {
                    let event = outcome == "done" ? "close" : "done"
                    notes.append(
                        .init("add an event under 'on:' that leads on, like '\(event): { finish: \(outcome) }'"))
                } else {
                    notes.append(
                        .init(
                            "add an event under 'on:' that leads on, or mark the screen 'terminal: true' if the user "
                                + "stays there"))
                }
                let what = step.handlers.isEmpty ? "no transitions" : "no transitions but 'systemBack'"
                diagnostics.append(
                    diagnostic(
                        "screen '\(step.id.value)' has \(what), no way back, and is not terminal", at: step.id.location,
                        notes: notes))
            }
        }
    }

    /// Why the system cannot take the user back from `step`: its own `systemBack: false`, a way in that makes it
    /// the first screen of a stack with nothing to go back to, or the way its flow is shown.
    private static func whyNoSystemBack(_ step: Step, in flow: Flow, _ program: Program) -> String {
        if let forbids = step.forbidsSystemBack {
            return
                "it says 'systemBack: false' (line \(forbids.location.line)), so the system may not take the user back"
        }
        for source in flow.steps {
            for handler in source.handlers {
                guard case .go(let target) = handler.transition.kind, target.value == step.id.value else { continue }
                let shown = handler.transition.present?.value ?? step.defaultPresentation
                guard shown.isModal && !shown.isUserDismissable else { continue }
                let how = "as the first screen of a \(shown.rawValue) modal"
                return "'\(source.id.value)' shows it \(how) ('\(handler.event.value)', line "
                    + "\(handler.event.location.line)): no back button, swipe or pull-down leaves it"
            }
        }
        if step.id.value == flow.start?.value {
            let shown =
                program.root == flow.name.value ? "the root flow" : "a flow shown with nothing below its first screen"
            return "it is the first screen of \(shown) (a tab, a full-screen modal, or a flow nothing pushes): "
                + "there is nothing to go back to"
        }
        return "on some way in it is the first screen of its stack (or replaced one), where no back button, swipe or "
            + "pull-down leaves it"
    }
}
