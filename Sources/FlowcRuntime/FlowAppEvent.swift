/// An event the app sends a flow from outside, not from a screen (format v2: `appEvents:`): the session became
/// verified, an authentication error forces a sign-out. flowc generates one enum per flow that declares them,
/// `<Flow>AppEvent`.
///
/// Send it to the root coordinator, `root.send(OnboardingAppEvent.sessionVerified)`: it reaches every running
/// flow of its kind, wherever it runs. A flow handles it at the step on top, where its flow file says it applies,
/// and ignores it elsewhere; at a subflow or tabs step the child flows go on running unless the handler removes the
/// step.
public protocol FlowAppEvent: Sendable {
    /// The flow that declares the event.
    associatedtype Flow: FlowDefinition
    /// The event as the flow's transition table takes it.
    var flowEvent: Flow.Event { get }
}

extension FlowCoordinator {
    /// Sends an app event to this flow, when it is of the event's kind, and to every running flow of that kind it
    /// runs, deepest first; how many flows it reached (those where it applies at the step on top act on it).
    @discardableResult
    public func send<AppEvent: FlowAppEvent>(_ event: AppEvent) -> Int {
        deliver(appEvent: event)
    }
}

extension FlowCoordinator {
    /// This flow and the running ones it runs, deepest first, that are `AppEvent.Flow`: each gets the event.
    func deliver(appEvent: any FlowAppEvent) -> Int {
        var reached = 0
        for child in children {
            if let node = child as? any FlowNodePlumbing<Screen> { reached += node.deliver(appEvent: appEvent) }
        }
        if isRunning, let event = Self.flowEvent(of: appEvent) {
            send(event)
            reached += 1
        }
        return reached
    }

    private static func flowEvent(of appEvent: any FlowAppEvent) -> Flow.Event? {
        func open<Event: FlowAppEvent>(_ event: Event) -> Flow.Event? { event.flowEvent as? Flow.Event }
        return open(appEvent)
    }
}
