/// How a modal step is presented beyond its style (format v2: `present: { style:, detents:, anchor:, compact:,
/// transition: }`): the hosts read it from the step's `FlowScreen`.
public struct FlowPresentationOptions: Hashable, Sendable {
    /// A height a sheet stops at.
    public enum Detent: String, Hashable, Sendable {
        case medium
        case large
    }

    /// The heights a sheet stops at; empty: the platform's default.
    public var detents: [Detent]
    /// For a popover: the name of the view of the presenter it points at, which the app gives the host.
    public var anchor: String?
    /// The style where the width is compact (an iPhone, a narrow iPad window), when it differs.
    public var compact: FlowPresentation?
    /// The modal fades in and out instead of sliding.
    public var crossDissolve: Bool

    /// Options as the generated `presentationOptions(at:)` says them.
    public init(
        detents: [Detent] = [], anchor: String? = nil, compact: FlowPresentation? = nil, crossDissolve: Bool = false
    ) {
        self.detents = detents
        self.anchor = anchor
        self.compact = compact
        self.crossDissolve = crossDissolve
    }
}
