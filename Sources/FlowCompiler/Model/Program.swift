/// All flows of one run: flows refer to each other by name.
///
/// A class so that analyses several checks share (navigation, values) are computed once, on first use,
/// through `cached(_:)`. It is built and read on one thread.
public final class Program {
    public let flows: [Flow]
    /// The flow `--root` names, when given.
    public let root: String?
    /// Where the root was named, when a file names it (`root:` in flowc.yaml).
    public let rootLocation: SourceLocation?
    private let flowIndex: [String: Int]
    private var caches: [ObjectIdentifier: Any] = [:]

    public init(flows: [Flow], root: String? = nil, rootLocation: SourceLocation? = nil) {
        self.flows = flows
        self.root = root
        self.rootLocation = rootLocation
        var index: [String: Int] = [:]
        for (position, flow) in flows.enumerated() where index[flow.name.value] == nil {
            index[flow.name.value] = position
        }
        self.flowIndex = index
    }

    /// The first flow of that name (a second one is a name-collision).
    public func flow(_ name: String) -> Flow? { flowIndex[name].map { flows[$0] } }
    public func index(ofFlow name: String) -> Int? { flowIndex[name] }
    public var flowNames: Dictionary<String, Int>.Keys { flowIndex.keys }

    /// An analysis computed once per program: `program.cached(NavigationAnalysis.self) { .init($0) }`.
    public func cached<Value>(_ key: Value.Type, _ build: (Program) -> Value) -> Value {
        if let value = caches[ObjectIdentifier(key)] as? Value { return value }
        let value = build(self)
        caches[ObjectIdentifier(key)] = value
        return value
    }
}
