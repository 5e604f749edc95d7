// TODO(checks): explanation, examples and the check itself.
enum NoExit: ProgramCheck {
    static let description = CheckDescription(
        id: "no-exit",
        severity: .error,
        summary: "In a flow with outcomes, a reachable step from which no outcome can be reached.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
