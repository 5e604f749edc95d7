/// The navigation of running flows, worked out from the flow model alone: what the suites `flowc tests` writes expect
/// the generated coordinators to show after each move.
///
/// It follows the model of docs/format.md ("How navigation works", "When a child flow ends"), step for step as the
/// runtime's `FlowState.applying` and the coordinator's handling of children document it, but shares no code with
/// them: a transition the generator or the runtime gets wrong shows other screens than this model says, and the
/// suite fails. Values are left out (they do not change which screens show); decisions answer what the test's
/// answers say (`answers`), the first choice unless a move sets another.
struct SimulatedNavigation {
    let program: Program
    /// The choice each decision answers, by flow index then step index: a handler index of the decision.
    var answers: [Int: [Int: Int]] = [:]

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

    /// An action of a flow file on one flow's stack (the runtime's `FlowAction`).
    indirect enum Action {
        /// The step, its style, and the transition that enters it (nil: the start).
        case show(Int, String, Transition?)
        case replace(Int, Transition?)
        case back, dismiss
        case dismissThen(Action)
        case popTo(Int)
        case finish(String)
        case request(String)
        case showTab(Int)
        /// A move this model does not follow (an unknown name: lint reports it first).
        case unsupported
    }

    /// The result of an action on a flow's state (the runtime's `FlowTransition`).
    enum Result {
        case next([Frame])
        case finish(String)
        case leave(String)
        case request(String)
        case showTab(Int)
        case ignore
    }

    func flow(_ index: Int) -> Flow { program.flows[index] }

    // MARK: Starting

    /// A flow started: its start step entered (a start decision answered).
    func start(_ flowIndex: Int) -> Run {
        var run = Run(flow: flowIndex)
        let flow = self.flow(flowIndex)
        guard let start = flow.startIndex else { return run }
        let action: Action
        if flow.steps[start].isDecision {
            action = decide(start, in: flowIndex, depth: 0)
        } else {
            action = .show(start, "push", nil)
        }
        _ = apply(applying(action, to: run), to: &run)
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

    // MARK: Actions

    /// The action of `handler` at `step` (an alert's `to` closes the alert first); a decision it enters is answered.
    func action(of handler: Handler, at step: Step, in flowIndex: Int, depth: Int = 0) -> Action {
        let transition = handler.transition
        let flow = self.flow(flowIndex)
        var action: Action
        switch transition.kind {
        case .back: action = .back
        case .dismiss: action = .dismiss
        case .finish(let outcome): action = .finish(outcome.value)
        case .request(let request): action = .request(request.value)
        case .popTo(let target):
            guard let index = flow.index(ofStep: target.value) else { return .unsupported }
            action = .popTo(index)
        case .showTab(let tab):
            guard case .tabs(let tabs) = step.kind, let index = tabs.firstIndex(where: { $0.value == tab.value })
            else { return .unsupported }
            action = .showTab(index)
        case .go(let target):
            guard let index = flow.index(ofStep: target.value) else { return .unsupported }
            let targetStep = flow.steps[index]
            if targetStep.isDecision {
                action = decide(index, in: flowIndex, depth: depth + 1)
            } else if let alert = targetStep.alert {
                action = .show(index, alert.style.rawValue, transition)
            } else {
                let present = transition.present?.value ?? targetStep.defaultPresentation
                action = present == .replace ? .replace(index, transition) : .show(index, present.rawValue, transition)
            }
        }
        let closesFirst = transition.closesModalFirst != nil || step.isAlert && transition.target != nil
        if closesFirst, case .go = transition.kind { return .dismissThen(action) }
        if transition.closesModalFirst != nil, case .popTo = transition.kind { return .dismissThen(action) }
        return action
    }

    /// A decision answered as `answers` says: its choice's action.
    func decide(_ decision: Int, in flowIndex: Int, depth: Int) -> Action {
        let step = flow(flowIndex).steps[decision]
        let choice = answers[flowIndex]?[decision] ?? 0
        guard depth < 16, step.handlers.indices.contains(choice) else { return .unsupported }
        return action(of: step.handlers[choice], at: step, in: flowIndex, depth: depth)
    }

    /// `FlowState.applying`: the action on the flow's stack.
    func applying(_ action: Action, to run: Run) -> Result {
        var frames = run.frames
        switch action {
        case .unsupported:
            return .ignore
        case .dismissThen(let then):
            // An alert that is the flow's first step has none of the flow's screens below: the rest acts on nothing.
            if frames.count == 1, flow(run.flow).steps[frames[0].step].isAlert {
                var rest = run
                rest.frames = []
                return applying(then, to: rest)
            }
            guard case .next(let closed) = applying(.dismiss, to: run) else { return applying(.dismiss, to: run) }
            var rest = run
            rest.frames = closed
            return applying(then, to: rest)
        case .show(let step, let style, let transition):
            frames.append(frame(step, style: style, in: run.flow, by: transition))
        case .replace(let step, let transition):
            let start = frames.lastIndex { $0.isModal } ?? 0
            let style = frames.isEmpty ? "push" : frames[start].style
            if !frames.isEmpty { frames.removeSubrange(start...) }
            frames.append(frame(step, style: style, in: run.flow, by: transition))
        case .back:
            guard frames.count > 1 else { return .leave("back") }
            frames.removeLast()
        case .dismiss:
            guard let start = frames.lastIndex(where: \.isModal), start > 0 else { return .leave("dismissed") }
            frames.removeSubrange(start...)
        case .popTo(let step):
            if frames.last?.step == step { return .next(frames) }
            guard let index = frames.dropLast().lastIndex(where: { $0.step == step }) else { return .ignore }
            frames.removeSubrange((index + 1)...)
        case .finish(let outcome):
            return .finish(outcome)
        case .request(let request):
            return .request(request)
        case .showTab(let index):
            return .showTab(index)
        }
        return .next(frames)
    }

    /// The coordinator taking a transition: the new stack, or the end, or a request for the flow above.
    func apply(_ result: Result, to run: inout Run) -> Signal {
        switch result {
        case .next(let frames):
            run.frames = frames
        case .finish(let outcome):
            run.end = "outcome \(outcome)"
            return .finished(outcome)
        case .leave(let reason):
            run.end = "cancelled \(reason)"
            return .left(reason)
        case .request(let request):
            return .requested(request)
        case .showTab(let index):
            if let top = run.frames.indices.last { run.frames[top].selectedTab = index }
        case .ignore:
            break
        }
        return .none
    }

    // MARK: Events

    /// A screen's event (or a tab container's own) sent to the step on top: `FlowDefinition.transition`.
    func receive(_ handler: Handler, in run: inout Run) -> Signal {
        guard run.end == nil, let top = run.top else { return .none }
        let step = flow(run.flow).steps[top.step]
        let action = self.action(of: handler, at: step, in: run.flow)
        return apply(applying(action, to: run), to: &run)
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
        let action = self.action(of: handler, at: step, in: run.flow)
        var isShowTab = false
        if case .showTab = action { isShowTab = true }
        if isShowTab || program.keepsChildFlows(handler, of: step, in: flow) {
            // A tab whose outcome shows a tab or a modal over the tabs starts again; the other tabs stay.
            if let index = program.index(ofFlow: childFlow) { run.frames[frameIndex].children[child] = start(index) }
            return apply(applying(action, to: run), to: &run)
        }
        run.frames[frameIndex].children = []
        // The child's step goes, and the handler acts as from the step below it.
        var rest = run
        rest.frames.removeLast()
        let result: Result
        switch action {
        case .back:
            result = rest.frames.isEmpty ? .leave("back") : .next(rest.frames)
        case .dismiss where run.frames[frameIndex].isModal:
            result = rest.frames.isEmpty ? .leave("back") : .next(rest.frames)
        case .dismissThen(let then) where run.frames[frameIndex].isModal:
            // The modal it would close, the child's, is gone already.
            result = applying(then, to: rest)
        case .show, .replace, .dismiss, .dismissThen:
            result = applying(action, to: rest)
        case .popTo, .finish, .request, .showTab, .unsupported:
            result = applying(action, to: run)
        }
        return apply(result, to: &run)
    }

    /// The child of frame `frameIndex` asked `request` (coordinator `childRequested`): handled as its step's event
    /// while that step is on top; the child goes on.
    func childRequested(_ request: String, frame frameIndex: Int, child: Int, in run: inout Run) -> Signal {
        guard run.end == nil, frameIndex == run.frames.count - 1 else { return .none }
        let step = flow(run.flow).steps[run.frames[frameIndex].step]
        let childFlow = step.childFlows.indices.contains(child) ? step.childFlows[child].value : ""
        guard let handler = handler(forChild: childFlow, outcome: request, of: step) else { return .none }
        return apply(applying(action(of: handler, at: step, in: run.flow), to: run), to: &run)
    }

    /// The child of frame `frameIndex` was left by `back` or `dismiss` (coordinator `childCancelled`).
    func childLeft(_ reason: String, frame frameIndex: Int, in run: inout Run) -> Signal {
        guard run.end == nil, run.frames.indices.contains(frameIndex) else { return .none }
        run.frames[frameIndex].children = []
        guard frameIndex == run.frames.count - 1 else {
            run.frames.remove(at: frameIndex)
            return .none
        }
        return apply(applying(reason == "dismissed" ? .dismiss : .back, to: run), to: &run)
    }

    /// The handler of `step` for a child's outcome or request: `name` at a subflow step, `Flow.name` at a tabs step.
    func handler(forChild childFlow: String, outcome name: String, of step: Step) -> Handler? {
        switch step.kind {
        case .subflow:
            return step.handlers.first { $0.event.value == name && !$0.isAppEvent }
        case .tabs:
            return step.handlers.first { $0.tabOutcome.map { $0 == (childFlow, name) } ?? false }
        case .screen, .decision:
            return nil
        }
    }
}
