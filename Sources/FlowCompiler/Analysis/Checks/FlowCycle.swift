// TODO(checks): explanation, examples and the check itself.
enum FlowCycle: ProgramCheck {
    static let description = CheckDescription(
        id: "flow-cycle",
        severity: .warning,
        summary: "Flows that start each other in a cycle.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
