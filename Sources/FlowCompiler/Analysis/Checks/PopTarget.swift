// TODO(checks): explanation, examples and the check itself.
enum PopTarget: ProgramCheck {
    static let description = CheckDescription(
        id: "pop-target",
        severity: .error,
        summary: "`popTo` a step that is not on the stack on every path to this one.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
