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
            // Built only for a flow that names an unknown one: did-you-mean is for errors.
            var outcomes = Names(flow.outcomes, what: "outcome", key: "outcomes")
            var requests = Names(flow.requests, what: "request", key: "requests")
            for step in flow.steps {
                for handler in step.handlers {
                    switch handler.transition.kind {
                    case .finish(let name):
                        if let problem = outcomes.unknown(name, at: handler.event.location, in: flow) {
                            diagnostics.append(problem)
                        }
                    case .request(let name):
                        if let problem = requests.unknown(name, at: handler.event.location, in: flow) {
                            diagnostics.append(problem)
                        }
                    case .go, .back, .dismiss, .popTo, .showTab:
                        continue
                    }
                }
            }
        }
    }

    /// The outcomes (or, format v2, the requests) a flow declares, and what is said of a name that is none of them.
    private struct Names {
        let declared: [Outcome]
        /// "outcome", and the key that declares them, "outcomes".
        let what: String
        let key: String
        private var names: Set<String>?
        private var suggester: Suggester?

        init(_ declared: [Outcome], what: String, key: String) {
            self.declared = declared
            self.what = what
            self.key = key
        }

        /// The diagnostic for `name` when the flow declares no such one; nil when it does.
        mutating func unknown(_ name: Located<String>, at location: SourceLocation, in flow: Flow) -> Diagnostic? {
            if names == nil { names = Set(declared.map(\.name.value)) }
            guard names?.contains(name.value) == false else { return nil }
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if declared.isEmpty {
                notes.append(
                    .init(
                        "flow '\(flow.name.value)' declares no \(key); declare this one under '\(key):', like "
                            + "'\(key): { \(name.value): {} }'"))
            } else {
                if suggester == nil { suggester = Suggester(declared.lazy.map(\.name.value)) }
                if let suggestion = suggester?.suggestion(for: name.value) {
                    notes.append(.init("did you mean '\(suggestion)'?"))
                    let safe = suggester?.isSole(suggestion, for: name.value) == true
                    fixIts.append(.init(replacing: name.location, with: suggestion, safe: safe))
                }
                notes.append(
                    .init(
                        "flow '\(flow.name.value)' declares: "
                            + declared.prefix(10).map { "'\($0.name.value)'" }.joined(separator: ", ")
                            + (declared.count > 10 ? ", …" : ""),
                        at: declared[0].name.location))
            }
            return UnknownOutcome.diagnostic(
                "flow '\(flow.name.value)' has no \(what) '\(name.value)'", at: location, notes: notes, fixIts: fixIts)
        }
    }
}
