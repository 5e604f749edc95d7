/// Reads `on:` and `decide:` entries and the transition forms of the format.
enum TransitionReader {
    static func handlers(_ node: YAMLNode, key: String, _ diagnostics: inout Diagnostics) -> [Handler] {
        guard let mapping = MappingReader(node, context: "'\(key)'", &diagnostics) else { return [] }
        return mapping.pairs.compactMap { pair in
            guard let event = ValueReader.text(pair.key, what: "an event name", &diagnostics),
                let transition = transition(pair.value, event: event.value, &diagnostics)
            else { return nil }
            return Handler(event: event, transition: transition)
        }
    }

    static func transition(_ node: YAMLNode, event: String, _ diagnostics: inout Diagnostics) -> Transition? {
        switch node.kind {
        case .scalar(let scalar) where !scalar.isNull:
            let location = node.location
            switch scalar.text {
            case "back": return Transition(kind: .back, at: location)
            case "dismiss": return Transition(kind: .dismiss, at: location)
            default: return Transition(kind: .go(Located(scalar.text, at: location)), at: location)
            }
        case .mapping:
            return mappingTransition(node, event: event, &diagnostics)
        default:
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
        let context = "the transition of '\(event)'"
        guard let mapping = MappingReader(node, context: context, &diagnostics) else { return nil }
        let targets = ["to", "finish", "popTo"].filter { mapping[$0] != nil }
        guard targets.count == 1, let targetKey = targets.first else {
            if targets.isEmpty {
                mapping.reportUnknownKeys(allowed: ["to", "present", "with", "finish", "popTo"], &diagnostics)
                diagnostics.append(
                    MissingKey.diagnostic(
                        "\(context) names no target", at: node.location,
                        notes: [.init("add 'to: step', 'finish: outcome' or 'popTo: step'")]))
            } else {
                diagnostics.append(
                    WrongValue.diagnostic(
                        "\(context) has more than one target: " + targets.map { "'\($0)'" }.joined(separator: ", "),
                        at: node.location, notes: [.init("a transition goes to one place: keep one of them")]))
            }
            return nil
        }
        let allowed: [String] =
            switch targetKey {
            case "to": ["to", "present", "with"]
            case "finish": ["finish", "with"]
            default: ["popTo"]
            }
        let hints: [String: String] = [
            "present": "'present' goes with 'to'; a finish or popTo shows no new step",
            "with": "'popTo' returns to a screen already shown; it sends no values",
        ]
        mapping.reportUnknownKeys(allowed: allowed, elsewhere: hints, &diagnostics)
        guard let target = ValueReader.text(mapping[targetKey]!.value, what: "'\(targetKey)'", &diagnostics) else {
            return nil
        }
        let with = allowed.contains("with") ? mapping["with"].map {
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
}
