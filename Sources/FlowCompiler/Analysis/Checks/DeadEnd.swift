// TODO(checks): explanation, examples and the check itself.
enum DeadEnd: ProgramCheck {
    static let description = CheckDescription(
        id: "dead-end",
        severity: .error,
        summary: "A non-terminal screen with no transitions.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
