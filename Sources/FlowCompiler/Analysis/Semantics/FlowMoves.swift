/// The moves of one flow's frames, read from its flow file: the handlers of the frame's step (a screen's events, an
/// alert's buttons, an async decision's answers, a child flow's outcomes, requests and app events), the system back
/// where the frame has it, and a child flow's cancellation. Each move's `NavEffect` follows format.md; what the
/// effect then does to the stack is `NavigationRules`'.
struct FlowMoves: Sendable {
    /// What a move is, to name it in a way (a counterexample, a test's events).
    enum Label: Hashable, Sendable {
        /// Handler `index` of the frame's step (for a decision entered on the way, its choice is in `decided`).
        case handler(Int)
        /// What another check reports (a dead end, a child flow that cannot be read): not judged further.
        case notJudged
        /// The system back: the back button or swipe, a sheet pulled down, a popover tapped outside.
        case systemBack
        /// The frame's child flow left by itself (a cancellation): its step goes as `NavigationRules.childLeft` says.
        case childCancelled
    }

    struct Move: Hashable, Sendable {
        var label: Label
        var effect: NavEffect
        /// The decisions a child's outcome handler went through on the way, each with its choice's index (their
        /// choices act as the handler does, so each is a move of its own).
        var decided: [Decided] = []
    }

    struct Decided: Hashable, Sendable {
        var decision: Int
        var choice: Int
    }

    /// How the flows a subflow or tabs step runs can end: the handlers (indices into the step's handlers) of the
    /// outcomes they can produce, and the ways one can leave by itself (`NavigationRules.childLeft`).
    struct ChildEnds: Sendable {
        var outcomeHandlers: [Int] = []
        /// `leftByBack`, `leftByDismiss`, `dismissedNoModal`: the ends of the child's own moves that leave it.
        var leaves: Set<NavEnd> = []
    }

    let flow: Flow
    let targets: TransitionTargets.Flow
    /// Every handler of a subflow or tabs step, by step: whether it leaves the child flows running (a request, an app
    /// event, a container's event, a tab's outcome that shows a modal over the tabs).
    let keepsChildren: [[Bool]]
    /// Whether the flow's first screen, pushed on its parent's stack, has the system back (format.md, "The system
    /// back": when every subflow step that starts the flow allows it).
    let firstScreenHasSystemBack: Bool
    let childEnds: @Sendable (Int) -> ChildEnds

    init(
        _ flow: Flow, _ targets: TransitionTargets.Flow, program: Program, firstScreenHasSystemBack: Bool,
        childEnds: @escaping @Sendable (Int) -> ChildEnds
    ) {
        self.flow = flow
        self.targets = targets
        self.firstScreenHasSystemBack = firstScreenHasSystemBack
        self.childEnds = childEnds
        keepsChildren = flow.steps.map { step in
            step.startsChildFlows ? step.handlers.map { program.keepsChildFlows($0, of: step, in: flow) } : []
        }
    }

    /// How the flow begins: its start step shown at the bottom, or its start decision's choices.
    var startEffect: NavEffect? {
        guard let start = flow.startIndex else { return nil }
        return enter(start, present: nil)
    }

    /// The effect of going to `target`, shown as `present` says (else as the target's own `present` says).
    func enter(_ target: Int, present: Presentation?) -> NavEffect {
        let step = flow.steps[target]
        if step.isDecision && !step.isAsyncDecision { return .decide(target) }
        if step.isAlert { return .show(target, .alert) }
        switch present ?? step.defaultPresentation {
        case .replace: return .replace(target)
        case .push: return .show(target, .push)
        case let modal: return .show(target, .modal(modal))
        }
    }

    /// What `transition`, handler `handler` of step `step`, does as a move of a frame of that step (a screen's event,
    /// a decision's choice as it acts from where the decision was entered, a child's request).
    func effect(of transition: Transition, handler: Int, at step: Int) -> NavEffect {
        let effect: NavEffect
        switch transition.kind {
        case .go:
            guard let target = targets.target(ofHandler: handler, of: step) else { return .unknown }
            effect = enter(target, present: transition.present?.value)
        case .popTo:
            guard let target = targets.target(ofHandler: handler, of: step) else { return .unknown }
            effect = .popTo(target)
        case .back:
            effect = .back
        case .dismiss:
            effect = .dismiss
        case .finish(let name):
            guard let outcome = flow.outcomes.firstIndex(where: { $0.name.value == name.value }) else {
                return .unknown
            }
            effect = .finish(outcome)
        case .request, .showTab:
            return .stay
        }
        // A close-and-go-on, and an alert's button that goes to a step: the modal closes first (format.md, "Alerts").
        if transition.closesModalFirst != nil { return .dismissThen(effect) }
        if flow.steps[step].isAlert, case .go = transition.kind { return .dismissThen(effect) }
        return effect
    }

    /// Whether the system back is a move of `frame`: a screen that allows it, pushed on a screen or first in a sheet
    /// (or the flow's first screen where its parents let the user go back from it).
    func hasSystemBack(_ frame: NavFrame) -> Bool {
        let step = flow.steps[frame.step]
        guard step.isScreen, !step.isAlert, step.allowsSystemBack else { return false }
        if frame.shown.isUserDismissable { return true }
        guard frame.shown == .push else { return false }
        return !frame.isBottom || firstScreenHasSystemBack
    }

    /// The moves of `frame` on top of its flow's stack.
    func moves(of frame: NavFrame) -> [Move] {
        let step = flow.steps[frame.step]
        var moves: [Move] = []
        let systemBack = hasSystemBack(frame)
        switch step.kind {
        case .screen:
            for (h, handler) in step.handlers.enumerated() {
                if handler.event.value == Handler.systemBack { continue }
                moves.append(
                    Move(label: .handler(h), effect: effect(of: handler.transition, handler: h, at: frame.step)))
            }
            if systemBack {
                // What the screen says the system back does (`on: systemBack:`), else a pop.
                let handler = step.handlers.firstIndex { $0.event.value == Handler.systemBack }
                let handled = handler.map { effect(of: step.handlers[$0].transition, handler: $0, at: frame.step) }
                moves.append(Move(label: .systemBack, effect: handled ?? .back))
            }
        case .decision:
            // An async decision's loading screen: each answer removes it, then acts from below.
            for (h, handler) in step.handlers.enumerated() {
                moves.append(
                    Move(
                        label: .handler(h),
                        effect: .removeTopThen(effect(of: handler.transition, handler: h, at: frame.step))))
            }
        case .subflow, .tabs:
            let ends = childEnds(frame.step)
            for (h, handler) in step.handlers.enumerated() where keepsChildren[frame.step][h] {
                moves.append(
                    Move(label: .handler(h), effect: effect(of: handler.transition, handler: h, at: frame.step)))
            }
            for h in ends.outcomeHandlers {
                let transition = step.handlers[h].transition
                for (effect, decided) in childEndEffects(effect(of: transition, handler: h, at: frame.step), frame) {
                    moves.append(Move(label: .handler(h), effect: effect, decided: decided))
                }
            }
            var left: [NavEffect] = []
            for end in [NavEnd.leftByBack, .leftByDismiss, .dismissedNoModal] where ends.leaves.contains(end) {
                let effect = NavigationRules.childLeft(end)
                if !left.contains(effect) { left.append(effect) }
            }
            moves += left.map { Move(label: .childCancelled, effect: $0) }
        }
        return moves
    }

    /// A child flow's outcome handled at its step (format.md, "When a child flow ends"): the child's screens go with
    /// the step, then the handler acts from the step below: `back` removes nothing more, `dismiss` closes the modal
    /// holding that stack (for a step shown as a modal, its own, gone already: as `back`), a close-and-go-on of a step
    /// shown as a modal goes on from below; `popTo` and `finish` act as from the step. A decision's choices act so.
    private func childEndEffects(_ effect: NavEffect, _ frame: NavFrame, decided: [Decided] = [])
        -> [(NavEffect, [Decided])]
    {
        guard case .decide(let decision) = effect else { return [(childEnded(effect, at: frame), decided)] }
        guard !decided.contains(where: { $0.decision == decision }) else { return [] }
        let step = flow.steps[decision]
        return step.handlers.indices.flatMap { h in
            childEndEffects(
                self.effect(of: step.handlers[h].transition, handler: h, at: decision), frame,
                decided: decided + [Decided(decision: decision, choice: h)])
        }
    }

    /// Handler `handler` of `frame`'s step, for its child's outcome, each decision on the way answered by `choose`.
    func childEndEffect(ofHandler handler: Int, at frame: NavFrame, choose: (Int) -> Int) -> NavEffect {
        var effect = self.effect(
            of: flow.steps[frame.step].handlers[handler].transition, handler: handler, at: frame.step)
        var answered: Set<Int> = []
        while case .decide(let decision) = effect {
            let handlers = flow.steps[decision].handlers
            let h = choose(decision)
            guard answered.insert(decision).inserted, handlers.indices.contains(h) else { return .unknown }
            effect = self.effect(of: handlers[h].transition, handler: h, at: decision)
        }
        return childEnded(effect, at: frame)
    }

    /// What a handler's effect does once the child of `frame` ended: the one rule of "When a child flow ends".
    private func childEnded(_ effect: NavEffect, at frame: NavFrame) -> NavEffect {
        switch effect {
        case .back: return .back
        case .dismiss: return frame.shown.isModal ? .back : .removeTopThen(.dismiss)
        case .dismissThen(let then): return .removeTopThen(frame.shown.isModal ? then : effect)
        case .show, .replace, .decide: return .removeTopThen(effect)
        case .popTo, .finish, .stay, .unknown, .removeTopThen: return effect
        }
    }
}

/// Each flow's moves, read once per program, for who follows flows one concrete state at a time (the generated suites'
/// oracle): child flows end as their handlers say, and a flow's first screen has no system back of its own.
struct ProgramMoves: Sendable {
    let flows: [FlowMoves]

    init(_ program: Program) {
        let targets = program.transitionTargets
        flows = program.flows.indices.map {
            FlowMoves(program.flows[$0], targets.flows[$0], program: program, firstScreenHasSystemBack: false) { _ in
                .init()
            }
        }
    }
}

extension Program {
    /// The moves of every flow, read once.
    var moves: ProgramMoves { cached(ProgramMoves.self) { ProgramMoves($0) } }
}
