/// Reads `on:` and `decide:` entries and the transition forms of the format.
enum TransitionReader {
    static func handlers(_ node: YAMLNode, key: String, _ diagnostics: inout Diagnostics) -> [Handler] {
        var ignored: [Located<String>]? = nil
        return handlers(node, key: key, ignored: &ignored, &diagnostics)
    }

    /// The handlers, and (when `ignored` is not nil) the events set to nothing (`event: ~`, format v2: an app
    /// event a step ignores; AppEventReader judges them once the app events are known).
    static func handlers(
        _ node: YAMLNode, key: String, ignored: inout [Located<String>]?, _ diagnostics: inout Diagnostics
    ) -> [Handler] {
        guard let mapping = MappingReader(node, context: Subject("", key), &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let event = ValueReader.text(pair.key, what: "an event name", &diagnostics) else { return nil }
            if pair.value.isNull, ignored != nil {
                ignored?.append(event)
                return nil
            }
            guard let transition = transition(pair.value, event: event.value, &diagnostics) else { return nil }
            return Handler(event: event, transition: transition)
        }
    }

    static func transition(_ node: YAMLNode, event: String, _ diagnostics: inout Diagnostics) -> Transition? {
        if let text = node.text {
            let location = node.location
            switch text {
            case "back": return Transition(kind: .back, at: location)
            case "dismiss": return Transition(kind: .dismiss, at: location)
            default: return Transition(kind: .go(Located(text, at: location)), at: location)
            }
        } else if node.isMapping {
            return mappingTransition(node, event: event, &diagnostics)
        } else {
            diagnostics.append(
                WrongValue.diagnostic(
                    "the transition of '\(event)' cannot be \(node.shapeDescription)", at: node.location,
                    notes: [.init("write a step id, 'back', 'dismiss', or a mapping with 'to', 'finish' or 'popTo'")]))
            return nil
        }
    }

    private static func mappingTransition(_ node: YAMLNode, event: String, _ diagnostics: inout Diagnostics)
        -> Transition?
    {
        let context = Subject("the transition of", event)
        guard let mapping = MappingReader(node, context: context, &diagnostics) else { return nil }
        let found = targetKeys.compactMap { key in mapping[key].map { (key, $0) } }
        guard found.count == 1, let (targetKey, targetPair) = found.first else {
            if found.isEmpty {
                mapping.reportUnknownKeys(allowed: allKeys, &diagnostics)
                diagnostics.append(
                    MissingKey.diagnostic(
                        "\(context) names no target", at: node.location,
                        notes: [
                            .init(
                                "add 'to: step', 'finish: outcome', 'popTo: step', 'request: name', 'back:' or 'dismiss:'"
                            )
                        ]))
            } else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "\(context) has more than one target: " + found.map { "'\($0.0)'" }.joined(separator: ", "),
                        at: node.location, notes: [.init("a transition goes to one place: keep one of them")]))
            }
            return nil
        }
        let allowed = keys[targetKey]! + buttonKeys
        mapping.reportUnknownKeys(allowed: allowed, elsewhere: { hints }, &diagnostics)
        var transition: Transition
        switch targetKey {
        case "back", "dismiss":
            guard let returning = returning(targetKey, targetPair, event: event, &diagnostics) else { return nil }
            transition = returning
        default:
            guard let going = going(targetKey, targetPair, mapping, at: node.location, &diagnostics) else {
                return nil
            }
            transition = going
        }
        // An alert's button (format v2): its role and label. WrongValue reports them on any other step.
        transition.role = mapping["role"].flatMap { pair in
            guard let text = ValueReader.text(pair.value, what: "'role'", &diagnostics) else { return nil }
            guard let role = ButtonRole(rawValue: text.value) else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "'role' cannot be '\(text.value)'", at: pair.value.location,
                        notes: [.init("'role' takes: cancel, destructive")]))
                return nil
            }
            return Located(role, at: pair.value.location)
        }
        transition.buttonTitle = mapping["title"].flatMap { ValueReader.text($0.value, what: "'title'", &diagnostics) }
        return transition
    }

    /// `{ to: … }`, `{ finish: … }` or `{ popTo: … }`, with their `with`, `present` and `args`.
    private static func going(
        _ targetKey: String, _ targetPair: YAMLPair, _ mapping: MappingReader, at location: SourceLocation,
        _ diagnostics: inout Diagnostics
    ) -> Transition? {
        guard let target = ValueReader.text(targetPair.value, what: "'\(targetKey)'", &diagnostics) else {
            return nil
        }
        let with = mapping["with"].map { TypeReader.params($0.value, context: "'with'", &diagnostics) } ?? []
        switch targetKey {
        case "to":
            let present = mapping["present"].flatMap {
                ValueReader.presentation($0.value, allowed: Presentation.allCases, &diagnostics)
            }
            var transition = Transition(kind: .go(target), present: present, with: with, at: location)
            transition.args = args(mapping, &diagnostics)
            return transition
        case "finish":
            var transition = Transition(kind: .finish(target), with: with, at: location)
            transition.args = args(mapping, &diagnostics)
            return transition
        case "request":
            var transition = Transition(kind: .request(target), with: with, at: location)
            transition.args = args(mapping, &diagnostics)
            return transition
        case "tab":
            return Transition(kind: .showTab(target), at: location)
        default:
            return Transition(kind: .popTo(target), with: with, at: location)
        }
    }

    /// The keys of an alert's button, on any mapping transition.
    private static let buttonKeys = ["role", "title"]

    /// `{ back: { with: … } }`, `{ dismiss: { with: … } }` (values back), and `{ dismiss: { to: … } }` or
    /// `{ dismiss: { popTo: … } }` (close the modal, then go on below it). An empty value is plain `back`/`dismiss`.
    private static func returning(
        _ key: String, _ pair: YAMLPair, event: String, _ diagnostics: inout Diagnostics
    ) -> Transition? {
        let node = pair.value
        let kind: Transition.Kind = key == "back" ? .back : .dismiss
        if node.isNull { return Transition(kind: kind, at: pair.key.location) }
        let context = Subject("the '\(key)' of", event)
        guard let mapping = MappingReader(node, context: context, &diagnostics) else { return nil }
        let allowed = key == "back" ? ["with", "args"] : ["with", "to", "present", "args", "popTo"]
        mapping.reportUnknownKeys(allowed: allowed, elsewhere: { returningHints }, &diagnostics)
        let with = mapping["with"].map { TypeReader.params($0.value, context: "'with'", &diagnostics) } ?? []
        // Constants fill a step shown (or an outcome): a return to a screen that exists takes none.
        if let args = mapping["args"], key == "back" || mapping["to"] == nil {
            diagnostics.append(constantsReturned(key, goesBack: mapping["popTo"] != nil, at: args.key.location))
        }
        // `back` goes on nowhere: its other keys were reported as unknown.
        guard key == "dismiss" else { return Transition(kind: kind, with: with, at: pair.key.location) }
        switch (mapping["to"], mapping["popTo"]) {
        case (let to?, nil):
            guard let target = ValueReader.text(to.value, what: "'to'", &diagnostics) else { return nil }
            let present = mapping["present"].flatMap {
                ValueReader.presentation($0.value, allowed: Presentation.allCases, &diagnostics)
            }
            var transition = Transition(kind: .go(target), present: present, with: with, at: pair.key.location)
            transition.closesModalFirst = pair.key.location
            transition.args = args(mapping, &diagnostics)
            return transition
        case (nil, let popTo?):
            guard let target = ValueReader.text(popTo.value, what: "'popTo'", &diagnostics) else { return nil }
            if let present = mapping["present"] {
                diagnostics.append(
                    UnknownKey.diagnostic(
                        "'present' goes with 'to'; a popTo shows no new step", at: present.key.location))
            }
            var transition = Transition(kind: .popTo(target), with: with, at: pair.key.location)
            transition.closesModalFirst = pair.key.location
            return transition
        case (nil, nil):
            if let present = mapping["present"] {
                diagnostics.append(
                    UnknownKey.diagnostic(
                        "'present' goes with 'to': '\(key)' shows no new step", at: present.key.location,
                        notes: [.init("to go on below the modal, say where: '\(key): { to: step }'")]))
            }
            return Transition(kind: kind, with: with, at: pair.key.location)
        case (.some, .some):
            diagnostics.append(
                WrongValue.diagnostic(
                    "\(context) goes on to two places: 'to' and 'popTo'", at: node.location,
                    notes: [.init("keep one of them")]))
            return nil
        }
    }

    /// `args` in a `back`, or in a `dismiss` that shows no step: constants fill the params of a step shown or an
    /// outcome's payload, and a screen revealed receives only values sent (`with`).
    private static func constantsReturned(_ key: String, goesBack popTo: Bool, at location: SourceLocation)
        -> Diagnostic
    {
        let (returns, written) =
            popTo
            ? ("'{ dismiss: { popTo: … } }' returns to a screen below", "dismiss: { popTo: step, with: { … } }")
            : key == "back"
                ? ("'back' returns to the screen below", "back: { with: { … } }")
                : ("'dismiss' returns to the screen that presented the modal", "dismiss: { with: { … } }")
        var notes: [Diagnostic.Note] = [
            .init(
                "to hand values back to the screen revealed, send them under 'with' ('\(written)') and declare "
                    + "them under its 'receives:'")
        ]
        if key == "dismiss" {
            notes.append(
                .init("to close the modal and show a step with constants: '{ dismiss: { to: step, args: { … } } }'"))
        }
        return WrongValue.diagnostic(
            "\(returns), which needs no constants: 'args' fills the params of a step shown, or an outcome",
            at: location, notes: notes)
    }

    /// `args:` (format v2), with each name once across `args` and `with`: both fill the target by name.
    private static func args(_ mapping: MappingReader, _ diagnostics: inout Diagnostics) -> [Literal] {
        guard let pair = mapping["args"] else { return [] }
        let literals = LiteralReader.literals(pair.value, &diagnostics)
        let sent = Set(mapping["with"].map { $0.value.pairSequence.compactMap(\.name) } ?? [])
        for literal in literals where sent.contains(literal.name.value) {
            diagnostics.append(
                WrongValue.diagnostic(
                    "'\(literal.name.value)' is in both 'args' and 'with'", at: literal.name.location,
                    notes: [
                        .init("a value comes from one place: keep the constant in 'args', or the sent value in 'with'")
                    ]))
        }
        return literals
    }

    // The keys of a mapping transition, built once: every transition of a program is read with them.
    /// The keys that name where a transition goes (StepReader tells a transition indented as a step by them).
    static let targetKeys = ["to", "finish", "popTo", "back", "dismiss", "request", "tab"]
    private static let allKeys = [
        "to", "present", "with", "args", "finish", "popTo", "back", "dismiss", "request", "tab", "role", "title",
    ]
    private static let keys: [String: [String]] = [
        "to": ["to", "present", "with", "args"], "finish": ["finish", "with", "args"], "popTo": ["popTo", "with"],
        "back": ["back"], "dismiss": ["dismiss"], "request": ["request", "with", "args"],
        "tab": ["tab"],
    ]
    private static let hints: [String: String] = [
        "present": "'present' goes with 'to'; a finish, popTo, request, back or dismiss shows no new step",
        "with": "values handed back go inside: '{ back: { with: { … } } }' or '{ dismiss: { with: { … } } }'",
    ]
    private static let returningHints: [String: String] = [
        "finish": "a finish ends the flow, modals and all: write '{ finish: outcome }' alone",
        "popTo": "'back' returns one screen; to return further, write '{ popTo: step }' alone",
        "to": "'back' cannot go on: to close a modal and go on below it, write '{ dismiss: { to: step } }'",
    ]
}
