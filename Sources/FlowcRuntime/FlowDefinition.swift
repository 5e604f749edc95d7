/// Everything a flow file says, as the generated `<Flow>Flow` enum provides it: the flow's types, its transition
/// table and its deep links.
///
/// The runtime never looks inside a flow's routes or events: it calls these tables and does the rest. Apps don't
/// conform to it; flowc generates the conformances. What apps use is public: the flow's types, its name, tab item
/// and link patterns, and the pure `transition(from:on:decisions:)`; the tables only generated code and the
/// runtime read are SPI (`@_spi(Generated)`), outside the API that semantic versioning covers.
@MainActor
public protocol FlowDefinition {
    /// The values the flow is started with.
    associatedtype Input: Hashable & Codable & Sendable
    /// Where the flow can be: each screen with its params, each subflow or tabs step with the states of its flows.
    associatedtype Route: FlowRoute
    /// What the flow's screens send, and how the flows it runs end. Not `Equatable`: the runtime never compares
    /// events, and deriving equality for every screen's event type doubled the generated code's compile time.
    associatedtype Event: Sendable
    /// How the flow ends.
    associatedtype Outcome: Hashable & Sendable
    /// The app's answers to the flow's decision steps (`any <Flow>Decisions`), `Void` for a flow without decisions.
    associatedtype Decisions
    /// What the flow asks of the flow that runs it without ending (format v2: `requests:`); none by default.
    associatedtype Request: Hashable & Sendable = Never

    /// The flow's name in its flow file.
    static var name: String { get }

    /// Enters the start step, with its params from the flow's input.
    @_spi(Generated)
    static func start(input: Input, decisions: Decisions) -> FlowAction<Self>

    /// The transition table: what `event` does when `route` is on top; nil when the step has no such event.
    @_spi(Generated)
    static func action(for event: Event, at route: Route, input: Input, decisions: Decisions) -> FlowAction<Self>?

    /// Whether the system may take the user back from `route`'s step: the back button, the back swipe, and for the
    /// first screen of a sheet, pulling it down. True unless the flow forbids it (a screen after a step that cannot be
    /// undone); hosts hide and disable what it forbids, and the coordinator ignores such a pop if one arrives anyway.
    @_spi(Generated)
    static func allowsSystemBack(from route: Route) -> Bool

    /// The work of `route`'s async decision (format v2: `async: true`): a call of the app's question whose answer is
    /// the event the step handles; nil for any other step. The coordinator runs it while the step is on its stack,
    /// and cancels it when the step goes.
    @_spi(Generated)
    static func work(at route: Route, input: Input, decisions: Decisions) -> (@MainActor () async -> Event)?

    /// The event the system back sends from `route`'s screen when its step says what it does (`on: systemBack:`);
    /// nil: it pops the screen, or closes the sheet whose first screen it is, as `back` would.
    @_spi(Generated)
    static func systemBackEvent(at route: Route) -> Event?

    /// How `route`'s step is presented beyond its style (format v2: `present: { … }`); nil when the flow file says
    /// nothing more.
    @_spi(Generated)
    static func presentationOptions(at route: Route) -> FlowPresentationOptions?

    /// The text and buttons of `route`'s alert or confirmation dialog (format v2); nil for any other step.
    @_spi(Generated)
    static func alert(at route: Route) -> FlowAlertContent<Event>?

    /// How a tab running this flow is labelled: a title (a key of the `Flows` strings table of the flow's module) and an image.
    static var tabItem: FlowTabItem { get }

    /// Whether `event`, handled at a subflow or tabs step, leaves that step's flows running: a child's request, an
    /// app event, a tab container's own event, or a tab flow's outcome whose handler shows a modal over the tabs (the
    /// tab that ended starts again; format v2). False for any other child's outcome: that child has ended, and its
    /// step goes first.
    @_spi(Generated)
    static func keepsChildFlows(on event: Event) -> Bool

    // Deep links

    /// The deep-link patterns of the flow's own screens, as the flow file writes them.
    static var linkPatterns: [String] { get }

    /// How screen `source` shows the deep-linked screen `step` (its transition's presentation); nil when it has no
    /// transition to it. A link to `step` opens on top of `source` when `source` is on top: what is shown stays.
    @_spi(Generated)
    static func linkPresentation(showing step: String, from source: String) -> FlowPresentation?

    /// The state a deep link to one of the flow's own screens opens: the screen on the stack the flow builds on its
    /// shortest way there from the start (format.md, "Deep links").
    @_spi(Generated)
    static func linkState(for link: FlowDeepLink, input: Input) -> FlowState<Self>?

    /// The ways the flow holds child flows (each subflow step, each tab of a tabs step), in the flow file's order.
    @_spi(Generated)
    static var linkEdges: [FlowLinkEdge<Self>] { get }

    // Restoration

    /// The styles the flow shows `step` with above another of its steps, the step's own `present` first: a restored
    /// step is shown so, whatever an older build saved (`FlowState.init(from:)`). Empty: keep the saved style.
    @_spi(Generated)
    nonisolated static func presentations(of step: String) -> [FlowPresentation]

    /// Where the flow's alert texts and tab title are looked up: the `Flows` table of the bundle of the module that
    /// declares the flow (`FlowStrings`).
    @_spi(Generated)
    static var strings: FlowStrings { get }
}

extension FlowDefinition {
    /// Every step allows it, as UIKit and SwiftUI do by default.
    @_spi(Generated)
    public static func allowsSystemBack(from route: Route) -> Bool { true }

    /// No step says more than its style.
    @_spi(Generated)
    public static func presentationOptions(at route: Route) -> FlowPresentationOptions? { nil }

    /// No screen leads to a deep-linked screen: a link opens on the stack its flow builds.
    @_spi(Generated)
    public static func linkPresentation(showing step: String, from source: String) -> FlowPresentation? { nil }

    /// The flow shows no alerts.
    @_spi(Generated)
    public static func alert(at route: Route) -> FlowAlertContent<Event>? { nil }

    /// The flow says nothing of its steps' styles: a restored step keeps the one it was saved with.
    @_spi(Generated)
    public nonisolated static func presentations(of step: String) -> [FlowPresentation] { [] }

    /// The flow has no async decisions.
    @_spi(Generated)
    public static func work(at route: Route, input: Input, decisions: Decisions) -> (@MainActor () async -> Event)? {
        nil
    }

    /// Every event at a subflow or tabs step is how its flow ended.
    @_spi(Generated)
    public static func keepsChildFlows(on event: Event) -> Bool { false }

    /// No step says what the system back does: it pops.
    @_spi(Generated)
    public static func systemBackEvent(at route: Route) -> Event? { nil }

    /// The flow's name, no image.
    public static var tabItem: FlowTabItem { FlowTabItem(title: name) }

    /// The app's main bundle.
    @_spi(Generated)
    public static var strings: FlowStrings { FlowStrings(bundle: .main, flowName: name) }

    /// The step a route shows: its id in the flow file, its kind and its values.
    public nonisolated static func step(_ route: Route) -> FlowStepInfo {
        route.flowStep
    }

    /// The pure transition function: the next state after `event`, or how the flow ends.
    ///
    /// Only the step on top handles events. When it is a subflow or tabs step, the event is how its child flow ended:
    /// the child's screens go first (popped, or their modal dismissed), then the handler applies from the place the
    /// step held: `back` removes nothing more, `to` shows its target from the step below, `replace` replaces the stack
    /// that held the step, `dismiss` closes the modal holding that stack (for a step presented as a modal, that modal
    /// was the step's own and is gone already: `dismiss` then does what `back` does, and a close-and-go-on goes on
    /// from the step below), `popTo` and `finish` as usual.
    public static func transition(
        from state: FlowState<Self>,
        on event: Event,
        decisions: Decisions
    ) -> FlowTransition<Self> {
        guard let top = state.top,
            let action = action(for: event, at: top.route, input: state.input, decisions: decisions)
        else { return .ignore }
        // An async decision's answer: its loading screen goes, and the choice acts from below, as a decision's does.
        if step(top.route).kind == .task {
            var rest = state
            rest.removeStep(id: top.id)
            return rest.applying(action)
        }
        // A screen's or an alert's own event, a child's request or an app event; else a child flow ended.
        guard step(top.route).kind != .screen, step(top.route).kind != .alert, !keepsChildFlows(on: event) else {
            return state.applying(action)
        }
        var rest = state
        rest.removeStep(id: top.id)
        switch action {
        case .back:
            return rest.steps.isEmpty ? .leave(.back) : .next(rest)
        case .dismiss where top.style.isModal:
            return rest.steps.isEmpty ? .leave(.back) : .next(rest)
        case .dismissAndThen(let then) where top.style.isModal:
            // The modal it would close, the child's, is gone already: the rest acts from the step below.
            return rest.applying(then)
        case .show, .replace, .dismiss, .dismissAndThen:
            return rest.applying(action)
        case .popTo, .finish, .request, .showTab:
            return state.applying(action)
        }
    }

    /// The first transition of a flow: enters its start step.
    public static func startTransition(input: Input, decisions: Decisions) -> FlowTransition<Self> {
        FlowState(input: input).applying(start(input: input, decisions: decisions))
    }
}

/// A flow input the generated code can build without arguments: one whose values are all optional.
public protocol FlowDefaultInput {
    /// An input with no values.
    init()
}
