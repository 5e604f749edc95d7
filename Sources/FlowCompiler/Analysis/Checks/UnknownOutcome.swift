enum UnknownOutcome: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unknown-outcome",
        severity: .error,
        summary: "`finish:` naming an outcome the flow does not declare, or `request:` a request it does not declare.",
        explanation: """
            A flow ends only in the ways it declares under `outcomes:`, since its parent must handle each of \
            them and the generated outcome type has exactly those cases. `{ finish: name }` must name one of \
            them; a name that is not declared is usually a typo (the closest outcome is suggested) or an \
            outcome still to be added to `outcomes:`. In the same way, `{ request: name }` (format v2) names \
            one of the requests the flow declares under `requests:`, which every parent handles.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: {}
                  cancelled: {}
                start: login
                steps:
                  login:
                    on:
                      ↓submit: { finish: signedin }
                      done: { finish: signedIn }
                      cancel: { finish: cancelled }
                """),
            CheckExample(
                """
                flow: Settings
                start: list
                steps:
                  list:
                    on:
                      ↓close: { finish: done }
                """),
            CheckExample(
                """
                flow: Chats
                requests:
                  showSettings: {}
                start: list
                steps:
                  list:
                    on:
                      ↓settings: { request: showSetting }
                      open: { request: showSettings }
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  signedIn: { userId: UUID }
                  cancelled:
                start: pick
                steps:
                  pick:
                    decide:
                      known: { finish: signedIn, with: { userId: UUID } }
                      unknown: login
                  login:
                    on:
                      cancel: { finish: cancelled }
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // In a flow that did not read cleanly, `outcomes:` may be what failed: every `finish:` would be noise.
        for flow in program.flows where flow.isComplete {
            // Built only for a flow that has an unknown outcome: did-you-mean is for errors.
            var suggester: Suggester?
            var declared: Set<String>?
            for s in flow.steps.indices {
                let handlers = flow.steps[s].handlers
                for h in handlers.indices {
                    if case .request(let request) = handlers[h].transition.kind, flow.request(request.value) == nil {
                        diagnostics.append(unknownRequest(request, at: handlers[h].event.location, in: flow))
                    }
                    guard case .finish(let outcome) = handlers[h].transition.kind else { continue }
                    if declared == nil { declared = Set(flow.outcomes.map(\.name.value)) }
                    guard declared?.contains(outcome.value) == false else { continue }
                    let handler = handlers[h]
                    var notes: [Diagnostic.Note] = []
                    var fixIts: [Diagnostic.FixIt] = []
                    if flow.outcomes.isEmpty {
                        notes.append(
                            .init(
                                "flow '\(flow.name.value)' declares no outcomes; declare this one under 'outcomes:', like 'outcomes: { \(outcome.value): {} }'"
                            ))
                    } else {
                        if suggester == nil { suggester = Suggester(flow.outcomes.lazy.map(\.name.value)) }
                        if let suggestion = suggester?.suggestion(for: outcome.value) {
                            notes.append(.init("did you mean '\(suggestion)'?"))
                            let safe = suggester?.isSole(suggestion, for: outcome.value) == true
                            fixIts.append(.init(replacing: outcome.location, with: suggestion, safe: safe))
                        }
                        notes.append(
                            .init(
                                "flow '\(flow.name.value)' declares: "
                                    + flow.outcomes.prefix(10).map { "'\($0.name.value)'" }.joined(separator: ", ")
                                    + (flow.outcomes.count > 10 ? ", …" : ""),
                                at: flow.outcomes[0].name.location))
                    }
                    diagnostics.append(
                        diagnostic(
                            "flow '\(flow.name.value)' has no outcome '\(outcome.value)'",
                            at: handler.event.location,
                            notes: notes, fixIts: fixIts))
                }
            }
        }
    }

    /// `{ request: name }` naming no request of the flow (format v2).
    private static func unknownRequest(_ request: Located<String>, at location: SourceLocation, in flow: Flow)
        -> Diagnostic
    {
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        if flow.requests.isEmpty {
            notes.append(
                .init(
                    "flow '\(flow.name.value)' declares no requests; declare this one under 'requests:', like "
                        + "'requests: { \(request.value): {} }'"))
        } else {
            var suggester = Suggester(flow.requests.lazy.map(\.name.value))
            if let suggestion = suggester.suggestion(for: request.value) {
                notes.append(.init("did you mean '\(suggestion)'?"))
                fixIts.append(
                    .init(
                        replacing: request.location, with: suggestion,
                        safe: suggester.isSole(suggestion, for: request.value)))
            }
            notes.append(
                .init(
                    "flow '\(flow.name.value)' declares: "
                        + flow.requests.prefix(10).map { "'\($0.name.value)'" }.joined(separator: ", "),
                    at: flow.requests[0].name.location))
        }
        return diagnostic(
            "flow '\(flow.name.value)' has no request '\(request.value)'", at: location, notes: notes, fixIts: fixIts)
    }
}
