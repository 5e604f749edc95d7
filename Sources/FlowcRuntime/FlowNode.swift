/// A running flow, whatever its types: what hosts, tests and parent flows need to know of it.
@MainActor
public protocol FlowNode<Screen>: AnyObject, Sendable {
    /// What the app's screens are (`UIViewController`, `AnyView` …).
    associatedtype Screen

    /// The flow's name in its flow file.
    var flowName: String { get }
    /// Started and not ended yet.
    var isRunning: Bool { get }
    /// The child flows running now, in the order of their steps (a tabs step's in the order of its tabs).
    var children: [any FlowNode<Screen>] { get }
    /// The screens shown now, bottom to top, the children's screens in place of their subflow steps.
    var screens: [FlowScreen<Screen>] { get }

    /// Enters the start step, or, for a restored state, restarts the child flows it holds.
    func start()
    /// Ends the flow with the cancellation `removed`; its children end too.
    func cancel()
    /// Reports navigation the system did by itself: a pop by the back button or a swipe, a sheet pulled down.
    func handle(_ event: FlowSystemEvent)
    /// Calls `observer` after every change of the flow's state or of a child's state, once per change (hosts; the
    /// app observes a coordinator with `observe(_:)`).
    @_spi(Hosts)
    @discardableResult
    func observeChanges(_ observer: @escaping @MainActor () -> Void) -> FlowObservation
}

/// What a parent flow and the screens it lists ask of a running flow: kept out of the app's view.
@MainActor
protocol FlowNodePlumbing<Screen>: FlowNode {
    /// The screens shown now, their ids under `path` (the step ids from the root flow down to this flow).
    func screens(under path: [Int]) -> [FlowScreen<Screen>]
    /// Keeps the first `count` screens, ending what is above them; how many of the flow's screens are left.
    func truncate(keeping count: Int, reason: FlowCancellation) -> Int
    /// Ends the flow without an outcome.
    func end(_ reason: FlowCancellation)
    /// How a tab running this flow is labelled.
    var tabItem: FlowTabItem { get }
    /// The modal style its parent's subflow step shows the flow's first screen in (a sheet, say); nil when the flow
    /// is pushed, a tab or the root. Its own `screens` report its first screen so, as its parent's do.
    var presentedAs: FlowPresentation? { get set }
    /// Where the flow's texts are looked up.
    var strings: FlowStrings { get }
    /// Shows the state `other` holds, a coordinator of the same flow that never started (a deep link's child flow);
    /// nothing when `other` has no steps (a tab the link does not touch). For a link, the linked screen opens on top
    /// of the screen on top when that screen leads to it.
    func show(stateOf other: any FlowNodePlumbing<Screen>, asLink: Bool)
    /// Makes the screen of step `stepID` with the app's screens; nil when the step is gone or shows no screen.
    func makeScreen(stepID: Int) -> Screen?
    /// Sends the system back's event of step `stepID` when called (`on: systemBack:`); nil when it has none.
    func systemBackSender(stepID: Int) -> (() -> Void)?
    /// Starts the flow again from its start after it ended (format v2: a tab whose outcome shows a tab).
    func restart()
    /// Sends an app event to this flow and the flows it runs that are of its kind; how many it reached.
    func deliver(appEvent: any FlowAppEvent) -> Int
}
