/// What a mapping or value is, for messages: "a flow file", "step 'login'", "the transition of 'next'".
///
/// Kept in parts and joined only when a message is written: every step and transition of a program has a
/// subject, and almost none of them get a diagnostic.
struct Subject: CustomStringConvertible, ExpressibleByStringLiteral {
    let text: String
    /// Quoted after `text` when given.
    let name: String?

    init(_ text: String, _ name: String? = nil) {
        self.text = text
        self.name = name
    }

    init(stringLiteral text: String) { self.init(text) }

    var description: String {
        guard let name else { return text }
        return text.isEmpty ? "'\(name)'" : "\(text) '\(name)'"
    }
}

/// Reads one YAML mapping of the format: finds keys, and reports keys the format does not have.
///
/// It reads the document in place: no array of pairs, no key text unless a key is unknown.
struct MappingReader {
    let node: YAMLNode
    let context: Subject

    /// nil (with a wrong-value diagnostic) when the node is not a mapping; null reads as an empty mapping.
    init?(_ node: YAMLNode, context: Subject, _ diagnostics: inout Diagnostics) {
        guard node.isMapping || node.isNull else {
            diagnostics.append(
                WrongValue.diagnostic("\(context) must be a mapping, not \(node.shapeDescription)", at: node.location))
            return nil
        }
        self.node = node
        self.context = context
    }

    /// The pairs in the author's order (none for null).
    var pairs: YAMLNode.Pairs { node.pairSequence }

    subscript(key: String) -> YAMLPair? { node.pair(key) }

    /// Reports every key not in `allowed`. `elsewhere` names keys that belong to another kind of mapping,
    /// so the note can say where they go instead of only "did you mean".
    /// `elsewhere` is only built when a key is unknown.
    func reportUnknownKeys(
        allowed: [String], elsewhere: () -> [String: String] = { [:] }, _ diagnostics: inout Diagnostics
    ) {
        for pair in pairs where !allowed.contains(where: pair.key.isScalar) {
            guard let name = pair.name else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "keys in \(context) are names, not \(pair.key.shapeDescription)", at: pair.key.location))
                continue
            }
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let hint = elsewhere()[name] {
                notes.append(.init(hint))
            } else if let suggestion = Names.suggestion(for: name, among: allowed) {
                notes.append(.init("did you mean '\(suggestion)'?"))
                fixIts.append(
                    .init(
                        replacing: pair.key.location, with: suggestion,
                        safe: Names.isSoleSuggestion(suggestion, for: name, among: allowed)))
            }
            notes.append(.init("\(context) takes: \(allowed.joined(separator: ", "))"))
            diagnostics.append(
                UnknownKey.diagnostic(
                    "unknown key '\(name)' in \(context)", at: pair.key.location, notes: notes, fixIts: fixIts))
        }
    }

    /// A required key, or a missing-key diagnostic at the mapping.
    func require(_ key: String, why: String, _ diagnostics: inout Diagnostics) -> YAMLPair? {
        if let pair = self[key] { return pair }
        diagnostics.append(
            MissingKey.diagnostic("\(context) is missing '\(key)'", at: node.location, notes: [.init(why)]))
        return nil
    }
}

/// Scalar readers shared by every part of the format.
enum ValueReader {
    /// A name or other text; reports wrong-value for lists, mappings and null.
    static func text(_ node: YAMLNode, what: @autoclosure () -> String, _ diagnostics: inout Diagnostics)
        -> Located<String>?
    {
        guard let text = node.text else {
            diagnostics.append(
                WrongValue.diagnostic("\(what()) must be text, not \(node.shapeDescription)", at: node.location))
            return nil
        }
        return Located(text, at: node.location)
    }

    /// A boolean, in YAML 1.1's spellings.
    static func bool(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> Bool? {
        if let scalar = node.scalar, scalar.isPlain {
            switch scalar.text.lowercased() {
            case "true", "yes", "on", "y": return true
            case "false", "no", "off", "n": return false
            default: break
            }
        }
        diagnostics.append(
            WrongValue.diagnostic("\(what) must be true or false, not \(node.shapeDescription)", at: node.location))
        return nil
    }

    /// One text or a list of texts (`imports`, `deeplink`, `tabs`).
    static func texts(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> [Located<String>] {
        if node.isSequence {
            return node.items.compactMap { text($0, what: "each entry of \(what)", &diagnostics) }
        }
        return text(node, what: what, &diagnostics).map { [$0] } ?? []
    }

    /// One of the `present` values; `allowed` leaves out `replace` where it has no meaning.
    static func presentation(_ node: YAMLNode, allowed: [Presentation], _ diagnostics: inout Diagnostics)
        -> Located<Presentation>?
    {
        let names = allowed.map(\.rawValue)
        if let text = node.text, let value = Presentation(rawValue: text), allowed.contains(value) {
            return Located(value, at: node.location)
        }
        var notes: [Diagnostic.Note] = [.init("'present' takes: \(names.joined(separator: ", "))")]
        if node.text == "replace" {
            notes = [
                .init("'replace' is a way to enter a step, so it goes on a transition: { to: step, present: replace }")
            ]
        } else if let text = node.text, let suggestion = Names.suggestion(for: text, among: names) {
            notes.insert(.init("did you mean '\(suggestion)'?"), at: 0)
        }
        diagnostics.append(
            WrongValue.diagnostic("'present' cannot be \(node.shapeDescription)", at: node.location, notes: notes))
        return nil
    }
}
