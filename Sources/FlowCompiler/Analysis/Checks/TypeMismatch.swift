// TODO(checks): explanation, examples and the check itself.
enum TypeMismatch: ProgramCheck {
    static let description = CheckDescription(
        id: "type-mismatch",
        severity: .error,
        summary: "A value provided with another type.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
