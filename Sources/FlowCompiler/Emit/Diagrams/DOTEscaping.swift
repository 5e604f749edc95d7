/// Text for Graphviz's DOT language, shown exactly as written.
///
/// User text only ever goes into double-quoted strings: `"` and `\` are escaped (so `\N`, `\G`, `\l` and friends
/// stay literal), line breaks become `\n`, and `&` becomes `&amp;` because Graphviz decodes HTML entities in
/// labels and tooltips (`&lt;` written by a user must show as `&lt;`, not `<`). HTML-like labels (`<...>`) are
/// never used. Control characters, which no renderer shows, are dropped (a tab becomes a space).
enum DOTEscaping {
    /// A label (of a node, edge, cluster or the graph).
    static func quoted(_ text: String) -> String { quoted(text, backslash: "\\\\") }

    /// A tooltip: Graphviz reads escapes in tooltips twice (`\\N` is the node name there), so a backslash
    /// is written as four.
    static func tooltip(_ text: String) -> String { quoted(text, backslash: "\\\\\\\\") }

    private static func quoted(_ text: String, backslash: String) -> String {
        var out = "\""
        for line in DiagramText.lines(text).enumerated() {
            if line.offset > 0 { out += "\\n" }
            for scalar in line.element.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += backslash
                case "&": out += "&amp;"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A `//` comment's text: one line.
    static func comment(_ text: String) -> String {
        DiagramText.lines(text).joined(separator: " ")
    }
}

/// What both formats do the same way to user text before escaping it.
enum DiagramText {
    /// Lines of `text`: CRLF, CR, NEL, U+2028 and U+2029 end a line; other control characters are dropped and
    /// a tab becomes a space.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where previousWasCR:
                break
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(String(current))
                current = String.UnicodeScalarView()
            case 0x09:
                current.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0:
                break
            default:
                current.append(scalar)
            }
            previousWasCR = scalar.value == 0x0D
        }
        lines.append(String(current))
        return lines
    }

    /// At most `limit` UTF-16 units (what Mermaid counts), cut with "…".
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.utf16.count > limit else { return text }
        var out = ""
        var count = 0
        for character in text {
            let size = String(character).utf16.count
            if count + size > limit - 1 { break }
            out.append(character)
            count += size
        }
        return out + "…"
    }

    /// Words of `text` re-flowed into lines of about `width` characters (Mermaid does not wrap quoted labels).
    static func wrapped(_ text: String, width: Int) -> [String] {
        lines(text).flatMap { line -> [String] in
            var result: [String] = []
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    result.append(current)
                    current = String(word)
                } else {
                    current += current.isEmpty ? String(word) : " " + word
                }
            }
            result.append(current)
            return result
        }
    }
}
