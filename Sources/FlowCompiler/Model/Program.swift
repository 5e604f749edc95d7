import Foundation
import Synchronization

/// All flows of one run: flows refer to each other by name.
///
/// A class so that analyses several checks share (navigation, values) are computed once, on first use,
/// through `cached(_:)`. The flows never change once built, and the cache is safe to use from several threads:
/// the checks run in parallel.
public final class Program: Sendable {
    public let flows: [Flow]
    /// The flow `--root` names, when given.
    public let root: String?
    /// Where the root was named, when a file names it (`root:` in flowc.yaml).
    public let rootLocation: SourceLocation?
    /// What the generated types' names start with (`generate: typePrefix` in flowc.yaml): `FC` makes
    /// `FCAppRoute` of flow `App`'s route. Empty by default.
    public let typePrefix: String
    /// Steps renamed since a build that saved states (`restoration: renamedSteps` in flowc.yaml): checked against
    /// the program (the flow and the new step exist, the old one no longer does); `flowc diff` reports a declared
    /// rename as a migration.
    public let stepRenames: [StepRename]
    /// The module of each interface file: the flow files of the modules this one depends on (`--interface`),
    /// checked with the program's own flows but not generated again; the generated code imports their module.
    public let interfaceModules: [String: String]
    /// Flow files that could not be read into a flow (a YAML syntax error, a document that is no flow): what
    /// they declare or start is unknown, so the checks do not report what their flows would have provided.
    public let unreadFiles: [UnreadFile]
    private let flowIndex: [String: Int]
    /// Names that more than one flow declares (duplicate-flow).
    let ambiguousFlowNames: Set<String>
    /// The analyses computed so far, each in its own slot (`cached`).
    private let cacheSlots = Mutex<[ObjectIdentifier: CacheSlot]>([:])

    public init(
        flows: [Flow], root: String? = nil, rootLocation: SourceLocation? = nil, unreadFiles: [UnreadFile] = [],
        typePrefix: String = "", interfaceModules: [String: String] = [:], stepRenames: [StepRename] = []
    ) {
        self.flows = flows
        self.stepRenames = stepRenames
        self.typePrefix = typePrefix
        self.interfaceModules = interfaceModules
        self.unreadFiles = unreadFiles
        self.root = root
        self.rootLocation = rootLocation
        var index: [String: Int] = [:]
        var declaredTwice = Set<String>()
        for (position, flow) in flows.enumerated() {
            if index[flow.name.value] == nil {
                index[flow.name.value] = position
            } else {
                declaredTwice.insert(flow.name.value)
            }
        }
        self.flowIndex = index
        self.ambiguousFlowNames = declaredTwice
    }

    /// The module of a flow read from an interface file; nil for the program's own flows.
    public func module(of flow: Flow) -> String? { interfaceModules.isEmpty ? nil : interfaceModules[flow.file] }

    /// Whether a file that could not be read declares the flow `name` (by a scan of its lines).
    public func isDeclaredByUnreadFile(_ name: String) -> Bool { unreadFiles.contains { $0.flowName == name } }

    /// Whether more than one flow has that name: a step that starts it may mean either, so the checks of what
    /// the child provides and needs (outcomes handled, values passed) skip it; duplicate-flow says why.
    public func isAmbiguous(_ name: String) -> Bool { !ambiguousFlowNames.isEmpty && ambiguousFlowNames.contains(name) }

    /// The first flow of that name (a second one is a duplicate-flow).
    public func flow(_ name: String) -> Flow? { flowIndex[name].map { flows[$0] } }
    public func index(ofFlow name: String) -> Int? { flowIndex[name] }
    public var flowNames: Dictionary<String, Int>.Keys { flowIndex.keys }

    /// An analysis computed once per program: `program.cached(NavigationAnalysis.self) { .init($0) }`.
    ///
    /// The first caller builds it; a caller on another thread meanwhile waits for that one instead of building
    /// it again. Each analysis has its own lock, so an analysis may use another while it is built (they do not
    /// depend on each other in a cycle), and two analyses can be built at once.
    public func cached<Value: Sendable>(_ key: Value.Type, _ build: (Program) -> Value) -> Value {
        let slot = cacheSlots.withLock { slots in
            if let slot = slots[ObjectIdentifier(key)] { return slot }
            let slot = CacheSlot()
            slots[ObjectIdentifier(key)] = slot
            return slot
        }
        return slot.value.withLock { value in
            if let value = value as? Value { return value }
            let built = build(self)
            value = built
            return built
        }
    }

    private final class CacheSlot: Sendable {
        let value = Mutex<(any Sendable)?>(nil)
    }
}

public struct UnreadFile: Sendable, Equatable {
    public var path: String
    /// The name its top-level `flow:` line gives, found by a scan of its lines; nil when none is found.
    public var flowName: String?

    public init(path: String, flowName: String?) {
        self.path = path
        self.flowName = flowName
    }

    /// The unread file `file`, with the name of a line `flow: Name` that starts at the first column: a file that
    /// libyaml could not parse has no tree, but that line is the flow's name whatever else is wrong.
    init(_ file: SourceFile) {
        var name: String?
        for line in String(decoding: file.bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        where line.hasPrefix("flow:") {
            let value = line.dropFirst("flow:".count).prefix { $0 != "#" }
                .trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if !value.isEmpty, !value.contains(where: \.isWhitespace) { name = value }
            break
        }
        self.init(path: file.path, flowName: name)
    }
}

extension Program {
    /// The program with `imports` (flowc.yaml's `generate.imports`) after each flow's own: what generated files import.
    public func addingImports(_ imports: [Located<String>]) -> Program {
        guard !imports.isEmpty else { return self }
        return Program(
            flows: flows.map { flow in
                var flow = flow
                flow.imports += imports
                return flow
            }, root: root, rootLocation: rootLocation, unreadFiles: unreadFiles, typePrefix: typePrefix,
            interfaceModules: interfaceModules, stepRenames: stepRenames)
    }
}
