/// A navigation action as the flow file says it (`to`, `present`, `back`, `dismiss`, `popTo`, `finish`).
public enum FlowAction<Flow: FlowDefinition>: Hashable, Sendable {
    /// Go to a step: pushed, or as the first screen of a new modal.
    case show(Flow.Route, FlowPresentation)
    /// Go to a step that becomes the only screen of the current stack (root stack or modal stack).
    case replace(Flow.Route)
    /// Pop the current screen; on a modal's first screen, dismiss the modal; on the flow's first screen, leave the flow.
    case back
    /// Close the innermost modal holding the current screen; leave the flow when that modal is the one it runs in (or
    /// the one its first step opened).
    case dismiss
    /// Pop back to the last earlier visit of a step (its id in the flow file), closing the modals above it.
    case popTo(String)
    /// Close the innermost modal holding the current screen, then go on from the screen that presented it: show a
    /// step there, or pop back (`{ dismiss: { to: … } }`, format v2).
    indirect case dismissAndThen(FlowAction)
    /// End the flow with an outcome.
    case finish(Flow.Outcome)
    /// Ask the flow that runs this one for something, and stay where it is (format v2: `{ request: … }`).
    case request(Flow.Request)
    /// At a tabs step (format v2: `{ tab: Flow }`): show its tab at this index; a tab whose flow just ended starts
    /// again, and the other tabs keep their screens.
    case showTab(Int)
}

/// What an event does to a flow: the result of the pure transition function.
public enum FlowTransition<Flow: FlowDefinition>: Hashable, Sendable {
    /// The flow goes on in this state.
    case next(FlowState<Flow>)
    /// The flow ends with an outcome.
    case finish(Flow.Outcome)
    /// The flow ends without an outcome: `back` from its first screen, or `dismiss` of the modal it runs in.
    case leave(FlowCancellation)
    /// The event does not apply to the step on top: nothing changes.
    case ignore
    /// The flow stays as it is and asks the flow that runs it for something (format v2: a request).
    case request(Flow.Request)
    /// The tabs step on top shows its tab at this index (format v2: `{ tab: Flow }`); the coordinator starts again the
    /// tab whose flow ended.
    case showTab(Int)
}

/// Why a flow ended without an outcome.
public enum FlowCancellation: String, Hashable, Codable, Sendable {
    /// The user went back from the flow's first screen (back button, swipe, or a `back` transition).
    case back
    /// The modal holding the flow was closed (sheet pulled down, or a `dismiss` transition).
    case dismissed
    /// The parent navigated away from the subflow step (`popTo`, `replace`, ...), or the app cancelled the flow.
    case removed
    /// An enclosing flow ended, so every flow it had started ended too.
    case parentEnded
}

/// How a flow ended: with one of its outcomes, or cancelled.
public enum FlowResult<Outcome: Hashable & Sendable>: Hashable, Sendable {
    /// The flow finished with one of its outcomes.
    case outcome(Outcome)
    /// The flow ended without an outcome.
    case cancelled(FlowCancellation)
}
