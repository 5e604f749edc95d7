// A child flow with outcomes, written by hand the way flowc generates it:
//
//   flow: Checkout
//   input: { itemId: Int }
//   outcomes: [paid: { orderId: Int }, abandoned, closed, restarted, returnedHome, quit]
//   start: cart
//   steps:
//     cart:    { params: { itemId: Int }, on: { next: address, back: back, close: dismiss,
//                pay: { finish: paid }, abandon: { finish: abandoned }, restart: { finish: restarted },
//                quit: { finish: quit } } }
//     address: { deeplink: /checkout/{itemId}/address, on: { help: { to: help, present: sheet },
//                pay: { finish: paid }, back: back } }
//     help:    { on: { close: dismiss } }
//
// Each outcome is named for what Shop's handler does with it, so that Shop's table has one handler per action.

@_spi(Generated) import FlowcRuntime

struct CheckoutInput: Hashable, Codable, Sendable {
    var itemId: Int
}

enum CheckoutOutcome: Hashable, Sendable {
    case paid(orderId: Int)
    case abandoned
    case closed
    case restarted
    case returnedHome
    case quit
}

enum CheckoutRoute: FlowRoute {
    case cart(itemId: Int)
    case address
    case help
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension CheckoutRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .cart(let itemId): .screen("cart", itemId)
        case .address: .screen("address")
        case .help: .screen("help")
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "cart": self = try .cart(itemId: values.next())
        case "address": self = .address
        case "help": self = .help
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias CheckoutState = FlowState<CheckoutFlow>

enum CheckoutEvent: Hashable, Sendable {
    case cart(Cart)
    case address(Address)
    case help(Help)

    enum Cart: Hashable, Sendable {
        case next
        case back
        case close
        case pay(orderId: Int)
        case abandon
        case restart
        case quit
    }

    enum Address: Hashable, Sendable {
        case help
        case pay(orderId: Int)
        case back
    }

    enum Help: Hashable, Sendable {
        case close
    }
}

@MainActor
protocol CheckoutScreens<Screen> {
    associatedtype Screen
    func cart(itemId: Int, send: FlowSender<CheckoutEvent.Cart>) -> Screen
    func address(send: FlowSender<CheckoutEvent.Address>) -> Screen
    func help(send: FlowSender<CheckoutEvent.Help>) -> Screen
}

@MainActor
struct CheckoutWiring<Screen>: FlowWiring {
    typealias Flow = CheckoutFlow
    let screens: any CheckoutScreens<Screen>

    var decisions: Void { () }

    func screen(for step: FlowStep<CheckoutRoute>, of coordinator: FlowCoordinator<Self>) -> Screen? {
        switch step.route {
        case .cart(let itemId):
            return screens.cart(itemId: itemId, send: coordinator.sender(for: step, CheckoutEvent.cart))
        case .address:
            return screens.address(send: coordinator.sender(for: step, CheckoutEvent.address))
        case .help:
            return screens.help(send: coordinator.sender(for: step, CheckoutEvent.help))
        }
    }

    func child(for route: CheckoutRoute) -> FlowChild<Self>? {
        switch route {
        case .cart, .address, .help:
            return nil
        }
    }
}

typealias CheckoutCoordinator<Screen> = FlowCoordinator<CheckoutWiring<Screen>>

enum CheckoutFlow: FlowDefinition {
    typealias Input = CheckoutInput
    typealias Route = CheckoutRoute
    typealias Event = CheckoutEvent
    typealias Outcome = CheckoutOutcome
    typealias Decisions = Void

    static let name = "Checkout"

    static func start(input: CheckoutInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.cart(itemId: input.itemId), .push)
    }

    static func action(
        for event: CheckoutEvent,
        at route: CheckoutRoute,
        input: CheckoutInput,
        decisions: Decisions
    ) -> FlowAction<Self>? {
        switch event {
        case .cart(let event):
            guard case .cart = route else { return nil }
            switch event {
            case .next: return .show(.address, .push)
            case .back: return .back
            case .close: return .dismiss
            case .pay(let orderId): return .finish(.paid(orderId: orderId))
            case .abandon: return .finish(.abandoned)
            case .restart: return .finish(.restarted)
            case .quit: return .finish(.quit)
            }
        case .address(let event):
            guard case .address = route else { return nil }
            switch event {
            case .help: return .show(.help, .sheet)
            case .pay(let orderId): return .finish(.paid(orderId: orderId))
            case .back: return .back
            }
        case .help(let event):
            guard case .help = route else { return nil }
            switch event {
            case .close: return .dismiss
            }
        }
    }

    static let linkPatterns = ["/checkout/{itemId}/address"]

    static func linkState(for link: FlowDeepLink, input: CheckoutInput) -> CheckoutState? {
        if let match = link.match("/checkout/{itemId}/address"), let itemId: Int = match.value("itemId") {
            return CheckoutState(input: input, path: [(.cart(itemId: itemId), .push), (.address, .push)])
        }
        return nil
    }

    static var linkEdges: [FlowLinkEdge<Self>] { [] }
}
