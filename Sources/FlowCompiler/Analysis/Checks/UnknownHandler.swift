// TODO(checks): explanation, examples and the check itself.
enum UnknownHandler: ProgramCheck {
    static let description = CheckDescription(
        id: "unknown-handler",
        severity: .error,
        summary: "A handler for an outcome the child does not have.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
