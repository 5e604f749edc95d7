/// State restoration: would a state the old version saved decode, and to the same place, in the new one?
///
/// A step that fails to decode cuts its flow there (`FlowState.init(from:)`); a style never fails (a restored step is
/// shown as the new version shows it: `RestorationStyles`). What is encoded (FlowcRuntime's `FlowState`, `FlowStep`,
/// `FlowStepInfo` and the generated `init(from:)`): a flow's `input` as a keyed struct (field names are keys: an added required field or a changed type fails, an
/// added optional field decodes as nil, a removed one is ignored); each step on its stack as its style and its route,
/// an array of the step's id then its values in the order of its `params` (a rename of a param changes nothing, a
/// reordering, an insertion, a removal before a kept param or a changed type fails or fills the wrong params, a step
/// id the flow lacks fails with `unknownStep`; values left over at the end are ignored); a subflow step's value is its child's state, a tabs
/// step's a struct of the selected tab's index and each tab flow's state under the flow's name. Flow names are not
/// encoded: a subflow step decodes its saved state as the state of the flow it starts in the new version, so flows
/// are compared as the pairs the steps make, from the root (or, without a root, each flow with its namesake).
/// Decisions the app answers at once never are on a stack; async ones are (their loading step). `live` values
/// encode null and come back from the app: only their presence counts.
enum RestorationChanges {
    static func find(_ pair: ProgramPair) -> [FlowChange] {
        var comparison = Comparison(pair: pair)
        if let root = pair.old.root, let oldRoot = pair.old.flow(root),
            let newRoot = pair.new.flow(pair.new.root ?? root)
        {
            comparison.queue(oldRoot, newRoot)
        } else {
            for old in pair.oldFlows { if let new = pair.new.flow(old.name.value) { comparison.queue(old, new) } }
        }
        comparison.run()
        return comparison.changes
    }

    /// A walk over the pairs (old flow, new flow) whose states decode one as the other, each compared once.
    private struct Comparison {
        let pair: ProgramPair
        var seen = Set<[String]>()
        var pending: [(old: Flow, new: Flow)] = []
        var changes: [FlowChange] = []
        /// By program and flow: how each step is shown (`shown(_:of:in:)`).
        var presentations: [ObjectIdentifier: [String: [[String]]]] = [:]

        init(pair: ProgramPair) { self.pair = pair }

        mutating func queue(_ old: Flow, _ new: Flow) {
            if seen.insert([old.name.value, new.name.value]).inserted { pending.append((old, new)) }
        }

        mutating func run() {
            var next = 0
            while next < pending.count {
                let (old, new) = pending[next]
                next += 1
                compareInput(old, new)
                for step in old.steps where step.isOnStack {
                    compareStep(step, of: old, new)
                }
            }
        }

        /// One change per input field that a saved state no longer decodes with (`field` names it, for
        /// `diff: accept:`).
        private mutating func compareInput(_ old: Flow, _ new: Flow) {
            for field in new.input {
                let name = field.name.value
                let before = old.input.first { $0.name.value == name }
                let problem: String
                if let before {
                    guard !Self.decodes(before.type, as: field.type) else { continue }
                    problem = "field '\(name)' is \(field.type.spelling) instead of \(before.type.spelling)"
                } else {
                    guard !(field.type.expr?.isOptional ?? false) else { continue }
                    problem = "required field '\(name)' was added"
                }
                changes.append(
                    FlowChange(
                        .restorationInputChanged, .breaking, .init(flow: new.name.value, field: name),
                        "the input of flow '\(new.name.value)' changed (\(problem)): a state saved by the old "
                            + "version\(Self.decodedAs(old, new)) no longer decodes",
                        hint: "make the new field optional, keep the old type, or accept the break in flowc.yaml",
                        old: before?.name.location ?? old.name.location, new: field.name.location))
            }
        }

        private mutating func compareStep(_ step: Step, of old: Flow, _ new: Flow) {
            let subject = FlowChange.Subject(flow: new.name.value, step: step.id.value)
            let place = "step '\(step.id.value)' of flow '\(new.name.value)'\(Self.decodedAs(old, new))"
            var now = new.step(step.id.value)
            // A step renamed in flowc.yaml (`restoration: renamedSteps`): the generated decoder takes its old id.
            if now == nil, let rename = pair.renamed(step.id.value, inFlow: new.name.value),
                let renamed = new.step(rename.to.value), renamed.isOnStack
            {
                let to = rename.to.value
                if let problem = Self.renameProblem(step, renamed) {
                    changes.append(
                        FlowChange(
                            .restorationStepRemoved, .breaking, subject,
                            "\(place) was removed, and the rename to '\(to)' declared in flowc.yaml does not migrate "
                                + "a state saved on it: \(problem)",
                            hint: "make '\(to)' take what '\(step.id.value)' took (the same params in order and type, "
                                + "or fewer from the end), or accept the break in flowc.yaml",
                            old: step.id.location, new: renamed.id.location))
                    return
                }
                changes.append(
                    FlowChange(
                        .restorationStepRenamed, .compatible, subject,
                        "\(place) was renamed '\(to)': a state saved on '\(step.id.value)' restores on '\(to)' "
                            + "(flowc.yaml migration)", old: step.id.location, new: renamed.id.location))
                now = renamed
            }
            guard let now, now.isOnStack else {
                let removed = new.step(step.id.value) == nil
                let what = removed ? "was removed" : "is now a decision no state holds"
                // A step renamed without a word in flowc.yaml reads as removed: say how to declare it.
                let added = new.steps.filter { $0.isOnStack && old.step($0.id.value) == nil }.map(\.id.value)
                let rename =
                    "if it was renamed, declare it in flowc.yaml (restoration: renamedSteps: [{ flow: "
                    + "\(new.name.value), from: \(step.id.value), to: \(added.count == 1 ? added[0] : "NEW_ID") }]) so "
                    + "saved states restore on the new step and its links stay its own; "
                changes.append(
                    FlowChange(
                        .restorationStepRemoved, .breaking, subject,
                        "\(place) \(what): a state saved on it no longer decodes (unknown step), so its flow is "
                            + "restored up to the step below it, and users lose where they were",
                        hint: (removed && !added.isEmpty ? rename : "")
                            + "keep the step, or accept the break in flowc.yaml with the reason users lose nothing",
                        old: step.id.location, new: new.step(step.id.value)?.id.location ?? new.name.location))
                return
            }
            switch (step.kind, now.kind) {
            case (.subflow(let a), .subflow(let b)):
                if let child = pair.old.flow(a.value), let next = pair.new.flow(b.value) { queue(child, next) }
            case (.tabs(let a), .tabs(let b)):
                let before = a.map(\.value)
                let after = b.map(\.value)
                if before != after {
                    changes.append(
                        FlowChange(
                            .restorationTabsChanged, .breaking, subject,
                            "the tabs of \(place) are \(after.quotedList()) instead of \(before.quotedList()): a "
                                + "saved state "
                                + (Set(after).isSubset(of: before)
                                    ? "may show another tab (the selected tab is saved by position)"
                                    : "no longer decodes (a new tab's state is missing)"),
                            old: step.id.location, new: now.id.location))
                }
                for name in before where after.contains(name) {
                    if let child = pair.old.flow(name), let next = pair.new.flow(name) { queue(child, next) }
                }
            case (.screen, .screen), (.decision, .decision), (.screen, .decision), (.decision, .screen):
                compareParams(step, now, place: place, subject: subject)
            default:
                changes.append(
                    FlowChange(
                        .restorationStepKindChanged, .breaking, subject,
                        "\(place) is now \(Self.kindName(now)) instead of \(Self.kindName(step)): a state saved on "
                            + "it no longer decodes", old: step.id.location, new: now.id.location))
                return
            }
            if let change = RestorationChanges.styleChange(
                step, shown: shown(step, of: old, in: pair.old), now, shown: shown(now, of: new, in: pair.new),
                place: place, subject: subject)
            {
                changes.append(change)
            }
        }

        /// How `flow` shows `step` above another step (`StepPresentations`), read once per flow.
        private mutating func shown(_ step: Step, of flow: Flow, in program: Program) -> [String] {
            let key = ObjectIdentifier(program)
            if presentations[key]?[flow.name.value] == nil {
                presentations[key, default: [:]][flow.name.value] = StepPresentations(flow).styles
            }
            guard let index = flow.index(ofStep: step.id.value) else { return [] }
            return presentations[key]?[flow.name.value]?[index] ?? []
        }

        /// Why a state saved on step `old` does not decode as the step it was renamed to, `new`; nil when it does
        /// (the same kind, the same tabs, params that line up).
        static func renameProblem(_ old: Step, _ new: Step) -> String? {
            switch (old.kind, new.kind) {
            case (.subflow, .subflow):
                return nil
            case (.tabs(let a), .tabs(let b)):
                let before = a.map(\.value)
                let after = b.map(\.value)
                return before == after
                    ? nil : "its tabs are \(after.quotedList()) instead of \(before.quotedList())"
            case (.screen, .screen), (.decision, .decision), (.screen, .decision), (.decision, .screen):
                guard let effect = paramsEffect(old, new), effect.breaks else { return nil }
                return "its params are \(paramList(new.params)) instead of \(paramList(old.params)): \(effect.text)"
            default:
                return "it is \(kindName(new)) instead of \(kindName(old))"
            }
        }

        static func paramList(_ params: [Param]) -> String {
            "(" + params.map { "\($0.name.value): \($0.type.spelling)" }.joined(separator: ", ") + ")"
        }

        /// What a change of a route's params does to a saved state, and whether that breaks it; nil when nothing
        /// changed that matters (a rename of a param alone).
        static func paramsEffect(_ old: Step, _ new: Step) -> (breaks: Bool, text: String)? {
            let oldNames = old.params.map(\.name.value)
            let newNames = new.params.map(\.name.value)
            // At each position both versions have, the saved value fills another param when either name is kept
            // elsewhere (the old param moved, or the new one was at another place before).
            let misplaced = zip(oldNames, newNames).filter { before, after in
                before != after && (newNames.contains(before) || oldNames.contains(after))
            }
            let retyped = zip(old.params, new.params).contains { !Self.decodes($0.type, as: $1.type) }
            let added = new.params.count > old.params.count
            let removed = old.params.count > new.params.count
            // Fewer params still decode only when those left are the first old ones, by name (their types decode).
            let notPrefix = removed && misplaced.isEmpty && oldNames.prefix(newNames.count) != newNames[...]
            guard added || removed || retyped || !misplaced.isEmpty else { return nil }
            let breaks = added || retyped || !misplaced.isEmpty || notPrefix
            let effect: String
            if added || retyped {
                effect = "a state saved on it fails to decode, or decodes its values into the wrong params"
            } else if !misplaced.isEmpty {
                let moves = misplaced.enumerated().map { index, pair in
                    (index == 0 ? "the value saved for '" : "for '") + "\(pair.0)' fills '\(pair.1)'"
                }
                effect = "a saved state decodes to a different place (\(moves.joined(separator: "; ")))"
            } else if notPrefix {
                effect =
                    "a saved state may decode to a different place (the params left are not the first old ones by "
                    + "name: a saved value may fill another param)"
            } else {
                effect = "a saved state still decodes, without the values removed from the end"
            }
            return (breaks, effect)
        }

        /// The values of a screen's (or async decision's) route, by position: a rename alone changes nothing, a
        /// name kept at another position means a saved value fills another param.
        private mutating func compareParams(_ old: Step, _ new: Step, place: String, subject: FlowChange.Subject) {
            guard let (breaks, effect) = Self.paramsEffect(old, new) else { return }
            changes.append(
                FlowChange(
                    .restorationParamsChanged, breaks ? .breaking : .compatible, subject,
                    "the params of \(place) are \(Self.paramList(new.params)) instead of "
                        + "\(Self.paramList(old.params)): \(effect)",
                    hint: breaks
                        ? "keep the old params in their order and types (a rename is safe; remove only the last "
                            + "ones), or accept the break in flowc.yaml" : nil,
                    old: old.id.location, new: new.id.location))
        }

        /// Whether a value encoded as `old` decodes as `new`: the same type, the same wrapped in an optional, or
        /// two live values (encoded as null, given back by the app).
        static func decodes(_ old: TypeRef, as new: TypeRef) -> Bool {
            guard let a = old.expr, let b = new.expr else { return old.spelling == new.spelling }
            if a.isLive && b.isLive { return true }
            return a == b || b == .optional(a)
        }

        /// ` (decoded as flow 'X')` when the state saved by one flow is decoded as another's.
        static func decodedAs(_ old: Flow, _ new: Flow) -> String {
            old.name.value == new.name.value ? "" : " (the state of the old flow '\(old.name.value)')"
        }

        static func kindName(_ step: Step) -> String {
            switch step.kind {
            case .screen: return step.isAlert ? "an alert" : "a screen"
            case .decision: return "a decision"
            case .subflow(let flow): return "a subflow step of '\(flow.value)'"
            case .tabs: return "a tabs step"
            }
        }
    }
}
