// A tab flow with an outcome and an input the tab's parent must supply:
//
//   flow: Account
//   input: { userId: Int }
//   outcomes: [signedOut]
//   start: { to: profile, with: { userId: input.userId } }
//   steps:
//     profile: { params: { userId: Int }, deeplink: /profile, on: { signOut: { finish: signedOut } } }

@_spi(Generated) import FlowcRuntime

struct AccountInput: Hashable, Codable, Sendable {
    var userId: Int
}

enum AccountOutcome: Hashable, Sendable {
    case signedOut
}

enum AccountRoute: FlowRoute {
    case profile(userId: Int)
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension AccountRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .profile(let userId): .screen("profile", userId)
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "profile": self = try .profile(userId: values.next())
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias AccountState = FlowState<AccountFlow>

enum AccountEvent: Hashable, Sendable {
    case profile(Profile)

    enum Profile: Hashable, Sendable {
        case signOut
    }
}

@MainActor
protocol AccountScreens<Screen> {
    associatedtype Screen
    func profile(userId: Int, send: FlowSender<AccountEvent.Profile>) -> Screen
}

@MainActor
struct AccountWiring<Screen>: FlowWiring {
    typealias Flow = AccountFlow
    let screens: any AccountScreens<Screen>

    var decisions: Void { () }

    func screen(for step: FlowStep<AccountRoute>, of coordinator: FlowCoordinator<Self>) -> Screen? {
        switch step.route {
        case .profile(let userId):
            return screens.profile(userId: userId, send: coordinator.sender(for: step, AccountEvent.profile))
        }
    }

    func child(for route: AccountRoute) -> FlowChild<Self>? {
        switch route {
        case .profile:
            return nil
        }
    }
}

typealias AccountCoordinator<Screen> = FlowCoordinator<AccountWiring<Screen>>

enum AccountFlow: FlowDefinition {
    typealias Input = AccountInput
    typealias Route = AccountRoute
    typealias Event = AccountEvent
    typealias Outcome = AccountOutcome
    typealias Decisions = Void

    static let name = "Account"

    static func start(input: AccountInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.profile(userId: input.userId), .push)
    }

    static func action(for event: AccountEvent, at route: AccountRoute, input: AccountInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch event {
        case .profile(let event):
            guard case .profile = route else { return nil }
            switch event {
            case .signOut: return .finish(.signedOut)
            }
        }
    }

    static let linkPatterns = ["/profile"]

    static func linkState(for link: FlowDeepLink, input: AccountInput) -> AccountState? {
        if link.match("/profile") != nil {
            return AccountState(input: input, path: [(.profile(userId: input.userId), .push)])
        }
        return nil
    }

    static var linkEdges: [FlowLinkEdge<Self>] { [] }
}
