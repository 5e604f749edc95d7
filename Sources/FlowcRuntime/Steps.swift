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
