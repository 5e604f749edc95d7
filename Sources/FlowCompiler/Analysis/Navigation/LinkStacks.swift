/// The back stack a deep link builds in one flow to show one of its steps (the linked screen, or the subflow or
/// tabs step holding the next flow down): the stack the flow itself builds on a shortest way there from its
/// start (fewest transitions, the first in the author's order among equals), so a link shows what navigating
/// would (format.md, "Deep links"). `launch --replace--> browser` opens `browser` alone; a screen only reached
/// inside a sheet opens inside that sheet; decisions take no room.
///
/// The way goes through screens the link can build, those whose params all come by name from the flow's input
/// or are optional (the start's come from the input), and through decisions; not through a subflow or tabs
/// step, whose child would have to end first. A step no such way reaches opens on `[start, step]`. The
/// generated code builds these stacks, and pop-target's stack model (`StackGraph`) counts `[start, step]` only
/// for those steps: every other link stack is the stack of a path the flow takes anyway.
struct LinkStacks {
    /// One step of a link's back stack and how it is shown: push, or sheet/fullScreen for the first screen of
    /// a modal.
    struct Entry: Equatable {
        var step: Int
        var style: Presentation
    }

    private let graph: StepGraph
    /// By step: the index into `graph.edges` of the transition a shortest way enters it by; -1 for the start
    /// and for steps no way reaches.
    private let way: [Int]
    /// By step: how a `[start, step]` stack shows it, its own `present` (push for `replace`).
    private let ownStyle: [Presentation]

    init(_ flow: Flow, _ graph: StepGraph) {
        self.graph = graph
        var way = [Int](repeating: -1, count: graph.stepCount)
        var reached = [Bool](repeating: false, count: graph.stepCount)
        if let start = graph.start {
            reached[start] = true
            var queue = [start]
            var next = 0
            while next < queue.count {
                let step = queue[next]
                next += 1
                let passable =
                    flow.steps[step].isDecision
                    || flow.steps[step].isScreen
                        && (step == start || Self.isFilledFromInput(flow.steps[step], of: flow))
                guard passable else { continue }
                for position in graph.outgoing.edges(of: step) {
                    let edge = graph.outgoing.target(position)
                    let target = graph.edges[edge].target
                    // A close-and-go-on builds its target's stack from a presenter it does not name.
                    guard !reached[target], !graph.edges[edge].closesModal else { continue }
                    reached[target] = true
                    way[target] = edge
                    queue.append(target)
                }
            }
        }
        self.way = way
        ownStyle = flow.steps.map { $0.defaultPresentation == .replace ? .push : $0.defaultPresentation }
    }

    /// Whether a way of transitions, or an entry of the flow, builds the step's link stack (else it is
    /// `[start, step]`).
    func isBuiltByTransitions(_ step: Int) -> Bool {
        step == graph.start || way[step] >= 0 || entryStack(to: step) != nil
    }

    /// The stack of the first entry whose own step is `step` (`entries:`, format v2).
    private func entryStack(to step: Int) -> [Int]? {
        graph.entryStacks.first { $0.steps.last == step }?.steps
    }

    /// The back stack a link to `step` builds, bottom to top, `step` last: an entry's stack when the step is an
    /// entry's own (as a subflow step choosing that entry starts the flow), else a shortest way from the start.
    func stack(to step: Int) -> [Entry] {
        if let entry = entryStack(to: step) {
            return entry.enumerated().map { Entry(step: $1, style: $0 == 0 ? .push : ownStyle[$1]) }
        }
        guard let start = graph.start else { return [Entry(step: step, style: .push)] }
        guard isBuiltByTransitions(step) else {
            let shown = Entry(step: step, style: graph.isDecision[start] ? .push : ownStyle[step])
            return graph.isDecision[start] ? [shown] : [Entry(step: start, style: .push), shown]
        }
        var edges: [Int] = []
        var current = step
        while way[current] >= 0 {
            edges.append(way[current])
            current = graph.edges[way[current]].source
        }
        var stack: [Entry] = graph.isDecision[start] ? [] : [Entry(step: start, style: .push)]
        for edge in edges.reversed() {
            let target = graph.edges[edge].target
            guard !graph.isDecision[target] else { continue }
            let shownAs = graph.edges[edge].shownAs
            switch shownAs {
            case .push, .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover:
                stack.append(Entry(step: target, style: stack.isEmpty ? .push : shownAs))
            case .replace:
                // As the runtime replaces: the stack holding the top, from its modal's first screen (which keeps
                // its style) or from the bottom.
                let first = stack.lastIndex { $0.style.isModal } ?? 0
                let style = stack.isEmpty ? Presentation.push : stack[first].style
                if !stack.isEmpty { stack.removeSubrange(first...) }
                stack.append(Entry(step: target, style: style))
            }
        }
        return stack
    }

    /// Whether every param of a screen comes by name from the flow's input, or may be nil.
    static func isFilledFromInput(_ step: Step, of flow: Flow) -> Bool {
        step.params.allSatisfy { param in
            inputValue(filling: param, of: flow) != nil || param.type.expr?.isOptional == true
        }
    }

    /// The value of the flow's input that fills a param by name, when its type can.
    static func inputValue(filling param: Param, of flow: Flow) -> Param? {
        guard let expected = param.type.expr else { return nil }
        return flow.input.first { $0.name.value == param.name.value && $0.type.expr?.canFill(expected) == true }
    }
}
