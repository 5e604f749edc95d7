// TODO(checks): explanation, examples and the check itself.
enum InvalidDeeplink: ProgramCheck {
    static let description = CheckDescription(
        id: "invalid-deeplink",
        severity: .error,
        summary: "A bad pattern, a placeholder that is no param, an uncovered param.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
