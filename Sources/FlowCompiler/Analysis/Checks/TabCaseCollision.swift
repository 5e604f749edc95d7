enum TabCaseCollision: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "tab-case-collision",
        severity: .error,
        summary: "Two handlers of a tabs step that generate one Swift case.",
        explanation: """
            A tabs step's handler `Flow.outcome` becomes a case of the step's event enum named \
            `lowerCamel(Flow + outcome)` (`Home.done` → `homeDone`), so the handlers `A.bC` and `AB.c` of one \
            tabs step would be the same case. Rename the outcome in one of the two tab flows.
            """,
        triggering: [
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: main
                 steps:
                   main:
                     tabs: [A, AB]
                     on:
                       A.bC: end
                       ↓AB.c: end
                   end: { terminal: true }
                 """),
                ("a.flow.yaml",
                 """
                 flow: A
                 outcomes: [bC]
                 start: one
                 steps:
                   one:
                     on: { next: { finish: bC } }
                 """),
                ("ab.flow.yaml",
                 """
                 flow: AB
                 outcomes: [c]
                 start: one
                 steps:
                   one:
                     on: { next: { finish: c } }
                 """),
            ])
        ],
        nonTriggering: [
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: main
                 steps:
                   main:
                     tabs: [Home, Settings]
                     on:
                       Home.done: end
                       Settings.done: end
                   end: { terminal: true }
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 outcomes: [done]
                 start: feed
                 steps:
                   feed:
                     on: { close: { finish: done } }
                 """),
                ("settings.flow.yaml",
                 """
                 flow: Settings
                 outcomes: [done]
                 start: list
                 steps:
                   list:
                     on: { close: { finish: done } }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            for step in flow.steps {
                if case .tabs = step.kind { report(step, &diagnostics) }
            }
        }
    }

    /// Handlers of one tabs step whose cases (`lowerCamel(Flow + outcome)`) are one case.
    private static func report(_ step: Step, _ diagnostics: inout Diagnostics) {
        var byCase: [String: Located<String>] = [:]
        var keys = Set<String>()
        for handler in step.handlers {
            guard keys.insert(handler.event.value).inserted,
                let parts = NameFix.tabKey(handler.event.value),
                let name = GeneratedNames.caseName(forTabOutcome: parts)
            else { continue }
            if let first = byCase[name] {
                diagnostics.append(
                    diagnostic(
                        "handler '\(handler.event.value)' would generate the same Swift case '\(name)' as handler '\(first.value)'",
                        at: handler.event.location,
                        notes: [
                            .init("'\(first.value)' is here", at: first.location),
                            .init(
                                "a tabs step's handler 'Flow.outcome' becomes the case 'lowerCamel(Flow + outcome)'; rename the outcome in one of the flows"
                            ),
                        ]))
            } else {
                byCase[name] = handler.event
            }
        }
    }
}
