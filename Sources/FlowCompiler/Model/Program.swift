import Foundation

/// All flows of one run: flows refer to each other by name.
///
/// A class so that analyses several checks share (navigation, values) are computed once, on first use,
/// through `cached(_:)`. The flows never change once built, and the cache is safe to use from several threads:
/// the checks run in parallel.
public final class Program {
    public let flows: [Flow]
    /// The flow `--root` names, when given.
    public let root: String?
    /// Where the root was named, when a file names it (`root:` in flowc.yaml).
    public let rootLocation: SourceLocation?
    private let flowIndex: [String: Int]
    private var cacheSlots: [ObjectIdentifier: CacheSlot] = [:]
    private let cacheLock = NSLock()

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

    /// The first flow of that name (a second one is a duplicate-flow).
    public func flow(_ name: String) -> Flow? { flowIndex[name].map { flows[$0] } }
    public func index(ofFlow name: String) -> Int? { flowIndex[name] }
    public var flowNames: Dictionary<String, Int>.Keys { flowIndex.keys }

    /// An analysis computed once per program: `program.cached(NavigationAnalysis.self) { .init($0) }`.
    ///
    /// The first caller builds it; a caller on another thread meanwhile waits for that one instead of building
    /// it again. Each analysis has its own lock, so an analysis may use another while it is built (they do not
    /// depend on each other in a cycle), and two analyses can be built at once.
    public func cached<Value>(_ key: Value.Type, _ build: (Program) -> Value) -> Value {
        let slot = cacheLock.withLock {
            if let slot = cacheSlots[ObjectIdentifier(key)] { return slot }
            let slot = CacheSlot()
            cacheSlots[ObjectIdentifier(key)] = slot
            return slot
        }
        return slot.lock.withLock {
            if let value = slot.value as? Value { return value }
            let value = build(self)
            slot.value = value
            return value
        }
    }

    /// One cached analysis, once built.
    private final class CacheSlot {
        let lock = NSLock()
        var value: Any?
    }
}
