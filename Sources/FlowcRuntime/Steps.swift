// What a flow's stack holds: steps, each shown in a presentation style.

/// How a step is shown when a transition enters it.
public enum FlowPresentation: String, Hashable, Codable, Sendable {
  /// On top of the current navigation stack.
  case push
  /// As the first screen of a new modal stack, in a sheet.
  case sheet
  /// As the first screen of a new modal stack that covers the screen.
  case fullScreen

  /// Whether a step shown this way starts a modal stack.
  public var isModal: Bool { self != .push }
}

/// What a step of a flow puts on the stack.
public enum FlowStepKind: Hashable, Sendable {
  /// A screen, made by the app's screens of the flow.
  case screen
  /// A subflow step: the screens of a child flow, run by a child coordinator.
  case subflow
  /// A tabs step: a tab container, each tab running its flow in its own stack.
  case tabs
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
public struct FlowStepInfo: Sendable {
  /// The step's id in its flow file.
  public let name: String
  /// What the step puts on the stack.
  public let kind: FlowStepKind
  let values: [any Encodable & Sendable]

  /// A screen's route: its step's id and params.
  @_spi(Generated)
  public static func screen(_ name: String, _ values: any Encodable & Sendable...) -> Self {
    Self(name: name, kind: .screen, values: values)
  }

  /// A subflow step's route: its step's id and the child flow's state.
  @_spi(Generated)
  public static func subflow(_ name: String, _ state: any Encodable & Sendable) -> Self {
    Self(name: name, kind: .subflow, values: [state])
  }

  /// A tabs step's route: its step's id and the tabs' state.
  @_spi(Generated)
  public static func tabs(_ name: String, _ state: any Encodable & Sendable) -> Self {
    Self(name: name, kind: .tabs, values: [state])
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
