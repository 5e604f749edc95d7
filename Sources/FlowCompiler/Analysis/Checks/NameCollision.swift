// TODO(checks): explanation, examples and the check itself.
enum NameCollision: ProgramCheck {
    static let description = CheckDescription(
        id: "name-collision",
        severity: .error,
        summary: "Two names that generate one Swift identifier; two flows of one name.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
