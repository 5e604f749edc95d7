/// How to fix libyaml's most common complaints about a hand-written flow file. libyaml says where it gave up,
/// not why: a plain value that holds ': ' (`summary: Opens Foo.start(with: x)`), and a key indented to no
/// level of the keys above it, are the usual causes, and both are told from the lines around that place.
enum YAMLErrorHints {
    struct Hint {
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
    }

    static func hint(problem: String, at location: SourceLocation, in file: SourceFile) -> Hint {
        // The lines are split once: the walk up to the enclosing keys may cross the whole file.
        let lines = Self.lines(of: file)
        guard location.line >= 1, location.line <= lines.count else { return Hint() }
        let line = Line(lines[location.line - 1])
        // The value of `key: value` on the line holds the ': ' libyaml stopped at.
        if problem == "mapping values are not allowed in this context", let pair = line.pair,
            location.column > pair.valueColumn, let quoted = quoted(pair.value)
        {
            let value = SourceLocation(
                file: location.file, line: location.line, column: pair.valueColumn, length: pair.value.count)
            return Hint(
                notes: [
                    .init(
                        "the value of '\(pair.key)' holds ': ', which YAML reads as the start of a map; "
                            + "put the value in quotes")
                ],
                fixIts: [.init(replacing: value, with: quoted)])
        }
        let indentationProblems = [
            "mapping values are not allowed in this context", "did not find expected key",
            "did not find expected '-' indicator",
        ]
        guard indentationProblems.contains(problem), line.key != nil else { return Hint() }
        if let hint = missingColon(above: line, at: location, in: lines) { return hint }
        return Hint(notes: indentation(of: line, at: location.line, in: lines).map { [.init($0)] } ?? [])
    }

    /// A key written without its ':' (`on` above `  ok: b`): YAML reads it and the lines below it as one text,
    /// until the ': ' of the next line.
    private static func missingColon(above line: Line, at location: SourceLocation, in lines: [Substring]) -> Hint? {
        guard let number = lines[..<(location.line - 1)].lastIndex(where: { Line($0).isContent }) else { return nil }
        let above = lines[number]
        let word = above.drop { $0 == " " }
        guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            above.count - word.count < line.indent
        else { return nil }
        let key = SourceLocation(
            file: location.file, line: number + 1, column: above.count - word.count + 1, length: word.count)
        return Hint(
            notes: [
                .init(
                    "'\(word)' has no ':' after it, so YAML reads it and the lines below it as one text; "
                        + "write '\(word):'")
            ],
            fixIts: [.init(replacing: key, with: "\(word):")])
    }

    /// The file's lines as `SourceFile.line` gives them (without line breaks, the byte order mark dropped).
    private static func lines(of file: SourceFile) -> [Substring] {
        var text = String(decoding: file.bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    /// A note when the line's key is indented to no level of the keys above it, or deeper than a key above it
    /// that already has a value (so YAML reads the line as more of that value).
    private static func indentation(of line: Line, at number: Int, in lines: [Substring]) -> String? {
        var above: [Line] = []  // the line just above, then each key that encloses it, outwards
        var previous = number - 1
        while previous >= 1, above.last.map({ $0.indent > 0 }) ?? true {
            defer { previous -= 1 }
            let candidate = Line(lines[previous - 1])
            guard candidate.pair != nil || candidate.isKeyOnly else {
                if candidate.isContent { return nil }  // a list item or a block scalar: not judged
                continue
            }
            if let last = above.last, candidate.indent >= last.indent { continue }
            above.append(candidate)
        }
        guard let sibling = above.first, let key = line.key else { return nil }
        if line.indent > sibling.indent {
            guard let pair = sibling.pair, !pair.value.isEmpty else { return nil }
            return "'\(key)' is indented more than '\(pair.key)' above it, so YAML reads it as more of the value "
                + "of '\(pair.key)'; line it up with '\(pair.key)' (\(spaces(sibling.indent))) to make it a key of "
                + "its own"
        }
        guard !above.contains(where: { $0.indent == line.indent }) else { return nil }
        let levels = above.compactMap { line in line.key.map { "'\($0)' (\(spaces(line.indent)))" } }
        return "'\(key)' is indented by \(spaces(line.indent)), which lines it up with no key above it; a key "
            + "must line up with the other keys of its map: \(list(levels))"
    }

    private static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    /// The value in quotes: single quotes unless it holds one, then double quotes with escapes.
    private static func quoted(_ value: String) -> String? {
        guard let first = value.first, !"'\"{[&*!|>%@`".contains(first) else { return nil }
        if !value.contains("'") { return "'\(value)'" }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// One line of block YAML as far as keys go: its indentation, and its `key: value` or `key:`.
    private struct Line {
        var indent: Int
        var key: String?
        /// `key: value` with a value on the line: the value without a trailing comment, and its 1-based column.
        var pair: (key: String, value: String, valueColumn: Int)?
        var isKeyOnly: Bool { key != nil && pair == nil }
        /// Neither blank nor a comment.
        var isContent: Bool

        init(_ text: Substring) {
            let characters = Array(text)
            indent = characters.prefix { $0 == " " }.count
            let rest = characters[indent...]
            isContent = !(rest.isEmpty || rest.first == "#")
            guard isContent, let colon = Self.keyEnd(rest) else { return }
            let name = String(rest[rest.startIndex..<colon])
            key = name
            var start = colon + 1
            while start < characters.count, characters[start] == " " { start += 1 }
            var end = characters.count
            if let comment = (start..<characters.count).first(where: {
                characters[$0] == "#" && characters[$0 - 1] == " "
            }) {
                end = comment
            }
            while end > start, characters[end - 1] == " " { end -= 1 }
            if end > start { pair = (name, String(characters[start..<end]), start + 1) }
        }

        /// Where a plain key ends: the first ':' followed by a space or the end of the line.
        private static func keyEnd(_ rest: ArraySlice<Character>) -> Int? {
            guard let first = rest.first, first.isLetter || first.isNumber || first == "_" else { return nil }
            for index in rest.indices where rest[index] == ":" {
                if index + 1 == rest.endIndex || rest[index + 1] == " " { return index }
            }
            return nil
        }
    }
}
