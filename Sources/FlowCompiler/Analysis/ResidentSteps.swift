/// The subflow and tabs steps whose running child flow lends its input to a deep link's back stack: the child of
/// a tab, or of a subflow step that stays at the bottom of a stack once shown, runs as long as its parent shows
/// it (the signed-in user's tabs), while a child a screen pushes or presents runs only after the user opened it.
///
/// deeplink-never-opens and the generated code (`FlowLinkEdge`'s `lendsInput`) read this one analysis, so the
/// links lint accepts are the links that open.
struct ResidentSteps {
    /// Parallel to `program.flows`, then to each flow's steps.
    let flows: [[Bool]]

    init(_ program: Program) {
        flows = program.flows.indices.map { Self.steps(program, $0) }
    }

    /// Whether the child flow a subflow or tabs step runs lends its input to a link through it.
    func lendsInput(flow: Int, step: Int) -> Bool { flows[flow][step] }

    /// Tabs steps, and the steps of a flow that stay at the bottom of a stack once shown, so a child flow they
    /// hold runs as long as they show: the start step, the steps decisions at the start lead to, and steps shown
    /// with `replace`.
    private static func steps(_ program: Program, _ f: Int) -> [Bool] {
        let flow = program.flows[f]
        let targets = program.transitionTargets.flows[f]
        var resident = flow.steps.map { if case .tabs = $0.kind { true } else { false } }
        var queue: [Int] = []
        var queued = [Bool](repeating: false, count: flow.steps.count)
        if let start = flow.startIndex {
            resident[start] = true
            queue.append(start)
            queued[start] = true
        }
        for s in flow.steps.indices {
            for (h, handler) in flow.steps[s].handlers.enumerated() {
                guard let target = targets.target(ofHandler: h, of: s), case .go = handler.transition.kind else {
                    continue
                }
                if (handler.transition.present?.value ?? flow.steps[target].defaultPresentation) == .replace {
                    resident[target] = true
                }
            }
        }
        // A decision takes no room: what it leads to from the start sits at the bottom too.
        var next = 0
        while next < queue.count {
            let s = queue[next]
            next += 1
            guard flow.steps[s].isDecision else { continue }
            for (h, handler) in flow.steps[s].handlers.enumerated() {
                guard let target = targets.target(ofHandler: h, of: s), case .go = handler.transition.kind else {
                    continue
                }
                resident[target] = true
                if !queued[target] {
                    queued[target] = true
                    queue.append(target)
                }
            }
        }
        return resident
    }
}

extension Program {
    /// Which steps' child flows lend their input to deep links, computed once per program.
    var residentSteps: ResidentSteps { cached(ResidentSteps.self) { ResidentSteps($0) } }
}
