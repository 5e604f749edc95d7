/// The Swift compiler's format: `path:line:col: error: message [id]`, the source line, a caret under the
/// place, fix-its under the caret, then notes. Editors and Xcode read the first line.
public struct TextReporter: Sendable {
    public var colored: Bool
    /// The inputs, for the source lines shown under each diagnostic.
    public var sources: [String: SourceFile]

    public init(colored: Bool, sources: [SourceFile]) {
        self.colored = colored
        var byPath: [String: SourceFile] = [:]
        for file in sources { byPath[file.path] = file }
        self.sources = byPath
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            render(diagnostic, into: &out)
        }
        if !diagnostics.isEmpty {
            out += summaryLine(diagnostics) + "\n"
        }
        return out
    }

    public func summaryLine(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    func render(_ diagnostic: Diagnostic, into out: inout String) {
        let severity = diagnostic.severity.rawValue
        out += bold("\(diagnostic.location): ")
        out += paint(severity + ":", diagnostic.severity == .error ? "31" : "35")
        out += bold(" \(diagnostic.message)") + " [\(diagnostic.id)]\n"
        snippet(at: diagnostic.location, fixIts: diagnostic.fixIts, into: &out)
        for note in diagnostic.notes {
            if let location = note.location {
                out += bold("\(location): ") + paint("note:", "36") + " \(note.message)\n"
                if location.file != diagnostic.location.file || location.line != diagnostic.location.line {
                    snippet(at: location, fixIts: [], into: &out)
                }
            } else {
                out += paint("note:", "36") + " \(note.message)\n"
            }
        }
    }

    private func snippet(at location: SourceLocation, fixIts: [Diagnostic.FixIt], into out: inout String) {
        guard let line = sources[location.file]?.line(location.line) else { return }
        // Keep tabs as tabs so the caret stays under the right character in any terminal.
        let padding = String(line.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " })
        let available = max(1, line.count - (location.column - 1))
        out += line + "\n"
        out += padding + paint("^" + String(repeating: "~", count: max(0, min(location.length, available) - 1)), "32")
            + "\n"
        for fix in fixIts where fix.location.line == location.line && fix.location.file == location.file {
            out += padding + paint(fix.replacement, "32") + "\n"
        }
    }

    private func bold(_ text: String) -> String { colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }
}
