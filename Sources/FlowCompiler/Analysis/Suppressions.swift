/// `# flowc:ignore check-id …`: comments that silence a check's warnings on their line, on the next line when
/// they stand alone, or on a whole step when that line is the step's key. libyaml drops comments, so they are
/// found in the source text. Only warnings can be silenced; an error means the flows are wrong or cannot be
/// compiled as meant. A suppression that silences nothing is unused-suppression's, an id that is not a check's
/// warning invalid-suppression's: neither of them can be silenced in turn.
enum Suppressions {
    static let marker = "flowc:ignore"

    /// One id of one comment, and what it covers.
    struct Entry {
        var id: String
        /// The id in the comment.
        var location: SourceLocation
        /// What removing the id removes: the whole comment (and the blanks before it) when it is the only id.
        var removal: SourceLocation
        /// The lines it silences.
        var lines: ClosedRange<Int>
    }

    /// The diagnostics without those a comment silences, with the comments' own problems.
    static func apply(_ diagnostics: [Diagnostic], files: [SourceFile], flows: [Flow]) -> [Diagnostic] {
        let pattern = Array(marker.utf8)
        var entries: [String: [Entry]] = [:]
        for file in files where contains(file.bytes, pattern) {
            let stepLines = Dictionary(
                flows.filter { $0.file == file.path }.flatMap(\.steps).map {
                    ($0.id.location.line, $0.id.location.column)
                },
                uniquingKeysWith: min)
            entries[file.path] = self.entries(in: file, stepLines: stepLines)
        }
        guard !entries.isEmpty else { return diagnostics }
        var used = Set<SourceLocation>()
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning, let inFile = entries[diagnostic.location.file],
                let entry = inFile.first(where: {
                    $0.id == diagnostic.id && $0.lines.contains(diagnostic.location.line)
                })
            else {
                kept.append(diagnostic)
                continue
            }
            used.insert(entry.location)
        }
        // A flow that did not read cleanly is not checked in full: its warnings may be missing, not silenced.
        let checked = Set(flows.filter(\.isComplete).map(\.file))
        let ids = Checks.all.map(\.id)
        for (path, inFile) in entries {
            for entry in inFile where !used.contains(entry.location) {
                if let problem = invalid(entry, ids: ids) {
                    kept.append(problem)
                } else if checked.contains(path) {
                    kept.append(
                        UnusedSuppression.diagnostic(
                            "'\(marker) \(entry.id)' silences nothing: \(entry.id) reports no warning "
                                + (entry.lines.count == 1 ? "on line \(entry.lines.lowerBound)" : "in this step"),
                            at: entry.location,
                            notes: [.init("remove it; it would hide a new warning of \(entry.id) here")],
                            fixIts: [.init(replacing: entry.removal, with: "", safe: true)]))
                }
            }
        }
        return kept.sorted(by: Diagnostic.ordered)
    }

    /// An id that names no check, a check of errors, or a check of the comments themselves.
    private static func invalid(_ entry: Entry, ids: [String]) -> Diagnostic? {
        if entry.id.isEmpty {
            return InvalidSuppression.diagnostic(
                "'\(marker)' names no check", at: entry.location,
                notes: [.init("write the ids of the checks whose warnings it silences: '# \(marker) unused-flow'")],
                fixIts: [.init(replacing: entry.removal, with: "")])
        }
        guard let check = Checks.description(of: entry.id) else {
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let suggestion = Names.suggestion(for: entry.id, among: ids) {
                notes.append(.init("did you mean '\(suggestion)'?"))
                fixIts.append(
                    .init(
                        replacing: entry.location, with: suggestion,
                        safe: Names.isSoleSuggestion(suggestion, for: entry.id, among: ids)))
            }
            notes.append(.init("'flowc explain' lists the checks; their ids are the names in brackets after a warning"))
            return InvalidSuppression.diagnostic(
                "unknown check '\(entry.id)' in '\(marker)'", at: entry.location, notes: notes, fixIts: fixIts)
        }
        if check.severity == .error {
            return InvalidSuppression.diagnostic(
                "\(entry.id) reports errors, which cannot be silenced", at: entry.location,
                notes: [
                    .init(
                        "only warnings can be ignored: an error means the flows are wrong, or cannot be compiled as meant"
                    ),
                    .init("fix what \(entry.id) reports ('flowc explain \(entry.id)' says how)"),
                ], fixIts: [.init(replacing: entry.removal, with: "")])
        }
        if [UnusedSuppression.id, InvalidSuppression.id].contains(entry.id) {
            return InvalidSuppression.diagnostic(
                "\(entry.id) is about '\(marker)' comments, and cannot be silenced", at: entry.location,
                notes: [.init("remove the comment it reports, or correct it")],
                fixIts: [.init(replacing: entry.removal, with: "")])
        }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard bytes.count >= pattern.count else { return false }
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    /// The file's lines as Unicode scalars (columns count them, as libyaml's do), without line breaks.
    private static func lines(of file: SourceFile) -> [[Unicode.Scalar]] {
        var bytes = file.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous == "\r" {
            } else if scalar == "\n" || scalar == "\r" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
            previous = scalar
        }
        return lines
    }

    /// Where a comment starts on a line: a `#` at the start or after a blank, outside quotes (0-based).
    private static func commentStart(_ line: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        for (index, scalar) in line.enumerated() {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                if index == 0 || [" ", "\t", "[", "{", ",", ":"].contains(line[index - 1]) { quote = scalar }
            } else if scalar == "#", index == 0 || line[index - 1] == " " || line[index - 1] == "\t" {
                return index
            }
        }
        return nil
    }

    private static func isBlank(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        scalars.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Every id of every `flowc:ignore` comment of a file. `stepLines`: the column of the step key on a line.
    private static func entries(in file: SourceFile, stepLines: [Int: Int]) -> [Entry] {
        let lines = lines(of: file)
        let markerScalars = Array(marker.unicodeScalars)
        var entries: [Entry] = []
        for (index, line) in lines.enumerated() {
            guard let hash = commentStart(line) else { continue }
            var start = hash + 1
            while start < line.count, line[start] == " " { start += 1 }
            guard line[start...].starts(with: markerScalars) else { continue }
            let afterMarker = start + markerScalars.count
            guard afterMarker == line.count || line[afterMarker] == " " || line[afterMarker] == "\t" else { continue }
            // The ids, up to the end or to ` -- ` and a reason.
            var end = line.count
            var probe = afterMarker
            while probe + 1 < line.count {
                if line[probe] == "-", line[probe + 1] == "-", line[probe - 1] == " " {
                    end = probe
                    break
                }
                probe += 1
            }
            var tokens: [(text: String, start: Int, end: Int)] = []
            var position = afterMarker
            while position < end {
                if [" ", "\t", ","].contains(line[position]) {
                    position += 1
                    continue
                }
                let tokenStart = position
                while position < end, ![" ", "\t", ","].contains(line[position]) { position += 1 }
                var text = ""
                text.unicodeScalars.append(contentsOf: line[tokenStart..<position])
                tokens.append((text, tokenStart, position))
            }
            // No id at all: reported at the marker's end.
            if tokens.isEmpty {
                tokens.append(("", afterMarker, afterMarker + 1))
            }
            // Alone on its line: the next line with content is the one it is about.
            var target = index + 1
            if isBlank(line[..<hash]) {
                var next = index + 1
                while next < lines.count,
                    isBlank(lines[next][...]) || commentStart(lines[next]).map({ isBlank(lines[next][..<$0]) }) == true
                {
                    next += 1
                }
                target = next + 1
            }
            var covered = target...target
            if let column = stepLines[target] {
                var last = target
                var next = target
                while next < lines.count {
                    let text = lines[next]
                    let indent = text.prefix { $0 == " " }.count
                    let isComment = commentStart(text).map { isBlank(text[..<$0]) } ?? false
                    if !isBlank(text[...]) && !isComment {
                        if indent + 1 <= column { break }
                        last = next + 1
                    }
                    next += 1
                }
                covered = target...max(target, last)
            }
            // Removing the only id removes the comment, and the blanks before it.
            var commentFrom = hash
            while commentFrom > 0, line[commentFrom - 1] == " " || line[commentFrom - 1] == "\t" { commentFrom -= 1 }
            var trimmedEnd = line.count
            while trimmedEnd > hash, line[trimmedEnd - 1] == " " { trimmedEnd -= 1 }
            let whole = SourceLocation(
                file: file.path, line: index + 1, column: commentFrom + 1, length: trimmedEnd - commentFrom)
            for (number, token) in tokens.enumerated() {
                let removal: SourceLocation
                if tokens.count == 1 {
                    removal = whole
                } else {
                    // The id and the separator before it (after it, for the first).
                    let from = number == 0 ? token.start : tokens[number - 1].end
                    let to = number == 0 ? tokens[1].start : token.end
                    removal = SourceLocation(file: file.path, line: index + 1, column: from + 1, length: to - from)
                }
                entries.append(
                    Entry(
                        id: token.text,
                        location: SourceLocation(
                            file: file.path, line: index + 1, column: token.start + 1,
                            length: token.end - token.start),
                        removal: removal, lines: covered))
            }
        }
        return entries
    }
}
