/// The step each `go` and `popTo` of the program names, resolved once for every check and analysis that follows
/// transitions (navigation, value flow, unknown-step, pop-target): a step is found by its name through a hash,
/// which costs more than the rest of following a transition.
struct TransitionTargets {
    /// One flow's targets.
    struct Flow {
        /// By handler, the handlers of all steps in a row: the target step, or -1 for another transition or a name
        /// that is no step of the flow. Handler `h` of step `s` is at `firstHandler[s] + h`.
        let targets: [Int]
        let firstHandler: [Int]

        init(_ flow: FlowCompiler.Flow) {
            var firstHandler = [Int](repeating: 0, count: flow.steps.count + 1)
            for s in flow.steps.indices { firstHandler[s + 1] = firstHandler[s] + flow.steps[s].handlers.count }
            var targets = [Int](repeating: -1, count: firstHandler[flow.steps.count])
            for s in flow.steps.indices {
                let handlers = flow.steps[s].handlers
                for h in handlers.indices {
                    switch handlers[h].transition.kind {
                    case .go(let name), .popTo(let name):
                        targets[firstHandler[s] + h] = flow.index(ofStep: name.value) ?? -1
                    case .back, .dismiss, .finish, .request, .showTab:
                        break
                    }
                }
            }
            self.targets = targets
            self.firstHandler = firstHandler
        }

        /// The step handler `handler` of step `step` goes to (`go`) or returns to (`popTo`); nil for another
        /// transition or a name that is no step.
        func target(ofHandler handler: Int, of step: Int) -> Int? {
            let target = targets[firstHandler[step] + handler]
            return target < 0 ? nil : target
        }
    }

    /// Parallel to `program.flows`.
    let flows: [Flow]

    init(_ program: Program) { flows = program.flows.map(Flow.init) }
}

extension Program {
    /// The targets of every transition, resolved once per program.
    var transitionTargets: TransitionTargets { cached(TransitionTargets.self) { TransitionTargets($0) } }
}
