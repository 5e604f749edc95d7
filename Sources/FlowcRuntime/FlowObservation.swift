/// An observer registered on a coordinator: `cancel()` removes it. Observers that live as long as the coordinator
/// (a host's, say) can ignore it.
@MainActor
public final class FlowObservation {
    private var remove: (() -> Void)?

    init(remove: @escaping () -> Void) {
        self.remove = remove
    }

    /// Stops the observer; once is enough, later calls do nothing.
    public func cancel() {
        remove?()
        remove = nil
    }
}

/// What a coordinator tells the observers of `FlowCoordinator.observe(_:)`.
public enum FlowChange<Flow: FlowDefinition>: Sendable {
    /// The navigation of the flow or of one of its children changed: the flow's new state, children's folded in.
    case state(FlowState<Flow>)
    /// The flow handled an event: the state before, the event and what it did. An event the step on top has no
    /// handler for is reported as `.ignore`; one from a screen no longer on top is not handled, so not reported. A
    /// child flow reports its own: observe each coordinator you want to hear of.
    case transition(FlowTransitionRecord<Flow>)
    /// The system took screens away by itself (the back button or swipe, a sheet pulled down), as the coordinator
    /// applied it.
    case systemNavigation(FlowSystemNavigationRecord)
}

/// One event a flow handled, as analytics and logs want it: the state before, the event, and what it did.
public struct FlowTransitionRecord<Flow: FlowDefinition>: Sendable {
    /// The flow's own state when the event arrived (its children's states as they were last reported).
    public let from: FlowState<Flow>
    /// The event: a screen's, or how a child flow ended.
    public let event: Flow.Event
    /// What the event did: the next state, an outcome, a cancellation, or nothing.
    public let transition: FlowTransition<Flow>
}

/// Navigation the system did by itself, as a coordinator applied it (analytics, logs): the back button or swipe, a
/// sheet pulled down.
public struct FlowSystemNavigationRecord: Hashable, Sendable {
    /// One screen the system took away.
    public struct Screen: Hashable, Sendable {
        /// Its place in the navigation.
        public let id: FlowScreenID
        /// The name of its flow.
        public let flowName: String
        /// Its step's id in its flow's file.
        public let stepName: String
    }

    /// What the host reported.
    public let event: FlowSystemEvent
    /// The screens the system took away, bottom to top.
    public let left: [Screen]
    /// The lowest of them says what the system back does (`on: systemBack:`): its flow handled that event (and
    /// reports it as a `.transition` too) instead of popping it.
    public let sentEvent: Bool
}
