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
        switch self {
        case .text(let text):
            return text
        case .list(let open, let items, let close, _):
            return open + items.map(\.flat).joined(separator: ", ") + close
        case .chain(let head, let items, let separator):
            return head + " " + items.joined(separator: " " + separator + " ")
        }
    }

    /// The code laid out for a line starting at `column` (the template's indentation): the first line has no
    /// indentation of its own, the next ones are indented relative to the first.
    func lines(at column: Int) -> [String] {
        switch self {
        case .text(let text):
            return [text]
        case .list(let open, let items, let close, let alwaysBreaks):
            let flat = self.flat
            if (!alwaysBreaks || items.isEmpty) && column + flat.count <= Self.lineLength {
                return [flat]
            }
            var lines = [open]
            for (index, item) in items.enumerated() {
                var itemLines = item.lines(at: column + 2)
                if index < items.count - 1 {
                    itemLines[itemLines.count - 1] += ","
                }
                lines += itemLines.map { "  " + $0 }
            }
            lines.append(close)
            return lines
        case .chain(let head, let items, let separator):
            let flat = self.flat
            if column + flat.count <= Self.lineLength || items.count < 2 {
                return [flat]
            }
            return [head] + items.enumerated().map { index, item in "  " + (index == 0 ? item : separator + " " + item) }
        }
    }
}
