/// One flow file, translated: the typed graph every check and emitter reads.
public struct Flow: Sendable {
    /// The flow's name, located at the value of `flow:`.
    public var name: Located<String>
    public var file: String
    public var summary: String?
    public var imports: [Located<String>]
    public var input: [Param]
    public var outcomes: [Outcome]
    /// `requests:` (format v2): what the flow's screens ask of the parent without ending the flow, each with its
    /// payload; every parent that runs the flow handles each one, as it handles outcomes.
    public var requests: [Outcome] = []
    /// `appEvents:` (format v2): events the app sends from outside (not a screen), each with its payload. Steps
    /// handle them under `on:`, and the flow's own `on:` at every step where it waits.
    public var appEvents: [Outcome] = []
    /// The flow's own `on:` (format v2): handlers of app events at every step where the flow waits; already copied
    /// into those steps' handlers (`Handler.isFlowWide`), kept here for what is said of the flow as a whole.
    public var flowWideHandlers: [Handler] = []
    public var start: Located<String>?
    /// In the author's order.
    public var steps: [Step]
    /// How a tab running this flow is labelled (`tab:`); nil: by the flow's name, no image.
    public var tab: TabItem?
    /// `entries:` (format v2): ways into the flow besides `start`, each a stack of steps, bottom to top.
    public var entries: [FlowEntry] = []
    /// False when reading the file reported an error: checks of the whole graph (reachability, exits …) skip
    /// such a flow, since a transition that could not be read would make them report noise.
    public var isComplete = true
    private var stepIndex: [String: Int]

    public init(
        name: Located<String>, file: String, summary: String? = nil, imports: [Located<String>] = [],
        input: [Param] = [], outcomes: [Outcome] = [], start: Located<String>?, steps: [Step]
    ) {
        self.name = name
        self.file = file
        self.summary = summary
        self.imports = imports
        self.input = input
        self.outcomes = outcomes
        self.start = start
        self.steps = steps
        var index: [String: Int] = [:]
        for (position, step) in steps.enumerated() where index[step.id.value] == nil {
            index[step.id.value] = position
        }
        self.stepIndex = index
    }

    public func index(ofStep id: String) -> Int? { stepIndex[id] }

    /// Calls `body` with each list of values the flow gives a type: its input, each outcome's payload, each step's
    /// params and receives, and each transition's `with`, in the author's order.
    func forEachValueList(_ body: ([Param]) -> Void) {
        body(input)
        for outcome in outcomes { body(outcome.payload) }
        for request in requests { body(request.payload) }
        for event in appEvents { body(event.payload) }
        for s in steps.indices {
            body(steps[s].params)
            body(steps[s].receives)
            let handlers = steps[s].handlers
            for h in handlers.indices { body(handlers[h].transition.with) }
        }
    }
    public func step(_ id: String) -> Step? { stepIndex[id].map { steps[$0] } }
    public func outcome(_ name: String) -> Outcome? { outcomes.first { $0.name.value == name } }
    public func request(_ name: String) -> Outcome? { requests.first { $0.name.value == name } }
    public func appEvent(_ name: String) -> Outcome? { appEvents.first { $0.name.value == name } }

    /// The start step, when `start:` names one.
    public var startIndex: Int? { start.flatMap { stepIndex[$0.value] } }

    /// Whether the flow asks the app anything: the generated code has a `<Flow>Decisions` protocol only then.
    public var hasDecisions: Bool { steps.contains(where: \.isDecision) }

    /// Whether the flow shows screens of its own: the generated code has a `<Flow>Screens` protocol only then.
    public var hasScreens: Bool { steps.contains { $0.isScreen && !$0.isAlert } }

    /// Whether the flow shows alerts or confirmation dialogs (format v2).
    public var hasAlerts: Bool { steps.contains(where: \.isAlert) }
}

/// A named, typed value: a param, an input, a payload field or a `with` entry.
public struct Param: Sendable {
    public var name: Located<String>
    public var type: TypeRef

    public init(name: Located<String>, type: TypeRef) {
        self.name = name
        self.type = type
    }
}

public struct Outcome: Sendable {
    public var name: Located<String>
    public var payload: [Param]

    public init(name: Located<String>, payload: [Param] = []) {
        self.name = name
        self.payload = payload
    }
}

/// A flow's tab item (`tab: { title: Materials, image: books.vertical }`): the title is a key of the app's `Flows`
/// strings table, the image an asset or SF Symbol name.
public struct TabItem: Sendable {
    public var title: Located<String>
    public var image: Located<String>?

    public init(title: Located<String>, image: Located<String>? = nil) {
        self.title = title
        self.image = image
    }
}

/// A way into a flow besides its start (`entries: { privacy: [list, privacy] }`, format v2): the steps its stack
/// holds, bottom to top, the entry's own step last. A subflow step chooses it with `entry:`; a deep link to its
/// step opens on its stack.
public struct FlowEntry: Sendable {
    public var name: Located<String>
    public var steps: [Located<String>]

    public init(name: Located<String>, steps: [Located<String>]) {
        self.name = name
        self.steps = steps
    }

    /// The entry's own step: the top of its stack.
    public var step: Located<String>? { steps.last }
}

extension Flow {
    /// Whether a linked screen's `param` comes from the flow's `input` instead of the link: a live value (format v2),
    /// which no URL carries, of the same name and type in the input.
    static func takesFromInput(_ param: Param, _ input: [Param]) -> Bool {
        guard let type = param.type.expr, type.isLive else { return false }
        return input.contains { $0.name.value == param.name.value && $0.type.expr == type }
    }

    public func entry(_ name: String) -> FlowEntry? { entries.first { $0.name.value == name } }

    /// Calls `body` with each screen of each entry's stack: the entry, the step's id as the entry writes it, and the
    /// step (ids naming no screen are unknown-step's and wrong-value's).
    func forEachEntryScreen(_ body: (FlowEntry, Located<String>, Step) -> Void) {
        for entry in entries {
            for id in entry.steps {
                if let step = step(id.value), step.isScreen { body(entry, id, step) }
            }
        }
    }
}
