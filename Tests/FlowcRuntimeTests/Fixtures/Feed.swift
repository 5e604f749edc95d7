// A tab flow without outcomes that runs Checkout too (so Checkout is one level down from Shop through `checkout`
// and two levels down through this tab, which deep links find breadth first):
//
//   flow: Feed
//   start: list
//   steps:
//     list: { on: { open: { to: post, with: { id: Int } }, buy: { to: buy, present: sheet, with: { itemId: Int } } } }
//     post: { params: { id: Int }, deeplink: /posts/{id}, on: { back: back } }
//     buy:  { flow: Checkout, on: { paid: back, abandoned: back, ... } }

@_spi(Generated) import FlowcRuntime

struct FeedInput: Hashable, Codable, Sendable, FlowDefaultInput {}

enum FeedOutcome: Hashable, Sendable {}

enum FeedRoute: FlowRoute {
    case list
    case post(id: Int)
    case buy(CheckoutState)
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension FeedRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .list: .screen("list")
        case .post(let id): .screen("post", id)
        case .buy(let state): .subflow("buy", state)
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "list": self = .list
        case "post": self = try .post(id: values.next())
        case "buy": self = try .buy(values.next())
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias FeedState = FlowState<FeedFlow>

enum FeedEvent: Hashable, Sendable {
    case list(List)
    case post(Post)
    case buy(CheckoutOutcome)

    enum List: Hashable, Sendable {
        case open(id: Int)
        case buy(itemId: Int)
    }

    enum Post: Hashable, Sendable {
        case back
    }
}

@MainActor
protocol FeedScreens<Screen> {
    associatedtype Screen
    func list(send: FlowSender<FeedEvent.List>) -> Screen
    func post(id: Int, send: FlowSender<FeedEvent.Post>) -> Screen
}

@MainActor
struct FeedWiring<Screen>: FlowWiring {
    typealias Flow = FeedFlow
    let screens: any FeedScreens<Screen>
    let checkout: @MainActor () -> CheckoutWiring<Screen>

    var decisions: Void { () }

    init(screens: any FeedScreens<Screen>, checkout: @autoclosure @escaping @MainActor () -> CheckoutWiring<Screen>) {
        self.screens = screens
        self.checkout = checkout
    }

    func screen(for step: FlowStep<FeedRoute>, of coordinator: FlowCoordinator<Self>) -> Screen? {
        switch step.route {
        case .list:
            return screens.list(send: coordinator.sender(for: step, FeedEvent.list))
        case .post(let id):
            return screens.post(id: id, send: coordinator.sender(for: step, FeedEvent.post))
        case .buy:
            return nil
        }
    }

    func child(for route: FeedRoute) -> FlowChild<Self>? {
        switch route {
        case .list, .post:
            return nil
        case .buy(let state):
            return FlowChild(
                CheckoutCoordinator(state: state, wiring: checkout()),
                route: FeedRoute.buy,
                outcome: FeedEvent.buy
            )
        }
    }
}

typealias FeedCoordinator<Screen> = FlowCoordinator<FeedWiring<Screen>>

enum FeedFlow: FlowDefinition {
    typealias Input = FeedInput
    typealias Route = FeedRoute
    typealias Event = FeedEvent
    typealias Outcome = FeedOutcome
    typealias Decisions = Void

    static let name = "Feed"

    static func start(input: FeedInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.list, .push)
    }

    static func action(for event: FeedEvent, at route: FeedRoute, input: FeedInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch event {
        case .list(let event):
            guard case .list = route else { return nil }
            switch event {
            case .open(let id): return .show(.post(id: id), .push)
            case .buy(let itemId): return .show(.buy(CheckoutState(input: CheckoutInput(itemId: itemId))), .sheet)
            }
        case .post(let event):
            guard case .post = route else { return nil }
            switch event {
            case .back: return .back
            }
        case .buy(let event):
            guard case .buy = route else { return nil }
            switch event {
            case .paid, .abandoned, .closed, .restarted, .returnedHome, .quit: return .back
            }
        }
    }

    static let linkPatterns = ["/posts/{id}"]

    static func linkState(for link: FlowDeepLink, input: FeedInput) -> FeedState? {
        if let match = link.match("/posts/{id}"), let id: Int = match.value("id") {
            return FeedState(input: input, path: [(.list, .push), (.post(id: id), .push)])
        }
        return nil
    }

    static var linkEdges: [FlowLinkEdge<Self>] {
        [
            FlowLinkEdge(
                CheckoutFlow.self,
                step: "buy",
                style: .sheet,
                below: { _ in [(.list, .push)] },
                lendsInput: false,
                input: { _, link, _ in
                    guard let itemId: Int = link.value("itemId") else { return nil }
                    return CheckoutInput(itemId: itemId)
                },
                state: { route in
                    guard case .buy(let state) = route else { return nil }
                    return state
                },
                route: { state, _, _ in .buy(state) }
            )
        ]
    }
}
