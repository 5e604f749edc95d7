/// The child flows of one subflow or tabs step, as the parent holds them: started when the step appears, released
/// when it goes away. Made by the generated wiring.
@_spi(Generated)
@MainActor
public final class FlowChild<Parent: FlowWiring> {
    /// The child coordinators: one for a subflow step, one per tab for a tabs step.
    let nodes: [any FlowNodePlumbing<Parent.Screen>]
    let connections: [(FlowCoordinator<Parent>, Int) -> Void]
    /// The parent's route for the step, holding the children's current states (and the selected tab).
    let route: (Int) -> Parent.Flow.Route
    /// The tab shown; 0 for a subflow step.
    var selectedTab: Int

    /// A subflow step's child.
    ///
    /// - Parameters:
    ///   - coordinator: the child coordinator, not started.
    ///   - route: the parent's subflow route for a child state, e.g. `AuthRoute.signUp`.
    ///   - outcome: the parent's event for a child outcome, e.g. `AuthEvent.signUp`.
    ///   - request: the parent's event for a child's request (format v2), e.g. `AppEvent.chatsRequest`.
    public init<Child: FlowWiring>(
        _ coordinator: FlowCoordinator<Child>,
        route: @escaping (FlowState<Child.Flow>) -> Parent.Flow.Route,
        outcome: @escaping (Child.Flow.Outcome) -> Parent.Flow.Event,
        request: ((Child.Flow.Request) -> Parent.Flow.Event)? = nil
    ) where Child.Screen == Parent.Screen {
        let tab = FlowChildTab<Parent>(coordinator, outcome: outcome, request: request)
        self.nodes = [tab.node]
        self.connections = [tab.connect]
        self.route = { _ in route(coordinator.state) }
        self.selectedTab = 0
    }

    /// A tabs step's children, one per tab.
    ///
    /// - Parameters:
    ///   - tabs: the tab flows' coordinators, not started, each with the parent's event for its outcomes.
    ///   - selectedTab: the tab shown first.
    ///   - route: the parent's tabs route for the selected tab, holding the tab flows' current states.
    public init(tabs: [FlowChildTab<Parent>], selectedTab: Int, route: @escaping (Int) -> Parent.Flow.Route) {
        self.nodes = tabs.map(\.node)
        self.connections = tabs.map(\.connect)
        self.route = route
        // An index from the app's values (format v2: `selectedTab:`) out of range shows the first tab.
        self.selectedTab = tabs.indices.contains(selectedTab) ? selectedTab : 0
    }
}

/// One child flow of a subflow or tabs step, with the parent's event for each of its outcomes.
@_spi(Generated)
@MainActor
public struct FlowChildTab<Parent: FlowWiring> {
    let node: any FlowNodePlumbing<Parent.Screen>
    let connect: (FlowCoordinator<Parent>, Int) -> Void

    /// - Parameters:
    ///   - coordinator: the child coordinator, not started.
    ///   - outcome: the parent's event for each outcome of the child; nil for a flow without outcomes.
    ///   - request: the parent's event for each request of the child (format v2); nil for a flow without requests.
    public init<Child: FlowWiring>(
        _ coordinator: FlowCoordinator<Child>,
        outcome: ((Child.Flow.Outcome) -> Parent.Flow.Event)?,
        request: ((Child.Flow.Request) -> Parent.Flow.Event)? = nil
    ) where Child.Screen == Parent.Screen {
        self.node = coordinator
        self.connect = { [weak coordinator] parent, stepID in
            guard let coordinator else { return }
            if let request {
                coordinator.onRequest = { [weak parent, weak coordinator] value in
                    guard let parent, let coordinator else { return }
                    parent.childRequested(stepID: stepID, node: coordinator, event: request(value))
                }
            }
            coordinator.onFinish = { [weak parent, weak coordinator] result in
                guard let parent, let coordinator else { return }
                switch result {
                case .outcome(let value):
                    guard let outcome else { return }
                    parent.childFinished(stepID: stepID, node: coordinator, event: outcome(value))
                case .cancelled(let reason):
                    // A child that closed the modal its first step opened leaves as if by `back`: only its step goes.
                    let leftBy = coordinator.runsInOwnModal && reason == .dismissed ? FlowCancellation.back : reason
                    parent.childCancelled(stepID: stepID, node: coordinator, reason: leftBy)
                }
            }
            coordinator.observeChanges { [weak parent, weak coordinator] in
                guard let parent, let coordinator else { return }
                parent.childChanged(stepID: stepID, node: coordinator)
            }
        }
    }
}

/// What a screen uses to send its events: call it like a function, `send(.submit(email: email))`.
///
/// Events of a screen that is no longer on top of its flow are ignored.
public struct FlowSender<Event: Sendable>: Sendable {
    private let deliver: @MainActor @Sendable (Event) -> Void

    /// A sender that hands each event to `deliver` (previews and tests of a screen).
    public init(_ deliver: @escaping @MainActor @Sendable (Event) -> Void) {
        self.deliver = deliver
    }

    /// Sends `event`.
    @MainActor
    public func callAsFunction(_ event: Event) {
        deliver(event)
    }
}
