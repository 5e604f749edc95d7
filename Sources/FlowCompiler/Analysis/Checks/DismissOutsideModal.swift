// TODO(checks): explanation, examples and the check itself.
enum DismissOutsideModal: ProgramCheck {
    static let description = CheckDescription(
        id: "dismiss-outside-modal",
        severity: .error,
        summary: "`dismiss` from a step never shown inside a modal.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
