import Mustache

/// A value the templates read. Each view model type names its fields in `child(named:)`, so rendering looks fields up
/// with a switch instead of reflection (fast on programs of thousands of steps) and a template can only read what
/// the view model offers.
protocol TemplateValue: MustacheParent {}

/// Lines of code placed at one indentation, with their doc comment: a case, a declaration, a statement.
struct CodeLines: TemplateValue, Equatable {
    var doc: [String] = []
    var lines: [String]
    /// False for the first of a list (templates put a blank line between declarations).
    var isFirst = false

    func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "lines": lines
        case "isFirst": isFirst
        default: nil
        }
    }
}

/// A `case …:` of a switch and the statements under it.
struct SwitchCase: TemplateValue, Equatable {
    var patternLines: [String]
    var bodyLines: [String]

    func child(named name: String) -> Any? {
        switch name {
        case "patternLines": patternLines
        case "bodyLines", "actionLines": bodyLines
        default: nil
        }
    }
}
