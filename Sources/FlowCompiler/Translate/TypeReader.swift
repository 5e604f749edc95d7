/// Reads the `name: Type` mappings of params, input, payloads and `with`.
enum TypeReader {
    static func params(_ node: YAMLNode, context: Subject, _ diagnostics: inout Diagnostics) -> [Param] {
        guard let mapping = MappingReader(node, context: context, &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let name = ValueReader.text(pair.key, what: "a name in \(context)", &diagnostics) else { return nil }
            guard let spelling = spelling(of: pair.value, &diagnostics) else { return nil }
            return Param(name: name, type: TypeRef(spelling: spelling, at: pair.value.location))
        }
    }

    /// The type's text. YAML reads `[String]` and `[String: Int]` as a list and a list of a mapping; folding
    /// them back to text lets authors write types without quotes.
    static func spelling(of node: YAMLNode, _ diagnostics: inout Diagnostics) -> String? {
        // Nearly every type is one scalar: read it without the fold.
        if let text = node.text { return text }
        var problem: String?
        let text = fold(node, depth: 0, problem: &problem)
        if let problem {
            diagnostics.append(InvalidType.diagnostic(problem, at: node.location))
            return nil
        }
        return text
    }

    private static func fold(_ node: YAMLNode, depth: Int, problem: inout String?) -> String {
        guard depth < 32 else {
            problem = "the type is nested too deeply"
            return ""
        }
        switch node.kind {
        case .scalar(let scalar):
            if node.isNull { problem = "a type is missing; write one like 'String' or 'Int?'" }
            return scalar.text
        case .sequence(let items):
            guard items.count == 1 else {
                problem = "a list type holds exactly one element type, like [String]"
                return ""
            }
            return "[" + fold(items[0], depth: depth + 1, problem: &problem) + "]"
        case .mapping(let pairs):
            guard pairs.count == 1 else {
                problem = "a dictionary type has one key type and one value type, like [String: Int]"
                return ""
            }
            let key = fold(pairs[0].key, depth: depth + 1, problem: &problem)
            let value = fold(pairs[0].value, depth: depth + 1, problem: &problem)
            // A bare mapping `{K: V}` is not a type; inside a list it is the dictionary's body.
            return depth == 0 ? "{\(key): \(value)}" : "\(key): \(value)"
        }
    }
}

/// Reads `args:`: name → constant (format v2).
enum LiteralReader {
    static func literals(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [Literal] {
        guard let mapping = MappingReader(node, context: Subject("", "args"), &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let name = ValueReader.text(pair.key, what: "a name in 'args'", &diagnostics) else { return nil }
            let value = pair.value
            if value.isNull {
                return Literal(name: name, value: Located("nil", at: value.location), kind: .null)
            }
            guard let scalar = value.scalar else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'\(name.value)' in 'args' cannot be \(value.shapeDescription)", at: value.location,
                        notes: [
                            .init(
                                "an argument is a constant: text, a number, true or false, null, or a case like '.login'"
                            )
                        ]))
                return nil
            }
            return Literal(
                name: name, value: Located(scalar.text, at: value.location),
                kind: Literal.kind(of: scalar.text, quoted: !scalar.isPlain))
        }
    }
}
