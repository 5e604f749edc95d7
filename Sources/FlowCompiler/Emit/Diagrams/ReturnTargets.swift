/// Where `back` and `dismiss` can land from each step of one flow, so the diagram can draw them pointing at
/// the real screens instead of at an anonymous marker.
///
/// It follows the stack rules of decisions.md one level deep: a pushed step has its pusher below it; a modal's
/// first screen goes back to its presenter; a step that replaced the stack goes back wherever `dismiss` from
/// the replaced step would go (the presenter of its modal, or out of the flow). Decisions show nothing, so
/// they stand where the step that entered them stands; an async decision's loading screen and an alert go before
/// their answer or their button acts, so they stand there too (an alert's `back` and `dismiss` only close it,
/// landing on the step it stands at). Sets are capped (`limit`): past it a step's returns
/// are drawn to one "several steps" marker, which also keeps the work linear in the size of the flow.
struct ReturnTargets {
    enum Target: Hashable, Comparable {
        case step(Int)
        /// Out of this flow, to the parent coordinator.
        case leave
        /// More places than the diagram draws.
        case many
    }

    static let limit = 6

    /// Per step index, sorted.
    private(set) var back: [[Target]]
    private(set) var dismiss: [[Target]]

    init(_ flow: Flow) {
        let count = flow.steps.count
        // Steps whose transitions act from the step below them: decisions and alerts.
        let isDecision = flow.steps.map { $0.isDecision || $0.isAlert }
        // Positions a decision stands at: the steps that enter it (or `.leave` when it is the start).
        var at = [[Target]](repeating: [], count: count)
        var decisionChains = [[Int]](repeating: [], count: count)
        var entries: [(from: Int, to: Int, present: Presentation)] = []
        var decisionEntries: [(decision: Int, to: Int, present: Presentation)] = []

        for (index, step) in flow.steps.enumerated() {
            for handler in step.handlers {
                guard case .go(let name) = handler.transition.kind, let target = flow.index(ofStep: name.value)
                else { continue }
                let present = handler.transition.present?.value ?? flow.steps[target].defaultPresentation
                switch (isDecision[index], isDecision[target]) {
                case (false, false): entries.append((index, target, present))
                case (false, true): Self.insert(.step(index), into: &at[target])
                case (true, true): decisionChains[index].append(target)
                case (true, false): decisionEntries.append((index, target, present))
                }
            }
        }
        var back = [[Target]](repeating: [], count: count)
        var dismiss = [[Target]](repeating: [], count: count)
        if let start = flow.startIndex {
            if isDecision[start] {
                Self.insert(.leave, into: &at[start])
            } else {
                Self.insert(.leave, into: &back[start])
                Self.insert(.leave, into: &dismiss[start])
            }
        }
        // Decisions entered from decisions stand where those stand.
        var work = Array((0..<count).filter { isDecision[$0] && !at[$0].isEmpty })
        while let decision = work.popLast() {
            for next in decisionChains[decision] where Self.merge(at[decision], into: &at[next]) {
                work.append(next)
            }
        }
        for entry in decisionEntries {
            for position in at[entry.decision] {
                switch position {
                case .step(let from): entries.append((from, entry.to, entry.present))
                case .leave, .many:
                    Self.insert(position, into: &back[entry.to])
                    Self.insert(position, into: &dismiss[entry.to])
                }
            }
        }
        // dismiss: the presenter of the innermost modal. A push or replace keeps the modal of the step it
        // leaves; a sheet or fullScreen opens a new one presented by that step.
        var followers = [[Int]](repeating: [], count: count)
        for entry in entries {
            if entry.present.isModal {
                Self.insert(.step(entry.from), into: &dismiss[entry.to])
            } else {
                followers[entry.from].append(entry.to)
            }
        }
        work = Array(0..<count)
        while let step = work.popLast() {
            for next in followers[step] where Self.merge(dismiss[step], into: &dismiss[next]) {
                work.append(next)
            }
        }
        for entry in entries {
            if entry.present == .replace {
                _ = Self.merge(dismiss[entry.from], into: &back[entry.to])
            } else {
                Self.insert(.step(entry.from), into: &back[entry.to])
            }
        }
        // A decision's own back/dismiss choices act on the step it stands at; an alert's only close it.
        for index in 0..<count where isDecision[index] {
            for position in at[index] {
                switch position {
                case .step(let from) where flow.steps[index].isAlert:
                    Self.insert(.step(from), into: &back[index])
                    Self.insert(.step(from), into: &dismiss[index])
                case .step(let from):
                    _ = Self.merge(back[from], into: &back[index])
                    _ = Self.merge(dismiss[from], into: &dismiss[index])
                case .leave, .many:
                    Self.insert(position, into: &back[index])
                    Self.insert(position, into: &dismiss[index])
                }
            }
        }
        self.back = back.map { $0.sorted() }
        self.dismiss = dismiss.map { $0.sorted() }
    }

    /// Adds one target; past the limit the set becomes `[.many]`. Returns whether the set changed.
    @discardableResult
    private static func insert(_ target: Target, into set: inout [Target]) -> Bool {
        if set.contains(target) || set == [.many] { return false }
        if target == .many || set.count >= limit {
            set = [.many]
            return true
        }
        set.append(target)
        return true
    }

    private static func merge(_ source: [Target], into set: inout [Target]) -> Bool {
        var changed = false
        for target in source where insert(target, into: &set) { changed = true }
        return changed
    }
}
