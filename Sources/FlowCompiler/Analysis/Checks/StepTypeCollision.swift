enum StepTypeCollision: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "step-type-collision",
        severity: .error,
        summary: "Two steps of a flow that generate one Swift type.",
        explanation: """
            Inside a flow `F`, each screen and tabs step gets an enum of its events in `FEvent`, and each decision \
            an enum of its choices in `FChoice`, named after the step's id in UpperCamelCase (`verifyCode` → \
            `VerifyCode`). Swift refuses `Type` and `Protocol` as member names (`X.Type` is a metatype), so the \
            steps `type` and `protocol` get `TypeStep` and `ProtocolStep`: a step `typeStep` beside a step \
            `type` would declare the same enum. Names that are Swift keywords are escaped with backticks, which \
            is no collision. Rename one of the two steps.
            """,
        triggering: [
            CheckExample(
                """
                flow: Kinds
                start: type
                steps:
                  type:
                    on:
                      next: typeStep
                  ↓typeStep:
                    on:
                      back: back
                """)
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                start: default
                steps:
                  default:
                    on:
                      import: type
                  type:
                    on:
                      default: back
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows { report(flow, &diagnostics) }
    }

    /// Steps whose nested types (their ids in UpperCamelCase) are one type: screens and tabs steps share the
    /// event enum, decisions the choice enum.
    private static func report(_ flow: Flow, _ diagnostics: inout Diagnostics) {
        // By namespace, each type (unescaped) → the first step declaring it.
        var events = [String: Int](minimumCapacity: flow.steps.count)
        var choices: [String: Int] = [:]
        var ids = Set<String>(minimumCapacity: flow.steps.count)
        for index in flow.steps.indices {
            guard let isChoice = GeneratedNames.declaresChoice(flow.steps[index]) else { continue }
            let id = flow.steps[index].id.value
            // A repeated id is one name written twice: duplicate-key's to report.
            guard ids.insert(id).inserted else { continue }
            guard let type = GeneratedNames.unescapedMemberTypeName(ofStep: id) else { continue }
            // One hash on the usual path, where the type is new; on a clash the first step is put back.
            let first = isChoice ? choices.updateValue(index, forKey: type) : events.updateValue(index, forKey: type)
            guard let first else { continue }
            if isChoice { choices[type] = first } else { events[type] = first }
            let step = flow.steps[index].id
            let other = flow.steps[first].id
            let namespace = isChoice ? "choice" : "event"
            diagnostics.append(
                diagnostic(
                    "step '\(step.value)' would generate the same Swift type '\(GeneratedNames.escaped(type))' for its \(namespace)s as step '\(other.value)'",
                    at: step.location,
                    notes: [
                        .init("'\(other.value)' is here", at: other.location),
                        .init("rename one of the steps"),
                    ]))
        }
    }
}
