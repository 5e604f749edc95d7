import Foundation

/// `flowc lint --fix`: applies the fix-its flowc is sure of (`Diagnostic.FixIt.isSafe`) to the files in memory.
/// Any check can offer safe fix-its; this knows nothing of any check. A fix can uncover another problem (a key
/// spelled right is then read), so the files are checked again until no safe fix-it is left, a few rounds at
/// most: a second `--fix` then changes nothing.
public enum FixApplier {
    /// One replacement made: where (in the text before it), what was there, and what is there now.
    public struct Change: Sendable, Equatable {
        public var id: String
        public var location: SourceLocation
        public var original: String
        public var replacement: String

        /// `Flows/auth.flow.yaml:11:21: fixed 'verifyCod' → 'verifyCode' [unknown-step]`
        public var description: String { "\(location): fixed '\(original)' → '\(replacement)' [\(id)]" }
    }

    public struct Result: Sendable {
        /// The files that changed, with their new text.
        public var files: [SourceFile] = []
        public var changes: [Change] = []

        /// `fixed 2 problems in 1 file`, or `nothing to fix`.
        public var summary: String {
            let (count, files) = (changes.count, self.files.count)
            if count == 0 { return "nothing to fix" }
            return "fixed \(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        }

        /// Writes each changed file over the old one, atomically (`OutputWriter`): a reader or an editor sees the old
        /// text or the new, never half of one.
        public func write() throws(OutputWriter.Failure) {
            for file in files {
                let folder = (file.path as NSString).deletingLastPathComponent
                let name = (file.path as NSString).lastPathComponent
                try OutputWriter(directory: folder.isEmpty ? "." : folder).write([
                    OutputFile(path: name, contents: file.bytes)
                ])
            }
        }
    }

    public static let maxRounds = 5

    /// Applies every safe fix-it that `check` reports, checking again after each round.
    public static func fixAll(_ sources: [SourceFile], check: ([SourceFile]) -> [Diagnostic]) -> Result {
        var current = sources
        var changed: Set<String> = []
        var result = Result()
        var diagnostics = check(current)
        for _ in 0..<maxRounds {
            var round: [Change] = []
            for index in current.indices {
                let (file, changes) = apply(diagnostics, to: current[index])
                guard !changes.isEmpty else { continue }
                current[index] = file
                changed.insert(file.path)
                round += changes
            }
            if round.isEmpty { break }
            result.changes += round
            diagnostics = check(current)
        }
        result.files = current.filter { changed.contains($0.path) }
        return result
    }

    /// The safe fix-its of `diagnostics` that fall in `file`, applied from its end so that earlier offsets hold;
    /// one that overlaps another, or does not stay on its line, is left out.
    static func apply(_ diagnostics: [Diagnostic], to file: SourceFile) -> (SourceFile, [Change]) {
        var edits: [(range: Range<Int>, change: Change)] = []
        var seen: Set<Diagnostic.FixIt> = []
        for diagnostic in diagnostics {
            for fixIt in diagnostic.fixIts where fixIt.isSafe && fixIt.location.file == file.path {
                guard seen.insert(fixIt).inserted, let range = byteRange(of: fixIt.location, in: file.bytes) else {
                    continue
                }
                let original = String(decoding: file.bytes[range], as: UTF8.self)
                let replacement = keepingQuotes(of: original, fixIt.replacement)
                guard original != replacement else { continue }
                edits.append(
                    (
                        range,
                        Change(
                            id: diagnostic.id, location: fixIt.location, original: original, replacement: replacement)
                    ))
            }
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [(range: Range<Int>, change: Change)] = []
        for edit in edits where kept.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true {
            kept.append(edit)
        }
        guard !kept.isEmpty else { return (file, []) }
        var bytes = file.bytes
        for edit in kept.reversed() {
            bytes.replaceSubrange(edit.range, with: Array(edit.change.replacement.utf8))
        }
        return (SourceFile(path: file.path, bytes: bytes), kept.map(\.change))
    }

    /// A quoted scalar's location covers its quotes: the name replacing it keeps them, so the file keeps its style
    /// (and a replacement that needs quotes in YAML still has them). A replacement that would need escaping inside
    /// them is left as the fix-it gives it.
    static func keepingQuotes(of original: String, _ replacement: String) -> String {
        guard original.count >= 2, let quote = original.first, quote == "\"" || quote == "'", original.last == quote,
            !replacement.contains(quote), !replacement.contains("\\")
        else { return replacement }
        return "\(quote)\(replacement)\(quote)"
    }

    /// The bytes a location covers: columns and lengths count characters (Unicode scalars, as libyaml does); a
    /// byte-order mark before line 1 is not a column. nil when the location is not within one line of the file.
    static func byteRange(of location: SourceLocation, in bytes: [UInt8]) -> Range<Int>? {
        var offset = 0
        var line = 1
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while line < location.line {
            guard offset < bytes.count else { return nil }
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
            } else if bytes[offset] == UInt8(ascii: "\r") {
                if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
                line += 1
            }
            offset += 1
        }
        func advance(_ from: Int, characters: Int) -> Int? {
            var position = from
            for _ in 0..<characters {
                guard position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
                    bytes[position] != UInt8(ascii: "\r")
                else { return nil }
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }  // continuation bytes
            }
            return position
        }
        guard let start = advance(offset, characters: location.column - 1),
            let end = advance(start, characters: location.length)
        else { return nil }
        return start..<end
    }
}
