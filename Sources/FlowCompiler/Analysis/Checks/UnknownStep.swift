// TODO(checks): explanation, examples and the check itself.
enum UnknownStep: ProgramCheck {
    static let description = CheckDescription(
        id: "unknown-step",
        severity: .error,
        summary: "`start`, `to`, `popTo` or a choice naming no step (did you mean …?).",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
