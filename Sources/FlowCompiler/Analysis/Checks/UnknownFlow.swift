// TODO(checks): explanation, examples and the check itself.
enum UnknownFlow: ProgramCheck {
    static let description = CheckDescription(
        id: "unknown-flow",
        severity: .error,
        summary: "`flow:`/`tabs:` naming no flow of the program.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
