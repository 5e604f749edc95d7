// The root flow: screens pushed and in a sheet, a subflow step (Checkout) whose handlers use every action, a tabs
// step (Feed, Account) and a subflow whose child starts in a modal of its own (Welcome).
//
//   flow: Shop
//   input: { userId: Int? }
//   outcomes: [done]
//   start: home
//   steps:
//     home:     { on: { open: { to: item, with: { id: Int } }, settings: { to: settings, present: sheet },
//                 buy: { to: checkout, present: sheet, with: { itemId: Int } }, signIn: { to: main, with: { userId: Int } },
//                 welcome: welcome, done: { finish: done }, back: back } }
//     item:     { params: { id: Int, ref: String? }, deeplink: "/items/{id}?ref={ref}",
//                 on: { buy: checkout, related: { to: item, with: { id: Int } }, back: back, close: dismiss,
//                 home: { popTo: home }, restart: { to: home, present: replace }, popToMissing: { popTo: cart } } }
//     settings: { deeplink: /settings, on: { open: { to: item, with: { id: Int } }, welcome: welcome,
//                 close: dismiss, back: back } }
//     main:     { tabs: [Feed, Account], on: { Account.signedOut: { to: home, present: replace } } }
//     checkout: { flow: Checkout, on: { paid: { to: item, with: { id: orderId, ref: receipt } }, abandoned: back,
//                 closed: dismiss, restarted: { to: home, present: replace }, returnedHome: { popTo: home },
//                 quit: { finish: done } } }
//     welcome:  { flow: Welcome, on: { accepted: { to: home, present: replace }, skipped: back } }

@_spi(Generated) import FlowcRuntime

struct ShopInput: Hashable, Codable, Sendable, FlowDefaultInput {
    var userId: Int?

    init() {}

    init(userId: Int?) {
        self.userId = userId
    }
}

enum ShopOutcome: Hashable, Sendable {
    case done
}

enum ShopRoute: FlowRoute {
    case home
    case item(id: Int, ref: String?)
    case settings
    case main(ShopTabs.Main)
    case checkout(CheckoutState)
    case welcome(WelcomeState)
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension ShopRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .home: .screen("home")
        case .item(let id, let ref): .screen("item", id, ref)
        case .settings: .screen("settings")
        case .main(let state): .tabs("main", state)
        case .checkout(let state): .subflow("checkout", state)
        case .welcome(let state): .subflow("welcome", state)
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "home": self = .home
        case "item": self = try .item(id: values.next(), ref: values.next())
        case "settings": self = .settings
        case "main": self = try .main(values.next())
        case "checkout": self = try .checkout(values.next())
        case "welcome": self = try .welcome(values.next())
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias ShopState = FlowState<ShopFlow>

enum ShopTabs {
    struct Main: Hashable, Codable, Sendable {
        /// 0 for Feed, 1 for Account.
        var selectedTab: Int
        var feed: FeedState
        var account: AccountState
    }
}

enum ShopEvent: Hashable, Sendable {
    case home(Home)
    case item(Item)
    case settings(Settings)
    case main(Main)
    case checkout(CheckoutOutcome)
    case welcome(WelcomeOutcome)

    enum Home: Hashable, Sendable {
        case open(id: Int)
        case settings
        case buy(itemId: Int)
        case signIn(userId: Int)
        case welcome
        case done
        case back
    }

    enum Item: Hashable, Sendable {
        case buy
        case related(id: Int)
        case back
        case close
        case home
        case restart
        case popToMissing
    }

    enum Settings: Hashable, Sendable {
        case open(id: Int)
        case welcome
        case close
        case back
    }

    enum Main: Hashable, Sendable {
        case accountSignedOut
    }
}

@MainActor
protocol ShopScreens<Screen> {
    associatedtype Screen
    func home(send: FlowSender<ShopEvent.Home>) -> Screen
    func item(id: Int, ref: String?, send: FlowSender<ShopEvent.Item>) -> Screen
    func settings(send: FlowSender<ShopEvent.Settings>) -> Screen
}

@MainActor
struct ShopWiring<Screen>: FlowWiring {
    typealias Flow = ShopFlow
    let screens: any ShopScreens<Screen>
    let checkout: @MainActor () -> CheckoutWiring<Screen>
    let feed: @MainActor () -> FeedWiring<Screen>
    let account: @MainActor () -> AccountWiring<Screen>
    let welcome: @MainActor () -> WelcomeWiring<Screen>

    var decisions: Void { () }

    init(
        screens: any ShopScreens<Screen>,
        checkout: @autoclosure @escaping @MainActor () -> CheckoutWiring<Screen>,
        feed: @autoclosure @escaping @MainActor () -> FeedWiring<Screen>,
        account: @autoclosure @escaping @MainActor () -> AccountWiring<Screen>,
        welcome: @autoclosure @escaping @MainActor () -> WelcomeWiring<Screen>
    ) {
        self.screens = screens
        self.checkout = checkout
        self.feed = feed
        self.account = account
        self.welcome = welcome
    }

    func screen(for step: FlowStep<ShopRoute>, of coordinator: FlowCoordinator<Self>) -> Screen? {
        switch step.route {
        case .home:
            return screens.home(send: coordinator.sender(for: step, ShopEvent.home))
        case .item(let id, let ref):
            return screens.item(id: id, ref: ref, send: coordinator.sender(for: step, ShopEvent.item))
        case .settings:
            return screens.settings(send: coordinator.sender(for: step, ShopEvent.settings))
        case .main, .checkout, .welcome:
            return nil
        }
    }

    func child(for route: ShopRoute) -> FlowChild<Self>? {
        switch route {
        case .home, .item, .settings:
            return nil
        case .main(let tabs):
            let feedTab = FeedCoordinator(state: tabs.feed, wiring: feed())
            let accountTab = AccountCoordinator(state: tabs.account, wiring: account())
            return FlowChild(
                tabs: [
                    FlowChildTab(feedTab, outcome: nil),
                    FlowChildTab(accountTab) { outcome in
                        switch outcome {
                        case .signedOut: .main(.accountSignedOut)
                        }
                    },
                ],
                selectedTab: tabs.selectedTab
            ) { selectedTab in
                .main(ShopTabs.Main(selectedTab: selectedTab, feed: feedTab.state, account: accountTab.state))
            }
        case .checkout(let state):
            return FlowChild(
                CheckoutCoordinator(state: state, wiring: checkout()),
                route: ShopRoute.checkout,
                outcome: ShopEvent.checkout
            )
        case .welcome(let state):
            return FlowChild(
                WelcomeCoordinator(state: state, wiring: welcome()),
                route: ShopRoute.welcome,
                outcome: ShopEvent.welcome
            )
        }
    }
}

typealias ShopCoordinator<Screen> = FlowCoordinator<ShopWiring<Screen>>

enum ShopFlow: FlowDefinition {
    typealias Input = ShopInput
    typealias Route = ShopRoute
    typealias Event = ShopEvent
    typealias Outcome = ShopOutcome
    typealias Decisions = Void

    static let name = "Shop"

    static func start(input: ShopInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.home, .push)
    }

    static func action(for event: ShopEvent, at route: ShopRoute, input: ShopInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch event {
        case .home(let event):
            guard case .home = route else { return nil }
            switch event {
            case .open(let id): return .show(.item(id: id, ref: nil), .push)
            case .settings: return .show(.settings, .sheet)
            case .buy(let itemId): return .show(.checkout(CheckoutState(input: CheckoutInput(itemId: itemId))), .sheet)
            case .signIn(let userId):
                return .show(
                    .main(
                        ShopTabs.Main(
                            selectedTab: 0,
                            feed: FeedState(input: FeedInput()),
                            account: AccountState(input: AccountInput(userId: userId))
                        )
                    ),
                    .push
                )
            case .welcome: return .show(.welcome(WelcomeState(input: WelcomeInput())), .push)
            case .done: return .finish(.done)
            case .back: return .back
            }
        case .item(let event):
            guard case .item(let id, _) = route else { return nil }
            switch event {
            case .buy: return .show(.checkout(CheckoutState(input: CheckoutInput(itemId: id))), .push)
            case .related(let id): return .show(.item(id: id, ref: nil), .push)
            case .back: return .back
            case .close: return .dismiss
            case .home: return .popTo("home")
            case .restart: return .replace(.home)
            case .popToMissing: return .popTo("cart")
            }
        case .settings(let event):
            guard case .settings = route else { return nil }
            switch event {
            case .open(let id): return .show(.item(id: id, ref: nil), .push)
            case .welcome: return .show(.welcome(WelcomeState(input: WelcomeInput())), .push)
            case .close: return .dismiss
            case .back: return .back
            }
        case .main(let event):
            guard case .main = route else { return nil }
            switch event {
            case .accountSignedOut: return .replace(.home)
            }
        case .checkout(let event):
            guard case .checkout = route else { return nil }
            switch event {
            case .paid(let orderId): return .show(.item(id: orderId, ref: "receipt"), .push)
            case .abandoned: return .back
            case .closed: return .dismiss
            case .restarted: return .replace(.home)
            case .returnedHome: return .popTo("home")
            case .quit: return .finish(.done)
            }
        case .welcome(let event):
            guard case .welcome = route else { return nil }
            switch event {
            case .accepted: return .replace(.home)
            case .skipped: return .back
            }
        }
    }

    /// How the flow shows each step above another, its own `present` first; `home`, which `replace` puts first in
    /// its stack, is not said.
    nonisolated static func presentations(of step: String) -> [FlowPresentation] {
        switch step {
        case "item", "main", "welcome": [.push]
        case "settings": [.sheet]
        case "checkout": [.push, .sheet]
        default: []
        }
    }

    // MARK: Deep links

    static let linkPatterns = ["/items/{id}?ref={ref}", "/settings"]

    static func linkState(for link: FlowDeepLink, input: ShopInput) -> ShopState? {
        if let match = link.match("/items/{id}?ref={ref}"),
            let id: Int = match.value("id"),
            let ref: String? = match.optionalValue("ref")
        {
            return ShopState(input: input, path: [(.home, .push), (.item(id: id, ref: ref), .push)])
        }
        if link.match("/settings") != nil {
            return ShopState(input: input, path: [(.home, .push), (.settings, .sheet)])
        }
        return nil
    }

    static var linkEdges: [FlowLinkEdge<Self>] {
        [
            FlowLinkEdge(
                FeedFlow.self,
                step: "main",
                style: .push,
                below: { _ in [(.home, .push)] },
                lendsInput: true,
                input: { _, _, _ in FeedInput() },
                state: { route in
                    guard case .main(let tabs) = route else { return nil }
                    return tabs.feed
                },
                route: { state, current, input in
                    guard case .main(var tabs)? = current ?? Self.newMainTabs(input: input, feed: state) else {
                        return nil
                    }
                    tabs.selectedTab = 0
                    tabs.feed = state
                    return .main(tabs)
                }
            ),
            FlowLinkEdge(
                AccountFlow.self,
                step: "main",
                style: .push,
                below: { _ in [(.home, .push)] },
                lendsInput: true,
                input: { input, link, current in
                    guard let userId: Int = link.value("userId") ?? current?.userId ?? input.userId else { return nil }
                    return AccountInput(userId: userId)
                },
                state: { route in
                    guard case .main(let tabs) = route else { return nil }
                    return tabs.account
                },
                route: { state, current, input in
                    guard case .main(var tabs)? = current ?? Self.newMainTabs(input: input, account: state) else {
                        return nil
                    }
                    tabs.selectedTab = 1
                    tabs.account = state
                    return .main(tabs)
                }
            ),
            FlowLinkEdge(
                CheckoutFlow.self,
                step: "checkout",
                style: .sheet,
                below: { _ in [(.home, .push)] },
                lendsInput: false,
                input: { _, link, _ in
                    guard let itemId: Int = link.value("itemId") else { return nil }
                    return CheckoutInput(itemId: itemId)
                },
                state: { route in
                    guard case .checkout(let state) = route else { return nil }
                    return state
                },
                route: { state, _, _ in .checkout(state) }
            ),
            FlowLinkEdge(
                WelcomeFlow.self,
                step: "welcome",
                style: .push,
                below: { _ in [(.home, .push)] },
                lendsInput: false,
                input: { _, _, _ in WelcomeInput() },
                state: { route in
                    guard case .welcome(let state) = route else { return nil }
                    return state
                },
                route: { state, _, _ in .welcome(state) }
            ),
        ]
    }

    /// Step `main` for a deep link: each tab's flow in the state given, or new with its input from Shop's input.
    private static func newMainTabs(input: ShopInput, feed: FeedState? = nil, account: AccountState? = nil)
        -> ShopRoute?
    {
        guard let account = account ?? input.userId.map({ AccountState(input: AccountInput(userId: $0)) }) else {
            return nil
        }
        return .main(ShopTabs.Main(selectedTab: 0, feed: feed ?? FeedState(input: FeedInput()), account: account))
    }
}
