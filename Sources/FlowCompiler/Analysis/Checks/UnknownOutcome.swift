// TODO(checks): explanation, examples and the check itself.
enum UnknownOutcome: ProgramCheck {
    static let description = CheckDescription(
        id: "unknown-outcome",
        severity: .error,
        summary: "`finish:` naming an outcome the flow does not declare.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
