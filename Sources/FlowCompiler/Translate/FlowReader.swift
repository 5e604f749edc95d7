/// Translates one file's YAML tree into a `Flow`. Shapes are checked here (unknown-key, wrong-value,
/// missing-key); meaning is checked later, on the whole program.
enum FlowReader {
    static let flowKeys = [
        "flow", "summary", "tab", "imports", "input", "outcomes", "requests", "appEvents", "on", "start", "entries",
        "steps",
    ]

    static func read(
        _ root: YAMLNode?, file: SourceFile, limits: YAMLLoader.Limits = .init(), _ diagnostics: inout Diagnostics
    ) -> Flow? {
        let top = SourceLocation(file: file.path, line: 1, column: 1)
        guard let root, !root.isNull else {
            diagnostics.append(
                MissingKey.diagnostic(
                    "the file is empty", at: top,
                    notes: [.init("a flow file needs at least 'flow: Name', 'start: step' and 'steps:'")]))
            return nil
        }
        guard let mapping = MappingReader(root, context: "a flow file", &diagnostics) else { return nil }
        mapping.reportUnknownKeys(allowed: flowKeys, &diagnostics)

        let namePair = mapping.require("flow", why: "name the flow: 'flow: Auth'", &diagnostics)
        let startPair = mapping.require("start", why: "name the first step: 'start: login'", &diagnostics)
        let stepsPair = mapping.require("steps", why: "a flow has at least one step under 'steps:'", &diagnostics)
        guard let namePair, let name = ValueReader.text(namePair.value, what: "'flow'", &diagnostics) else {
            return nil
        }
        let start = startPair.flatMap { ValueReader.text($0.value, what: "'start'", &diagnostics) }
        let steps = stepsPair.map { StepReader.steps($0.value, maxSteps: limits.maxStepsPerFlow, &diagnostics) } ?? []
        if let stepsPair, steps.isEmpty, stepsPair.value.isNull || isEmptyMapping(stepsPair.value) {
            diagnostics.append(
                MissingKey.diagnostic(
                    "flow '\(name.value)' has no steps", at: stepsPair.key.location,
                    notes: [.init("add at least the start step under 'steps:'")]))
        }
        var flow = Flow(
            name: name,
            file: file.path,
            summary: mapping["summary"].flatMap { ValueReader.text($0.value, what: "'summary'", &diagnostics)?.value },
            imports: mapping["imports"].map { ValueReader.texts($0.value, what: "'imports'", &diagnostics) } ?? [],
            input: mapping["input"].map { TypeReader.params($0.value, context: "'input'", &diagnostics) } ?? [],
            outcomes: mapping["outcomes"].map { outcomes($0.value, what: "outcome", &diagnostics) } ?? [],
            start: start,
            steps: steps)
        flow.tab = mapping["tab"].flatMap { tabItem($0.value, &diagnostics) }
        flow.entries = mapping["entries"].map { entries($0.value, &diagnostics) } ?? []
        flow.requests = mapping["requests"].map { outcomes($0.value, what: "request", &diagnostics) } ?? []
        flow.appEvents = mapping["appEvents"].map { outcomes($0.value, what: "app event", &diagnostics) } ?? []
        flow.flowWideHandlers = mapping["on"].map { TransitionReader.handlers($0.value, key: "on", &diagnostics) } ?? []
        AppEventReader.bind(&flow, &diagnostics)
        return flow
    }

    /// `tab: { title: Materials, image: books.vertical }`, or `tab: Materials` for a title alone.
    private static func tabItem(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> TabItem? {
        if node.text != nil {
            return ValueReader.text(node, what: "'tab'", &diagnostics).map { TabItem(title: $0) }
        }
        guard let mapping = MappingReader(node, context: "'tab'", &diagnostics) else { return nil }
        let keys = ["title", "image"]
        mapping.reportUnknownKeys(allowed: keys, &diagnostics)
        // A misspelt `title` is reported once, as the unknown key it is.
        guard mapping["title"] != nil || mapping.pairs.allSatisfy({ keys.contains($0.name ?? "") }) else {
            return nil
        }
        guard
            let title = mapping.require(
                "title",
                why:
                    "a tab item has a title, a key of the Flows strings table of the flow's module: 'title: Materials'",
                &diagnostics
            ).flatMap({ ValueReader.text($0.value, what: "a tab's 'title'", &diagnostics) })
        else { return nil }
        let image = mapping["image"].flatMap { ValueReader.text($0.value, what: "a tab's 'image'", &diagnostics) }
        return TabItem(title: title, image: image)
    }

    /// `entries: { privacy: [list, privacy] }`: each a list of step ids, bottom to top (one id for a step alone).
    private static func entries(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> [FlowEntry] {
        guard let mapping = MappingReader(node, context: "'entries'", &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let name = ValueReader.text(pair.key, what: "an entry's name", &diagnostics) else { return nil }
            let steps = ValueReader.texts(pair.value, what: "entry '\(name.value)'", &diagnostics)
            if steps.isEmpty, pair.value.isSequence || pair.value.isNull {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "entry '\(name.value)' lists no step", at: pair.value.location,
                        notes: [
                            .init("list the steps of its stack, bottom to top: '\(name.value): [list, \(name.value)]'")
                        ]))
                return nil
            }
            // A value of another shape (a mapping) was reported by `texts`; an entry of no step is no entry.
            return steps.isEmpty ? nil : FlowEntry(name: name, steps: steps)
        }
    }

    private static func isEmptyMapping(_ node: YAMLNode) -> Bool { node.isMapping && node.pairs.isEmpty }

    /// `outcomes:` (and, format v2, `requests:` and `appEvents:`) as a mapping of name → payload, or (an
    /// extension) a list of names without payload.
    private static func outcomes(_ node: YAMLNode, what: String, _ diagnostics: inout Diagnostics) -> [Outcome] {
        let article = "aeiou".contains(what.first ?? "x") ? "an" : "a"
        let key = ["outcome": "outcomes", "request": "requests"][what] ?? "appEvents"
        if node.isSequence {
            return node.items.compactMap { item in
                ValueReader.text(item, what: "\(article) \(what)", &diagnostics).map { Outcome(name: $0) }
            }
        }
        guard let mapping = MappingReader(node, context: Subject("'\(key)'"), &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let name = ValueReader.text(pair.key, what: "\(article) \(what)'s name", &diagnostics) else {
                return nil
            }
            let payload = TypeReader.params(
                pair.value, context: Subject("the payload of \(what)", name.value), &diagnostics)
            return Outcome(name: name, payload: payload)
        }
    }
}
