// TODO(checks): explanation, examples and the check itself.
enum UnusedFlow: ProgramCheck {
    static let description = CheckDescription(
        id: "unused-flow",
        severity: .warning,
        summary: "A flow the root flow cannot reach (when a root is named, e.g. `--root App`).",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
