/// How names and text of the flow files are spelled in Swift: identifiers (delegated to `GeneratedNames`, the one
/// place that says which identifiers the generator declares, shared with the checks of generated names), the locals
/// values are bound to, string literals and doc comments.
enum SwiftNames {
    static func flowType(_ flow: String, _ suffix: String) -> String { GeneratedNames.flowType(flow, suffix) }

    static func memberTypeName(ofStep id: String) -> String { GeneratedNames.memberTypeName(ofStep: id) ?? id }

    static func tabOutcomeCase(flow: String, outcome: String) -> String {
        escaped(GeneratedNames.caseName(forTabOutcome: (flow, outcome)) ?? outcome)
    }

    static func tabProperty(ofFlow flow: String) -> String { GeneratedNames.tabProperty(ofFlow: flow) }

    static func escaped(_ identifier: String) -> String { GeneratedNames.escaped(identifier) }

    /// An argument label or associated-value label: keywords need no backticks there (swiftc warns when they
    /// have them), except `inout`, `var` and `let`.
    static func label(_ name: String) -> String {
        switch name {
        case "inout", "var", "let": "`\(name)`"
        default: name
        }
    }

    /// Locals the generated functions declare themselves (parameters and bindings), and names they read from the
    /// wiring they are in (`screens`, `self`: a binding of that name would hide it). A value of the flow file with
    /// one of these names is bound as `<name>Value` instead.
    static let reservedLocals: Set<String> = [
        "event", "route", "input", "decisions", "screens", "self", "coordinator", "step", "link", "match",
        "current", "state", "tabs", "outcome", "values", "wiring", "send",
    ]

    /// The local a value named `name` is bound to, unique among `taken` (which it joins).
    static func local(_ name: String, taken: inout Set<String>) -> String {
        var candidate = reservedLocals.contains(name) ? name + "Value" : name
        var counter = 2
        while taken.contains(candidate) {
            candidate = name + "Value\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return escaped(candidate)
    }

    /// A Swift string literal holding `text`: `\`, `"` and control characters escaped, so `\(` cannot interpolate.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `///` doc comment lines for a text: one per line, trailing whitespace trimmed, empty lines as `///`.
    /// A doc comment cannot be closed by its text (`*/` is harmless in a line comment), and nothing in it is code.
    /// flowc's own sentence as doc comment lines at `column`, wrapped at the line length between words.
    static func wrappedDocLines(_ text: String, column: Int) -> [String] {
        var lines: [String] = []
        var line = "///"
        for word in text.split(separator: " ") {
            if line != "///", column + line.count + 1 + word.count > SwiftCode.lineLength {
                lines.append(line)
                line = "///"
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }

    static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            while let last = line.unicodeScalars.last, last == " " || last == "\t" || last == "\r" {
                line.unicodeScalars.removeLast()
            }
            // Control characters (other than tab) would end up raw in the file; show them as the YAML wrote them.
            let scalars = line.unicodeScalars.map { scalar -> String in
                scalar.value < 0x20 && scalar != "\t" ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
            line = scalars.joined().replacingTabs()
            return line.isEmpty ? "///" : "/// " + line
        }
        while lines.last == "///" { lines.removeLast() }
        while lines.first == "///" { lines.removeFirst() }
        return lines
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        var result = ""
        for character in self {
            result += character == "\t" ? "  " : String(character)
        }
        return result
    }
}
