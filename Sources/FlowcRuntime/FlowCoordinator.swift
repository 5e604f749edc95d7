import Foundation

/// Runs one flow: holds its state, applies the transition function to the events its screens send, starts child
/// coordinators for each subflow or tabs step and releases them as soon as their screens are gone.
///
/// Each flow has its name for it, `<Flow>Coordinator<Screen>`, a `FlowCoordinator` of the flow's wiring.
@MainActor
public final class FlowCoordinator<Wiring: FlowWiring>: FlowNodePlumbing {
    /// The flow the coordinator runs.
    public typealias Flow = Wiring.Flow
    /// What the app's screens are.
    public typealias Screen = Wiring.Screen

    /// The app's screens and answers for this flow, and the wiring of the flows it starts.
    public let wiring: Wiring
    /// Called once, when the flow ends. The runtime sets it on child flows; the app sets it on the root flow.
    public var onFinish: ((FlowResult<Flow.Outcome>) -> Void)?
    /// Called with each request the flow makes of the one that runs it (format v2: `{ request: … }`); the flow goes
    /// on where it is. The runtime sets it on child flows.
    public var onRequest: ((Flow.Request) -> Void)?
    /// How the flow ended; nil while it runs.
    public private(set) var result: FlowResult<Flow.Outcome>?

    private var ownState: FlowState<Flow>
    private var childFlows: [Int: FlowChild<Wiring>] = [:]
    /// By step id: hands the values an event carries back to that step's screen (its `FlowReceiver`).
    private var receivers: [Int: (Flow.Event) -> Void] = [:]
    /// By step id: the running work of each async decision on the stack (format v2).
    private var work: [Int: Task<Void, Never>] = [:]
    private var observers: [(id: Int, notify: @MainActor () -> Void)] = []
    private var transitionObservers: [(id: Int, notify: @MainActor (FlowTransitionRecord<Flow>) -> Void)] = []
    private var systemNavigationObservers: [(id: Int, notify: @MainActor (FlowSystemNavigationRecord) -> Void)] = []
    private var nextObserverID = 0
    private var pendingWork: [() -> Void] = []
    private var depth = 0
    private var hasChanges = false
    private var hasStarted = false

    /// A coordinator for a flow in `state`: a new one (`FlowState(input:)`), a restored one, or a deep link's.
    public init(state: FlowState<Flow>, wiring: Wiring) {
        self.ownState = state
        self.wiring = wiring
    }

    /// A coordinator for a new flow started with `input`.
    public convenience init(input: Flow.Input, wiring: Wiring) {
        self.init(state: FlowState(input: input), wiring: wiring)
    }

    /// The flow's state, with the current state of each child flow in its subflow or tabs step.
    public var state: FlowState<Flow> {
        var state = ownState
        for step in ownState.steps {
            if let child = childFlows[step.id] {
                state.setRoute(child.route(child.selectedTab), ofStep: step.id)
            }
        }
        return state
    }

    /// The flow's name in its flow file.
    public var flowName: String { Flow.name }

    /// How a tab running this flow is labelled.
    var tabItem: FlowTabItem { Flow.tabItem }

    /// Where the flow's texts are looked up.
    var strings: FlowStrings { Flow.strings }

    /// Started and not ended yet.
    public var isRunning: Bool { hasStarted && result == nil }

    /// The child flows running now, in the order of their steps (a tabs step's in the order of its tabs).
    public var children: [any FlowNode<Screen>] {
        ownState.steps.flatMap { step -> [any FlowNode<Screen>] in childFlows[step.id]?.nodes ?? [] }
    }

    /// The screens shown now, bottom to top, the children's screens in place of their subflow steps. A child flow
    /// its parent presents reports its first screen in that modal's style, as its parent's `screens` do.
    public var screens: [FlowScreen<Screen>] { screens(under: []) }

    /// The modal style the parent's subflow step shows the flow in; nil when it is not presented by its parent. The
    /// flow's first screen takes it (`screens(under:)`), in its own `screens` and in its parent's alike.
    var presentedAs: FlowPresentation?

    /// Starts the flow again from its start, with its input, after it ended (format v2: a tab whose outcome shows a
    /// tab, or a modal over the tabs). Its steps get new ids, so hosts make their screens anew.
    func restart() {
        enqueue { [self] in
            guard result != nil else { return }
            result = nil
            hasStarted = false
            var fresh = FlowState<Flow>(input: ownState.input)
            fresh.renumber(from: ownState.nextStepID)
            ownState = fresh
            start()
        }
    }

    /// Enters the start step, or, for a restored state, restarts the child flows it holds. Once only.
    public func start() {
        enqueue { [self] in
            guard !hasStarted, result == nil else { return }
            hasStarted = true
            if ownState.steps.isEmpty {
                // From the state itself, not a new one: a flow started again numbers its steps on from before.
                apply(ownState.applying(Flow.start(input: ownState.input, decisions: wiring.decisions)))
            } else {
                hasChanges = true
                reconcileChildren(removing: .removed)
                reconcileWork()
            }
        }
    }

    /// Sends an event to the step on top (the app, tests, previews).
    public func send(_ event: Flow.Event) {
        enqueue { [self] in
            guard let top = ownState.top else { return }
            receive(event, from: top.id)
        }
    }

    /// Sends an event from the screen of step `stepID`; ignored unless that step is still on top.
    public func send(_ event: Flow.Event, from stepID: Int) {
        enqueue { [self] in receive(event, from: stepID) }
    }

    /// Shows another state of this flow in place of the current one, e.g. a deep link's.
    ///
    /// Only what differs changes: the steps at the bottom that both states share keep their screens (their ids, so
    /// hosts keep their views), and a subflow or tabs step both states hold keeps its running child flows, which show
    /// their part of the new state the same way. A tab whose flow has no steps in `newState` (one a deep link does
    /// not touch) stays as it is.
    public func show(_ newState: FlowState<Flow>) {
        show(newState, asLink: false)
    }

    /// `show(_:)`; for a deep link (format v2), when the screen on top leads to the linked screen, the link opens on
    /// top of it: the smallest change that shows the target on a valid back stack.
    private func show(_ linked: FlowState<Flow>, asLink: Bool) {
        enqueue { [self] in
            guard isRunning else { return }
            let newState = asLink ? onTop(linked) : linked
            let current = state
            var keptIDs: [Int] = []
            var updates: [(running: FlowChild<Wiring>, incoming: FlowChild<Wiring>)] = []
            for (old, new) in zip(current.steps, newState.steps) {
                guard old.style == new.style else { break }
                if old.route == new.route {
                    keptIDs.append(old.id)
                    continue
                }
                // The same subflow or tabs step with other states of its flows: the running ones show them.
                let oldStep = Flow.step(old.route)
                let newStep = Flow.step(new.route)
                guard oldStep.kind != .screen, oldStep.name == newStep.name, let running = childFlows[old.id],
                    let incoming = wiring.child(for: new.route), running.nodes.count == incoming.nodes.count
                else { break }
                keptIDs.append(old.id)
                updates.append((running, incoming))
            }
            var next = newState
            next.renumber(from: ownState.nextStepID, keeping: keptIDs)
            setState(next, removing: .removed)
            for (running, incoming) in updates {
                for (node, state) in zip(running.nodes, incoming.nodes) {
                    node.show(stateOf: state, asLink: asLink)
                }
                running.selectedTab = incoming.selectedTab
            }
        }
    }

    func show(stateOf other: any FlowNodePlumbing<Screen>, asLink: Bool) {
        guard let other = other as? FlowCoordinator<Wiring>, !other.ownState.steps.isEmpty else { return }
        show(other.ownState, asLink: asLink)
    }

    /// A link's state as the running flow shows it: the linked screen on top of the current one when that screen
    /// leads to it (`linkPresentation(showing:from:)`), else the link's own back stack. A link to the step already on
    /// top shows it in its place, not a second time.
    private func onTop(_ linked: FlowState<Flow>) -> FlowState<Flow> {
        guard let target = linked.top, let top = ownState.top, Flow.step(target.route).kind == .screen,
            Flow.step(top.route).kind == .screen, Flow.step(top.route).name != Flow.step(target.route).name,
            let style = Flow.linkPresentation(showing: Flow.step(target.route).name, from: Flow.step(top.route).name)
        else { return linked }
        return FlowState(
            input: ownState.input, path: ownState.steps.map { ($0.route, $0.style) } + [(target.route, style)])
    }

    /// Opens a deep link in this flow; false when no screen of this flow or of the flows it starts matches it, or when
    /// the flow does not run (not started, or ended: `show(_:)` would drop the link; at launch, start the coordinator
    /// in `FlowState(url:input:)` instead).
    ///
    /// The flows running now lend their inputs to the link's back stack: a link into a tab whose flow needs a value
    /// the link does not carry (the signed-in user, say) opens while that tab runs.
    ///
    /// A link through a step that holds links (format v2: `holdLinks: true`) that is not on the stack yet is held, and
    /// `open` returns true: it opens as soon as the step shows (a link to a chat that arrives during sign-in opens
    /// in the signed-in tabs). `heldLinks` lists those waiting; a newer link replaces a held one.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard isRunning else { return false }
        heldLinks = []
        return openOrHold(url)
    }

    /// Opens `url`, or holds it while a step that holds links is not shown; false when it can do neither.
    private func openOrHold(_ url: URL) -> Bool {
        if let newState = FlowState<Flow>(url: url, input: ownState.input, current: state) {
            show(newState, asLink: true)
            return true
        }
        // The whole tree's state: the routes of `ownState` hold each child's state as it was when its step showed.
        guard Flow.isHeld(url, current: state) else { return false }
        heldLinks.append(url)
        return true
    }

    /// The deep link waiting for a step that holds links to show (format v2: `holdLinks: true`); a newer link
    /// replaces it.
    public private(set) var heldLinks: [URL] = []

    /// Forgets the held links.
    public func cancelHeldLinks() {
        heldLinks = []
    }

    /// Opens each held link whose step now shows; drops one that can no longer open.
    private func openHeldLinks() {
        guard !heldLinks.isEmpty, isRunning else { return }
        let waiting = heldLinks
        heldLinks = []
        for url in waiting { _ = openOrHold(url) }
    }

    /// Ends the flow with the cancellation `removed`; its children end too.
    public func cancel() {
        end(.removed)
    }

    func end(_ reason: FlowCancellation) {
        enqueue { [self] in finish(with: .cancelled(reason)) }
    }

    /// Reports navigation the system did by itself (a pop, a sheet pulled down): the flows truncate to it. When the
    /// lowest screen it takes away says what the system back does (`on: systemBack:`), that screen's flow handles
    /// the event instead, from that screen: the screens above it go, and its handler runs.
    public func handle(_ event: FlowSystemEvent) {
        enqueue { [self] in
            let shown = screens
            guard isRunning, let count = FlowLayout(screens: shown).remainingScreenCount(after: event) else { return }
            let lowest = shown[count]
            let sendSystemBack = lowest.tabs == nil ? lowest.owner.systemBackSender(stepID: lowest.stepID) : nil
            _ = truncate(keeping: sendSystemBack == nil ? count : count + 1, reason: event.cancellationReason)
            sendSystemBack?()
            guard !systemNavigationObservers.isEmpty else { return }
            let left = shown[count...].map {
                FlowSystemNavigationRecord.Screen(id: $0.id, flowName: $0.flowName, stepName: $0.stepName)
            }
            let record = FlowSystemNavigationRecord(event: event, left: left, sentEvent: sendSystemBack != nil)
            for observer in systemNavigationObservers {
                observer.notify(record)
            }
        }
    }

    /// A closure that sends the system back's event of step `stepID` (`on: systemBack:`); nil when the step has
    /// none, and the system back pops.
    func systemBackSender(stepID: Int) -> (() -> Void)? {
        guard let step = ownState.steps.first(where: { $0.id == stepID }),
            let event = Flow.systemBackEvent(at: step.route)
        else { return nil }
        return { [self] in send(event, from: stepID) }
    }

    /// Calls `observer` with what happens to the flow, until the returned observation is cancelled (or the coordinator
    /// goes): each change of its navigation or of a child's, once per change, with the new state (save it for the
    /// next launch); each event the flow handled, with the state before and what it did (analytics, logs); each
    /// pop or pull-down the system did by itself that the coordinator applied. What happened is reported first (the
    /// transition, or the system's navigation), the new state last. See `FlowChange`.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (FlowChange<Flow>) -> Void) -> FlowObservation {
        let id = takeObserverID()
        transitionObservers.append((id, { observer(.transition($0)) }))
        systemNavigationObservers.append((id, { observer(.systemNavigation($0)) }))
        observers.append(
            (
                id,
                { [weak self] in
                    if let self { observer(.state(self.state)) }
                }
            ))
        return FlowObservation { [weak self] in
            self?.transitionObservers.removeAll { $0.id == id }
            self?.systemNavigationObservers.removeAll { $0.id == id }
            self?.observers.removeAll { $0.id == id }
        }
    }

    /// Calls `observer` after every change of the flow's state or of a child's state, once per change: what a host
    /// needs to show the flows again, without the state the app's `observe(_:)` is given.
    @_spi(Hosts)
    @discardableResult
    public func observeChanges(_ observer: @escaping @MainActor () -> Void) -> FlowObservation {
        let id = takeObserverID()
        observers.append((id, observer))
        return FlowObservation { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    /// A sender for the screen of `step`: its events reach this coordinator while the step is on top.
    @_spi(Generated)
    public func sender<ScreenEvent>(
        for step: FlowStep<Flow.Route>,
        _ wrap: @escaping @Sendable (ScreenEvent) -> Flow.Event
    ) -> FlowSender<ScreenEvent> {
        let stepID = step.id
        return FlowSender { [weak self] event in
            self?.send(wrap(event), from: stepID)
        }
    }

    /// A receiver for the screen of `step`: it gets the values an event hands back when that event reveals the
    /// step (`values` builds them from the event; nil for an event that hands it nothing).
    @_spi(Generated)
    public func receiver<Values>(
        for step: FlowStep<Flow.Route>,
        _ values: @escaping (Flow.Event) -> Values?
    ) -> FlowReceiver<Values> {
        let receiver = FlowReceiver<Values>()
        receivers[step.id] = { event in
            if let delivered = values(event) { receiver.deliver(delivered) }
        }
        return receiver
    }

    /// After `event` left step `stepID` for `transition`: when it revealed a step already on the stack (`back`,
    /// `dismiss`, `popTo`), that step's screen receives what the event hands back.
    private func deliver(
        _ event: Flow.Event, from stepID: Int, before: FlowState<Flow>, _ transition: FlowTransition<Flow>
    ) {
        guard !receivers.isEmpty, case .next(let next) = transition, let top = next.top, top.id != stepID,
            before.steps.contains(where: { $0.id == top.id })
        else { return }
        receivers[top.id]?(event)
    }

    // MARK: Screens

    func screens(under path: [Int]) -> [FlowScreen<Screen>] {
        guard result == nil else { return [] }
        var screens: [FlowScreen<Screen>] = []
        for step in ownState.steps {
            let stepPath = path + [step.id]
            let info = Flow.step(step.route)
            let allowsBack = Flow.allowsSystemBack(from: step.route)
            switch info.kind {
            case .screen:
                var screen = FlowScreen(
                    id: FlowScreenID(path: stepPath), style: step.style, stepName: info.name, stepID: step.id,
                    allowsSystemBack: allowsBack, owner: self)
                screen.handlesSystemBack = Flow.systemBackEvent(at: step.route) != nil
                if step.style.isModal { screen.presentationOptions = Flow.presentationOptions(at: step.route) }
                screens.append(screen)
            case .alert:
                var screen = FlowScreen(
                    id: FlowScreenID(path: stepPath), style: step.style, stepName: info.name, stepID: step.id,
                    allowsSystemBack: false, owner: self)
                screen.alert = alert(of: step)
                screens.append(screen)
            case .task:
                // A loading screen the host makes; the user waits for the work (the flow may move on meanwhile).
                var screen = FlowScreen(
                    id: FlowScreenID(path: stepPath), style: step.style, stepName: info.name, stepID: step.id,
                    allowsSystemBack: false, owner: self)
                screen.loading = FlowLoading(flowName: Flow.name, stepName: info.name)
                screens.append(screen)
            case .subflow:
                // A subflow presented as a modal holds the child's first screen in that modal (one modal, even when the
                // child presents its first screen too: the child's `presentedAs`, set as it starts); a pushed one shows
                // it as the child does. Going back from the child's first screen leaves the step too, so the step's
                // rule counts there.
                var childScreens = childFlows[step.id]?.nodes.first?.screens(under: stepPath) ?? []
                if !childScreens.isEmpty {
                    childScreens[0].allowsSystemBack = childScreens[0].allowsSystemBack && allowsBack
                }
                screens += childScreens
            case .tabs:
                guard let child = childFlows[step.id] else { continue }
                let stepID = step.id
                let tabs = FlowTabs(
                    selectedIndex: child.selectedTab,
                    tabs: child.nodes.enumerated().map { index, node in
                        FlowTabs.Tab(
                            flowName: node.flowName, item: node.tabItem, strings: node.strings, node: node,
                            screens: node.screens(under: stepPath + [index]))
                    },
                    onSelect: { [weak self] index in self?.selectTab(index, ofStep: stepID) }
                )
                var screen = FlowScreen(
                    id: FlowScreenID(path: stepPath),
                    style: step.style,
                    stepName: info.name,
                    stepID: step.id,
                    allowsSystemBack: allowsBack,
                    owner: self
                )
                screen.tabs = tabs
                screens.append(screen)
            }
        }
        if let presentedAs, !screens.isEmpty {
            screens[0].style = presentedAs
        }
        return screens
    }

    /// The alert of step `step`, its buttons sending their events from that step.
    private func alert(of step: FlowStep<Flow.Route>) -> FlowAlert? {
        guard let content = Flow.alert(at: step.route) else { return nil }
        let events = content.buttons.map(\.event)
        let stepID = step.id
        return FlowAlert(
            style: content.style, title: content.title, message: content.message,
            buttons: content.buttons.map { FlowAlert.Button(title: $0.title, role: $0.role) },
            stepName: Flow.step(step.route).name, strings: Flow.strings,
            onChoose: { [weak self] index in
                if events.indices.contains(index) { self?.send(events[index], from: stepID) }
            })
    }

    func makeScreen(stepID: Int) -> Screen? {
        guard let step = ownState.steps.first(where: { $0.id == stepID }) else { return nil }
        return wiring.screen(for: step, of: self)
    }

    // MARK: Children

    func childFinished(stepID: Int, node: any FlowNodePlumbing<Screen>, event: Flow.Event) {
        enqueue { [self] in
            guard let child = childFlows[stepID], isRunning else { return }
            // A child that ends under what this flow shows over its step (format v2: an app event's lock screen
            // over a session that signs out) ends from its step, as lint reads every outcome: what is above goes
            // first, then the handler acts.
            if let index = ownState.steps.firstIndex(where: { $0.id == stepID }), index < ownState.steps.count - 1 {
                var below = ownState
                below.keepSteps(index + 1)
                setState(below, removing: .removed)
            }
            let from = ownState
            let transition = Flow.transition(from: ownState, on: event, decisions: wiring.decisions)
            // A tab whose outcome shows a tab (`{ tab: … }`) or a modal over the tabs (format v2) starts again; the
            // other tabs stay.
            let keepsTabs = if case .showTab = transition { true } else { Flow.keepsChildFlows(on: event) }
            if keepsTabs {
                node.restart()
                hasChanges = true
                apply(transition)
                report(from: from, event: event, transition: transition)
                return
            }
            childFlows[stepID] = nil
            // The other tabs of a tabs step go with the one that ended.
            for other in child.nodes.reversed() where other !== node {
                other.end(.removed)
            }
            switch transition {
            case .ignore:
                var next = ownState
                next.removeStep(id: stepID)
                setState(next, removing: .removed)
            default:
                apply(transition)
                deliver(event, from: stepID, before: from, transition)
            }
            report(from: from, event: event, transition: transition)
        }
    }

    func childCancelled(stepID: Int, node: any FlowNodePlumbing<Screen>, reason: FlowCancellation) {
        enqueue { [self] in
            guard let child = childFlows[stepID], child.nodes.contains(where: { $0 === node }), isRunning else {
                return
            }
            childFlows[stepID] = nil
            for other in child.nodes.reversed() where other !== node {
                other.end(.removed)
            }
            // The child left by itself: its step goes the same way, `back` or `dismiss`.
            guard ownState.top?.id == stepID else {
                var next = ownState
                next.removeStep(id: stepID)
                setState(next, removing: .removed)
                return
            }
            apply(ownState.applying(reason == .dismissed ? .dismiss : .back))
        }
    }

    /// A child asks for something (format v2: a request): handled like a screen's event of its step, while that
    /// step is on top, and the child goes on.
    func childRequested(stepID: Int, node: any FlowNodePlumbing<Screen>, event: Flow.Event) {
        enqueue { [self] in
            guard childFlows[stepID]?.nodes.contains(where: { $0 === node }) == true else { return }
            receive(event, from: stepID)
        }
    }

    /// A child's state changed; not a child that has ended (its step is gone already, and that was the change).
    func childChanged(stepID: Int, node: any FlowNodePlumbing<Screen>) {
        guard childFlows[stepID]?.nodes.contains(where: { $0 === node }) == true else { return }
        batch { hasChanges = true }
        // A step that holds links may have shown further down (`holdLinks: true` in a child flow).
        if !heldLinks.isEmpty { enqueue { [self] in openHeldLinks() } }
    }

    private func selectTab(_ index: Int, ofStep stepID: Int) {
        enqueue { [self] in
            guard isRunning, let child = childFlows[stepID], child.nodes.indices.contains(index),
                child.selectedTab != index
            else { return }
            child.selectedTab = index
            hasChanges = true
        }
    }

    func truncate(keeping count: Int, reason: FlowCancellation) -> Int {
        batch {
            var keptScreens = 0
            var keptSteps = 0
            for step in ownState.steps {
                let stepScreens = screenCount(of: step)
                if keptScreens + stepScreens <= count {
                    keptScreens += stepScreens
                    keptSteps += 1
                    continue
                }
                if keptScreens < count, Flow.step(step.route).kind == .subflow,
                    let node = childFlows[step.id]?.nodes.first
                {
                    let childKept = node.truncate(keeping: count - keptScreens, reason: reason)
                    if childKept > 0 {
                        keptScreens += childKept
                        keptSteps += 1
                    }
                }
                break
            }
            if keptSteps == 0, !ownState.steps.isEmpty {
                // Nothing of the flow is left (the modal its first step opened was closed): it ends.
                finish(with: .cancelled(reason))
            } else if keptSteps < ownState.steps.count {
                var next = ownState
                next.keepSteps(keptSteps)
                setState(next, removing: reason)
            }
            return keptScreens
        }
    }

    // MARK: Private

    private func receive(_ event: Flow.Event, from stepID: Int) {
        guard isRunning, ownState.top?.id == stepID else { return }
        let from = ownState
        let transition = Flow.transition(from: ownState, on: event, decisions: wiring.decisions)
        apply(transition)
        deliver(event, from: stepID, before: from, transition)
        report(from: from, event: event, transition: transition)
    }

    private func report(from: FlowState<Flow>, event: Flow.Event, transition: FlowTransition<Flow>) {
        guard !transitionObservers.isEmpty else { return }
        let record = FlowTransitionRecord(from: from, event: event, transition: transition)
        for observer in transitionObservers {
            observer.notify(record)
        }
    }

    private func takeObserverID() -> Int {
        nextObserverID += 1
        return nextObserverID
    }

    private func apply(_ transition: FlowTransition<Flow>) {
        switch transition {
        case .next(let next):
            setState(next, removing: .removed)
        case .finish(let outcome):
            finish(with: .outcome(outcome))
        case .leave(let reason):
            finish(with: .cancelled(reason))
        case .request(let request):
            onRequest?(request)
        case .showTab(let index):
            // A request's `{ tab: … }`: the tabs step on top shows that tab.
            if let top = ownState.top { selectTab(index, ofStep: top.id) }
        case .ignore:
            break
        }
    }

    /// Takes the new state, ends the children whose steps are gone and starts those of new subflow or tabs steps.
    private func setState(_ next: FlowState<Flow>, removing reason: FlowCancellation) {
        ownState = next
        hasChanges = true
        if !receivers.isEmpty {
            let stepIDs = Set(next.steps.map(\.id))
            receivers = receivers.filter { stepIDs.contains($0.key) }
        }
        reconcileChildren(removing: reason)
        reconcileWork()
        if !heldLinks.isEmpty { enqueue { [self] in openHeldLinks() } }
    }

    /// Starts the work of each async decision on the stack that has none running, and cancels the work of those
    /// that left it: the app's answer reaches the flow only while its step is there (format v2).
    private func reconcileWork() {
        let stepIDs = Set(ownState.steps.map(\.id))
        for (stepID, task) in work where !stepIDs.contains(stepID) {
            task.cancel()
            work[stepID] = nil
        }
        guard result == nil else { return }
        for step in ownState.steps where work[step.id] == nil {
            guard let answer = Flow.work(at: step.route, input: ownState.input, decisions: wiring.decisions) else {
                continue
            }
            let stepID = step.id
            work[stepID] = Task { @MainActor [weak self] in
                let event = await answer()
                guard !Task.isCancelled, let self else { return }
                self.work[stepID] = nil
                self.send(event, from: stepID)
            }
        }
    }

    private func reconcileChildren(removing reason: FlowCancellation) {
        let stepIDs = Set(ownState.steps.map(\.id))
        for stepID in childFlows.keys.sorted(by: >) where !stepIDs.contains(stepID) {
            let child = childFlows.removeValue(forKey: stepID)
            for node in child?.nodes.reversed() ?? [] {
                node.end(reason)
            }
        }
        for step in ownState.steps where childFlows[step.id] == nil {
            guard let child = wiring.child(for: step.route) else { continue }
            childFlows[step.id] = child
            if Flow.step(step.route).kind == .subflow, step.style.isModal {
                child.nodes.first?.presentedAs = step.style
            }
            for (node, connect) in zip(child.nodes, child.connections) {
                connect(self, step.id)
                node.start()
            }
        }
    }

    private func finish(with result: FlowResult<Flow.Outcome>) {
        guard self.result == nil else { return }
        self.result = result
        let ending = ownState.steps.flatMap { step -> [any FlowNodePlumbing<Screen>] in childFlows[step.id]?.nodes ?? []
        }
        childFlows = [:]
        for child in ending.reversed() {
            child.end(.parentEnded)
        }
        for task in work.values { task.cancel() }
        work = [:]
        hasChanges = true
        // Kept: a tab that starts again (format v2) ends again through it; `result` makes each end count once.
        onFinish?(result)
    }

    /// Whether the flow's first step opened a modal of its own: when the flow ends by closing it, the modal the
    /// parent's step is in stays.
    var runsInOwnModal: Bool { ownState.steps.first?.style.isModal ?? false }

    private func screenCount(of step: FlowStep<Flow.Route>) -> Int {
        switch Flow.step(step.route).kind {
        case .screen, .tabs, .alert, .task: 1
        case .subflow: childFlows[step.id]?.nodes.first?.screens.count ?? 0
        }
    }

    /// Runs `body` now; work enqueued meanwhile (by children, observers, senders) runs after it, in order. Observers
    /// hear of the changes once, at the end.
    private func batch<Value>(_ body: () -> Value) -> Value {
        depth += 1
        let value = body()
        if depth == 1 {
            while !pendingWork.isEmpty {
                pendingWork.removeFirst()()
            }
        }
        depth -= 1
        if depth == 0, hasChanges {
            hasChanges = false
            for observer in observers {
                observer.notify()
            }
        }
        return value
    }

    private func enqueue(_ work: @escaping () -> Void) {
        if depth == 0 {
            batch(work)
        } else {
            pendingWork.append(work)
        }
    }
}
