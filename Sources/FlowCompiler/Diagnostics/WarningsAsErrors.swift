/// Strict runs (`--strict`, or `strict: true` in flowc.yaml) report warnings as errors, as SwiftLint's `--strict`
/// and swiftc's `-warnings-as-errors` do: lint fails, generate writes nothing, and the build plugin fails the build
/// at the warning's line and column. A note on each says why it is an error.
extension Diagnostic {
    public static func warningsAsErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            var promoted = diagnostic
            promoted.severity = .error
            promoted.notes.append(
                .init(
                    "a warning, reported as an error because the run is strict ('strict: true' in flowc.yaml, or --strict)"
                ))
            return promoted
        }
    }
}
