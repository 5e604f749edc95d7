// A flow whose screen takes a live value (format v2), for restoring a state when the app cannot give it:
//
//   flow: Library
//   start: shelf
//   steps:
//     shelf:  { on: { play: { to: video, with: { player: live Player } } } }
//     video:  { params: { player: live Player }, on: { close: back } }

@_spi(Generated) import FlowcRuntime

/// A video player: a live value, never encoded.
final class Player {}

struct LibraryInput: Hashable, Codable, Sendable {}

enum LibraryOutcome: Hashable, Sendable {}

enum LibraryRoute: FlowRoute {
    case shelf
    case video(player: FlowLive<Player>)
}

// As generated code writes it: the step a route shows, and the route read back from what `FlowStepInfo` writes.
extension LibraryRoute {
    var flowStep: FlowStepInfo {
        switch self {
        case .shelf: .screen("shelf")
        case .video(let player): .screen("video", player)
        }
    }

    init(from decoder: any Decoder) throws {
        var values = try FlowRouteDecoding(decoder)
        switch try values.step() {
        case "shelf": self = .shelf
        case "video": self = try .video(player: values.next())
        case let step: throw values.unknownStep(step)
        }
    }
}

typealias LibraryState = FlowState<LibraryFlow>

enum LibraryEvent: Sendable {
    case shelf(Shelf)
    case video(Video)

    enum Shelf: Sendable {
        case play(player: FlowLive<Player>)
    }

    enum Video: Sendable {
        case close
    }
}

enum LibraryFlow: FlowDefinition {
    typealias Input = LibraryInput
    typealias Route = LibraryRoute
    typealias Event = LibraryEvent
    typealias Outcome = LibraryOutcome
    typealias Decisions = Void

    static let name = "Library"

    static func start(input: LibraryInput, decisions: Decisions) -> FlowAction<Self> {
        .show(.shelf, .push)
    }

    static func action(for event: LibraryEvent, at route: LibraryRoute, input: LibraryInput, decisions: Decisions)
        -> FlowAction<Self>?
    {
        switch (event, route) {
        case (.shelf(.play(let player)), .shelf): .show(.video(player: player), .push)
        case (.video(.close), .video): .back
        default: nil
        }
    }

    static let linkPatterns: [String] = []

    static func linkState(for link: FlowDeepLink, input: LibraryInput) -> LibraryState? { nil }

    static var linkEdges: [FlowLinkEdge<Self>] { [] }
}
