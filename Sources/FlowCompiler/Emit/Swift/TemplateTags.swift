/// The tags of a Mustache template, found byte by byte, with where each is and how deep in sections: enough to
/// name a template's partials, to place an error at a tag, and to cut the text into pieces that parse alone.
///
/// Why cut: swift-mustache's parser measures the rest of the text (`String.distance`, Character by Character) at
/// every tag, so a template costs its tags times its length. The runtime template (43 KB, 105 tags) took 430 M
/// instructions to parse, more than linting a 1,000-step app; in pieces of a few KB it takes a tenth of that.
/// The rendering is the same: the pieces are cut at line starts outside every section, and a Mustache template
/// renders token by token with nothing carried from one top-level token to the next.
struct TemplateTags {
    struct Tag {
        /// `#`, `^`, `/`, `>`, `<`, `$`, `&`, `{`, `!`, `=`, `%`, or 0 for a plain variable.
        var sigil: UInt8
        /// The name after the sigil, trimmed: `input.fields`, `.`, `header`.
        var name: String
        var line: Int
        /// In Unicode scalars, from 1.
        var column: Int
    }

    /// A piece of the text that parses alone, and the line of the template it starts at.
    struct Piece {
        var text: Substring
        var firstLine: Int
    }

    private(set) var tags: [Tag] = []
    /// Where the text may be cut: line starts outside every section and tag (UTF-8 offset, line number).
    private var cuts: [(offset: Int, line: Int)] = []
    /// The tags do not close what they open, or the delimiters change (`{{=<% %>=}}`), which this scan does not
    /// follow: the text is then parsed whole, and swift-mustache reports what is wrong where it is.
    private var parsesOnlyWhole = false
    private let text: String

    init(_ text: String) {
        self.text = text
        var bytes = Array(text.utf8)
        bytes.append(0)  // a sentinel: reading one past the end is never out of bounds
        let count = bytes.count - 1
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                if depth == 0 { cuts.append((lineStart, line)) }
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let column = Self.scalars(bytes, from: lineStart, to: index) + 1
            var cursor = index + 2
            let sigil = Self.sigils.contains(bytes[cursor]) ? bytes[cursor] : 0
            if sigil != 0 { cursor += 1 }
            // The tag ends at the first `}}` (a `{{{name}}}` at the `}}}`); a tag left open ends the scan.
            var end = cursor
            while end < count, !(bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: "}")) { end += 1 }
            guard end < count else {
                parsesOnlyWhole = true
                break
            }
            tags.append(Tag(sigil: sigil, name: Self.trimmed(bytes[cursor..<end]), line: line, column: column))
            switch sigil {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "/"): depth -= 1
            case UInt8(ascii: "="): parsesOnlyWhole = true
            default: break
            }
            if depth < 0 { parsesOnlyWhole = true }
            end += sigil == UInt8(ascii: "{") && bytes[end + 2] == UInt8(ascii: "}") ? 3 : 2
            // A tag may span lines (a comment, say): count them.
            for offset in index..<end where bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            index = end
        }
        if depth != 0 { parsesOnlyWhole = true }
    }

    /// The text in pieces of at least `size` bytes (the last may be shorter), or whole when it cannot be cut.
    func pieces(ofAtLeast size: Int) -> [Piece] {
        guard !parsesOnlyWhole else { return [Piece(text: text[...], firstLine: 1)] }
        var pieces: [Piece] = []
        let utf8 = text.utf8
        var start = 0
        var firstLine = 1
        for cut in cuts where cut.offset - start >= size && cut.offset < utf8.count {
            pieces.append(Piece(text: Self.slice(text, from: start, to: cut.offset), firstLine: firstLine))
            start = cut.offset
            firstLine = cut.line
        }
        if start < utf8.count || pieces.isEmpty {
            pieces.append(Piece(text: Self.slice(text, from: start, to: utf8.count), firstLine: firstLine))
        }
        return pieces
    }

    private static let sigils = Set("#^/><$&{!=%".utf8)

    private static func scalars(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var count = 0
        for offset in start..<end where bytes[offset] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Cuts fall after a `\n`, so they are always on a Character boundary.
    private static func slice(_ text: String, from start: Int, to end: Int) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let isSpace = { (byte: UInt8) in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        }
        let kept = bytes.drop(while: isSpace)
        return String(decoding: kept.reversed().drop(while: isSpace).reversed(), as: UTF8.self)
    }
}
