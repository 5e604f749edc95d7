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

    /// The source line, a caret under the reported place (`^~~~`), `~` under each fix-it's text on that line,
    /// and each fix-it's replacement under its own column, as swiftc prints them.
    private func snippet(at location: SourceLocation, fixIts: [Diagnostic.FixIt], into out: inout String) {
        guard let whole = sources[location.file]?.line(location.line) else { return }
        // A line of megabytes (a generated file) is shown as a piece around the place, with `…` where it is cut.
        let (characters, shift) = Self.piece(of: Array(whole), around: location.column)
        let line = String(characters)
        var location = location
        location.column -= shift
        let fixIts = fixIts.map { fix in
            var fix = fix
            fix.location.column -= shift
            return fix
        }
        // Keep tabs as tabs so the marks stay under the right characters in any terminal.
        func padding(to column: Int) -> String {
            String(characters.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        }
        var marks = [Character](repeating: " ", count: max(characters.count, location.column) + 1)
        let onThisLine = fixIts.filter { $0.location.file == location.file && $0.location.line == location.line }
        for fix in onThisLine {
            for column in fix.location.column..<(fix.location.column + fix.location.length)
            where column >= 1 && column - 1 < marks.count {
                marks[column - 1] = "~"
            }
        }
        let caretEnd = min(location.column + location.length, characters.count + 2)
        for column in location.column..<max(caretEnd, location.column + 1) where column - 1 < marks.count {
            marks[column - 1] = column == location.column ? "^" : "~"
        }
        while marks.last == " " { marks.removeLast() }
        let markLine = String(
            marks.enumerated().map { index, mark in
                mark == " " && index < characters.count && characters[index] == "\t" ? "\t" : mark
            })
        out += line + "\n" + paint(markLine, "32") + "\n"
        for fix in onThisLine where fix.location.column >= 1 {
            out += padding(to: fix.location.column) + paint(fix.replacement, "32") + "\n"
        }
    }

    /// Lines up to this many characters are shown whole.
    static let longestShownLine = 240

    /// The characters of a line to show, and how many columns they are shifted left: the whole line when it is
    /// short, else `longestShownLine` characters from a little before `column`, with `…` for what is cut.
    static func piece(of characters: [Character], around column: Int) -> ([Character], shift: Int) {
        guard characters.count > longestShownLine else { return (characters, 0) }
        let start = max(0, min(column - 1 - 40, characters.count - longestShownLine))
        let end = min(characters.count, start + longestShownLine)
        var piece = start > 0 ? ["…"] + characters[start..<end] : Array(characters[start..<end])
        if end < characters.count { piece.append("…") }
        return (piece, start > 0 ? start - 1 : 0)
    }

    private func bold(_ text: String) -> String { colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }
}
