// TODO(checks): explanation, examples and the check itself.
enum UnusedOutcome: ProgramCheck {
    static let description = CheckDescription(
        id: "unused-outcome",
        severity: .warning,
        summary: "A declared outcome that no transition produces.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
