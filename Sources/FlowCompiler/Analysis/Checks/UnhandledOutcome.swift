// TODO(checks): explanation, examples and the check itself.
enum UnhandledOutcome: ProgramCheck {
    static let description = CheckDescription(
        id: "unhandled-outcome",
        severity: .error,
        summary: "A subflow/tabs step that does not handle an outcome of its child.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
