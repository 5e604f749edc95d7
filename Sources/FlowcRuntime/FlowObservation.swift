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
    /// reports it to `observeTransitions`) instead of popping it.
    public let sentEvent: Bool
}
