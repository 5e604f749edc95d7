import Foundation

extension FlowState {
    /// The state a deep link opens: the linked screen on the stacks its flow and each flow enclosing it, down from this
    /// one, build on their shortest ways there; nil when no screen of this flow or of the flows it starts matches the
    /// URL, or a child flow's input cannot be filled.
    ///
    /// - Parameter current: a state whose running child flows lend their inputs (see `FlowCoordinator.open(_:)`).
    @MainActor
    public init?(url: URL, input: Flow.Input, current: FlowState<Flow>? = nil) {
        let link = FlowDeepLink(url: url)
        for (path, values) in Flow.linkPaths(to: link) {
            if let state = Flow.linkState(for: link, values: values, input: input, current: current, path: path[...]) {
                self = state
                return
            }
        }
        return nil
    }
}

extension FlowState where Flow.Input: FlowDefaultInput {
    /// The state a deep link opens, for a flow whose input values are all optional.
    @MainActor
    public init?(url: URL) {
        self.init(url: url, input: Flow.Input())
    }
}
