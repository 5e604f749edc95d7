/// The navigation of running flows, worked out from the flow model alone: what the suites `flowc tests` writes expect
/// the generated coordinators to show after each move.
///
/// Each flow's stack moves as the one definition of moves says (`FlowMoves`, `NavigationRules`, applied by
/// `ConcreteNavigation`), which shares no code with the generator or the runtime: a transition either gets wrong
/// shows other screens than this model says, and the suite fails (`RuntimeDifferentialTests` holds the runtime to the
/// same definition on random flows). This file adds what a stack of one flow does not hold: the flows each frame runs,
/// the tab shown, and the signals to the flow above. Values are left out (they do not change which screens show);
/// decisions answer what the test's answers say (`answers`), the first choice unless a move sets another.
struct SimulatedNavigation {
    let program: Program
    /// The choice each decision answers, by flow index then step index: a handler index of the decision.
    var answers: [Int: [Int: Int]] = [:]
    /// By flow: its moves, as the definition reads them (read once per program).
    private var moves: [FlowMoves] { program.moves.flows }

    /// One flow running: its steps bottom to top, and how it ended.
    struct Run: Hashable {
        var flow: Int
        var frames: [Frame] = []
        /// `outcome NAME` or `cancelled back|dismissed`, as `flowResultName` spells a result.
        var end: String?

        var top: Frame? { frames.last }
    }

    /// One step on a flow's stack, with the flows it runs (a subflow step's one, a tabs step's tabs).
    struct Frame: Hashable {
        var step: Int
        /// `FlowPresentation`'s raw value: push, sheet, fullScreen, … alert, dialog.
        var style: String
        var children: [Run] = []
        var selectedTab = 0

        var isModal: Bool { style != "push" }
    }

    /// What a flow tells the flow that runs it.
    enum Signal: Equatable {
        case none
        case finished(String)
        case left(String)
        case requested(String)
    }

    func flow(_ index: Int) -> Flow { program.flows[index] }

    // MARK: Starting

    /// A flow started: its start step entered (a start decision answered).
    func start(_ flowIndex: Int) -> Run {
        var run = Run(flow: flowIndex)
        if let effect = moves[flowIndex].startEffect { _ = apply(effect, to: &run) }
        return run
    }

    /// A new frame for `step`, entered by `transition` (nil: the start): a subflow step starts its child (on the
    /// entry it names, format v2), a tabs step each tab, showing the tab its `selectedTab` value says.
    func frame(_ step: Int, style: String, in flowIndex: Int, by transition: Transition? = nil) -> Frame {
        var frame = Frame(step: step, style: style)
        let item = flow(flowIndex).steps[step]
        for child in item.childFlows {
            guard let index = program.index(ofFlow: child.value) else { continue }
            if let entry = item.entry, let stack = flow(index).entry(entry.value) {
                frame.children.append(entered(index, stack))
            } else {
                frame.children.append(start(index))
            }
        }
        if case .tabs = item.kind, let param = item.params.first {
            // The index is a value of the app's: a constant the transition passes (`args:`), else a sample (1), as
            // the suites send; one out of range shows the first tab.
            let constant = transition?.args.first { $0.name.value == param.name.value }.flatMap { Int($0.value.value) }
            let index = constant ?? 1
            frame.selectedTab = item.childFlows.indices.contains(index) ? index : 0
        }
        return frame
    }

    /// A flow started on one of its entries: the entry's screens, the first pushed, each other as its own
    /// `present` says (format.md, "Entries").
    func entered(_ flowIndex: Int, _ entry: FlowEntry) -> Run {
        var run = Run(flow: flowIndex)
        for name in entry.steps {
            guard let index = flow(flowIndex).index(ofStep: name.value) else { continue }
            let present = flow(flowIndex).steps[index].defaultPresentation
            let style = run.frames.isEmpty || present == .replace ? "push" : present.rawValue
            run.frames.append(frame(index, style: style, in: flowIndex))
        }
        return run
    }

    // MARK: Moves

    /// One flow's frames as the definition reads them.
    private func stack(of run: Run) -> [NavFrame] {
        run.frames.enumerated().map { index, frame in
            let shown: FrameShown =
                switch frame.style {
                case "push": .push
                case "alert", "dialog": .alert
                default: .modal(Presentation(rawValue: frame.style) ?? .sheet)
                }
            return NavFrame(step: frame.step, shown: shown, isBottom: index == 0)
        }
    }

    /// `FlowPresentation`'s raw value of a frame: an alert's style is its own (`alert`, `dialog`).
    private func style(_ frame: NavFrame, in flowIndex: Int) -> String {
        switch frame.shown {
        case .push: return "push"
        case .modal(let style): return style.rawValue
        case .alert: return flow(flowIndex).steps[frame.step].alert?.style.rawValue ?? "alert"
        }
    }

    /// `effect` on the flow's stack (decisions answered as `answers` say): the frames that stay keep their flows, a
    /// new frame starts its own; the end, if the flow ends. The suites check once the flows have settled
    /// (`flowSettle`), so an async decision left on top has answered by then: its answer is the next move.
    func apply(_ effect: NavEffect, to run: inout Run, depth: Int = 0) -> Signal {
        let signal = applyOnce(effect, to: &run)
        guard signal == Signal.none, run.end == nil, depth < 16, let top = stack(of: run).last,
            flow(run.flow).steps[top.step].isAsyncDecision
        else { return signal }
        let answer = answers[run.flow]?[top.step] ?? 0
        guard let move = moves[run.flow].moves(of: top).first(where: { $0.label == .handler(answer) }) else {
            return signal
        }
        return apply(move.effect, to: &run, depth: depth + 1)
    }

    private func applyOnce(_ effect: NavEffect, to run: inout Run) -> Signal {
        guard run.end == nil else { return .none }
        let flowIndex = run.flow
        let flow = self.flow(flowIndex)
        // The transitions that entered a decision's choices on the way: a tabs step's `selectedTab` constant.
        var chosen: [Transition] = []
        var picks = 0
        let choose: (Int) -> Int = { decision in
            picks += 1
            let choice = answers[flowIndex]?[decision] ?? 0
            guard picks <= 16, flow.steps[decision].handlers.indices.contains(choice) else { return -1 }
            chosen.append(flow.steps[decision].handlers[choice].transition)
            return choice
        }
        let applied = moves[flowIndex].applyKeeping(effect, to: stack(of: run), choose: choose)
        switch applied.result {
        case .stack(let frames):
            let kept = run.frames.prefix(applied.kept)
            run.frames = Array(kept)
            for added in frames.dropFirst(applied.kept) {
                let entering = chosen.last { $0.target.flatMap { flow.index(ofStep: $0.value) } == added.step }
                run.frames.append(frame(added.step, style: style(added, in: flowIndex), in: flowIndex, by: entering))
            }
        case .end(.outcome(let index)):
            let outcome = flow.outcomes[index].name.value
            run.end = "outcome \(outcome)"
            return .finished(outcome)
        case .end(.leftByBack):
            run.end = "cancelled back"
            return .left("back")
        case .end(.leftByDismiss), .end(.dismissedNoModal):
            run.end = "cancelled dismissed"
            return .left("dismissed")
        case .end(.popMissed), .end(.unknown):
            break
        }
        return .none
    }

    /// What handler `handler` of the top frame's step does where it does not move the flow: a request to the flow
    /// above, or a tab shown; nil for a move.
    private func signal(of handler: Int, in run: inout Run) -> Signal? {
        guard let top = run.frames.indices.last else { return Signal.none }
        switch flow(run.flow).steps[run.frames[top].step].handlers[handler].transition.kind {
        case .request(let request):
            return .requested(request.value)
        case .showTab(let tab):
            guard case .tabs(let tabs) = flow(run.flow).steps[run.frames[top].step].kind,
                let index = tabs.firstIndex(where: { $0.value == tab.value })
            else { return Signal.none }
            run.frames[top].selectedTab = index
            return Signal.none
        case .go, .back, .dismiss, .finish, .popTo:
            return nil
        }
    }

    // MARK: Events

    /// A screen's event (or an alert's button, a tab container's own event) sent to the step on top, handler
    /// `handler` of its step: `FlowDefinition.transition`.
    func receive(_ handler: Int, in run: inout Run) -> Signal {
        guard run.end == nil, let top = stack(of: run).last else { return .none }
        if let signal = signal(of: handler, in: &run) { return signal }
        let moves = self.moves[run.flow]
        let effect =
            moves.moves(of: top).first { $0.label == .handler(handler) }?.effect
            ?? moves.effect(
                of: flow(run.flow).steps[top.step].handlers[handler].transition, handler: handler, at: top.step)
        return apply(effect, to: &run)
    }

    /// The child `child` of frame `frameIndex` ended with `outcome` (coordinator `childFinished`): what is above the
    /// step goes first, then the step's handler acts from where the step was.
    func childFinished(_ outcome: String, frame frameIndex: Int, child: Int, in run: inout Run) -> Signal {
        guard run.end == nil, run.frames.indices.contains(frameIndex) else { return .none }
        run.frames.removeSubrange((frameIndex + 1)...)
        let flow = self.flow(run.flow)
        let step = flow.steps[run.frames[frameIndex].step]
        let childFlow = step.childFlows.indices.contains(child) ? step.childFlows[child].value : ""
        guard let handler = handler(forChild: childFlow, outcome: outcome, of: step) else {
            run.frames.remove(at: frameIndex)
            return .none
        }
        var isShowTab = false
        if case .showTab = step.handlers[handler].transition.kind { isShowTab = true }
        if isShowTab || program.keepsChildFlows(step.handlers[handler], of: step, in: flow) {
            // A tab whose outcome shows a tab or a modal over the tabs starts again; the other tabs stay.
            if let index = program.index(ofFlow: childFlow) { run.frames[frameIndex].children[child] = start(index) }
            return receive(handler, in: &run)
        }
        run.frames[frameIndex].children = []
        let flowIndex = run.flow
        let effect = moves[flowIndex].childEndEffect(ofHandler: handler, at: stack(of: run)[frameIndex]) {
            answers[flowIndex]?[$0] ?? 0
        }
        return apply(effect, to: &run)
    }

    /// The child of frame `frameIndex` asked `request` (coordinator `childRequested`): handled as its step's event
    /// while that step is on top; the child goes on.
    func childRequested(_ request: String, frame frameIndex: Int, child: Int, in run: inout Run) -> Signal {
        guard run.end == nil, frameIndex == run.frames.count - 1 else { return .none }
        let step = flow(run.flow).steps[run.frames[frameIndex].step]
        let childFlow = step.childFlows.indices.contains(child) ? step.childFlows[child].value : ""
        guard let handler = handler(forChild: childFlow, outcome: request, of: step) else { return .none }
        return receive(handler, in: &run)
    }

    /// The handler of `step` for a child's outcome or request (its index): `name` at a subflow step, `Flow.name` at a
    /// tabs step.
    func handler(forChild childFlow: String, outcome name: String, of step: Step) -> Int? {
        switch step.kind {
        case .subflow:
            return step.handlers.firstIndex { $0.event.value == name && !$0.isAppEvent }
        case .tabs:
            return step.handlers.firstIndex { $0.tabOutcome.map { $0 == (childFlow, name) } ?? false }
        case .screen, .decision:
            return nil
        }
    }
}
