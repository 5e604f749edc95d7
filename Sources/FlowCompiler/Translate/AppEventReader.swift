/// Binds the handlers of a flow's app events (`appEvents:`, format v2) once the whole file is read: a step's `on:`
/// entry naming one handles it there, and the flow's own `on:` handles it at every step where the flow waits.
///
/// An app event's values are its payload: its handlers take them as a screen's event takes its `with`, so every
/// check and the generated code treat them alike.
enum AppEventReader {
    static func bind(_ flow: inout Flow, _ diagnostics: inout Diagnostics) {
        reportIgnoredEventsThatAreNoAppEvents(flow, &diagnostics)
        guard !flow.appEvents.isEmpty || !flow.flowWideHandlers.isEmpty else { return }
        var flowWide: [Handler] = []
        for var handler in flow.flowWideHandlers {
            guard let event = flow.appEvent(handler.event.value) else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "the flow's own 'on:' handles app events only, and '\(handler.event.value)' is not one",
                        at: handler.event.location,
                        notes: [
                            .init(
                                "declare it under 'appEvents:' (with its payload) if the app sends it, or move it "
                                    + "under the 'on:' of the steps whose screens send it")
                        ]))
                continue
            }
            bind(&handler, to: event, &diagnostics)
            handler.isFlowWide = true
            flowWide.append(handler)
        }
        for s in flow.steps.indices where !flow.steps[s].isDecision {
            for h in flow.steps[s].handlers.indices {
                guard let event = flow.appEvent(flow.steps[s].handlers[h].event.value) else { continue }
                bind(&flow.steps[s].handlers[h], to: event, &diagnostics)
            }
            // A step's own handler wins, and an app event it sets to nothing (`appLocked: ~`) does nothing there.
            let own = Set(flow.steps[s].handlers.map(\.event.value) + flow.steps[s].ignoredEvents.map(\.value))
            flow.steps[s].handlers += flowWide.filter { !own.contains($0.event.value) }
        }
        flow.flowWideHandlers = flowWide
    }

    /// `event: ~` says an app event does nothing at a step; a screen's event with no transition is a mistake.
    private static func reportIgnoredEventsThatAreNoAppEvents(_ flow: Flow, _ diagnostics: inout Diagnostics) {
        for step in flow.steps {
            for event in step.ignoredEvents where flow.appEvent(event.value) == nil {
                let fix =
                    event.value == Handler.systemBack
                    ? "to keep the system back from leaving '\(step.id.value)', write 'systemBack: false' on the step "
                        + "instead; to say what it does, give it a transition"
                    : "give it a transition, like '\(event.value): back', or declare it under 'appEvents:' if the app "
                        + "sends it"
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'\(event.value)' of step '\(step.id.value)' has no transition: only an app event can be set "
                            + "to nothing ('~'), where the step lets it do nothing", at: event.location,
                        notes: [.init(fix)]))
            }
        }
    }

    private static func bind(_ handler: inout Handler, to event: Outcome, _ diagnostics: inout Diagnostics) {
        handler.isAppEvent = true
        if let first = handler.transition.with.first {
            diagnostics.append(
                WrongValue.diagnostic(
                    "app event '\(event.name.value)' carries the values its declaration says; a handler adds none",
                    at: first.name.location,
                    notes: [
                        .init("declare them under 'appEvents:': '\(event.name.value): { … }'", at: event.name.location)
                    ]))
        }
        handler.transition.with = event.payload
        handler.transition.withIsAppEventPayload = true
    }
}
