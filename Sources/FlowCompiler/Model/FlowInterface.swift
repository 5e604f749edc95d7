import Foundation

/// What a flow's starters need of it to generate their own code: its name, input, outcomes, requests, app events
/// and tab item, the names of its steps that links can open, and the flows it starts. Nothing of its screens. The
/// build plugin writes one file of it per flow (`<name>.flow.interface`), rewritten only when it changes, and each
/// flow's command reads its own flow file with the interfaces of the flows it starts: so an edit that keeps a
/// flow's interface regenerates no other flow (docs/adoption.md, "How the build plugin works").
///
/// The interface is a value, written as JSON with sorted keys (deterministic bytes, so "unchanged" is a byte
/// comparison). `stub` turns it back into a `Flow` the analyses and the generator read like the flow itself;
/// PluginPlanTests checks that every flow of the example programs generates the same code from the stubs of the
/// flows it starts as from the whole program.
public struct FlowInterface: Codable, Equatable, Sendable {
    /// Bumped when the meaning of a field changes: a file of another version is read as missing, and the
    /// command that writes it runs again.
    public static let version = 1

    public struct Value: Codable, Equatable, Sendable {
        public var name: String
        public var type: String
    }

    public struct Message: Codable, Equatable, Sendable {
        public var name: String
        public var values: [Value]
    }

    public struct Entry: Codable, Equatable, Sendable {
        public var name: String
        public var steps: [String]
    }

    public struct Tab: Codable, Equatable, Sendable {
        public var title: String
        public var image: String?
    }

    public var version: Int
    public var flow: String
    /// The flow file, as the plan names it: what diagnostics of a stub point at.
    public var file: String
    public var input: [Value]
    public var outcomes: [Message]
    public var requests: [Message]
    public var appEvents: [Message]
    public var tab: Tab?
    /// The named entries a starter may start it at (`entry:`), each with its steps.
    public var entries: [Entry]
    /// The flows it starts: the plugin's plan and the program check read them.
    public var starts: [String]

    public init(_ flow: Flow) {
        func values(_ params: [Param]) -> [Value] { params.map { Value(name: $0.name.value, type: $0.type.spelling) } }
        func messages(_ outcomes: [Outcome]) -> [Message] {
            outcomes.map { Message(name: $0.name.value, values: values($0.payload)) }
        }
        version = Self.version
        self.flow = flow.name.value
        file = flow.file
        input = values(flow.input)
        outcomes = messages(flow.outcomes)
        requests = messages(flow.requests)
        appEvents = messages(flow.appEvents)
        tab = flow.tab.map { Tab(title: $0.title.value, image: $0.image?.value) }
        entries = flow.entries.map { Entry(name: $0.name.value, steps: $0.steps.map(\.value)) }
        var starts: [String] = []
        for step in flow.steps {
            for child in step.childFlows where !starts.contains(child.value) { starts.append(child.value) }
        }
        self.starts = starts
    }

    // MARK: - The file

    /// The bytes of the interface file: stable across runs and machines.
    public var encoded: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain strings and arrays cannot fail.
        return Array((try? encoder.encode(self)) ?? Data()) + [UInt8(ascii: "\n")]
    }

    /// The interface in `bytes`, or nil when they are not an interface of this version (a file of an older flowc,
    /// a damaged one), or hold what no checked flow has: a name that is not camelCase, a type that does not
    /// parse. Such a file would otherwise become Swift that does not compile, far from its cause.
    public static func decode(_ bytes: [UInt8]) -> FlowInterface? {
        guard let interface = try? JSONDecoder().decode(FlowInterface.self, from: Data(bytes)),
            interface.version == version, interface.isWellFormed
        else { return nil }
        return interface
    }

    private var isWellFormed: Bool {
        let here = SourceLocation(file: file, line: 1, column: 1)
        func valid(_ values: [Value]) -> Bool {
            values.allSatisfy { Names.isLowerCamel($0.name) && TypeRef(spelling: $0.type, at: here).problem == nil }
        }
        let messages = outcomes + requests + appEvents
        return Names.isUpperCamel(flow) && starts.allSatisfy(Names.isUpperCamel) && valid(input)
            && messages.allSatisfy { Names.isLowerCamel($0.name) && valid($0.values) }
            && entries.allSatisfy { Names.isLowerCamel($0.name) && $0.steps.allSatisfy(Names.isLowerCamel) }
    }

    // MARK: - The flow others see

    /// A flow with the interface's declarations and no steps: what the analyses and the generator of a starter
    /// read of the flows it starts. Every location is the flow file's first line.
    public func stub() -> Flow {
        let here = SourceLocation(file: file, line: 1, column: 1)
        func params(_ values: [Value]) -> [Param] {
            values.map { Param(name: Located($0.name, at: here), type: TypeRef(spelling: $0.type, at: here)) }
        }
        func outcomes(_ messages: [Message]) -> [Outcome] {
            messages.map { Outcome(name: Located($0.name, at: here), payload: params($0.values)) }
        }
        var stub = Flow(
            name: Located(flow, at: here), file: file, input: params(input), outcomes: outcomes(self.outcomes),
            start: nil, steps: [])
        stub.requests = outcomes(requests)
        stub.appEvents = outcomes(appEvents)
        stub.tab = tab.map {
            TabItem(title: Located($0.title, at: here), image: $0.image.map { Located($0, at: here) })
        }
        stub.entries = entries.map { entry in
            FlowEntry(name: Located(entry.name, at: here), steps: entry.steps.map { Located($0, at: here) })
        }
        return stub
    }
}
