/// One configuration at a time: a move applied to a concrete stack, with `NavigationRules`' reactions and nothing
/// else. What the differential test of the runtime expects after each move, and what a random walk of the explorer's
/// configurations follows.
enum NavResult: Hashable, Sendable {
    /// The flow's frames after the move, bottom first (unchanged when the runtime ignores it: a `popTo` that finds no
    /// target).
    case stack([NavFrame])
    case end(NavEnd)
}

extension FlowMoves {
    /// How the flow begins, each decision on the way answered by `choose` (the index of its choice).
    func start(choose: (Int) -> Int) -> NavResult? {
        startEffect.map { apply($0, to: [], choose: choose) }
    }

    /// `effect` as a move of the top frame of `stack` (on an empty stack: as the flow's start does). A move whose
    /// `popTo` finds no target changes nothing, wherever on the way it meets that (the runtime ignores it whole).
    func apply(_ effect: NavEffect, to stack: [NavFrame], choose: (Int) -> Int) -> NavResult {
        applyKeeping(effect, to: stack, choose: choose).result
    }

    /// `apply`, with how many of the bottom frames of `stack` stay as they were (the rest of the result is new:
    /// a frame `replace` put in the place of one, or one shown on top).
    func applyKeeping(_ effect: NavEffect, to stack: [NavFrame], choose: (Int) -> Int) -> (result: NavResult, kept: Int)
    {
        let moved = move(effect, on: stack, choose: choose)
        return moved.result == .end(.popMissed) ? (.stack(stack), stack.count) : moved
    }

    private func move(_ effect: NavEffect, on stack: [NavFrame], choose: (Int) -> Int) -> (result: NavResult, kept: Int)
    {
        guard let top = stack.last else { return (onEmpty(effect, choose: choose), 0) }
        switch effect {
        case .show(let step, let shown):
            return (.stack(stack + [NavFrame(step: step, shown: shown, isBottom: false)]), stack.count)
        case .decide(let decision):
            return move(choice(of: decision, choose), on: stack, choose: choose)
        default:
            return follow(NavigationRules.start(effect, at: top), at: stack.count - 1, of: stack, choose: choose)
        }
    }

    /// The reaction of the frame at `index`, after the frames above it went.
    private func follow(_ reaction: NavReaction, at index: Int, of stack: [NavFrame], choose: (Int) -> Int)
        -> (result: NavResult, kept: Int)
    {
        switch reaction {
        case .top:
            return (.stack(Array(stack[...index])), index + 1)
        case .pass(let mode):
            // A bottom frame never passes a mode on (NavigationRules ends the move there).
            guard index > 0 else { return (.end(.unknown), 0) }
            return follow(NavigationRules.react(stack[index - 1], to: mode), at: index - 1, of: stack, choose: choose)
        case .replacedBy(let frame):
            return (.stack(Array(stack[..<index]) + [frame]), index)
        case .apply(let effect):
            return move(effect, on: Array(stack[...index]), choose: choose)
        case .emptyThen(let effect):
            return (onEmpty(effect, choose: choose), 0)
        case .end(let end):
            return (.end(end), 0)
        }
    }

    private func onEmpty(_ effect: NavEffect, choose: (Int) -> Int) -> NavResult {
        switch NavigationRules.onEmpty(effect) {
        case .bottom(let frame): return .stack([frame])
        case .decide(let decision): return onEmpty(choice(of: decision, choose), choose: choose)
        case .end(let end): return .end(end)
        }
    }

    /// The effect of the choice `choose` picks for `decision`; a negative pick stops there, not judged (a walk through
    /// decisions that answer one another for ever).
    private func choice(of decision: Int, _ choose: (Int) -> Int) -> NavEffect {
        let handlers = flow.steps[decision].handlers
        let h = choose(decision)
        guard !handlers.isEmpty, h >= 0 else { return .unknown }
        let index = min(h, handlers.count - 1)
        return effect(of: handlers[index].transition, handler: index, at: decision)
    }
}
