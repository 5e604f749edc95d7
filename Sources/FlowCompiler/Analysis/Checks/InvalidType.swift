// TODO(checks): explanation, examples and the check itself.
enum InvalidType: ProgramCheck {
    static let description = CheckDescription(
        id: "invalid-type",
        severity: .error,
        summary: "A type expression that is not valid.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
