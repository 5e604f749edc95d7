/// The navigation of one flow: the one source of truth for what it shows.
///
/// `steps` runs from the bottom of the flow's stack to the screen on top. A step with a modal style starts a modal
/// stack; the steps after it are pushed onto that modal until the next modal step. The first step too may be modal
/// (a start decision that presents its screen): the flow then runs in a modal of its own, presented over whatever is
/// below the flow, and closing that modal ends the flow like `back` from its first screen. A subflow or tabs step
/// holds the state of its child flows, so the state of the root flow describes the whole navigation and restores it
/// after a relaunch (it is `Codable`).
public struct FlowState<Flow: FlowDefinition>: Hashable, Codable, Sendable {
    /// The values the flow was started with.
    public let input: Flow.Input
    /// The steps, bottom to top.
    public private(set) var steps: [FlowStep<Flow.Route>]
    /// The id the next step will get.
    public private(set) var nextStepID: Int

    /// A flow that has not started: no steps yet.
    public init(input: Flow.Input) {
        self.input = input
        self.steps = []
        self.nextStepID = 0
    }

    /// A restored flow (`init(from:)`): its steps as read, and the id its next step gets.
    init(input: Flow.Input, restoredSteps: [FlowStep<Flow.Route>], nextStepID: Int) {
        self.input = input
        self.steps = restoredSteps
        self.nextStepID = nextStepID
    }

    /// A flow showing `path`, bottom to top (deep links, tests, previews). The first step is the root of the flow's
    /// stack, whatever its style.
    public init(input: Flow.Input, path: [(route: Flow.Route, style: FlowPresentation)]) {
        self.init(input: input)
        for entry in path {
            append(entry.route, style: steps.isEmpty ? .push : entry.style)
        }
    }

    /// The step on top: the one whose events count.
    public var top: FlowStep<Flow.Route>? { steps.last }

    /// The routes of the steps, bottom to top.
    public var routes: [Flow.Route] { steps.map(\.route) }

    /// Where the stack holding the top step begins: its modal step, or the bottom of the flow.
    private var currentStackStart: Int {
        steps.lastIndex { $0.style.isModal } ?? 0
    }

    /// Applies one navigation action of the flow file to the step on top.
    public func applying(_ action: FlowAction<Flow>) -> FlowTransition<Flow> {
        var next = self
        switch action {
        case .dismissAndThen(let then):
            // An alert's button closes it, then acts from the screen below. An alert that is the flow's first step
            // (its start decision showed it) has none of the flow's below it: the rest acts on nothing of the flow,
            // as a start decision's choice does, and shows its target as the flow's first step.
            if steps.count == 1, let only = top, Flow.step(only.route).kind == .alert {
                next.steps.removeAll()
                return next.applying(then)
            }
            // Lint makes sure a modal of the flow's own is closed; were it the one the flow runs in, the flow ends.
            guard case .next(let closed) = applying(.dismiss) else { return applying(.dismiss) }
            return closed.applying(then)
        case .show(let route, let style):
            next.append(route, style: style)
        case .replace(let route):
            let start = currentStackStart
            let style = steps.isEmpty ? FlowPresentation.push : steps[start].style
            next.steps.removeSubrange(start...)
            next.append(route, style: style)
        case .back:
            guard steps.count > 1 else { return .leave(.back) }
            next.steps.removeLast()
        case .dismiss:
            // No modal of its own, or the one its first step opened: either way nothing of the flow is left.
            guard let start = steps.lastIndex(where: { $0.style.isModal }), start > 0 else { return .leave(.dismissed) }
            next.steps.removeSubrange(start...)
        case .popTo(let step):
            // The screen on top itself: it stays (a decision's choice that keeps the screen it is entered from, a
            // close-and-go-on back to the presenter; lint lets no screen pop to itself).
            if let top, Flow.step(top.route).name == step { return .next(self) }
            guard let index = steps.dropLast().lastIndex(where: { Flow.step($0.route).name == step }) else {
                return .ignore
            }
            next.steps.removeSubrange((index + 1)...)
        case .finish(let outcome):
            return .finish(outcome)
        case .request(let request):
            return .request(request)
        case .showTab(let index):
            return .showTab(index)
        }
        return .next(next)
    }

    // MARK: The coordinator's edits

    /// Adds a step on top; a first step shown as a modal opens a modal of its own over what is below the flow.
    mutating func append(_ route: Flow.Route, style: FlowPresentation) {
        steps.append(FlowStep(id: nextStepID, route: route, style: style))
        nextStepID += 1
    }

    /// Removes a step; what was pushed on it moves down onto the stack below.
    mutating func removeStep(id: Int) {
        steps.removeAll { $0.id == id }
    }

    /// Keeps the first `count` steps.
    mutating func keepSteps(_ count: Int) {
        steps.removeSubrange(count...)
    }

    mutating func setRoute(_ route: Flow.Route, ofStep id: Int) {
        if let index = steps.firstIndex(where: { $0.id == id }) {
            steps[index].route = route
        }
    }

    /// Gives the first steps the ids `kept` (steps shown before that stay), and numbers the others from `first` on,
    /// so that none of them is taken for a step shown before.
    mutating func renumber(from first: Int, keeping kept: [Int] = []) {
        var next = first
        for index in steps.indices {
            let id: Int
            if index < kept.count {
                id = kept[index]
            } else {
                id = next
                next += 1
            }
            steps[index] = FlowStep(id: id, route: steps[index].route, style: steps[index].style)
        }
        nextStepID = next
    }
}
