// A flow whose first step is an alert (its start decision shows it, format v2), and a subflow step in a sheet whose
// handlers close and go on (`{ dismiss: { to: … } }`, `{ dismiss: { popTo: … } }`):
//
//   flow: Gate
//   outcomes: [done]
//   start: check
//   steps:
//     check:    { decide: { confirm: confirm } }
//     confirm:  { alert: Continue?, on: { open: list, openSheet: { to: list, present: sheet }, cancel: back,
//                 close: dismiss, done: { finish: done } } }
//     list:     { on: { buy: { to: checkout, present: sheet }, ask: confirm } }
//     checkout: { flow: Checkout, on: { paid: { dismiss: { to: receipt, present: fullScreen } },
//                 abandoned: back, closed: dismiss, restarted: { dismiss: { to: receipt } },
//                 returnedHome: { dismiss: { popTo: list } }, quit: { finish: done } } }
//     receipt:  { params: { orderId: Int? }, on: { close: dismiss } }

@_spi(Generated) import FlowcRuntime

struct GateInput: Hashable, Codable, Sendable, FlowDefaultInput {}

enum GateOutcome: Hashable, Sendable {
    case done
}

enum GateRoute: FlowRoute {
    case confirm
    case list
    case checkout(CheckoutState)
    case receipt(orderId: Int?)
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension GateRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .confirm: .alert("confirm")
        case .list: .screen("list")
        case .checkout(let state): .subflow("checkout", state)
        case .receipt(let orderId): .screen("receipt", orderId)
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "confirm": self = .confirm
        case "list": self = .list
        case "checkout": self = try .checkout(values.next())
        case "receipt": self = try .receipt(orderId: values.next())
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias GateState = FlowState<GateFlow>

enum GateEvent: Hashable, Sendable {
    case confirm(Confirm)
    case list(List)
    case checkout(CheckoutOutcome)
    case receipt(Receipt)

    enum Confirm: Hashable, Sendable {
        case open
        case openSheet
        case cancel
        case close
        case done
    }

    enum List: Hashable, Sendable {
        case buy
        case ask
    }

    enum Receipt: Hashable, Sendable {
        case close
    }
}

enum GateFlow: FlowDefinition {
    typealias Input = GateInput
    typealias Route = GateRoute
    typealias Event = GateEvent
    typealias Outcome = GateOutcome
    typealias Decisions = Void

    static let name = "Gate"

    static func start(input: GateInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.confirm, .alert)
    }

    static func action(for event: GateEvent, at route: GateRoute, input: GateInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch event {
        case .confirm(let event):
            guard case .confirm = route else { return nil }
            // An alert's button closes it, then acts from the screen below: a close-and-go-on.
            switch event {
            case .open: return .dismissAndThen(.show(.list, .push))
            case .openSheet: return .dismissAndThen(.show(.list, .sheet))
            case .cancel: return .back
            case .close: return .dismiss
            case .done: return .finish(.done)
            }
        case .list(let event):
            guard case .list = route else { return nil }
            switch event {
            case .buy: return .show(.checkout(CheckoutState(input: CheckoutInput(itemId: 1))), .sheet)
            case .ask: return .show(.confirm, .alert)
            }
        case .checkout(let event):
            guard case .checkout = route else { return nil }
            switch event {
            case .paid(let orderId): return .dismissAndThen(.show(.receipt(orderId: orderId), .fullScreen))
            case .abandoned: return .back
            case .closed: return .dismiss
            case .restarted: return .dismissAndThen(.show(.receipt(orderId: nil), .push))
            case .returnedHome: return .dismissAndThen(.popTo("list"))
            case .quit: return .finish(.done)
            }
        case .receipt(let event):
            guard case .receipt = route else { return nil }
            switch event {
            case .close: return .dismiss
            }
        }
    }

    static let linkPatterns: [String] = []

    static func linkState(for link: FlowDeepLink, input: GateInput) -> GateState? {
        nil
    }

    static var linkEdges: [FlowLinkEdge<Self>] { [] }
}
