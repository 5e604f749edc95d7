// The app side of the tests: screens as text (made by the wiring, as a host would make them), the decisions, and
// helpers that render what a host shows.

import Testing

@_spi(Generated) @testable import FlowcRuntime

/// Makes every screen as its title, and keeps the sender each screen was made with, as the screen would.
@MainActor
final class TestScreens: ShopScreens, CheckoutScreens, FeedScreens, AccountScreens, WelcomeScreens {
    typealias Screen = String

    private var senders: [String: Any] = [:]
    /// Called for each screen made.
    var onMake: () -> Void = {}

    func home(send: FlowSender<ShopEvent.Home>) -> String { made("home", send) }
    func item(id: Int, ref: String?, send: FlowSender<ShopEvent.Item>) -> String {
        made("item \(id)" + (ref.map { " (\($0))" } ?? ""), send)
    }
    func settings(send: FlowSender<ShopEvent.Settings>) -> String { made("settings", send) }
    func cart(itemId: Int, send: FlowSender<CheckoutEvent.Cart>) -> String { made("cart \(itemId)", send) }
    func address(send: FlowSender<CheckoutEvent.Address>) -> String { made("address", send) }
    func help(send: FlowSender<CheckoutEvent.Help>) -> String { made("help", send) }
    func list(send: FlowSender<FeedEvent.List>) -> String { made("list", send) }
    func post(id: Int, send: FlowSender<FeedEvent.Post>) -> String { made("post \(id)", send) }
    func profile(userId: Int, send: FlowSender<AccountEvent.Profile>) -> String { made("profile \(userId)", send) }
    func intro(send: FlowSender<WelcomeEvent.Intro>) -> String { made("intro", send) }
    func terms(send: FlowSender<WelcomeEvent.Terms>) -> String { made("terms", send) }

    /// The sender of the screen titled `title` made last.
    func sender<Event>(_ title: String, _: Event.Type) -> FlowSender<Event>? {
        senders[title] as? FlowSender<Event>
    }

    /// Sends `event` as the screen titled `title` made last does (render the screens first, as a host would).
    func tap<Event: Sendable>(_ title: String, _ event: Event, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let send = sender(title, Event.self) else {
            Issue.record("no screen '\(title)' sending \(Event.self) was made", sourceLocation: sourceLocation)
            return
        }
        send(event)
    }

    private func made<Event>(_ title: String, _ send: FlowSender<Event>) -> String {
        onMake()
        senders[title] = send
        return title
    }
}

/// The answers to Welcome's decision, counting how often it is asked.
@MainActor
final class TestDecisions: WelcomeDecisions {
    var answer = WelcomeChoice.Entry.show
    private(set) var asked = 0

    func entry(input: WelcomeInput) -> WelcomeChoice.Entry {
        asked += 1
        return answer
    }
}

/// One app: its screens, its decisions and the wiring of Shop and the flows it starts.
@MainActor
final class TestApp {
    let screens = TestScreens()
    let decisions = TestDecisions()

    var wiring: ShopWiring<String> {
        let screens = screens
        let decisions = decisions
        return ShopWiring(
            screens: screens,
            checkout: CheckoutWiring(screens: screens),
            feed: FeedWiring(screens: screens, checkout: CheckoutWiring(screens: screens)),
            account: AccountWiring(screens: screens),
            welcome: WelcomeWiring(screens: screens, decisions: decisions)
        )
    }

    /// The flow the app shows: `tap` renders it first, as a host shows the screens after each change.
    private(set) var shown: (any FlowNode<String>)?

    /// A Shop coordinator in `state` (a new flow by default), not started; the one the app shows.
    func shop(_ state: ShopState = ShopState(input: ShopInput())) -> ShopCoordinator<String> {
        let shop = ShopCoordinator(state: state, wiring: wiring)
        shown = shop
        return shop
    }

    /// A new Shop flow, started.
    func startedShop(input: ShopInput = ShopInput()) -> ShopCoordinator<String> {
        let shop = shop(ShopState(input: input))
        shop.start()
        return shop
    }

    /// A Welcome coordinator on its own (a flow that starts in a modal of its own), not started; the one the app shows.
    func welcome(_ state: WelcomeState = WelcomeState(input: WelcomeInput())) -> WelcomeCoordinator<String> {
        let welcome = WelcomeCoordinator(state: state, wiring: WelcomeWiring(screens: screens, decisions: decisions))
        shown = welcome
        return welcome
    }

    /// The user taps the screen titled `title` of what the app shows now, which sends `event`.
    func tap<Event: Sendable>(_ title: String, _ event: Event, sourceLocation: SourceLocation = #_sourceLocation) {
        if let shown {
            _ = render(shown)
        }
        screens.tap(title, event, sourceLocation: sourceLocation)
    }
}

/// What a host shows: each screen made by the wiring, bottom to top, a modal screen with its style
/// (`sheet:settings`), a tab container with its selected tab and each tab's screens (`tabs[0](list | profile 3)`).
@MainActor
func render(_ node: any FlowNode<String>) -> String {
    render(node.screens)
}

@MainActor
func render(_ screens: [FlowScreen<String>]) -> String {
    screens.map { screen in
        let text: String
        if let tabs = screen.tabs {
            text = "tabs[\(tabs.selectedIndex)](" + tabs.tabs.map { render($0.screens) }.joined(separator: " | ") + ")"
        } else {
            text = screen.make() ?? "<no screen>"
        }
        return screen.style == .push ? text : "\(screen.style.rawValue):\(text)"
    }.joined(separator: " > ")
}

/// The running child flow at `index` of `node`, as its coordinator type.
@MainActor
func child<Node>(of node: any FlowNode<String>, _: Node.Type, at index: Int = 0) -> Node? {
    node.children.indices.contains(index) ? node.children[index] as? Node : nil
}

/// A state's steps as `id name`, a modal one as `id style:name`.
func layout<Flow>(_ state: FlowState<Flow>?) -> [String] {
    (state?.steps ?? []).map { step in
        let name = Flow.step(step.route).name
        return step.style == .push ? "\(step.id) \(name)" : "\(step.id) \(step.style.rawValue):\(name)"
    }
}

/// The state of a `.next` transition; nil for any other.
func nextState<Flow>(_ transition: FlowTransition<Flow>) -> FlowState<Flow>? {
    guard case .next(let state) = transition else { return nil }
    return state
}
