import FlowcRuntime

/// Lets the work that coordinators started (an async decision's) run until it waits again. The tests that
/// `flowc tests` writes settle after every event, so an async decision's answer has acted before they look.
public func flowSettle() async {
    for _ in 0..<32 { await Task.yield() }
}

/// The child flow a test drives: of the step on top when `tabs` is nil, else tab `tab` of the tabs step on top
/// (whose flow runs `tabs` tabs). Nil when there is no such child or it is not a `FlowCoordinator<Wiring>`.
@MainActor
public func flowChild<Screen, Wiring: FlowWiring>(
    of node: any FlowNode<Screen>, _ type: FlowCoordinator<Wiring>.Type, tab: Int? = nil, of tabs: Int = 1
) -> FlowCoordinator<Wiring>? {
    let children = node.children
    let index = children.count - (tab.map { tabs - $0 } ?? 1)
    guard children.indices.contains(index) else { return nil }
    return children[index] as? FlowCoordinator<Wiring>
}

extension FlowNode {
    /// The running child flow that is a `FlowCoordinator<ChildWiring>`, typed, so a test never casts:
    /// `app.child(AuthCoordinator<String>.self)`. Of the flows this one runs now (a subflow step's, each tab of a
    /// tabs step), the last of that type: the one on top, or the tab that runs that flow. Nil when none runs.
    @MainActor
    public func child<ChildWiring: FlowWiring>(_ type: FlowCoordinator<ChildWiring>.Type)
        -> FlowCoordinator<ChildWiring>? where ChildWiring.Screen == Screen
    {
        children.reversed().lazy.compactMap { $0 as? FlowCoordinator<ChildWiring> }.first
    }
}

/// How a flow ended, as the tests that `flowc tests` writes compare it: `outcome signedIn`, `cancelled back`; nil
/// while it runs. An outcome's values are left out: they are whatever the samples made them.
public func flowResultName<Outcome>(_ result: FlowResult<Outcome>?) -> String? {
    switch result {
    case nil: return nil
    case .outcome(let outcome):
        return "outcome " + flowCaseName(outcome)
    case .cancelled(let reason):
        return "cancelled \(reason.rawValue)"
    }
}

/// The name of an enum case, without its values: `upgrade` for `.upgrade(materialId: …)`.
public func flowCaseName(_ value: some Any) -> String {
    String(String(describing: value).prefix { $0 != "(" })
}

/// The requests a flow made (`onRequest`), by name, in order: what the suites compare with the flow file.
@MainActor
public final class FlowRequestLog {
    public private(set) var names: [String] = []

    public init() {}

    /// Records `request`: set `coordinator.onRequest = log.record`.
    public func record(_ request: some Any) {
        names.append(flowCaseName(request))
    }
}
