/// The steps lint found a problem with, taken from the diagnostics (not from the checks' code), so a diagram
/// marks exactly what `flowc lint` reports: ids `unreachable-step`, `dead-end`, `no-exit` at a step's key.
struct ProblemSteps {
    static let ids: Set<String> = ["unreachable-step", "dead-end", "no-exit"]

    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
    }

    private var problems: [Place: [String]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where Self.ids.contains(diagnostic.id) {
            let location = diagnostic.location
            problems[Place(file: location.file, line: location.line, column: location.column), default: []]
                .append("\(diagnostic.id): \(diagnostic.message)")
        }
    }

    /// "id: message" for each problem at the step's key, in diagnostic order.
    func problems(of step: Step) -> [String] {
        let location = step.id.location
        return problems[Place(file: location.file, line: location.line, column: location.column)] ?? []
    }
}
