enum DismissOutsideModal: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "dismiss-outside-modal",
        severity: .error,
        summary: "`dismiss` from a step never shown inside a modal, or a close-and-go-on that would end the flow.",
        explanation: """
            `dismiss` closes the sheet or fullScreen modal that holds the current screen and returns to the \
            screen that presented it. A step is inside a modal when a transition presents it (or its step's \
            `present` says so) as `sheet` or `fullScreen`, when it is pushed or replaced from a step inside a \
            modal (decisions pass it on, a start decision too: its target opens a modal of the flow's own), or \
            when its flow is started by a subflow step presented as `sheet` or `fullScreen`, or by a subflow or \
            tabs step that is itself in a modal. A handler of a subflow presented as `sheet` or `fullScreen` may \
            say `dismiss`: the child's modal closes, as with `back`. From a step that no path shows inside a \
            modal, `dismiss` has nothing to close: use `back` to pop the screen, or present the step as a sheet. \
            A `present: sheet` on the step does not count when every transition to it says `present: push`. \
            A close-and-go-on (`{ dismiss: { to: step } }`, format v2) needs a modal of the flow's own to close: \
            when the modal may be the one the flow runs in (its start presented it, or the subflow step that \
            started the flow did), closing it ends the flow and the rest never runs; finish with an outcome \
            instead, and let the parent go on.
            """,
        triggering: [
            CheckExample(
                """
                flow: Scanner
                start: home
                steps:
                  home:
                    on:
                      scan: scanner
                  scanner:
                    summary: Pushed, so there is no modal to close before going on.
                    on:
                      ↓manual: { dismiss: { to: login } }
                  login:
                    on:
                      done: back
                """),
            CheckExample(
                """
                flow: Pairing
                outcomes:
                  paired: {}
                start: check
                steps:
                  check:
                    decide:
                      needsCode: { to: code, present: sheet }
                      paired: { finish: paired }
                  code:
                    summary: The sheet is Pairing's own; closing it ends Pairing.
                    on:
                      ↓manual: { dismiss: { to: typed } }
                      ok: { finish: paired }
                  typed:
                    on:
                      ok: { finish: paired }
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
                              signIn: auth
                          auth:
                            summary: Login runs on App's stack; no modal holds it for 'dismiss' to close.
                            flow: Login
                            on:
                              ↓done: dismiss
                        """
                    ),
                    (
                        "login.flow.yaml",
                        """
                        flow: Login
                        outcomes:
                          done: {}
                        start: form
                        steps:
                          form:
                            on:
                              submit: { finish: done }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Settings
                start: overview
                steps:
                  overview:
                    on:
                      about: about
                  about:
                    on:
                      ↓close: dismiss
                """),
            CheckExample(
                """
                flow: Profile
                start: overview
                steps:
                  overview:
                    on:
                      edit: editor
                      help: { to: help, present: push }
                  editor:
                    present: sheet
                    on:
                      done: dismiss
                  help:
                    present: sheet
                    on:
                      ↓close: dismiss
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
                              signIn: auth
                          auth:
                            flow: Login
                            on:
                              done: back
                        """
                    ),
                    (
                        "login.flow.yaml",
                        """
                        flow: Login
                        outcomes:
                          done: {}
                        start: form
                        steps:
                          form:
                            on:
                              submit: { finish: done }
                              ↓close: dismiss
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Settings
                start: overview
                steps:
                  overview:
                    on:
                      reset: confirmReset
                  confirmReset:
                    alert: { title: Reset all settings? }
                    on:
                      reset: done
                      cancel: back
                  done:
                    summary: The alert closed first; 'done' is pushed on 'overview', in no modal.
                    on:
                      ↓close: dismiss
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Rooms
                start: list
                steps:
                  list:
                    on:
                      scan: { to: qrCode, present: sheet }
                  qrCode:
                    summary: Signing in manually closes the sheet and pushes the login on the list.
                    on:
                      manual: { dismiss: { to: login } }
                      joined: { dismiss: { to: room, present: replace, with: { roomId: String } } }
                  login:
                    on:
                      done: back
                  room:
                    params: { roomId: String }
                    on:
                      leave: { to: list, present: replace }
                """),
            CheckExample(
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
                  userProfile:
                    summary: Only a link opens it, on the list, in the sheet its 'present' says.
                    present: sheet
                    params: { userId: String }
                    deeplink: /user/{userId}
                    on:
                      close: dismiss
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
                            summary: Settings runs in a sheet; 'dismiss' closes it when Settings ends, as 'back' does.
                            flow: Settings
                            present: sheet
                            on:
                              applied: dismiss
                        """
                    ),
                    (
                        "settings.flow.yaml",
                        """
                        flow: Settings
                        outcomes:
                          applied: {}
                        start: form
                        steps:
                          form:
                            on:
                              apply: { finish: applied }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Lock
                outcomes:
                  unlocked: {}
                start: check
                steps:
                  check:
                    summary: The PIN screen opens a sheet of Lock's own, over whatever is below Lock.
                    decide:
                      needsPin: { to: pin, present: sheet }
                      open: { finish: unlocked }
                  pin:
                    on:
                      ok: { finish: unlocked }
                      close: dismiss
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
                              signIn: auth
                          auth:
                            flow: Login
                            present: sheet
                            on:
                              done: back
                        """
                    ),
                    (
                        "login.flow.yaml",
                        """
                        flow: Login
                        outcomes:
                          done: {}
                        start: form
                        steps:
                          form:
                            summary: Login runs in a sheet, so 'dismiss' here closes it.
                            on:
                              submit: { finish: done }
                              help: { to: help, present: sheet }
                              close: dismiss
                          help:
                            on:
                              more: helpMore
                              close: dismiss
                          helpMore:
                            on:
                              close: dismiss
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Feedback
                start: home
                steps:
                  home:
                    on:
                      feedback: { to: form, present: fullScreen }
                  form:
                    on:
                      send: check
                      cancel: dismiss
                  check:
                    decide:
                      accepted: { to: thanks, present: replace }
                      later: dismiss
                  thanks:
                    on:
                      close: dismiss
                """),
            CheckExample(
                """
                flow: Photos
                outcomes:
                  done: {}
                start: grid
                steps:
                  grid:
                    on:
                      edit: { to: editor, present: sheet }
                      close: { finish: done }
                  editor:
                    on:
                      discard: confirmDiscard
                      save: { finish: done }
                  confirmDiscard:
                    alert: { title: Discard changes? }
                    on:
                      discard: reallyDiscard
                      keep: back
                  reallyDiscard:
                    alert: { title: This cannot be undone. }
                    on:
                      discard: leave
                      keep: back
                  leave:
                    summary: Decided from 'editor' in its sheet, where the alerts' buttons act.
                    decide:
                      saved: { finish: done }
                      discarded: dismiss
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let analysis = NavigationAnalysis.of(program)
        // The flows some step starts: only a hint needs them, so they are gathered for the first one.
        var startedFlows: Set<String>?
        func isStarted(_ flow: String) -> Bool {
            if startedFlows == nil {
                startedFlows = Set(program.flows.flatMap { $0.steps.flatMap { $0.childFlows.map(\.value) } })
            }
            return startedFlows?.contains(flow) ?? false
        }
        for (f, flow) in program.flows.enumerated() {
            let navigation = analysis.flows[f]
            // Where reachability is uncertain, a path into a modal may be the one that could not be read.
            guard navigation.reachabilityIsKnown else { continue }
            // A modal subflow's handler may say `dismiss`: the child's modal closes (as with `back`).
            for index in flow.steps.indices
            where navigation.reachable[index] && !navigation.mayBeInModal[index]
                && !navigation.runsChildInModal[index]
            {
                // Nearly every step has no `dismiss`: the hint is spelt out for the others. (Handlers are read in
                // place, by index: a copy of each would retain its names.)
                let handlers = flow.steps[index].handlers
                guard handlers.indices.contains(where: { handlers[$0].isDismiss }) else { continue }
                let step = flow.steps[index]
                let hint: String
                if case .subflow = step.kind {
                    hint =
                        "'\(step.id.value)''s child runs on this flow's stack: when it ends, 'dismiss' closes the "
                        + "modal holding that stack, and there is none; use 'back' to return to where "
                        + "'\(step.id.value)' was started, or give it 'present: sheet' to run its child in a sheet"
                } else if !step.childFlows.isEmpty {
                    hint =
                        "when '\(step.id.value)''s tab flows end, 'dismiss' closes the modal holding this stack, "
                        + "and there is none; 'back' returns to where '\(step.id.value)' was started"
                } else if index == flow.startIndex && isStarted(flow.name.value) {
                    hint =
                        "'\(flow.name.value)' runs on its parent's stack: give the subflow step that starts it "
                        + "'present: sheet' to run it in a modal, or use 'back'"
                } else {
                    hint = "use 'back' to pop the screen, or present it with 'present: sheet'"
                }
                for handler in step.handlers where handler.isDismiss {
                    diagnostics.append(
                        diagnostic(
                            "'dismiss' in '\(step.id.value)' has no modal to close: no path shows "
                                + "'\(step.id.value)' inside a sheet or fullScreen modal",
                            at: handler.event.location,
                            notes: [.init(hint)]))
                }
            }
            closingTheFlowsOwnModal(flow, navigation, &diagnostics)
        }
    }

    /// A close-and-go-on whose modal may be the one the flow runs in (its start presented it, or its subflow step
    /// did): closing it ends the flow, and the rest never runs.
    private static func closingTheFlowsOwnModal(
        _ flow: Flow, _ navigation: FlowNavigation, _ diagnostics: inout Diagnostics
    ) {
        for (s, step) in flow.steps.enumerated() {
            for (h, handler) in step.handlers.enumerated() where handler.transition.closesModalFirst != nil {
                guard navigation.revealedScreens(byHandler: h, of: s)?.leavesFlow == true else { continue }
                let target = handler.transition.target?.value ?? "its target"
                diagnostics.append(
                    diagnostic(
                        "'\(handler.event.value)' can close the modal flow '\(flow.name.value)' runs in, which ends "
                            + "the flow: it would never go on to '\(target)'", at: handler.event.location,
                        notes: [
                            .init(
                                "end the flow with an outcome, and let the flow that started it go on: "
                                    + "'\(handler.event.value): { finish: outcome }'")
                        ]))
            }
        }
    }
}

extension Handler {
    /// `dismiss`, or a transition that closes the modal first (`{ dismiss: { to: … } }`).
    fileprivate var isDismiss: Bool {
        if case .dismiss = transition.kind { true } else { transition.closesModalFirst != nil }
    }
}
