// TODO(checks): explanation, examples and the check itself.
enum MissingValue: ProgramCheck {
    static let description = CheckDescription(
        id: "missing-value",
        severity: .error,
        summary: "A param/input/payload that no source provides.",
        explanation: "",
        triggering: [],
        nonTriggering: [])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {}
}
