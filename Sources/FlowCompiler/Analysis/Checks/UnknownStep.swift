enum UnknownStep: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unknown-step",
        severity: .error,
        summary: "`start`, `to`, `popTo`, a choice or an entry naming no step (did you mean …?).",
        explanation: """
            `start:`, a transition's target (`to:` or the `stepId` shorthand, in `on:` and in a decision's \
            choices) and `popTo:` name a step of the same flow: a step of another flow is reached by a \
            subflow step (`flow: Other`), never by name. A name that no step of the flow has is usually a \
            typo, and the closest step id is suggested. `back` and `dismiss` are transitions of their own, \
            written alone (`cancel: back`), not as a target of `to:`.
            """,
        triggering: [
            CheckExample(
                """
                flow: Session
                appEvents:
                  appLocked: {}
                on:
                  appLocked: { to: lock, present: fullScreen }
                start: home
                steps:
                  home:
                    terminal: true
                  lock:
                    on:
                      unlocked: dismiss
                      ↓appLocked: ignore
                """),
            CheckExample(
                """
                flow: Settings
                start: list
                entries:
                  privacy: [list, ↓privcy]
                steps:
                  list:
                    on:
                      privacy: privacy
                  privacy: {}
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
                              settings: privacy
                          privacy:
                            flow: Settings
                            entry: ↓privcy
                        """
                    ),
                    (
                        "settings.flow.yaml",
                        """
                        flow: Settings
                        start: list
                        entries:
                          privacy: [list, privacy]
                        steps:
                          list:
                            on:
                              privacy: privacy
                          privacy: {}
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Auth
                start: ↓logn
                steps:
                  login: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      ↓submit: verifyCod
                      resend: verifyCode
                      ↓help: { to: helpScreen, present: sheet }
                  verifyCode:
                    on:
                      ↓restart: { popTo: logIn }
                      back: back
                """),
            CheckExample(
                """
                flow: Auth
                start: pick
                steps:
                  pick:
                    decide:
                      known: login
                      ↓unknown: register
                  login:
                    on:
                      submit: done
                      ↓cancel: { to: back }
                  done: { terminal: true }
                """),
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: auth
                     steps:
                       auth:
                         flow: Auth
                         on:
                           signedIn: home
                       home:
                         on:
                           ↓signOut: { to: signIn }
                     """),
                    ("auth.flow.yaml",
                     """
                     flow: Auth
                     outcomes: [signedIn]
                     start: signIn
                     steps:
                       signIn:
                         on:
                           submit: { finish: signedIn }
                     """),
                ], root: "App"),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                start: pick
                steps:
                  pick:
                    decide:
                      known: login
                      unknown: { to: login, present: sheet }
                  login:
                    on:
                      help: { to: register, present: push }
                  register:
                    on:
                      cancel: back
                      done: { popTo: login }
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        renamedStepProblems(program, &diagnostics)
        // In a flow that did not read cleanly a step may be missing (its body was not a mapping, `steps:` was a
        // list …): every name pointing at it would be reported as unknown, next to the error that explains it.
        let targets = program.transitionTargets
        for (f, flow) in program.flows.enumerated() where flow.isComplete {
            // Built only for a flow that has an unknown name: did-you-mean is for errors.
            var suggester: Suggester?
            // A transition's diagnostic points at its event key (the issue's rule); the fix-it stays on the name.
            func report(_ name: Located<String>, at location: SourceLocation, appEvent: String? = nil) {
                if suggester == nil { suggester = Suggester(flow.steps.lazy.map(\.id.value)) }
                var notes: [Diagnostic.Note] = []
                var fixIts: [Diagnostic.FixIt] = []
                if let appEvent, ["ignore", "ignored", "none", "nothing", "stay", "null"].contains(name.value) {
                    // `appLocked: ignore`: what '~' says.
                    notes.append(
                        .init("to let app event '\(appEvent)' do nothing at this step, write '\(appEvent): ~'"))
                    fixIts.append(.init(replacing: name.location, with: "~", safe: true))
                } else if let suggestion = suggester?.suggestion(for: name.value) {
                    notes.append(.init("did you mean '\(suggestion)'?"))
                    let safe = suggester?.isSole(suggestion, for: name.value) == true
                    fixIts.append(.init(replacing: name.location, with: suggestion, safe: safe))
                }
                // A screen of another flow: a flow reaches it through its parent, never by naming it.
                if appEvent == nil, notes.isEmpty,
                    let other = program.flows.first(where: {
                        $0.name.value != flow.name.value && $0.index(ofStep: name.value) != nil
                    }), let step = other.steps.first(where: { $0.id.value == name.value })
                {
                    notes.append(.init("'\(name.value)' is a step of flow '\(other.name.value)'", at: step.id.location))
                    notes.append(
                        .init(
                            "a flow cannot go to another flow's step: end this flow with an outcome ('finish: "
                                + "<outcome>') that its parent handles by going there, or start flow "
                                + "'\(other.name.value)' here as a subflow step ('flow: \(other.name.value)')"))
                }
                diagnostics.append(
                    diagnostic(
                        "unknown step '\(name.value)' in flow '\(flow.name.value)'", at: location,
                        notes: notes, fixIts: fixIts))
            }

            if let start = flow.start, flow.startIndex == nil { report(start, at: start.location) }
            for s in flow.steps.indices {
                let handlers = flow.steps[s].handlers
                for h in handlers.indices where targets.flows[f].target(ofHandler: h, of: s) == nil {
                    let handler = handlers[h]
                    switch handler.transition.kind {
                    case .go(let target), .popTo(let target):
                        if target.value == "back" || target.value == "dismiss" {
                            let key = if case .popTo = handler.transition.kind { "popTo" } else { "to" }
                            diagnostics.append(misusedTransition(target, key: key, event: handler.event))
                        } else {
                            report(
                                target, at: handler.event.location,
                                appEvent: handler.isAppEvent ? handler.event.value : nil)
                        }
                    case .back, .dismiss, .finish, .request, .showTab:
                        continue
                    }
                }
            }
            // Entries (format v2): each step of an entry's stack, and the entry a subflow step chooses.
            for entry in flow.entries {
                for step in entry.steps where flow.index(ofStep: step.value) == nil { report(step, at: step.location) }
            }
            for step in flow.steps {
                guard let entry = step.entry, case .subflow(let childName) = step.kind,
                    let child = program.flow(childName.value), child.entry(entry.value) == nil
                else { continue }
                let names = child.entries.map(\.name.value)
                var notes: [Diagnostic.Note] = []
                if let suggestion = Names.suggestion(for: entry.value, among: names) {
                    notes.append(.init("did you mean '\(suggestion)'?"))
                }
                notes.append(
                    .init(
                        names.isEmpty
                            ? "flow '\(childName.value)' declares no 'entries:'; without 'entry' it starts at its start"
                            : "its entries: \(names.joined(separator: ", "))"))
                diagnostics.append(
                    diagnostic(
                        "unknown entry '\(entry.value)' of flow '\(childName.value)'", at: entry.location, notes: notes)
                )
            }
        }
    }

    /// `restoration: renamedSteps` of flowc.yaml: the step an entry renames to must be a step of its flow
    /// (reported at the entry's `to`; an unknown flow is unknown-flow's).
    static func renamedStepProblems(_ program: Program, _ diagnostics: inout Diagnostics) {
        for rename in program.stepRenames {
            guard let flow = program.flow(rename.flow.value), flow.isComplete,
                flow.index(ofStep: rename.to.value) == nil
            else { continue }
            let ids = flow.steps.map(\.id.value)
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = Names.suggestion(for: rename.to.value, among: ids) {
                notes.append(.init("did you mean '\(suggestion)'?"))
                fixIts.append(
                    .init(
                        replacing: rename.to.location, with: suggestion,
                        safe: Names.isSoleSuggestion(suggestion, for: rename.to.value, among: ids)))
            }
            notes.append(
                .init("'to' is the step's id now: a state saved on '\(rename.from.value)' is decoded as that step"))
            diagnostics.append(
                diagnostic(
                    "unknown step '\(rename.to.value)' in flow '\(flow.name.value)': 'renamedSteps' renames "
                        + "'\(rename.from.value)' to a step the flow does not have", at: rename.to.location,
                    notes: notes, fixIts: fixIts))
        }
    }

    /// `{ to: back }`: `back` and `dismiss` are transitions, not steps.
    private static func misusedTransition(_ target: Located<String>, key: String, event: Located<String>)
        -> Diagnostic
    {
        let meaning = target.value == "back" ? "goes back" : "closes the modal"
        return diagnostic(
            "unknown step '\(target.value)': '\(target.value)' is a transition, not a step", at: event.location,
            notes: [
                .init("write it without '\(key):', as '\(event.value): \(target.value)' (a transition that \(meaning))")
            ])
    }
}
