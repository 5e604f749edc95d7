enum ReservedName: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "reserved-name",
        severity: .error,
        summary: "A flow whose generated types would be types of the flowc runtime, or a step named like a generated member.",
        explanation: """
            Each flow `F` generates the types `FInput`, `FOutcome`, `FRoute`, `FState`, `FEvent`, `FDecisions`, \
            `FChoice`, `FTabs`, `FScreens`, `FWiring`, `FCoordinator` and `FFlow`, beside the types of the flowc \
            runtime, which all start with `Flow` (`FlowState`, `FlowCoordinator`, `FlowSystemEvent` …; the list is \
            in docs/generated-code.md). A flow whose generated type is one of the runtime's, such as `Flow` or \
            `FlowSystem`, would declare it twice. Rename the flow. Each step is a case of `FRoute`, which also \
            declares the property `flowStep` (the step a route shows): a step may not have that id. In format v2, \
            a flow with app events has the event case `appEvent`, and a subflow step `s` whose child makes \
            requests the event case `sRequest`: no step may have those ids.
            """,
        triggering: [
            CheckExample(
                """
                flow: ↓FlowSystem
                start: menu
                steps:
                  menu: { terminal: true }
                """),
            CheckExample(
                """
                flow: Setup
                start: flowStep
                steps:
                  ↓flowStep: { terminal: true }
                """),
            CheckExample(
                """
                flow: Setup
                appEvents:
                  reset: {}
                start: appEvent
                steps:
                  ↓appEvent:
                    on:
                      reset: back
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Workflow
                start: menu
                steps:
                  menu: { terminal: true }
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // Only the runtime's names can be taken: no suffix of `flowTypeSuffixes` ends another one, so two flows of
        // different names never generate one type (FlowGraphAndNamesTests proves it).
        let runtime = Set(GeneratedNames.runtimeTypeNames)
        for (index, flow) in program.flows.enumerated() {
            // A second flow of one name is duplicate-flow's.
            // Every runtime type starts with `Flow`: other names are not looked at (nor copied eleven times).
            // The route's `flowStep` property: a step of that id would be a case of the same name.
            if let step = flow.steps.first(where: { $0.id.value == GeneratedNames.routeStepProperty }) {
                diagnostics.append(
                    diagnostic(
                        "step '\(step.id.value)' would be a case of the Swift type '\(flow.name.value)Route', whose "
                            + "property '\(GeneratedNames.routeStepProperty)' the generated code declares",
                        at: step.id.location, notes: [.init("rename the step")]))
            }
            // Format v2: the event case of the flow's app events, and of each subflow step's child's requests.
            var taken: [String: String] = [:]
            if !flow.appEvents.isEmpty { taken[GeneratedNames.appEventCase] = "the flow's app events" }
            for step in flow.steps {
                guard case .subflow(let child) = step.kind, program.flow(child.value)?.requests.isEmpty == false
                else { continue }
                taken[GeneratedNames.requestCase(ofStep: step.id.value)] = "the requests of step '\(step.id.value)'"
            }
            for step in flow.steps {
                guard let what = taken[step.id.value] else { continue }
                diagnostics.append(
                    diagnostic(
                        "step '\(step.id.value)' would be a case of the Swift type '\(flow.name.value)Event', which "
                            + "the generated code declares for \(what)",
                        at: step.id.location, notes: [.init("rename the step")]))
            }
            guard (program.typePrefix + flow.name.value).hasPrefix("Flow"),
                program.index(ofFlow: flow.name.value) == index,
                let type = GeneratedNames.typeNames(of: flow, prefix: program.typePrefix).first(where: runtime.contains)
            else { continue }
            diagnostics.append(
                diagnostic(
                    "flow '\(flow.name.value)' would generate the Swift type '\(type)', which the flowc runtime declares",
                    at: flow.name.location,
                    notes: [
                        .init(
                            "rename the flow; the runtime's types are "
                                + GeneratedNames.runtimeTypeNames.map { "'\($0)'" }.joined(separator: ", "))
                    ]))
        }
    }
}
