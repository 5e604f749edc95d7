// A flow whose start is a decision presenting its first screen: the flow runs in a modal of its own.
//
//   flow: Welcome
//   outcomes: [accepted, skipped]
//   start: entry
//   steps:
//     entry: { decide: { show: { to: intro, present: fullScreen }, skip: { finish: skipped } } }
//     intro: { on: { terms: terms, accept: { finish: accepted }, close: dismiss, back: back } }
//     terms: { on: { back: back } }

@_spi(Generated) import FlowcRuntime

struct WelcomeInput: Hashable, Codable, Sendable, FlowDefaultInput {}

enum WelcomeOutcome: Hashable, Sendable {
    case accepted
    case skipped
}

enum WelcomeRoute: FlowRoute {
    case intro
    case terms
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension WelcomeRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .intro: .screen("intro")
        case .terms: .screen("terms")
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "intro": self = .intro
        case "terms": self = .terms
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias WelcomeState = FlowState<WelcomeFlow>

enum WelcomeEvent: Hashable, Sendable {
    case intro(Intro)
    case terms(Terms)

    enum Intro: Hashable, Sendable {
        case terms
        case accept
        case close
        case back
    }

    enum Terms: Hashable, Sendable {
        case back
    }
}

@MainActor
protocol WelcomeDecisions {
    func entry(input: WelcomeInput) -> WelcomeChoice.Entry
}

enum WelcomeChoice {
    enum Entry: Hashable, Sendable {
        case show
        case skip
    }
}

@MainActor
protocol WelcomeScreens<Screen> {
    associatedtype Screen
    func intro(send: FlowSender<WelcomeEvent.Intro>) -> Screen
    func terms(send: FlowSender<WelcomeEvent.Terms>) -> Screen
}

@MainActor
struct WelcomeWiring<Screen>: FlowWiring {
    typealias Flow = WelcomeFlow
    let screens: any WelcomeScreens<Screen>
    let decisions: any WelcomeDecisions

    func screen(for step: FlowStep<WelcomeRoute>, of coordinator: FlowCoordinator<Self>) -> Screen? {
        switch step.route {
        case .intro:
            return screens.intro(send: coordinator.sender(for: step, WelcomeEvent.intro))
        case .terms:
            return screens.terms(send: coordinator.sender(for: step, WelcomeEvent.terms))
        }
    }

    func child(for route: WelcomeRoute) -> FlowChild<Self>? {
        switch route {
        case .intro, .terms:
            return nil
        }
    }
}

typealias WelcomeCoordinator<Screen> = FlowCoordinator<WelcomeWiring<Screen>>

enum WelcomeFlow: FlowDefinition {
    typealias Input = WelcomeInput
    typealias Route = WelcomeRoute
    typealias Event = WelcomeEvent
    typealias Outcome = WelcomeOutcome
    typealias Decisions = any WelcomeDecisions

    static let name = "Welcome"

    static func start(input: WelcomeInput, decisions: Decisions) -> FlowAction<Self> {
        Self.decideEntry(input: input, decisions: decisions)
    }

    static func action(for event: WelcomeEvent, at route: WelcomeRoute, input: WelcomeInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch event {
        case .intro(let event):
            guard case .intro = route else { return nil }
            switch event {
            case .terms: return .show(.terms, .push)
            case .accept: return .finish(.accepted)
            case .close: return .dismiss
            case .back: return .back
            }
        case .terms(let event):
            guard case .terms = route else { return nil }
            switch event {
            case .back: return .back
            }
        }
    }

    private static func decideEntry(input: WelcomeInput, decisions: Decisions) -> FlowAction<Self> {
        switch decisions.entry(input: input) {
        case .show: return .show(.intro, .fullScreen)
        case .skip: return .finish(.skipped)
        }
    }

    static let linkPatterns: [String] = []

    static func linkState(for link: FlowDeepLink, input: WelcomeInput) -> WelcomeState? {
        nil
    }

    static var linkEdges: [FlowLinkEdge<Self>] { [] }
}
