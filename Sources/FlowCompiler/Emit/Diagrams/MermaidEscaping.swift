/// Text for Mermaid flowcharts, shown exactly as written.
///
/// User text only ever goes into double-quoted labels. Inside them every character Mermaid or its HTML labels
/// could read as syntax is written as a Mermaid entity code (`#quot;`, `#lt;`, `#35;` …), which Mermaid decodes
/// only after parsing; line breaks become `<br/>`. Letters, digits and plain punctuation (`.,'!?/+=@$^-_()`)
/// stay as they are so the source stays readable. Escaping `#` and `;` keeps user text from forming entity
/// codes of its own, escaping `:` keeps Mermaid's `style…:…#…;` clean-up from eating a character, and the two
/// characters of Mermaid's internal entity placeholders (U+FB02, U+00B6) are escaped so user text cannot forge
/// one. Letters of any script pass unchanged.
enum MermaidEscaping {
    static func label(_ text: String) -> String {
        if isKept(text) { return text }
        return DiagramText.lines(text).map(line).joined(separator: "<br/>")
    }

    /// One line of text, escaped.
    static func line(_ text: String) -> String {
        if isKept(text) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "&": out += "#amp;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case _ where scalar.isASCII && isKeptASCII(UInt8(scalar.value)):
                out.unicodeScalars.append(scalar)
            case "\u{FB02}", "\u{B6}":
                out += "#\(scalar.value);"
            default:
                if scalar.value < 0x80 {
                    out += "#\(scalar.value);"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Only characters `line` keeps as they are (one line, nothing to escape).
    private static func isKept(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(isKeptASCII) }
    }

    /// The ASCII characters `line` writes as they are.
    private static func isKeptASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","),
            UInt8(ascii: "'"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "/"), UInt8(ascii: "+"),
            UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "-"),
            UInt8(ascii: "_"), UInt8(ascii: "("), UInt8(ascii: ")"):
            true
        default: false
        }
    }

    /// A `%%` comment's text: one line of plain characters (a comment starting `%%{` would be a directive).
    static func comment(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                DiagramText.lines(text).joined(separator: " ").unicodeScalars.map {
                    $0 == "{" || $0 == "}" || $0 == "%" ? "?" : $0
                }))
    }
}
