/// A flow's API, as a parent or another module sees it: its name, its input (what a starter passes), its outcomes
/// and requests with their payloads (what every starter handles). Within one program lint makes the parents agree;
/// across modules (`--interface`) and published flows, a starter written against the old version breaks.
enum APIChanges {
    static func find(_ pair: ProgramPair) -> [FlowChange] {
        let starters = pair.startersByFlow()
        var changes: [FlowChange] = []
        let newNames = Set(pair.newFlows.map(\.name.value))
        for old in pair.oldFlows {
            let name = old.name.value
            guard let new = pair.new.flow(name), newNames.contains(name) else {
                changes.append(
                    FlowChange(
                        .apiFlowRemoved, .breaking, .init(flow: name),
                        "flow '\(name)' was removed: every flow or module that starts it no longer builds",
                        hint: "keep the flow, or accept the break in flowc.yaml", old: old.name.location, new: nil))
                continue
            }
            let startedBy = starters[name].map { " (started by \($0.quotedList()))" } ?? ""
            changes += inputChanges(old, new, startedBy: startedBy)
            changes += ends(old.outcomes, new.outcomes, of: old, new, startedBy: startedBy, isRequest: false)
            changes += ends(old.requests, new.requests, of: old, new, startedBy: startedBy, isRequest: true)
        }
        let oldNames = Set(pair.oldFlows.map(\.name.value))
        for new in pair.newFlows where !oldNames.contains(new.name.value) {
            changes.append(
                FlowChange(
                    .apiFlowAdded, .compatible, .init(flow: new.name.value), "flow '\(new.name.value)' was added",
                    old: nil, new: new.name.location))
        }
        return changes
    }

    private static func inputChanges(_ old: Flow, _ new: Flow, startedBy: String) -> [FlowChange] {
        var changes: [FlowChange] = []
        let flow = new.name.value
        for field in new.input {
            let name = field.name.value
            let subject = FlowChange.Subject(flow: flow, field: name)
            guard let before = old.input.first(where: { $0.name.value == name }) else {
                let required = !(field.type.expr?.isOptional ?? false)
                changes.append(
                    FlowChange(
                        .apiInputAdded, required ? .breaking : .compatible, subject,
                        required
                            ? "flow '\(flow)' needs a new input '\(name): \(field.type.spelling)'\(startedBy): every "
                                + "starter must pass it"
                            : "flow '\(flow)' takes a new optional input '\(name)'\(startedBy)",
                        hint: required ? "make it optional, or update every starter" : nil,
                        old: old.name.location, new: field.name.location))
                continue
            }
            if !sameType(before.type, field.type) {
                // A value of the old type still fills an optional of it: starters keep compiling.
                let widened = before.type.expr.map { .optional($0) == field.type.expr } ?? false
                changes.append(
                    FlowChange(
                        .apiInputTypeChanged, widened ? .compatible : .breaking, subject,
                        "input '\(name)' of flow '\(flow)' is \(field.type.spelling) instead of "
                            + "\(before.type.spelling)\(startedBy)"
                            + (widened ? ": starters may now pass nil" : ": starters pass the old type"),
                        old: before.name.location, new: field.name.location))
            }
        }
        for field in old.input where !new.input.contains(where: { $0.name.value == field.name.value }) {
            changes.append(
                FlowChange(
                    .apiInputRemoved, .breaking, .init(flow: flow, field: field.name.value),
                    "input '\(field.name.value)' of flow '\(flow)' was removed\(startedBy): starters that pass it "
                        + "no longer build", old: field.name.location, new: new.name.location))
        }
        return changes
    }

    /// Outcomes or requests: added, removed, renamed (one removed and one added with the same payload), or with
    /// another payload.
    private static func ends(
        _ old: [Outcome], _ new: [Outcome], of oldFlow: Flow, _ newFlow: Flow, startedBy: String, isRequest: Bool
    ) -> [FlowChange] {
        let flow = newFlow.name.value
        let word = isRequest ? "request" : "outcome"
        var changes: [FlowChange] = []
        var removed = old.filter { o in !new.contains { $0.name.value == o.name.value } }
        var added = new.filter { n in !old.contains { $0.name.value == n.name.value } }
        if !isRequest, removed.count == 1, added.count == 1, samePayload(removed[0].payload, added[0].payload) {
            changes.append(
                FlowChange(
                    .apiOutcomeRenamed, .breaking, .init(flow: flow, outcome: removed[0].name.value),
                    "outcome '\(removed[0].name.value)' of flow '\(flow)' is now '\(added[0].name.value)'"
                        + "\(startedBy): every starter must handle the new name",
                    hint: "keep the old name, or release it with every starter's handler renamed (other modules too)",
                    old: removed[0].name.location, new: added[0].name.location))
            removed = []
            added = []
        }
        for outcome in added {
            changes.append(
                FlowChange(
                    isRequest ? .apiRequestAdded : .apiOutcomeAdded, .breaking,
                    .init(flow: flow, outcome: outcome.name.value),
                    "flow '\(flow)' has a new \(word) '\(outcome.name.value)'\(startedBy): every starter must handle it",
                    hint: "release it with a handler in every starter, other modules' too, or accept the break in "
                        + "flowc.yaml",
                    old: oldFlow.name.location, new: outcome.name.location))
        }
        for outcome in removed {
            changes.append(
                FlowChange(
                    isRequest ? .apiRequestRemoved : .apiOutcomeRemoved, .breaking,
                    .init(flow: flow, outcome: outcome.name.value),
                    "\(word) '\(outcome.name.value)' of flow '\(flow)' was removed\(startedBy): starters handle a "
                        + "\(word) that no longer exists",
                    hint: "keep the \(word) (unused) until every starter drops its handler, or accept the break",
                    old: outcome.name.location, new: newFlow.name.location))
        }
        for before in old {
            guard let after = new.first(where: { $0.name.value == before.name.value }),
                !samePayload(before.payload, after.payload)
            else { continue }
            changes.append(
                FlowChange(
                    isRequest ? .apiRequestPayloadChanged : .apiOutcomePayloadChanged, .breaking,
                    .init(flow: flow, outcome: before.name.value),
                    "the payload of \(word) '\(before.name.value)' of flow '\(flow)' is \(describe(after.payload)) "
                        + "instead of \(describe(before.payload))\(startedBy): starters read the old values",
                    hint: "add new values as a new \(word), or accept the break in flowc.yaml",
                    old: before.name.location, new: after.name.location))
        }
        return changes
    }

    /// Payloads are read by name: the order of their fields does not matter.
    private static func samePayload(_ a: [Param], _ b: [Param]) -> Bool {
        a.count == b.count
            && a.allSatisfy { field in b.contains { $0.name.value == field.name.value && sameType($0.type, field.type) }
            }
    }

    private static func sameType(_ a: TypeRef, _ b: TypeRef) -> Bool {
        guard let x = a.expr, let y = b.expr else { return a.spelling == b.spelling }
        return x == y
    }

    private static func describe(_ payload: [Param]) -> String {
        payload.isEmpty
            ? "{}" : "{ " + payload.map { "\($0.name.value): \($0.type.spelling)" }.joined(separator: ", ") + " }"
    }
}
