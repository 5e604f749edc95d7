/// Every name an author gives in the program, with what it names and where it is written.
///
/// Only the places that give a name are listed (a step's key, an outcome's key, an event …), not the places
/// that refer to one (`start:`, `to:`, `finish:`, `flow:`): a reference to a badly spelt name either names
/// the same badly spelt definition (reported once, there) or no definition at all (an unknown-… check).
/// The handler keys of subflow and tabs steps are listed too: they name a child's outcome, and a fix of the
/// outcome's case must be made in them as well.
struct NameInventory {
    enum Kind {
        case flow
        case step
        case event
        case choice
        case outcome
        case input
        case param
        case payloadField
        case withValue
        /// A subflow step's handler key: an outcome of the child flow.
        case outcomeHandler
        /// A tabs step's handler key: `Flow.outcome`.
        case tabHandler
    }

    struct Entry {
        var kind: Kind
        var name: Located<String>
        var flow: Int
        /// The step the name belongs to, when it belongs to one.
        var step: Int?
        /// The outcome of a payload field; the event of a `with` value.
        var owner: String?
    }

    /// In program order, then the author's order within each flow.
    let entries: [Entry]

    init(_ program: Program) {
        var entries: [Entry] = []
        Self.forEach(in: program) { kind, name, flow, step, owner in
            entries.append(Entry(kind: kind, name: name, flow: flow, step: step, owner: owner))
        }
        self.entries = entries
    }

    /// Calls `body` with what each entry holds (its kind, name, flow, step and owner), in the order of `entries`,
    /// without storing them: invalid-name walks them once and nearly every name is valid, so the names are read
    /// in place, not copied into entries (a copy retains the name and its file's path).
    static func forEach(
        in program: Program, _ body: (Kind, Located<String>, _ flow: Int, _ step: Int?, _ owner: String?) -> Void
    ) {
        for f in program.flows.indices {
            let flow = program.flows[f]
            body(.flow, flow.name, f, nil, nil)
            for p in flow.input.indices {
                body(.input, flow.input[p].name, f, nil, nil)
            }
            for o in flow.outcomes.indices {
                body(.outcome, flow.outcomes[o].name, f, nil, nil)
                let payload = flow.outcomes[o].payload
                for p in payload.indices {
                    body(.payloadField, payload[p].name, f, nil, flow.outcomes[o].name.value)
                }
            }
            for s in flow.steps.indices {
                body(.step, flow.steps[s].id, f, s, nil)
                let params = flow.steps[s].params
                for p in params.indices {
                    body(.param, params[p].name, f, s, nil)
                }
                let handlerKind: Kind =
                    switch flow.steps[s].kind {
                    case .screen: .event
                    case .decision: .choice
                    case .subflow: .outcomeHandler
                    case .tabs: .tabHandler
                    }
                // Through a buffer: an array's element is read whole, so each handler's event would be copied.
                flow.steps[s].handlers.withUnsafeBufferPointer { handlers in
                    for h in handlers.indices {
                        body(handlerKind, handlers[h].event, f, s, nil)
                        let values = handlers[h].transition.with
                        for v in values.indices {
                            body(.withValue, values[v].name, f, s, handlers[h].event.value)
                        }
                    }
                }
            }
        }
    }
}

/// The fixed spelling of a name in the wrong case: what invalid-name suggests, and what the checks that match
/// names (handlers against outcomes) compare, so that a name only in the wrong case is reported once, as such.
enum NameFix {
    /// `verify_code` → `verifyCode`; nil when the name is already lowerCamelCase or no spelling can be
    /// suggested (it has no usable letters, or letters outside ASCII that a rewrite would drop).
    static func lowerCamel(_ name: String) -> String? {
        guard !Names.isLowerCamel(name), name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        return Names.lowerCamel(name)
    }

    /// `auth_flow` → `AuthFlow`; nil as for `lowerCamel(_:)`.
    static func upperCamel(_ name: String) -> String? {
        guard !Names.isUpperCamel(name), name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        return Names.upperCamel(name)
    }

    /// The name as it reads once invalid-name's fix is applied.
    static func normalizedLower(_ name: String) -> String { lowerCamel(name) ?? name }
    static func normalizedUpper(_ name: String) -> String { upperCamel(name) ?? name }

    /// A tabs handler key `Flow.outcome` split in its two parts; nil when it is not of that form (exactly one
    /// dot, text on both sides).
    static func tabKey(_ key: String) -> (flow: String, outcome: String)? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}

/// Did-you-mean over one set of names, with a bounded amount of work.
///
/// `Names.suggestion` compares a name with every candidate. Done for every unknown name of a large, broken
/// program (thousands of steps, each pointing nowhere) that is quadratic, so candidates are grouped by length
/// (a candidate too much longer or shorter cannot be close enough) and, past a budget, suggestions stop: they
/// are a help, the diagnostics themselves are all reported.
struct Suggester {
    private var byLength: [Int: [String]] = [:]
    private var budget: Int

    init(_ candidates: some Sequence<String>, budget: Int = 20_000_000) {
        var seen = Set<String>()
        for candidate in candidates where seen.insert(candidate).inserted {
            byLength[candidate.count, default: []].append(candidate)
        }
        self.budget = budget
    }

    mutating func suggestion(for name: String) -> String? {
        guard budget > 0 else { return nil }
        let nearby = nearby(name)
        budget -= nearby.reduce(0) { $0 + ($1.count + 1) * (name.count + 1) }
        return Names.suggestion(for: name, among: nearby)
    }

    /// Whether `suggestion` is the only close candidate (`Names.isSoleSuggestion`): its fix-it is safe.
    func isSole(_ suggestion: String, for name: String) -> Bool {
        Names.isSoleSuggestion(suggestion, for: name, among: nearby(name))
    }

    /// The candidates whose length is within the bound `Names.suggestion` accepts.
    private func nearby(_ name: String) -> [String] {
        let allowed = Names.allowedDistance(for: name)
        var nearby: [String] = []
        for length in max(0, name.count - allowed)...(name.count + allowed) {
            if let group = byLength[length] { nearby.append(contentsOf: group) }
        }
        return nearby
    }
}
