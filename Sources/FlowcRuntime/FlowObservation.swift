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
