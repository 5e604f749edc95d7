enum WrongValue: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "wrong-value",
        severity: .error,
        summary: "A value of the wrong shape or kind.",
        explanation: """
            Each key expects a value of one shape: `steps`, `on`, `params` a mapping; `tabs` and `imports` a \
            list (or one name); `terminal` and `systemBack` true or false; `present` one of push, sheet, fullScreen, formSheet, pageSheet, overFullScreen, popover (and \
            replace on a transition); a transition a step id, `back`, `dismiss` or a mapping with exactly one \
            of `to`, `finish`, `popTo`. A step is exactly one kind, so it cannot have both `flow` and `decide`. \
            A decision shows nothing, so a transition into one cannot say how to present it: its choices do. \
            The message says what was found and what the key takes. An indentation mistake that YAML still \
            reads is one error at the line to move, not a cascade of unknown keys, steps and dead ends: a key of \
            a step indented as a step id (after a step that lacks it), and a step or a transition indented as a \
            key of a step. An alert or confirmation dialog (`alert:`, `dialog:`) shows over a screen, so it is not a flow's start \
            step and a transition into it says no `present`; its buttons send no values, only they take `role` \
            and `title`, and it has at most one cancel button (an event named `cancel`, or `role: cancel`). \
            A screen that handles `systemBack` under `on:` cannot forbid it with \
            `systemBack: false`, and that event carries no values (the system sends it). Constants (`args`) fill \
            a step shown or an outcome, so `back`, and a `dismiss` that shows no step, take none: a screen \
            revealed receives only values sent, under `with`.
            """,
        triggering: [
            CheckExample(
                """
                flow: Lock
                appEvents:
                  appLocked: {}
                on:
                  appLocked: ↓~
                start: home
                steps:
                  home:
                    terminal: true
                """),
            CheckExample(
                """
                flow: Lock
                appEvents:
                  appLocked: {}
                on:
                  appLocked: { to: lock, present: fullScreen }
                start: home
                steps:
                  home:
                    on:
                      ↓refresh: ~
                  lock:
                    on:
                      unlocked: dismiss
                      appLocked: ~
                """),
            CheckExample(
                """
                flow: Picker
                start: list
                steps:
                  list:
                    receives: { topic: String }
                    on:
                      open: detail
                  detail:
                    on:
                      pick: check
                  check:
                    decide:
                      ok: { back: { with: { ↓topic: String } } }
                """),
            CheckExample(
                """
                flow: Topics
                start: list
                steps:
                  list:
                    receives: { topic: String? }
                    on:
                      pick: { to: picker, present: sheet }
                      search: search
                  picker:
                    on:
                      general: { dismiss: { ↓args: { topic: general } } }
                      restart: { dismiss: { popTo: list, ↓args: { topic: general } } }
                  search:
                    on:
                      general: { back: { ↓args: { topic: general } } }
                """),
            CheckExample(
                """
                flow: Browser
                start: page
                steps:
                  page:
                    on:
                      onboarding: onboarding
                  onboarding:
                    present: { style: fullScreen, detents: [↓medium] }
                    on:
                      done: dismiss
                """),
            CheckExample(
                """
                flow: Settings
                outcomes:
                  signedOut: {}
                start: home
                steps:
                  home:
                    on:
                      logOut: confirm
                  confirm:
                    alert: { title: Log out?, message: You will need to sign in again. }
                    on:
                      logOut: { finish: signedOut, role: destructive }
                      cancel: back
                      ↓notNow: { back: null, role: cancel }
                """),
            CheckExample(
                """
                flow: Settings
                start: home
                steps:
                  home:
                    on:
                      logOut: { to: confirm, present: ↓sheet }
                  confirm:
                    alert: Log out?
                    on:
                      cancel: back
                """),
            CheckExample(
                """
                flow: Settings
                start: list
                entries:
                  privacy: [↓gate, privacy]
                steps:
                  list:
                    on:
                      privacy: gate
                  gate:
                    decide:
                      open: privacy
                  privacy: {}
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    terminal: ↓maybe
                """),
            CheckExample(
                """
                flow: Pay
                outcomes:
                  paid: {}
                start: card
                steps:
                  card:
                    on:
                      pay: processing
                  processing:
                    systemBack: false
                    on:
                      done: { finish: paid }
                      ↓systemBack: back
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    present: ↓modal
                    terminal: true
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps: ↓[login]
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      next: ↓{ to: done, finish: ok }
                  done: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                imports: [Models, ↓"my-module"]
                start: login
                steps:
                  login: { terminal: true }
                """),
            CheckExample(
                """
                flow: Quiz
                start: questions
                steps:
                  questions:
                    on:
                      ↓submit: { to: grading, present: sheet }
                  grading:
                    decide:
                      passed: { to: result, present: sheet }
                  result: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: done
                  done:
                  ↓terminal: true
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      submit: done
                    ↓cancel: back
                    ↓done:
                      terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      browse: { tab: ↓Shelf }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Browser
                start: page
                steps:
                  page:
                    on:
                      engines: engines
                      share: share
                      welcome: welcome
                  engines:
                    summary: A popover on iPad, a sheet on iPhone.
                    present: { style: popover, anchor: engineButton, compact: sheet }
                    on:
                      picked: dismiss
                  share:
                    present: { style: sheet, detents: [medium, large] }
                    on:
                      done: dismiss
                  welcome:
                    present: { style: overFullScreen, transition: crossDissolve }
                    on:
                      done: dismiss
                """),
            CheckExample(
                """
                flow: Settings
                outcomes:
                  signedOut: {}
                start: home
                steps:
                  home:
                    on:
                      logOut: confirm
                      clear: { to: clearHistory, with: { days: Int } }
                  confirm:
                    alert: { title: Log out?, message: You will need to sign in again. }
                    on:
                      logOut: { finish: signedOut, role: destructive }
                      cancel: back
                  clearHistory:
                    dialog: Clear the history?
                    params: { days: Int }
                    on:
                      clear: { to: cleared, role: destructive, title: Clear history }
                      keep: { dismiss: null, role: cancel }
                  cleared:
                    params: { days: Int }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      next: { to: done, present: replace }
                      help: help
                  done: { terminal: yes }
                  help:
                    present: sheet
                    on:
                      close: dismiss
                """),
            CheckExample(
                """
                flow: Compose
                outcomes:
                  sent: {}
                  discarded: {}
                start: editor
                steps:
                  editor:
                    systemBack: false
                    on:
                      send: { finish: sent }
                      drafts: drafts
                  drafts:
                    on:
                      systemBack: { finish: discarded }
                """),
        ])

    /// The shape rules that need the model: `present` on a transition into a decision, and `imports` entries
    /// that are not module names (the generated `import` would not compile).
    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // `restoration: renamedSteps` of flowc.yaml: a rename whose old id is still a step is not done (or names
        // the wrong step); the generated decoder would have two cases of that id.
        for rename in program.stepRenames {
            guard let flow = program.flow(rename.flow.value), let step = flow.step(rename.from.value) else { continue }
            diagnostics.append(
                diagnostic(
                    "'renamedSteps' renames step '\(rename.from.value)' of flow '\(flow.name.value)', which is still "
                        + "a step of the flow", at: rename.from.location,
                    notes: [
                        .init("the step is here", at: step.id.location),
                        .init(
                            "rename the step to '\(rename.to.value)' in the flow file, or remove the entry if the "
                                + "step keeps its id"),
                    ]))
        }
        for flow in program.flows {
            alertProblems(flow, &diagnostics)
            presentationProblems(flow, &diagnostics)
            tabProblems(flow, &diagnostics)
            // An entry's stack (format v2) holds screens: a decision shows nothing, and a subflow or tabs step
            // cannot be entered with its child's state from the input alone.
            for entry in flow.entries {
                for id in entry.steps {
                    guard let step = flow.step(id.value), !step.isScreen else { continue }
                    let kind =
                        step.isDecision ? "a decision" : step.childFlows.count == 1 ? "a subflow step" : "a tabs step"
                    diagnostics.append(
                        diagnostic(
                            "entry '\(entry.name.value)' lists '\(id.value)', which is \(kind): an entry's stack holds "
                                + "screens", at: id.location,
                            notes: [.init("list the screens that must be below the entry's own, bottom to top")]))
                }
            }
            for module in flow.imports where !Names.isModulePath(module.value) {
                diagnostics.append(
                    diagnostic(
                        "'\(module.value)' in 'imports' is not a Swift module name", at: module.location,
                        notes: [.init("list modules by name, like 'imports: [Models, Shared.Utilities]'")]))
            }
            for s in flow.steps.indices {
                let handlers = flow.steps[s].handlers
                for h in handlers.indices where handlers[h].transition.present != nil {
                    let handler = handlers[h]
                    guard case .go(let target) = handler.transition.kind, let present = handler.transition.present,
                        flow.step(target.value)?.isDecision == true
                    else { continue }
                    diagnostics.append(
                        diagnostic(
                            "'present: \(present.value.rawValue)' on a transition into decision '\(target.value)'",
                            at: handler.event.location,
                            notes: [
                                .init(
                                    "a decision shows nothing; put 'present' on its choices instead",
                                    at: present.location)
                            ],
                            fixIts: []))
                }
            }
        }
    }

    /// Alerts and confirmation dialogs (format v2): they show over a screen, their buttons send no values and have
    /// at most one cancel button (UIKit raises an exception for a second), and only their buttons take a role or
    /// a title.
    private static func alertProblems(_ flow: Flow, _ diagnostics: inout Diagnostics) {
        if let start = flow.startIndex, flow.steps[start].isAlert, let id = flow.start {
            diagnostics.append(
                diagnostic(
                    "'\(id.value)' is an alert, which shows over a screen: it cannot be the flow's first step",
                    at: id.location, notes: [.init("start with a screen, and show the alert from it")]))
        }
        for step in flow.steps {
            for handler in step.handlers {
                let transition = handler.transition
                if !step.isAlert {
                    for (key, location) in [
                        ("role", transition.role?.location), ("title", transition.buttonTitle?.location),
                    ] {
                        guard let location else { continue }
                        diagnostics.append(
                            diagnostic(
                                "'\(key)' is for an alert's buttons, and '\(step.id.value)' is no alert", at: location,
                                notes: [.init("remove it, or make the step an alert with 'alert:' or 'dialog:'")]))
                    }
                }
                if case .go(let target) = transition.kind, let shown = flow.step(target.value), shown.isAlert,
                    let present = transition.present
                {
                    diagnostics.append(
                        diagnostic(
                            "'\(target.value)' is an alert, which shows over the current screen: a transition into it "
                                + "cannot say 'present'", at: present.location,
                            notes: [.init("remove 'present: \(present.value.rawValue)'")]))
                }
            }
            // Values handed back come from a screen's event, or from the outcome a subflow step's child ended with.
            if step.isDecision {
                for handler in step.handlers where handler.transition.handsValuesBack {
                    diagnostics.append(
                        diagnostic(
                            "'\(handler.event.value)' of decision '\(step.id.value)' hands values back, which only a screen's, a subflow step's or a tabs step's "
                                + "handler can", at: handler.transition.with[0].name.location,
                            notes: [.init("hand them back from the screen that leads here, or pass them with 'to'")]))
                }
            }
            guard step.isAlert else { continue }
            for handler in step.handlers where !handler.isAppEvent {
                if let value = handler.transition.with.first {
                    diagnostics.append(
                        diagnostic(
                            "an alert's button sends no values: '\(handler.event.value)' of '\(step.id.value)' cannot "
                                + "have 'with'", at: value.name.location,
                            notes: [.init("pass constants with 'args', or values from the alert's 'params'")]))
                }
            }
            let cancels = step.handlers.filter { Self.role(of: $0) == .cancel }
            for extra in cancels.dropFirst() {
                diagnostics.append(
                    diagnostic(
                        "\(step.alert?.style == .dialog ? "dialog" : "alert") '\(step.id.value)' has a second cancel "
                            + "button, '\(extra.event.value)'", at: extra.event.location,
                        notes: [
                            .init("the first is '\(cancels[0].event.value)'", at: cancels[0].event.location),
                            .init("an alert has at most one cancel button (UIKit raises an exception for a second)"),
                        ]))
            }
        }
    }

    private static func isTabs(_ step: Step) -> Bool { if case .tabs = step.kind { true } else { false } }

    /// A button's role: its `role:`, or cancel for an event named `cancel`.
    static func role(of handler: Handler) -> ButtonRole? {
        handler.transition.role?.value ?? (handler.event.value == "cancel" ? .cancel : nil)
    }

    /// The options of a modal (format v2): detents belong to sheets, a compact style and a transition to modals,
    /// and a popover points at a view the app names (`anchor`), whether the step's own `present` or a transition
    /// into it makes it one (a popover with no source raises an exception in UIKit).
    private static func presentationProblems(_ flow: Flow, _ diagnostics: inout Diagnostics) {
        // The transitions that present a step as a popover, by step: gathered once, not once per step (a flow of
        // a hundred steps would otherwise read its handlers a hundred times).
        var popoversInto: [String: [SourceLocation]] = [:]
        for source in flow.steps {
            for handler in source.handlers {
                guard case .go(let target) = handler.transition.kind, let present = handler.transition.present,
                    present.value == .popover
                else { continue }
                popoversInto[target.value, default: []].append(present.location)
            }
        }
        for step in flow.steps {
            let style = step.present?.value ?? .push
            if let options = step.presentationOptions {
                let sheets: [Presentation] = [.sheet, .formSheet, .pageSheet]
                if let detent = options.detents.first, !sheets.contains(style) {
                    diagnostics.append(
                        diagnostic(
                            "'detents' are the heights of a sheet, and '\(step.id.value)' is presented as '\(style.rawValue)'",
                            at: detent.location,
                            notes: [.init("use them with 'style: sheet', 'formSheet' or 'pageSheet'")]))
                }
                for (key, location) in [
                    ("compact", options.compact?.location), ("transition", options.crossDissolve?.location),
                ]
                where !style.isModal {
                    guard let location else { continue }
                    diagnostics.append(
                        diagnostic(
                            "'\(key)' is for a modal, and '\(step.id.value)' is pushed", at: location,
                            notes: [.init("give it a modal 'style', or remove '\(key)'")]))
                }
                if let compact = options.compact, !compact.value.isModal {
                    diagnostics.append(
                        diagnostic(
                            "'compact' cannot be '\(compact.value.rawValue)': a step presented as a modal stays a modal",
                            at: compact.location, notes: [.init("say a modal style, like 'compact: sheet'")]))
                }
            }
            guard step.presentationOptions?.anchor == nil else { continue }
            var popovers: [SourceLocation] = []
            if style == .popover, let present = step.present { popovers.append(present.location) }
            popovers += popoversInto[step.id.value] ?? []
            for location in popovers {
                diagnostics.append(
                    MissingKey.diagnostic(
                        "'\(step.id.value)' is presented as a popover, which points at a view: it names none",
                        at: location,
                        notes: [
                            .init(
                                "name the view of the screen below in '\(step.id.value)''s 'present': "
                                    + "'present: { style: popover, anchor: engineButton }'; the app gives the host that view"
                            )
                        ]))
            }
        }
    }

    /// `{ tab: Flow }` (format v2) shows a tab of the tabs step whose handler it is: anywhere else, or naming a
    /// flow that is not one of its tabs, it could not.
    private static func tabProblems(_ flow: Flow, _ diagnostics: inout Diagnostics) {
        for step in flow.steps {
            for handler in step.handlers {
                guard case .showTab(let name) = handler.transition.kind else { continue }
                guard case .tabs(let tabs) = step.kind else {
                    diagnostics.append(
                        diagnostic(
                            "'{ tab: \(name.value) }' shows a tab of a tabs step, and step '\(step.id.value)' is not one",
                            at: name.location,
                            notes: [
                                .init(
                                    "a tabs step's handler of a tab flow's outcome or request may show another tab; "
                                        + "elsewhere, go to a step")
                            ]))
                    continue
                }
                if !tabs.contains(where: { $0.value == name.value }) {
                    diagnostics.append(
                        diagnostic(
                            "'\(name.value)' is not a tab of step '\(step.id.value)'", at: name.location,
                            notes: [
                                .init(
                                    "step '\(step.id.value)' shows "
                                        + tabs.map { "'\($0.value)'" }.joined(separator: ", "))
                            ]))
                }
            }
        }
    }
}
