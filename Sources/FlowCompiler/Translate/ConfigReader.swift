import Foundation

/// Reads a `flowc.yaml` with the same libyaml layer and the same shape checks as flows: an unknown key is
/// `unknown-key` with a did-you-mean, a value of the wrong kind `wrong-value`, each at its line and column.
public enum ConfigReader {
    static let topKeys = ["root", "strict", "generate", "diagrams", "diff", "restoration"]
    static let generateKeys = [
        "accessLevel", "typePrefix", "imports", "templates", "adapters", "sourceLocations", "stringsBundle",
    ]
    static let diagramKeys = ["format", "overview", "expandSubflows", "output"]
    static let diffKeys = ["accept"]
    static let acceptKeys = ["change"] + FlowChange.Subject.keys + ["reason"]
    static let restorationKeys = ["renamedSteps"]
    static let renameKeys = ["flow", "from", "to"]

    /// Loads and reads one config file. An empty file is a valid config with no options.
    public static func load(_ file: SourceFile) -> (config: Config, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let root = YAMLLoader.load(file, into: &diagnostics)
        var config = Config(file: file.path)
        if let root, !diagnostics.hasErrors {
            config = read(root, file: file, &diagnostics)
        }
        return (config, diagnostics.sorted)
    }

    static func read(_ root: YAMLNode, file: SourceFile, _ diagnostics: inout Diagnostics) -> Config {
        var config = Config(file: file.path)
        guard let top = MappingReader(root, context: "a flowc.yaml file", &diagnostics) else { return config }
        top.reportUnknownKeys(allowed: topKeys, elsewhere: { misplaced(in: "top") }, &diagnostics)
        if let pair = top["root"], let name = ValueReader.text(pair.value, what: "'root'", &diagnostics) {
            if Names.isUpperCamel(name.value) {
                config.root = name
            } else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'root' must name a flow (UpperCamelCase), not '\(name.value)'", at: name.location,
                        notes: [.init("write the flow's name as in its file: 'root: App'")]))
            }
        }
        if let pair = top["strict"] {
            config.strict = ValueReader.bool(pair.value, what: "'strict'", &diagnostics).map {
                Located($0, at: pair.value.location)
            }
        }
        if let pair = top["generate"],
            let mapping = MappingReader(pair.value, context: "'generate'", &diagnostics)
        {
            mapping.reportUnknownKeys(allowed: generateKeys, elsewhere: { misplaced(in: "generate") }, &diagnostics)
            config.generate = generate(mapping, &diagnostics)
        }
        if let pair = top["diagrams"],
            let mapping = MappingReader(pair.value, context: "'diagrams'", &diagnostics)
        {
            mapping.reportUnknownKeys(allowed: diagramKeys, elsewhere: { misplaced(in: "diagrams") }, &diagnostics)
            config.diagrams = diagrams(mapping, &diagnostics)
        }
        if let pair = top["diff"], let mapping = MappingReader(pair.value, context: "'diff'", &diagnostics) {
            mapping.reportUnknownKeys(allowed: diffKeys, elsewhere: { misplaced(in: "diff") }, &diagnostics)
            if let accept = mapping["accept"] { config.diff.accept = acceptances(accept.value, &diagnostics) }
        }
        if let pair = top["restoration"],
            let mapping = MappingReader(pair.value, context: "'restoration'", &diagnostics)
        {
            mapping.reportUnknownKeys(
                allowed: restorationKeys, elsewhere: { misplaced(in: "restoration") }, &diagnostics)
            if let renamed = mapping["renamedSteps"] {
                config.restoration.renamedSteps = renamedSteps(renamed.value, &diagnostics)
            }
        }
        return config
    }

    /// A key written in the wrong section gets a note saying where it goes, not a did-you-mean.
    private static func misplaced(in section: String) -> [String: String] {
        var hints: [String: String] = [:]
        let sections: [(name: String, keys: [String])] = [
            ("top", topKeys), ("generate", generateKeys), ("diagrams", diagramKeys), ("diff", diffKeys),
            ("restoration", restorationKeys),
        ]
        for (name, keys) in sections where name != section {
            for key in keys {
                hints[key] =
                    name == "top" ? "'\(key)' goes at the top level of flowc.yaml" : "'\(key)' goes under '\(name):'"
            }
        }
        return hints
    }

    private static func generate(_ mapping: MappingReader, _ diagnostics: inout Diagnostics) -> Config.Generate {
        var generate = Config.Generate()
        if let pair = mapping["accessLevel"] {
            generate.accessLevel = choice(pair.value, what: "'accessLevel'", Config.AccessLevel.self, &diagnostics)
        }
        if let pair = mapping["typePrefix"],
            let prefix = ValueReader.text(pair.value, what: "'typePrefix'", &diagnostics)
        {
            // The prefix starts every generated type's name: an uppercase letter, then letters and digits.
            if Names.isTypePrefix(prefix.value) {
                generate.typePrefix = prefix
            } else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'\(prefix.value)' is not a type name prefix", at: prefix.location,
                        notes: [.init("write an uppercase letter, then letters or digits, like 'typePrefix: FC'")]))
            }
        }
        if let pair = mapping["imports"] {
            for module in ValueReader.texts(pair.value, what: "'imports'", &diagnostics) {
                if Names.isModulePath(module.value) {
                    generate.imports.append(module)
                } else {
                    diagnostics.append(
                        WrongValue.diagnostic(
                            "'\(module.value)' is not a module name", at: module.location,
                            notes: [.init("list modules by name, like 'imports: [Models, Shared.Utilities]'")]))
                }
            }
        }
        if let pair = mapping["templates"] {
            generate.templates = path(pair.value, what: "'templates'", &diagnostics)
        }
        if let pair = mapping["adapters"] {
            // The hosts were generated files once; they are libraries now, which a target depends on instead.
            diagnostics.append(
                WrongValue.diagnostic(
                    "'adapters' is no longer an option: flowc generates no hosts, they are the libraries FlowcUIKit "
                        + "and FlowcSwiftUI", at: pair.key.location,
                    notes: [
                        .init(
                            "remove 'adapters', and add the product 'FlowcUIKit' or 'FlowcSwiftUI' of the flowc "
                                + "package to the target that shows the flows (docs/adoption.md)")
                    ]))
        }
        if let pair = mapping["stringsBundle"] {
            generate.stringsBundle = choice(
                pair.value, what: "'stringsBundle'", SwiftGenerator.StringsBundle.self, &diagnostics)
        }
        if let pair = mapping["sourceLocations"] {
            generate.sourceLocations = ValueReader.bool(pair.value, what: "'sourceLocations'", &diagnostics).map {
                Located($0, at: pair.value.location)
            }
        }
        return generate
    }

    private static func diagrams(_ mapping: MappingReader, _ diagnostics: inout Diagnostics) -> Config.Diagrams {
        var diagrams = Config.Diagrams()
        if let pair = mapping["format"] {
            diagrams.format = choice(pair.value, what: "'format'", DiagramFormat.self, &diagnostics)
        }
        if let pair = mapping["overview"] {
            diagrams.overview = ValueReader.bool(pair.value, what: "'overview'", &diagnostics).map {
                Located($0, at: pair.value.location)
            }
        }
        if let pair = mapping["expandSubflows"] {
            diagrams.expandSubflows = ValueReader.bool(pair.value, what: "'expandSubflows'", &diagnostics).map {
                Located($0, at: pair.value.location)
            }
        }
        if let pair = mapping["output"] {
            diagrams.output = path(pair.value, what: "'output'", &diagnostics)
        }
        return diagrams
    }

    /// `diff: accept:`, a list of breaks the team accepts: each names a change id, the subject keys that narrow it
    /// down, and a reason (required: an accepted break without a reason is one nobody can review later).
    private static func acceptances(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [DiffAcceptance] {
        guard node.isSequence || node.isNull else {
            diagnostics.append(
                WrongValue.diagnostic(
                    "'accept' must be a list of accepted changes, not \(node.shapeDescription)", at: node.location))
            return []
        }
        let ids = FlowChange.Kind.allCases.map(\.rawValue)
        var result: [DiffAcceptance] = []
        for item in node.items {
            guard let entry = MappingReader(item, context: "an entry of 'accept'", &diagnostics) else { continue }
            entry.reportUnknownKeys(allowed: acceptKeys, &diagnostics)
            let change = entry.require(
                "change", why: "name the change it accepts by its id, like 'change: restoration-step-removed'",
                &diagnostics
            ).flatMap { ValueReader.text($0.value, what: "'change'", &diagnostics) }
            if let change, !ids.contains(change.value) {
                var notes: [Diagnostic.Note] = []
                var fixIts: [Diagnostic.FixIt] = []
                if let suggestion = Names.suggestion(for: change.value, among: ids) {
                    notes.append(.init("did you mean '\(suggestion)'?"))
                    fixIts.append(
                        .init(
                            replacing: change.location, with: suggestion,
                            safe: Names.isSoleSuggestion(suggestion, for: change.value, among: ids)))
                }
                notes.append(.init("the change ids are listed in docs/diff.md"))
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'\(change.value)' is not a change of flowc diff", at: change.location, notes: notes,
                        fixIts: fixIts))
                continue
            }
            let reason = entry.require(
                "reason", why: "say why the break is acceptable: the reason is shown with the change in every report",
                &diagnostics
            ).flatMap { ValueReader.text($0.value, what: "'reason'", &diagnostics) }
            if let reason, reason.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'reason' is empty", at: reason.location,
                        notes: [.init("say why the break is acceptable: the reason is shown with the change")]))
                continue
            }
            var subject: [String: Located<String>] = [:]
            for key in FlowChange.Subject.keys {
                if let pair = entry[key], let value = ValueReader.text(pair.value, what: "'\(key)'", &diagnostics) {
                    subject[key] = value
                }
            }
            guard let change, let reason else { continue }
            result.append(DiffAcceptance(change: change, subject: subject, reason: reason, at: item.location))
        }
        return result
    }

    /// `restoration: renamedSteps:`, a list of `{ flow, from, to }`: each a step renamed since a build that saved
    /// states. Whether the names are the program's is checked with the program (unknown-flow, unknown-step,
    /// wrong-value), since flowc.yaml is read before the flows.
    private static func renamedSteps(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [StepRename] {
        guard node.isSequence || node.isNull else {
            diagnostics.append(
                WrongValue.diagnostic(
                    "'renamedSteps' must be a list of renamed steps, not \(node.shapeDescription)", at: node.location,
                    notes: [.init("write one entry per rename: '- { flow: Auth, from: verifyCod, to: verifyCode }'")]))
            return []
        }
        var result: [StepRename] = []
        var seen: [[String]: SourceLocation] = [:]
        for item in node.items {
            guard let entry = MappingReader(item, context: "an entry of 'renamedSteps'", &diagnostics) else {
                continue
            }
            entry.reportUnknownKeys(allowed: renameKeys, &diagnostics)
            let why = [
                "flow": "name the flow whose step was renamed, like 'flow: Auth'",
                "from": "give the step's old id, the one states saved by older builds hold, like 'from: verifyCod'",
                "to": "give the step's id now, like 'to: verifyCode'",
            ]
            var names: [String: Located<String>] = [:]
            for key in renameKeys {
                guard let pair = entry.require(key, why: why[key]!, &diagnostics),
                    let name = ValueReader.text(pair.value, what: "'\(key)'", &diagnostics)
                else { continue }
                let valid = key == "flow" ? Names.isUpperCamel(name.value) : Names.isLowerCamel(name.value)
                guard valid else {
                    diagnostics.append(
                        WrongValue.diagnostic(
                            key == "flow"
                                ? "'flow' must name a flow (UpperCamelCase), not '\(name.value)'"
                                : "'\(key)' must be a step id (lowerCamelCase), not '\(name.value)'",
                            at: name.location, notes: [.init(why[key]!)]))
                    continue
                }
                names[key] = name
            }
            guard let flow = names["flow"], let from = names["from"], let to = names["to"] else { continue }
            if from.value == to.value {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "step '\(from.value)' is renamed to itself", at: to.location,
                        notes: [.init("give the step's new id in 'to', or remove the entry")]))
                continue
            }
            if let first = seen[[flow.value, from.value]] {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "step '\(from.value)' of flow '\(flow.value)' is renamed twice", at: from.location,
                        notes: [
                            .init("first renamed here", at: first),
                            .init("a saved state decodes as one step: keep one entry"),
                        ]))
                continue
            }
            seen[[flow.value, from.value]] = from.location
            result.append(StepRename(flow: flow, from: from, to: to, at: item.location))
        }
        return result
    }

    /// One of a fixed set of words, with a did-you-mean when it is close to one.
    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, what: String, takes: String? = nil, _ type: Value.Type, _ diagnostics: inout Diagnostics
    ) -> Located<Value>? where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        if let text = node.text, let value = Value(rawValue: text) {
            return Located(value, at: node.location)
        }
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        if let text = node.text, let suggestion = Names.suggestion(for: text, among: names) {
            notes.append(.init("did you mean '\(suggestion)'?"))
            fixIts.append(
                .init(
                    replacing: node.location, with: suggestion,
                    safe: Names.isSoleSuggestion(suggestion, for: text, among: names)))
        }
        notes.append(.init("\(takes ?? what) takes: \(names.joined(separator: ", "))"))
        diagnostics.append(
            WrongValue.diagnostic(
                "\(what) cannot be \(node.shapeDescription)", at: node.location, notes: notes, fixIts: fixIts))
        return nil
    }

    private static func path(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> Located<String>? {
        guard let text = ValueReader.text(node, what: what, &diagnostics) else { return nil }
        if text.value.contains("\0") || text.value.trimmingCharacters(in: .whitespaces).isEmpty {
            diagnostics.append(WrongValue.diagnostic("\(what) must be a path", at: node.location))
            return nil
        }
        return text
    }
}
