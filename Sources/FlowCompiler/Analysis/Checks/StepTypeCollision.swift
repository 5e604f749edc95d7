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
        let members = MemberTypes.of(program)
        for (index, flow) in program.flows.enumerated() {
            for clash in members.flows[index].clashes {
                let step = flow.steps[clash.step].id
                let other = flow.steps[clash.first].id
                let namespace = clash.isChoice ? "choice" : "event"
                diagnostics.append(
                    diagnostic(
                        "step '\(step.value)' would generate the same Swift type '\(GeneratedNames.escaped(clash.type))' for its \(namespace)s as step '\(other.value)'",
                        at: step.location,
                        notes: [
                            .init("'\(other.value)' is here", at: other.location),
                            .init("rename one of the steps"),
                        ]))
            }
        }
    }
}
