// TODO(checks): explanation, examples and the check itself.
enum UnreachableStep: ProgramCheck {
    static let description = CheckDescription(
        id: "unreachable-step",
        severity: .error,
        summary: "A step no path from `start` reaches.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
