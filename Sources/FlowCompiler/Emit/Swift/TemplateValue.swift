import Mustache

/// A value the templates read. Each view model type names its fields in `child(named:)`, so rendering looks fields up
/// with a switch instead of reflection (fast on programs of thousands of steps) and a template can only read what
/// the view model offers.
protocol TemplateValue: MustacheParent, Sendable {}

/// One line of a list of lines (`doc`, `lines`, `bodyLines`, …): a String to the templates, rendered by
/// swift-mustache through `MustacheCustomRenderable`. Why not the String itself: for a String the renderer asks
/// the runtime four times whether it conforms to a protocol before it prints it, for this type twice, and the
/// generated code is mostly such lines (a quarter of the rendering time went to the difference). Transforms
/// (`{{ uppercased(.) }}`, …) are the String's.
struct TemplateLine: MustacheCustomRenderable, MustacheTransformable, Comparable, CustomStringConvertible {
    var text: String

    var renderText: String { text }
    var isNull: Bool { false }
    var description: String { text }
    func transform(_ name: String) -> Any? { text.transform(name) }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}

extension [String] {
    /// The lines as the templates read them.
    var templateLines: [TemplateLine] { map { TemplateLine(text: $0) } }
}

/// Lines of code placed at one indentation, with their doc comment: a case, a declaration, a statement.
struct CodeLines: TemplateValue, Equatable {
    var doc: [String] = []
    var lines: [String]
    /// False for the first of a list (templates put a blank line between declarations).
    var isFirst = false
    /// Set apart from the entry before it by a blank line: it or that entry has a doc comment or several lines.
    /// One-line declarations without docs read as a table.
    var isSpaced = true

    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc.templateLines
        case "lines": lines.templateLines
        case "isFirst": isFirst
        case "isSpaced": isSpaced
        default: nil
        }
    }
}

extension [CodeLines] {
    /// The entries, each spaced from the one before it only where one of them has a doc comment or several lines.
    var spacedWhereNeeded: [CodeLines] {
        var entries = self
        for index in entries.indices.dropFirst() {
            let (entry, previous) = (entries[index], entries[index - 1])
            entries[index].isSpaced =
                !entry.doc.isEmpty || entry.lines.count > 1 || !previous.doc.isEmpty || previous.lines.count > 1
        }
        return entries
    }
}

/// A `case …:` of a switch and the statements under it.
struct SwitchCase: TemplateValue, Equatable {
    var patternLines: [String]
    var bodyLines: [String]

    func child(named name: String) -> Any? {
        switch name {
        case "patternLines": patternLines.templateLines
        case "bodyLines", "actionLines": bodyLines.templateLines
        default: nil
        }
    }
}

extension CodeLines {
    /// A requirement of `<Flow>Screens` (`func login(email: String?, send: …) -> Screen`, on one line or several) as
    /// a conforming type declares it: the screen's name, and the lines with `Screen` made `type` (the suites'
    /// screen makers, the scaffold's views); nil for other lines.
    func screenMethod(returning type: String) -> (name: String, lines: [String])? {
        guard let first = lines.first, first.hasPrefix("func "), let last = lines.last, last.hasSuffix("-> Screen")
        else { return nil }
        let name = first.dropFirst("func ".count).prefix { $0 != "(" }.replacingOccurrences(of: "`", with: "")
        return (name, lines.dropLast() + [String(last.dropLast("Screen".count)) + type])
    }
}
