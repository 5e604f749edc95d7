// TODO(checks): explanation, examples and the check itself.
enum InvalidName: ProgramCheck {
    static let description = CheckDescription(
        id: "invalid-name",
        severity: .error,
        summary: "A name not in the required case (suggest the fixed name).",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
