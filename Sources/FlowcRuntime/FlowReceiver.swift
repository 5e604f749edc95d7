/// Where a screen receives the values a screen above it hands back (format v2: `receives:` on the screen, `with`
/// on the `back`, `dismiss` or `popTo` that reveals it): the generated screen factory gives one to each screen that
/// declares them, typed with the values it receives.
///
/// The coordinator keeps it while the screen's step is on the flow's stack, so the screen need not: set the handler
/// once, when the screen is made (`receive.onReceive { [weak self] values in … }`).
@MainActor
public final class FlowReceiver<Values> {
    private var handler: ((Values) -> Void)?
    private var pending: Values?

    init() {}

    /// Calls `handler` with each delivery from now on; the last values delivered while no handler was set come
    /// first.
    public func onReceive(_ handler: @escaping (Values) -> Void) {
        self.handler = handler
        if let pending {
            self.pending = nil
            handler(pending)
        }
    }

    func deliver(_ values: Values) {
        if let handler { handler(values) } else { pending = values }
    }
}
