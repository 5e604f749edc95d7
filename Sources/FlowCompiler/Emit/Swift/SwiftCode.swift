/// A fragment of Swift code the view model builds and lays out into lines the way `swift format` accepts them:
/// on one line when it fits the line length, otherwise a list broken after its opening, one item per line with a
/// trailing comma between items, and its closing on a line of its own.
///
/// Names are laid out in the view model, never in templates: the templates only place the lines at their
/// indentation, so long names cannot push generated code past the lint's line length.
indirect enum SwiftCode: Equatable, ExpressibleByStringLiteral {
    /// Text that is never broken.
    case text(String)
    /// `open` item, item, … `close`: a call, a case declaration, a parameter list or a pattern. With `alwaysBreaks`,
    /// it is broken even when it would fit (the factory's screen methods read better that way).
    case list(open: String, items: [SwiftCode], close: String, alwaysBreaks: Bool)
    /// A protocol composition or another chain `head first op rest…`, broken before each `op`.
    case chain(head: String, items: [String], separator: String)

    init(stringLiteral value: String) { self = .text(value) }

    /// The line length fragments are kept within: two short of the lint's 120 (`.swift-format`'s `lineLength`),
    /// since swift-format counts the trailing comma it would add to a collection broken over lines.
    static let lineLength = 118

    static func list(_ open: String, _ items: [SwiftCode], _ close: String, alwaysBreaks: Bool = false) -> SwiftCode {
        .list(open: open, items: items, close: close, alwaysBreaks: alwaysBreaks)
    }

    /// `name(items)` or just `name` when there are no items (an enum case without associated values).
    static func call(_ name: String, _ items: [SwiftCode], prefix: String = "", suffix: String = "") -> SwiftCode {
        items.isEmpty ? .text(prefix + name + suffix) : .list(prefix + name + "(", items, ")" + suffix)
    }

    /// The code on one line.
    var flat: String {
        if let count = asciiCount { return line(indent: 0, count: count, trailing: "") }
        var text = ""
        write(into: &text)
        return text
    }

    /// `indent` spaces, the code on one line (`count` bytes of ASCII), then `trailing`: made in place, in one
    /// allocation (none when short).
    private func line(indent: Int, count: Int, trailing: String) -> String {
        var trailing = trailing
        return trailing.withUTF8 { trailingBytes in
            String(unsafeUninitializedCapacity: indent + count + trailingBytes.count) { buffer in
                var end = 0
                for _ in 0..<indent {
                    buffer[end] = 0x20
                    end += 1
                }
                write(into: buffer, at: &end)
                for byte in trailingBytes {
                    buffer[end] = byte
                    end += 1
                }
                return end
            }
        }
    }

    /// `write(into:)` as bytes, into a buffer known to be large enough.
    private func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        switch self {
        case .text(let value):
            Self.copy(value, into: buffer, at: &end)
        case .list(let open, let items, let close, _):
            Self.copy(open, into: buffer, at: &end)
            for (index, item) in items.enumerated() {
                if index > 0 { Self.copy(", ", into: buffer, at: &end) }
                item.write(into: buffer, at: &end)
            }
            Self.copy(close, into: buffer, at: &end)
        case .chain(let head, let items, let separator):
            Self.copy(head, into: buffer, at: &end)
            for (index, item) in items.enumerated() {
                if index == 0 {
                    Self.copy(" ", into: buffer, at: &end)
                } else {
                    Self.copy(" ", into: buffer, at: &end)
                    Self.copy(separator, into: buffer, at: &end)
                    Self.copy(" ", into: buffer, at: &end)
                }
                Self.copy(item, into: buffer, at: &end)
            }
        }
    }

    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            (buffer.baseAddress! + end).update(from: base, count: bytes.count)
            end += bytes.count
        }
    }

    private func write(into text: inout String) {
        switch self {
        case .text(let value):
            text += value
        case .list(let open, let items, let close, _):
            text += open
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                item.write(into: &text)
            }
            text += close
        case .chain(let head, let items, let separator):
            text += head
            for (index, item) in items.enumerated() {
                text += index == 0 ? " " : " " + separator + " "
                text += item
            }
        }
    }

    /// The number of bytes of `flat` when all of it is ASCII without carriage returns (one character per byte);
    /// nil otherwise.
    private var asciiCount: Int? {
        switch self {
        case .text(let text):
            return Self.asciiCount(text)
        case .list(let open, let items, let close, _):
            guard let open = Self.asciiCount(open), let close = Self.asciiCount(close) else { return nil }
            var total = open + close + 2 * max(0, items.count - 1)
            for item in items {
                guard let count = item.asciiCount else { return nil }
                total += count
            }
            return total
        case .chain(let head, let items, let separator):
            guard let head = Self.asciiCount(head), let separator = Self.asciiCount(separator) else { return nil }
            var total = head + (items.isEmpty ? 0 : 1) + max(0, items.count - 1) * (separator + 2)
            for item in items {
                guard let count = Self.asciiCount(item) else { return nil }
                total += count
            }
            return total
        }
    }

    /// `text.count`, counted as bytes when the text is ASCII without carriage returns (one character per byte).
    static func characterCount(_ text: String) -> Int { asciiCount(text) ?? text.count }

    private static func asciiCount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes.count : nil }
    }

    /// The code laid out for a line starting at `column` (the template's indentation): the first line has no
    /// indentation of its own, the next ones are indented relative to the first.
    func lines(at column: Int) -> [String] {
        if case .text(let text) = self { return [text] }
        var lines: [String] = []
        append(at: column, indent: 0, trailing: "", to: &lines)
        return lines
    }

    /// The lines of `lines(at:)`, each after `indent` spaces, the last one followed by `trailing` (the comma after
    /// an item of a broken list), appended to `lines`: each line is made once.
    private func append(at column: Int, indent: Int, trailing: String, to lines: inout [String]) {
        switch self {
        case .text(let text):
            lines.append(Self.spaces(indent) + text + trailing)
        case .list(let open, let items, let close, let alwaysBreaks):
            let ascii = asciiCount
            if (!alwaysBreaks || items.isEmpty) && column + (ascii ?? flat.count) <= Self.lineLength {
                appendFlat(indent: indent, ascii: ascii, trailing: trailing, to: &lines)
                return
            }
            lines.append(Self.spaces(indent) + open)
            for (index, item) in items.enumerated() {
                item.append(
                    at: column + 2, indent: indent + 2, trailing: index < items.count - 1 ? "," : "", to: &lines)
            }
            lines.append(Self.spaces(indent) + close + trailing)
        case .chain(let head, let items, let separator):
            let ascii = asciiCount
            if column + (ascii ?? flat.count) <= Self.lineLength || items.count < 2 {
                appendFlat(indent: indent, ascii: ascii, trailing: trailing, to: &lines)
                return
            }
            lines.append(Self.spaces(indent) + head)
            for (index, item) in items.enumerated() {
                let last = index == items.count - 1 ? trailing : ""
                lines.append(Self.spaces(indent + 2) + (index == 0 ? item : separator + " " + item) + last)
            }
        }
    }

    /// The code on one line, after `indent` spaces and before `trailing`.
    private func appendFlat(indent: Int, ascii: Int?, trailing: String, to lines: inout [String]) {
        if let ascii {
            lines.append(line(indent: indent, count: ascii, trailing: trailing))
        } else {
            var line = Self.spaces(indent)
            write(into: &line)
            line += trailing
            lines.append(line)
        }
    }

    private static let indentation = (0...64).map { String(repeating: " ", count: $0) }

    private static func spaces(_ count: Int) -> String {
        count < indentation.count ? indentation[count] : String(repeating: " ", count: count)
    }
}
