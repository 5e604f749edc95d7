// A flow whose steps forbid system back where going back would undo what cannot be undone (as model v2 lets a flow
// file say; `allowsSystemBack` is what the generated code will write):
//
//   flow: Signup
//   outcomes: [done]
//   start: form
//   steps:
//     form:    { on: { create: created } }
//     created: { systemBack: false, on: { share: { to: share, present: sheet }, details: details,
//                done: { finish: done } } }
//     details: { on: { back: back } }
//     share:   { on: { send: sent, close: dismiss } }
//     sent:    { systemBack: false, on: { close: dismiss } }

@_spi(Generated) import FlowcRuntime

enum SignupOutcome: Hashable, Sendable {
    case done
}

enum SignupRoute: FlowRoute {
    case form
    case created
    case details
    case share
    case sent
}

extension SignupRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .form: .screen("form")
        case .created: .screen("created")
        case .details: .screen("details")
        case .share: .screen("share")
        case .sent: .screen("sent")
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "form": self = .form
        case "created": self = .created
        case "details": self = .details
        case "share": self = .share
        case "sent": self = .sent
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias SignupState = FlowState<SignupFlow>

enum SignupEvent: Hashable, Sendable {
    case form(Form)
    case created(Created)
    case details(Details)
    case share(Share)
    case sent(Sent)

    enum Form: Hashable, Sendable { case create }
    enum Created: Hashable, Sendable { case share, details, done }
    enum Details: Hashable, Sendable { case back }
    enum Share: Hashable, Sendable { case send, close }
    enum Sent: Hashable, Sendable { case close }
}

@MainActor
struct SignupWiring<Screen>: FlowWiring {
    typealias Flow = SignupFlow
    /// Makes a screen as its step's name.
    let make: @MainActor (String) -> Screen

    var decisions: Void { () }

    func screen(for step: FlowStep<SignupRoute>, of coordinator: FlowCoordinator<Self>) -> Screen? {
        make(SignupFlow.step(step.route).name)
    }

    func child(for route: SignupRoute) -> FlowChild<Self>? { nil }
}

typealias SignupCoordinator<Screen> = FlowCoordinator<SignupWiring<Screen>>

enum SignupFlow: FlowDefinition {
    typealias Input = ShopInput
    typealias Route = SignupRoute
    typealias Event = SignupEvent
    typealias Outcome = SignupOutcome
    typealias Decisions = Void

    static let name = "Signup"

    static func start(input: ShopInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.form, .push)
    }

    static func action(for event: SignupEvent, at route: SignupRoute, input: ShopInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch (event, route) {
        case (.form(.create), .form): .show(.created, .push)
        case (.created(.share), .created): .show(.share, .popover)
        case (.created(.done), .created): .finish(.done)
        case (.created(.details), .created): .show(.details, .push)
        case (.details(.back), .details): .back
        case (.share(.send), .share): .show(.sent, .push)
        case (.share(.close), .share), (.sent(.close), .sent): .dismiss
        default: nil
        }
    }

    static func allowsSystemBack(from route: SignupRoute) -> Bool {
        switch route {
        case .created, .sent: false
        case .form, .details, .share: true
        }
    }

    /// The share sheet is a popover pointing at the share button on an iPad, a half-height sheet on a phone.
    static func presentationOptions(at route: SignupRoute) -> FlowPresentationOptions? {
        route == .share ? FlowPresentationOptions(detents: [.medium], anchor: "shareButton", compact: .sheet) : nil
    }

    static var tabItem: FlowTabItem { FlowTabItem(title: "tab.signup", image: "person.badge.plus") }

    static let linkPatterns: [String] = []

    static func linkState(for link: FlowDeepLink, input: ShopInput) -> SignupState? { nil }

    static var linkEdges: [FlowLinkEdge<Self>] { [] }
}

/// A started Signup flow whose screens are their steps' names.
@MainActor
func startedSignup() -> SignupCoordinator<String> {
    let signup = SignupCoordinator(input: ShopInput(), wiring: SignupWiring { $0 })
    signup.start()
    return signup
}
