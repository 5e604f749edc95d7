// TODO(checks): explanation, examples and the check itself.
enum DeeplinkConflict: ProgramCheck {
    static let description = CheckDescription(
        id: "deeplink-conflict",
        severity: .error,
        summary: "Two links that can match the same URL.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
