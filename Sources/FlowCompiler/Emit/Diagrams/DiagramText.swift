/// What both formats do the same way to user text before escaping it.
enum DiagramText {
    /// Printable ASCII only (no control character, no line break) and none of `special`: text that `lines` keeps as
    /// one line as it is, and that an escaper need not look at.
    static func isPlain(_ text: String, except special: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F || special.contains(byte) { return false }
            return true
        }
    }

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
}
