/// Reads `on:` and `decide:` entries and the transition forms of the format.
enum TransitionReader {
    static func handlers(_ node: YAMLNode, key: String, _ diagnostics: inout Diagnostics) -> [Handler] {
        guard let mapping = MappingReader(node, context: Subject("", key), &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let event = ValueReader.text(pair.key, what: "an event name", &diagnostics),
                let transition = transition(pair.value, event: event.value, &diagnostics)
            else { return nil }
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
        let found = (to: mapping["to"], finish: mapping["finish"], popTo: mapping["popTo"])
        let target: (key: String, pair: YAMLPair)? =
            switch found {
            case (let to?, nil, nil): ("to", to)
            case (nil, let finish?, nil): ("finish", finish)
            case (nil, nil, let popTo?): ("popTo", popTo)
            default: nil
            }
        guard let (targetKey, targetPair) = target else {
            let targets = zip(targetKeys, [found.to, found.finish, found.popTo]).filter { $0.1 != nil }
            if targets.isEmpty {
                mapping.reportUnknownKeys(allowed: allKeys, &diagnostics)
                diagnostics.append(
                    MissingKey.diagnostic(
                        "\(context) names no target", at: node.location,
                        notes: [.init("add 'to: step', 'finish: outcome' or 'popTo: step'")]))
            } else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "\(context) has more than one target: " + targets.map { "'\($0.0)'" }.joined(separator: ", "),
                        at: node.location, notes: [.init("a transition goes to one place: keep one of them")]))
            }
            return nil
        }
        let allowed = targetKey == "to" ? toKeys : targetKey == "finish" ? finishKeys : popToKeys
        mapping.reportUnknownKeys(allowed: allowed, elsewhere: { hints }, &diagnostics)
        guard let target = ValueReader.text(targetPair.value, what: "'\(targetKey)'", &diagnostics) else {
            return nil
        }
        let with =
            allowed.contains("with")
            ? mapping["with"].map {
                TypeReader.params($0.value, context: "'with'", &diagnostics)
            } ?? [] : []
        switch targetKey {
        case "to":
            let present = mapping["present"].flatMap {
                ValueReader.presentation($0.value, allowed: Presentation.allCases, &diagnostics)
            }
            return Transition(kind: .go(target), present: present, with: with, at: node.location)
        case "finish":
            return Transition(kind: .finish(target), with: with, at: node.location)
        default:
            return Transition(kind: .popTo(target), at: node.location)
        }
    }

    // The keys of a mapping transition, built once: every transition of a program is read with them.
    /// The keys that name where a transition goes (StepReader tells a transition indented as a step by them).
    static let targetKeys = ["to", "finish", "popTo"]
    private static let allKeys = ["to", "present", "with", "finish", "popTo"]
    private static let toKeys = ["to", "present", "with"]
    private static let finishKeys = ["finish", "with"]
    private static let popToKeys = ["popTo"]
    private static let hints: [String: String] = [
        "present": "'present' goes with 'to'; a finish or popTo shows no new step",
        "with": "'popTo' returns to a screen already shown; it sends no values",
    ]
}
