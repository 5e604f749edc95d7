/// Reads `steps:` and each step, telling the four kinds apart by their marking key.
enum StepReader {
    private static let kindKeys: [String: [String]] = [
        "screen": ["params", "receives", "on", "present", "deeplink", "terminal", "systemBack", "summary"],
        "subflow": ["flow", "entry", "args", "present", "systemBack", "holdLinks", "on", "summary"],
        "decision": ["decide", "params", "async", "present", "summary"],
        "tabs": ["tabs", "selectedTab", "holdLinks", "on", "summary"],
        "alert": ["alert", "params", "on", "summary"],
        "dialog": ["dialog", "params", "on", "summary"],
    ]

    static func steps(_ node: YAMLNode, maxSteps: Int, _ diagnostics: inout Diagnostics) -> [Step] {
        guard let mapping = MappingReader(node, context: "'steps'", &diagnostics) else { return [] }
        if mapping.pairs.count > maxSteps {
            diagnostics.append(
                InputLimit.diagnostic(
                    "the flow has \(mapping.pairs.count) steps, over the limit of \(maxSteps)", at: node.location,
                    notes: [.init("split the flow into subflows ('flow: Name' steps)")]))
            return []
        }
        var owner: YAMLPair?  // the step read last: the one a misplaced key would belong to
        return mapping.pairs.compactMap { pair in
            guard let id = ValueReader.text(pair.key, what: "a step id", &diagnostics) else { return nil }
            if let diagnostic = misplacedKey(id, pair.value, after: owner, in: mapping) {
                diagnostics.append(diagnostic)
                return nil
            }
            owner = pair
            return step(id: id, pair.value, &diagnostics)
        }
    }

    private static let stepKeys = Set(kindKeys.values.joined())

    /// The keys that mark a step's kind, and the names authors write for them.
    private static let kindMarkers = ["flow", "decide", "tabs", "alert", "dialog"]
    private static let kindSynonyms = [
        "subflow": "flow", "flows": "flow", "startFlow": "flow", "decision": "decide", "decides": "decide",
        "decisions": "decide", "switch": "decide", "tab": "tabs", "tabBar": "tabs", "alerts": "alert",
        "dialogs": "dialog", "confirmationDialog": "dialog", "confirm": "dialog",
    ]

    /// The one key of a step without a kind key that names a kind (a synonym, or a close misspelling of a kind
    /// key), reported as unknown-key with a did-you-mean and a fix-it: the key meant and the pair to read as it.
    private static func misspeltKindKey(
        in mapping: MappingReader, context: Subject, _ diagnostics: inout Diagnostics
    ) -> (pair: YAMLPair, meant: String)? {
        guard !kindMarkers.contains(where: { mapping[$0] != nil }) else { return nil }
        let screenKeys = kindKeys["screen"]!
        let candidates = mapping.pairs.compactMap { pair -> (YAMLPair, String)? in
            guard let name = pair.name, !screenKeys.contains(name) else { return nil }
            if let meant = kindSynonyms[name]
                ?? kindSynonyms.first(where: { $0.key.lowercased() == name.lowercased() })?.value
            {
                return (pair, meant)
            }
            guard let meant = Names.suggestion(for: name, among: kindMarkers),
                Names.isSoleSuggestion(meant, for: name, among: kindMarkers + screenKeys)
            else { return nil }
            return (pair, meant)
        }
        guard candidates.count == 1, let (pair, meant) = candidates.first, let name = pair.name else { return nil }
        let kind = [
            "flow": "a subflow", "decide": "a decision", "tabs": "a tabs step", "alert": "an alert",
            "dialog": "a confirmation dialog",
        ][meant]!
        diagnostics.append(
            UnknownKey.diagnostic(
                "unknown key '\(name)' in \(context)", at: pair.key.location,
                notes: [
                    .init("did you mean '\(meant)'?"),
                    .init(
                        "'\(meant):' is the key that makes a step \(kind); the step is read as \(kind) meanwhile"),
                ],
                fixIts: [.init(replacing: pair.key.location, with: meant, safe: true)]))
        return (pair, meant)
    }

    /// A key of a step indented as a step id (`b:` then `on:` on the same column): one error at the key, instead of
    /// a step named 'on' whose events are unknown keys, and the steps around it without their transitions.
    /// Only when it cannot be a step: its value is no mapping, or a mapping with none of a step's keys. When no
    /// step is above it, or the step above has that key already, the note says where such a key goes.
    private static func misplacedKey(
        _ id: Located<String>, _ value: YAMLNode, after owner: YAMLPair?, in steps: MappingReader
    ) -> Diagnostic? {
        guard stepKeys.contains(id.value), !value.isNull,
            !value.isMapping || !value.pairSequence.contains(where: { $0.name.map(stepKeys.contains) ?? false })
        else { return nil }
        guard let owner, let ownerName = owner.name,
            owner.value.isNull || (owner.value.isMapping && owner.value.pair(id.value) == nil)
        else {
            let message = "'\(id.value)' is a key of a step, but it is indented as a step id under 'steps:'"
            if let owner, let ownerName = owner.name, let existing = owner.value.pair(id.value) {
                let what = id.value == "on" ? "its events" : "what it holds"
                return WrongValue.diagnostic(
                    message, at: id.location,
                    notes: [
                        .init(
                            "step '\(ownerName)' has '\(id.value):' already: move \(what) there, or indent this under "
                                + "the step it belongs to", at: existing.key.location)
                    ])
            }
            return WrongValue.diagnostic(
                message, at: id.location,
                notes: [
                    .init(
                        "'\(id.value):' belongs inside a step: indent it, and the lines under it, below the step's id")
                ])
        }
        // How far the keys of a step are indented under its id in this file (two spaces when no step shows it).
        let depth =
            steps.pairs.lazy.compactMap { pair in
                pair.value.pairSequence.first { _ in true }.flatMap { first in
                    first.key.location.line > pair.key.location.line
                        ? first.key.location.column - pair.key.location.column : nil
                }
            }.first { $0 > 0 } ?? 2
        let spaces = "\(depth) more space\(depth == 1 ? "" : "s")"
        // On one line (`on: { done: home }` and the next step on the next line): indenting it is the fix.
        let pairs = Array(steps.pairs)
        let next = pairs.firstIndex { $0.key.location == id.location }.flatMap {
            $0 + 1 < pairs.count ? pairs[$0 + 1] : nil
        }
        let oneLine = value.location.line == id.location.line && next?.key.location.line == id.location.line + 1
        return WrongValue.diagnostic(
            "'\(id.value)' is a key of a step, but it is indented as a step id under 'steps:'", at: id.location,
            notes: [
                .init(
                    "indent it\(oneLine ? "" : ", and the lines that belong to it,") by \(spaces) to make it a key "
                        + "of step '\(ownerName)'", at: owner.key.location)
            ],
            fixIts: oneLine
                ? [.init(replacing: id.location, with: String(repeating: " ", count: depth) + id.value)] : [])
    }

    private static func step(id: Located<String>, _ node: YAMLNode, _ diagnostics: inout Diagnostics) -> Step? {
        let context = Subject("step", id.value)
        guard let mapping = MappingReader(node, context: context, &diagnostics) else { return nil }
        // A misspelt kind key (`decision:` for `decide:`) is read as the key it means, so the step keeps its kind
        // and its transitions instead of becoming a screen that is a dead end with unreachable steps after it.
        let misspelt = misspeltKindKey(in: mapping, context: context, &diagnostics)
        func marker(_ key: String) -> YAMLPair? { mapping[key] ?? (misspelt?.meant == key ? misspelt?.pair : nil) }
        let flowPair = marker("flow")
        let decidePair = marker("decide")
        let tabsPair = marker("tabs")
        let alertMarkers = [(marker("alert"), "alert"), (marker("dialog"), "dialog")]
        let markers = ([(flowPair, "flow"), (decidePair, "decide"), (tabsPair, "tabs")] + alertMarkers).filter {
            $0.0 != nil
        }
        if markers.count > 1 {
            diagnostics.append(
                WrongValue.diagnostic(
                    "\(context) is marked as more than one kind: "
                        + markers.map { "'\($0.1)'" }.joined(separator: " and "),
                    at: id.location,
                    notes: [
                        .init(
                            "a step is a screen, a subflow ('flow:'), a decision ('decide:'), tabs ('tabs:'), an "
                                + "alert ('alert:') or a confirmation dialog ('dialog:')")
                    ])
            )
            return nil
        }
        let alertPair = marker("alert") ?? marker("dialog")
        let kindName =
            flowPair != nil
            ? "subflow"
            : decidePair != nil
                ? "decision"
                : tabsPair != nil
                    ? "tabs"
                    : marker("alert") != nil ? "alert" : marker("dialog") != nil ? "dialog" : "screen"
        let allowed = kindKeys[kindName]!
        let handlersKey = kindName == "decision" ? "decide" : "on"
        let read = allowed + (misspelt?.pair.name.map { [$0] } ?? [])
        let misplaced = misplacedPairs(in: mapping, of: id, allowed: read, handlersKey: handlersKey, &diagnostics)
        mapping.reportUnknownKeys(
            allowed: read + misplaced,
            elsewhere: { elsewhereHints[kindName] ?? [:] }, &diagnostics)

        var step = Step(id: id, kind: .screen)
        step.summary = mapping["summary"].flatMap { ValueReader.text($0.value, what: "'summary'", &diagnostics)?.value }
        if allowed.contains("present"), let pair = mapping["present"] {
            if pair.value.isMapping {
                (step.present, step.presentationOptions) = presentation(pair, &diagnostics)
            } else {
                step.present = ValueReader.presentation(pair.value, allowed: Presentation.stepValues, &diagnostics)
            }
        }
        if allowed.contains("systemBack"), let pair = mapping["systemBack"],
            let allows = ValueReader.bool(pair.value, what: "'systemBack'", &diagnostics), !allows
        {
            step.forbidsSystemBack = Located(false, at: pair.value.location)
        }
        if allowed.contains("holdLinks"), let pair = mapping["holdLinks"],
            let holds = ValueReader.bool(pair.value, what: "'holdLinks'", &diagnostics), holds
        {
            step.holdsLinks = Located(true, at: pair.value.location)
        }
        switch kindName {
        case "subflow":
            guard let flow = ValueReader.text(flowPair!.value, what: "'flow'", &diagnostics) else { return nil }
            step.kind = .subflow(flow)
            step.args = mapping["args"].map { LiteralReader.literals($0.value, &diagnostics) } ?? []
            step.entry = mapping["entry"].flatMap { ValueReader.text($0.value, what: "'entry'", &diagnostics) }
        case "decision":
            step.kind = .decision
            // Format v2: the values it reads by name, and whether the app answers with async work.
            step.params = mapping["params"].map { TypeReader.params($0.value, context: "'params'", &diagnostics) } ?? []
            if let pair = mapping["async"], let isAsync = ValueReader.bool(pair.value, what: "'async'", &diagnostics),
                isAsync
            {
                step.isAsync = Located(true, at: pair.value.location)
            }
            if let present = mapping["present"], step.isAsync == nil {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "decision '\(id.value)' shows nothing, so it has no 'present'", at: present.key.location,
                        notes: [
                            .init(
                                "a decision the app answers with async work ('async: true') shows a loading screen "
                                    + "as 'present' says; the choices say how their targets are shown")
                        ]))
                step.present = nil
            }
        case "tabs":
            let flows = ValueReader.texts(tabsPair!.value, what: "'tabs'", &diagnostics)
            if flows.isEmpty, tabsPair!.value.isSequence {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'tabs' lists no flow", at: tabsPair!.value.location,
                        notes: [.init("list the flows of the tabs: 'tabs: [Home, Settings]'")]))
            }
            step.kind = .tabs(flows)
            // Format v2: the tab shown first, the index (an `Int`) a value of that name holds when the step is
            // entered: a param of the step, filled as a screen's are.
            if let pair = mapping["selectedTab"],
                let name = ValueReader.text(pair.value, what: "'selectedTab'", &diagnostics)
            {
                step.params = [Param(name: name, type: TypeRef(spelling: "Int", at: pair.value.location))]
            }
        case "alert", "dialog":
            step.params = mapping["params"].map { TypeReader.params($0.value, context: "'params'", &diagnostics) } ?? []
            guard let content = alertContent(alertPair!, style: kindName == "dialog" ? .dialog : .alert, &diagnostics)
            else { return nil }
            step.alert = content
        default:
            step.params = mapping["params"].map { TypeReader.params($0.value, context: "'params'", &diagnostics) } ?? []
            step.receives =
                mapping["receives"].map { TypeReader.params($0.value, context: "'receives'", &diagnostics) } ?? []
            step.deeplinks =
                mapping["deeplink"].map {
                    ValueReader.texts($0.value, what: "'deeplink'", &diagnostics).map(DeepLink.init)
                } ?? []
            step.terminal =
                mapping["terminal"].flatMap { ValueReader.bool($0.value, what: "'terminal'", &diagnostics) } ?? false
        }
        if let pair = mapping[handlersKey] ?? (handlersKey == "decide" ? decidePair : nil) {
            var ignored: [Located<String>]? = handlersKey == "on" ? [] : nil
            step.handlers = TransitionReader.handlers(pair.value, key: handlersKey, ignored: &ignored, &diagnostics)
            step.ignoredEvents = ignored ?? []
        }
        if kindName == "screen", let handler = step.systemBackHandler {
            systemBackHandlerProblems(handler, of: step, &diagnostics)
        }
        return step
    }

    /// `present: { style: sheet, detents: [medium, large] }` (format v2): the style, and the options of its modal.
    private static func presentation(_ pair: YAMLPair, _ diagnostics: inout Diagnostics) -> (
        Located<Presentation>?, PresentationOptions?
    ) {
        guard let mapping = MappingReader(pair.value, context: Subject("", "present"), &diagnostics) else {
            return (nil, nil)
        }
        mapping.reportUnknownKeys(allowed: ["style", "detents", "anchor", "compact", "transition"], &diagnostics)
        let style = mapping.require(
            "style", why: "say the modal's style: 'style: sheet'", &diagnostics
        ).flatMap { ValueReader.presentation($0.value, allowed: Presentation.stepValues, &diagnostics) }
        var options = PresentationOptions(at: pair.key.location)
        if let detents = mapping["detents"] {
            options.detents = ValueReader.texts(detents.value, what: "'detents'", &diagnostics).compactMap { text in
                guard let detent = PresentationOptions.Detent(rawValue: text.value) else {
                    diagnostics.append(
                        WrongValue.diagnostic(
                            "a detent cannot be '\(text.value)'", at: text.location,
                            notes: [.init("'detents' takes: medium, large")]))
                    return nil
                }
                return Located(detent, at: text.location)
            }
        }
        options.anchor = mapping["anchor"].flatMap { ValueReader.text($0.value, what: "'anchor'", &diagnostics) }
        options.compact = mapping["compact"].flatMap {
            ValueReader.presentation($0.value, allowed: Presentation.stepValues, &diagnostics)
        }
        if let transition = mapping["transition"] {
            if transition.value.text == "crossDissolve" {
                options.crossDissolve = Located(true, at: transition.value.location)
            } else if transition.value.text != "coverVertical" {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'transition' cannot be \(transition.value.shapeDescription)", at: transition.value.location,
                        notes: [.init("'transition' takes: coverVertical (the default), crossDissolve")]))
            }
        }
        return (style, options)
    }

    /// `alert: { title: Log out?, message: … }`, or `alert: Log out?` for a title alone (`dialog:` alike).
    private static func alertContent(_ pair: YAMLPair, style: AlertContent.Style, _ diagnostics: inout Diagnostics)
        -> AlertContent?
    {
        let key = style.rawValue
        if pair.value.text != nil {
            return ValueReader.text(pair.value, what: "'\(key)'", &diagnostics).map {
                AlertContent(style: style, title: $0)
            }
        }
        guard let mapping = MappingReader(pair.value, context: Subject("", key), &diagnostics) else { return nil }
        mapping.reportUnknownKeys(allowed: ["title", "message"], &diagnostics)
        guard
            let title = mapping.require(
                "title",
                why: "an \(key) has a title, a key of the Flows strings table of the flow's module: 'title: Log out?'",
                &diagnostics
            ).flatMap({ ValueReader.text($0.value, what: "the \(key)'s 'title'", &diagnostics) })
        else { return nil }
        let message = mapping["message"].flatMap {
            ValueReader.text($0.value, what: "the \(key)'s 'message'", &diagnostics)
        }
        return AlertContent(style: style, title: title, message: message)
    }

    /// The system back's handler says what the system does: it sends no values, and it needs a step that lets the
    /// system take the user back.
    private static func systemBackHandlerProblems(_ handler: Handler, of step: Step, _ diagnostics: inout Diagnostics) {
        if let forbids = step.forbidsSystemBack {
            diagnostics.append(
                WrongValue.diagnostic(
                    "screen '\(step.id.value)' handles 'systemBack' but says 'systemBack: false'",
                    at: handler.event.location,
                    notes: [
                        .init("the system back never happens on a screen that forbids it", at: forbids.location),
                        .init("remove one of them: the handler, or 'systemBack: false'"),
                    ]))
        }
        if let value = handler.transition.with.first {
            diagnostics.append(
                WrongValue.diagnostic(
                    "'systemBack' carries no values: the system sends it, not the screen", at: value.name.location,
                    notes: [.init("remove 'with', or make it an event of the screen's own")]))
        }
    }

    /// Keys of a step that are a step or a transition indented one level too deep or too shallow: one error each
    /// (which leaves the flow unchecked) instead of an unknown key, and then the unknown steps or missing
    /// transitions that follow from it. Returns their names, which are not reported again as unknown.
    private static func misplacedPairs(
        in mapping: MappingReader, of id: Located<String>, allowed: [String], handlersKey: String,
        _ diagnostics: inout Diagnostics
    ) -> [String] {
        var names: [String] = []
        // In place, as unknown keys are found: no key's text is made unless it is not the format's.
        for pair in mapping.pairs where !allowed.contains(where: pair.key.isScalar) {
            guard let name = pair.name else { continue }
            let value = pair.value
            let keys = value.isMapping ? value.pairSequence.compactMap(\.name) : []
            if keys.contains(where: stepKeys.contains) {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'\(name)' is a step, but it is indented as a key of step '\(id.value)'",
                        at: pair.key.location,
                        notes: [
                            .init("line it up with '\(id.value)' to make it a step of its own", at: id.location)
                        ]))
            } else if value.isScalar("back") || value.isScalar("dismiss")
                || keys.contains(where: TransitionReader.targetKeys.contains)
            {
                let handlers = mapping[handlersKey]
                let others = handlersKey == "decide" ? "choices" : "events"
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'\(name)' is a transition, but it is indented as a key of step '\(id.value)'",
                        at: pair.key.location,
                        notes: [
                            .init(
                                "\(handlers == nil ? "put" : "indent") it under '\(handlersKey):', with the other "
                                    + "\(others) of '\(id.value)'", at: handlers?.key.location)
                        ]))
            } else {
                continue
            }
            names.append(name)
        }
        return names
    }

    /// For each kind, the keys other kinds take and which kind that is, so a note can say so. Built once.
    private static let elsewhereHints: [String: [String: String]] = Dictionary(
        uniqueKeysWithValues: kindKeys.keys.map { ($0, hints(for: $0)) })

    private static let withArticle = [
        "screen": "a screen", "subflow": "a subflow", "decision": "a decision", "tabs": "a tabs step",
        "alert": "an alert", "dialog": "a confirmation dialog",
    ]

    private static func hints(for kind: String) -> [String: String] {
        var hints: [String: String] = [:]
        let described = [
            "screen": "screens", "subflow": "subflow steps", "decision": "decision steps", "tabs": "tabs steps",
            "alert": "alerts", "dialog": "confirmation dialogs",
        ]
        for (other, keys) in kindKeys.sorted(by: { $0.key < $1.key }) where other != kind {
            for key in keys where !kindKeys[kind]!.contains(key) && hints[key] == nil {
                hints[key] =
                    "'\(key)' belongs to \(described[other]!); this step is \(withArticle[kind]!)"
            }
        }
        return hints
    }
}
