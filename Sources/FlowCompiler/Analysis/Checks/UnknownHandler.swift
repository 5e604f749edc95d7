enum UnknownHandler: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unknown-handler",
        severity: .error,
        summary: "A handler for an outcome the child does not have.",
        explanation: """
            The `on:` of a subflow step lists the outcomes of its child flow (`completed: home`), and the `on:` \
            of a tabs step the outcomes of its tab flows, each written `Flow.outcome` with a flow of its \
            `tabs:` (`Profile.signedOut: welcome`). A handler for an outcome the child does not declare can \
            never run: it is usually a typo (the closest outcome is suggested), an outcome that was renamed or \
            removed in the child, or, under a tabs step, a handler without its flow or naming a flow that is \
            not one of the tabs.
            """,
        triggering: [
            CheckExample(files: [
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login:
                     on:
                       register: signUp
                   signUp:
                     flow: Onboarding
                     on:
                       completed: home
                       abandoned: back
                       ↓finished: home
                   home: { terminal: true }
                 """),
                ("onboarding.flow.yaml",
                 """
                 flow: Onboarding
                 outcomes: [completed, abandoned]
                 start: welcome
                 steps:
                   welcome:
                     on:
                       done: { finish: completed }
                       close: { finish: abandoned }
                 """),
            ]),
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: main
                 steps:
                   main:
                     tabs: [Home, Profile]
                     on:
                       Profile.signedOut: welcome
                       ↓Profile.signedOt: welcome
                       ↓Settings.signedOut: welcome
                       ↓signedOut: welcome
                   welcome: { terminal: true }
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 start: feed
                 steps:
                   feed: { terminal: true }
                 """),
                ("profile.flow.yaml",
                 """
                 flow: Profile
                 outcomes: [signedOut]
                 start: overview
                 steps:
                   overview:
                     on:
                       signOut: { finish: signedOut }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("app.flow.yaml",
                 """
                 flow: App
                 start: main
                 steps:
                   main:
                     tabs: [Home, Profile]
                     on:
                       Profile.signedOut: welcome
                   welcome:
                     on:
                       browse: home
                   home:
                     flow: Home
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 start: feed
                 steps:
                   feed: { terminal: true }
                 """),
                ("profile.flow.yaml",
                 """
                 flow: Profile
                 outcomes: [signedOut]
                 start: overview
                 steps:
                   overview:
                     on:
                       signOut: { finish: signedOut }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let handling = program.cached(OutcomeHandling.self) { OutcomeHandling($0) }
        // Built on the first stray handler that needs them, once per child flow or tabs step, so that many stray
        // handlers of one step cost no more than one pass over its children.
        var outcomeSuggesters: [Int: Suggester] = [:]
        var tabSuggesters: [StepKey: Suggester] = [:]
        var outcomeOwners: [StepKey: [String: [String]]] = [:]

        for stray in handling.stray {
            let step = program.flows[stray.flow].steps[stray.step]
            let stepKey = StepKey(flow: stray.flow, step: stray.step)
            let key = step.handlers[stray.handler].event
            switch stray.problem {
            case .noSuchOutcome(let child, let outcome):
                let flow = program.flows[child]
                if outcomeSuggesters[child] == nil {
                    outcomeSuggesters[child] = Suggester((flow.outcomes + flow.requests).map(\.name.value))
                }
                let suggestion = outcomeSuggesters[child]?.suggestion(for: outcome)
                diagnostics.append(
                    noSuchOutcome(key, step: step, child: flow, outcome: outcome, suggestion: suggestion))

            case .qualified(let child, let outcome):
                diagnostics.append(
                    diagnostic(
                        "handler '\(key.value)' of subflow step '\(step.id.value)' names the flow of the outcome",
                        at: key.location,
                        notes: [
                            .init(
                                "a subflow step starts one flow, '\(program.flows[child].name.value)'; write its outcome alone: '\(outcome)'"
                            )
                        ],
                        fixIts: [.init(replacing: key.location, with: outcome)]))

            case .notATab(let flow, let outcome):
                var notes: [Diagnostic.Note] = []
                var fixIts: [Diagnostic.FixIt] = []
                if tabSuggesters[stepKey] == nil { tabSuggesters[stepKey] = Suggester(step.childFlows.map(\.value)) }
                if let suggestion = tabSuggesters[stepKey]?.suggestion(for: flow) {
                    notes.append(.init("did you mean '\(suggestion).\(outcome)'?"))
                    fixIts.append(.init(replacing: key.location, with: "\(suggestion).\(outcome)"))
                }
                notes.append(
                    .init("step '\(step.id.value)' shows " + quotedList(step.childFlows.prefix(11).map(\.value))))
                diagnostics.append(
                    diagnostic(
                        "handler '\(key.value)' names flow '\(flow)', which is not a tab of step '\(step.id.value)'",
                        at: key.location, notes: notes, fixIts: fixIts))

            case .notTabForm:
                var notes: [Diagnostic.Note] = []
                var fixIts: [Diagnostic.FixIt] = []
                if outcomeOwners[stepKey] == nil { outcomeOwners[stepKey] = owners(of: step, program) }
                // The key may be an outcome written without its flow: suggest the flow when only one tab has it.
                let outcome = NameFix.normalizedLower(key.value)
                if let owners = outcomeOwners[stepKey]?[outcome], owners.count == 1, let owner = owners.first {
                    let fixed = "\(owner).\(outcome)"
                    notes.append(.init("did you mean '\(fixed)'?"))
                    fixIts.append(.init(replacing: key.location, with: fixed))
                }
                notes.append(
                    .init(
                        "a tabs step handles the outcomes of its tab flows: write 'Flow.outcome', like '\(step.childFlows.first?.value ?? "Home").done'"
                    ))
                diagnostics.append(
                    diagnostic(
                        "handler '\(key.value)' of tabs step '\(step.id.value)' does not say which tab's flow it is for",
                        at: key.location, notes: notes, fixIts: fixIts))
            }
        }
    }

    private struct StepKey: Hashable {
        var flow: Int
        var step: Int
    }

    /// For a tabs step: each outcome (normalized) of its tab flows → the tabs that declare it, in tab order.
    private static func owners(of step: Step, _ program: Program) -> [String: [String]] {
        var owners: [String: [String]] = [:]
        var seen = Set<Int>()
        for tab in step.childFlows {
            guard let child = program.index(ofFlow: tab.value), seen.insert(child).inserted else { continue }
            var names = Set<String>()
            for outcome in program.flows[child].outcomes {
                let name = NameFix.normalizedLower(outcome.name.value)
                if names.insert(name).inserted { owners[name, default: []].append(tab.value) }
            }
        }
        return owners
    }

    /// A handler for an outcome that the child (a subflow's, or the tab flow a tabs handler names) lacks.
    private static func noSuchOutcome(
        _ key: Located<String>, step: Step, child: Flow, outcome: String, suggestion: String?
    ) -> Diagnostic {
        let isTabs = if case .tabs = step.kind { true } else { false }
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        // Requests (format v2) are handled as outcomes are.
        let messages = child.outcomes + child.requests
        if messages.isEmpty {
            notes.append(
                .init(
                    "flow '\(child.name.value)' declares no outcomes: it never ends, so step '\(step.id.value)' has no outcome of it to handle"
                ))
        } else {
            if let suggestion {
                let fixed = isTabs ? "\(child.name.value).\(suggestion)" : suggestion
                notes.append(.init("did you mean '\(fixed)'?"))
                fixIts.append(.init(replacing: key.location, with: fixed))
            }
            notes.append(
                .init(
                    "flow '\(child.name.value)' declares " + quotedList(messages.prefix(11).map(\.name.value)),
                    at: messages[0].name.location))
        }
        return diagnostic(
            "flow '\(child.name.value)' has no \(child.requests.isEmpty ? "outcome" : "outcome or request") '\(outcome)' "
                + "for step '\(step.id.value)' to handle",
            at: key.location, notes: notes, fixIts: fixIts)
    }

    private static func quotedList(_ names: [String]) -> String {
        names.prefix(10).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 10 ? ", …" : "")
    }
}
