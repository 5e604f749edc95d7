/// Text for Graphviz's DOT language, shown exactly as written.
///
/// User text only ever goes into double-quoted strings: `"` and `\` are escaped (so `\N`, `\G`, `\l` and friends
/// stay literal), line breaks become `\n`, and `&` becomes `&amp;` because Graphviz decodes HTML entities in
/// labels and tooltips (`&lt;` written by a user must show as `&lt;`, not `<`). HTML-like labels (`<...>`) are
/// never used. Control characters, which no renderer shows, are dropped (a tab becomes a space).
enum DOTEscaping {
    /// A label (of a node, edge, cluster or the graph).
    static func quoted(_ text: String) -> String {
        var out = ""
        append(text, backslash: "\\\\", to: &out)
        return out
    }

    /// `quoted(text)` appended to `out`.
    static func appendQuoted(_ text: String, to out: inout String) { append(text, backslash: "\\\\", to: &out) }

    /// A tooltip: Graphviz reads escapes in tooltips twice (`\\N` is the node name there), so a backslash
    /// is written as four.
    static func tooltip(_ text: String) -> String {
        var out = ""
        append(text, backslash: "\\\\\\\\", to: &out)
        return out
    }

    private static func append(_ text: String, backslash: String, to out: inout String) {
        out += "\""
        // Most labels are plain: printable ASCII with nothing to escape.
        if DiagramText.isPlain(text, except: [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "&")]) {
            out += text
        } else {
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
        }
        out += "\""
    }

    /// A `//` comment's text: one line.
    static func comment(_ text: String) -> String {
        if DiagramText.isPlain(text, except: []) { return text }
        return DiagramText.lines(text).joined(separator: " ")
    }
}
