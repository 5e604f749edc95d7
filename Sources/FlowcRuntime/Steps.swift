// What a flow's stack holds: steps, each shown in a presentation style.

/// How a step is shown when a transition enters it.
public enum FlowPresentation: String, Hashable, Codable, Sendable {
    /// On top of the current navigation stack.
    case push
    /// As the first screen of a new modal stack, in a sheet.
    case sheet
    /// As the first screen of a new modal stack that covers the screen.
    case fullScreen
    /// Format v2: a form sheet, a page sheet (UIKit's sheets), a modal over the full screen that leaves what is
    /// below visible, a popover pointing at a view of the presenter (`FlowPresentationOptions.anchor`).
    case formSheet
    case pageSheet
    case overFullScreen
    case popover
    /// An alert over the current screen (format v2): the hosts present it from the flow's `FlowAlert`.
    case alert
    /// A confirmation dialog over the current screen (format v2).
    case dialog

    /// Whether a step shown this way starts a modal stack.
    public var isModal: Bool { self != .push }

    /// Whether the user can close such a modal by themselves: a sheet pulled down, a popover tapped outside.
    public var isUserDismissable: Bool {
        self == .sheet || self == .formSheet || self == .pageSheet || self == .popover
    }
}

/// What a step of a flow puts on the stack.
public enum FlowStepKind: Hashable, Sendable {
    /// A screen, made by the app's screens of the flow.
    case screen
    /// A subflow step: the screens of a child flow, run by a child coordinator.
    case subflow
    /// A tabs step: a tab container, each tab running its flow in its own stack.
    case tabs
    /// An alert or confirmation dialog (format v2): the hosts show it with no screen of the app's.
    case alert
    /// An async decision (format v2): a loading screen, made by the host, while the app's work runs.
    case task
}

/// One step on a flow's stack.
public struct FlowStep<Route: Hashable & Codable & Sendable>: Identifiable, Hashable, Codable, Sendable {
    /// Numbers the step within its flow's state; never reused, so it tells apart two visits of one step.
    public let id: Int
    /// The step and its values.
    public internal(set) var route: Route
    /// How the step is shown. A modal style starts a modal stack that goes on up to the next modal step.
    public let style: FlowPresentation
}

/// The step a route shows: its id in the flow file, its kind, and the route's values (a screen's params in the
/// order the flow file writes them; a subflow or tabs step's state of the flows it runs).
///
/// One switch of the generated code tells all three: the runtime finds steps by name and kind, and stores a route
/// as its name and values (`Codable`), without a second switch per flow.
public struct FlowStepInfo: Hashable, Sendable {
    /// A route's value: what its params' types all are, as a route is `Hashable`, `Codable` and `Sendable`.
    public typealias Value = any Hashable & Encodable & Sendable

    /// The step's id in its flow file.
    public let name: String
    /// What the step puts on the stack.
    public let kind: FlowStepKind
    let values: [Value]

    /// A screen's route: its step's id and params.
    @_spi(Generated)
    public static func screen(_ name: String, _ values: Value...) -> Self {
        Self(name: name, kind: .screen, values: values)
    }

    /// An alert's route: its step's id and params.
    @_spi(Generated)
    public static func alert(_ name: String, _ values: Value...) -> Self {
        Self(name: name, kind: .alert, values: values)
    }

    /// An async decision's route (format v2): its step's id and params.
    @_spi(Generated)
    public static func task(_ name: String, _ values: Value...) -> Self {
        Self(name: name, kind: .task, values: values)
    }

    /// A subflow step's route: its step's id and the child flow's state.
    @_spi(Generated)
    public static func subflow(_ name: String, _ state: Value) -> Self {
        Self(name: name, kind: .subflow, values: [state])
    }

    /// A tabs step's route: its step's id and the tabs' state.
    @_spi(Generated)
    public static func tabs(_ name: String, _ state: Value) -> Self {
        Self(name: name, kind: .tabs, values: [state])
    }

    /// Two routes are equal when they show the same step with equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind
            && lhs.values.map { AnyHashable($0) } == rhs.values.map { AnyHashable($0) }
    }

    /// Hashes the step's name and values, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for value in values {
            hasher.combine(AnyHashable(value))
        }
    }

    /// Writes the route as the flow's state stores it: `["detail", 42, "notes"]`, the step's id, then its values
    /// (`FlowRouteDecoding` reads it back).
    @_spi(Generated)
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(name)
        for value in values {
            try container.encode(value)
        }
    }
}

/// A route of a flow: a step and its values. The generated `<Flow>Route` enums conform, each saying in `flowStep`
/// which step a case shows, with what; equality, hashing and encoding follow from it, so the generated code
/// declares none of them (Swift's derived conformances for large enums with values made most of its compile time).
public protocol FlowRoute: Hashable, Codable, Sendable {
    /// The step this route shows: its id in the flow file, its kind and its values.
    var flowStep: FlowStepInfo { get }
}

extension FlowRoute {
    /// Two routes are equal when they show the same step with equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.flowStep == rhs.flowStep
    }

    /// Hashes the step the route shows, with its values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flowStep)
    }

    /// Writes the route as `FlowStepInfo.encode(to:)` does.
    public func encode(to encoder: any Encoder) throws {
        try flowStep.encode(to: encoder)
    }
}

/// How a tab is labelled in its tab bar.
public struct FlowTabItem: Hashable, Sendable {
    /// The tab's title: a key of the `Flows` strings table of the flow's module (`Flows.strings` or `Flows.xcstrings`), shown as
    /// it is when the table has no such key.
    public var title: String
    /// The name of the tab's image: an image of the app's asset catalog, else an SF Symbol; nil for none.
    public var image: String?

    /// A tab item titled `title`, with the image named `image`.
    public init(title: String, image: String? = nil) {
        self.title = title
        self.image = image
    }
}
