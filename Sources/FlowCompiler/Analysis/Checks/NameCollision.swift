enum NameCollision: ProgramCheck {
    static let description = CheckDescription(
        id: "name-collision",
        severity: .error,
        summary: "Two names that generate one Swift identifier; two flows of one name.",
        explanation: """
            Flows refer to each other by name, so a flow name is unique in the program; and since each flow's \
            generated files are named after it, two flow names may not differ only in letter case either (on \
            a case-insensitive file system, as macOS uses by default, the files would overwrite each other), \
            nor take the name of a file flowc writes beside them (`FlowRuntime`, `FlowUIKitHost`, \
            `FlowSwiftUIHost`). \
            Each flow `F` generates the types `FInput`, `FOutcome`, `FRoute`, `FState`, `FEvent`, \
            `FDecisions`, `FChoice`, `FTabs`, `FScreenFactory`, `FCoordinator` and `FFlow`, which may not be one \
            of the flowc runtime's types (`FlowCoordinator`, `FlowSystemEvent` …). Inside a flow, each screen and \
            tabs step gets an event type, and each decision a choice type, named after its id in UpperCamelCase \
            (`verifyCode` → `VerifyCode`; `type` and `protocol` become `TypeStep` and `ProtocolStep`, since Swift \
            reserves `Type` and `Protocol` as member names), and each handler `Flow.outcome` of a tabs step a \
            case named `lowerCamel(Flow + outcome)` (`Home.done` → `homeDone`), so `A.bC` and `AB.c` would be \
            the same case. Those nested types must not hide the app's types that the flow's values use: a step \
            `book` declares `LibraryEvent.Book`, so an event value of type `Book` would mean that enum (write \
            `Models.Book`, or rename the step); likewise a screen param of type `Screen`, which each screen \
            factory declares. Names that are Swift keywords are escaped with backticks, which is no collision. \
            Rename one of the two names.
            """,
        triggering: [
            CheckExample(files: [
                ("a.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
                ("b.flow.yaml",
                 """
                 flow: ↓Auth
                 start: signUp
                 steps:
                   signUp: { terminal: true }
                 """),
            ]),
            CheckExample(files: [
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
                ("legacy.flow.yaml",
                 """
                 flow: ↓AUTH
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
            ]),
            CheckExample(
                """
                flow: ↓FlowSystem
                start: menu
                steps:
                  menu: { terminal: true }
                """),
            CheckExample(
                """
                flow: ↓FlowRuntime
                start: menu
                steps:
                  menu: { terminal: true }
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      open: { to: book, with: { book: Book } }
                  ↓book:
                    params: { book: Book }
                    on:
                      back: back
                """),
            CheckExample(
                """
                flow: Kinds
                start: type
                steps:
                  type:
                    on:
                      next: typeStep
                  ↓typeStep:
                    on:
                      back: back
                """),
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: main
                 steps:
                   main:
                     tabs: [A, AB]
                     on:
                       A.bC: end
                       ↓AB.c: end
                   end: { terminal: true }
                 """),
                ("a.flow.yaml",
                 """
                 flow: A
                 outcomes: [bC]
                 start: one
                 steps:
                   one:
                     on: { next: { finish: bC } }
                 """),
                ("ab.flow.yaml",
                 """
                 flow: AB
                 outcomes: [c]
                 start: one
                 steps:
                   one:
                     on: { next: { finish: c } }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: main
                 steps:
                   main:
                     tabs: [Home, Settings]
                     on:
                       Home.done: end
                       Settings.done: end
                   end: { terminal: true }
                 """),
                ("home.flow.yaml",
                 """
                 flow: Home
                 outcomes: [done]
                 start: feed
                 steps:
                   feed:
                     on: { close: { finish: done } }
                 """),
                ("settings.flow.yaml",
                 """
                 flow: Settings
                 outcomes: [done]
                 start: list
                 steps:
                   list:
                     on: { close: { finish: done } }
                 """),
            ]),
            CheckExample(files: [
                ("auth.flow.yaml",
                 """
                 flow: Auth
                 start: default
                 steps:
                   default:
                     on:
                       import: type
                   type:
                     on:
                       default: back
                 """),
                ("auth-flow.flow.yaml",
                 """
                 flow: AuthFlow
                 start: login
                 steps:
                   login: { terminal: true }
                 """),
            ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        reportFlowNames(program, &diagnostics)
        for flow in program.flows {
            let nested = reportEventTypes(flow, &diagnostics)
            reportHiddenTypes(flow, nested, program, &diagnostics)
            for s in flow.steps.indices {
                if case .tabs = flow.steps[s].kind { reportTabCases(flow.steps[s], &diagnostics) }
            }
        }
    }

    /// Flows of one name, names equal but for case, and the top-level types the flows generate.
    private static func reportFlowNames(_ program: Program, _ diagnostics: inout Diagnostics) {
        var byName: [String: Int] = [:]
        var byFileKey: [String: Int] = [:]
        // Generated type → the flow generating it, or nil for the runtime's own types.
        var declared: [String: Int?] = [:]
        for name in GeneratedNames.runtimeTypeNames { declared[name] = .some(nil) }

        for (index, flow) in program.flows.enumerated() {
            let name = flow.name
            if let first = byName[name.value] {
                // Its types are the first one's; one diagnostic says it all.
                diagnostics.append(
                    diagnostic(
                        "a flow named '\(name.value)' is already defined", at: name.location,
                        notes: [
                            .init("first defined here", at: program.flows[first].name.location),
                            .init("flows refer to each other by name, so each name is used once; rename one"),
                        ]))
                continue
            }
            byName[name.value] = index
            let fileKey = GeneratedNames.fileKey(ofFlow: name.value)
            if let support = GeneratedNames.supportFiles.first(where: { GeneratedNames.fileKey(ofFlow: $0) == fileKey }) {
                diagnostics.append(
                    diagnostic(
                        "flow '\(name.value)' would generate the file '\(support).swift', which flowc writes for its runtime or adapters",
                        at: name.location,
                        notes: [.init("rename the flow; these names are taken: "
                                      + GeneratedNames.supportFiles.map { "'\($0)'" }.joined(separator: ", "))]))
            } else if let first = byFileKey[fileKey] {
                let other = program.flows[first].name
                diagnostics.append(
                    diagnostic(
                        "flow '\(name.value)' differs from flow '\(other.value)' only in letter case",
                        at: name.location,
                        notes: [
                            .init("'\(other.value)' is defined here", at: other.location),
                            .init("their generated files would be one file on a case-insensitive file system, as on macOS; rename one"),
                        ]))
            } else {
                byFileKey[fileKey] = index
            }
            var reported = false
            for type in GeneratedNames.typeNames(of: flow) {
                guard let owner = declared[type] else {
                    declared[type] = .some(index)
                    continue
                }
                // One diagnostic per flow: a second clash of the same flow says nothing new.
                guard !reported else { continue }
                reported = true
                if let owner {
                    let other = program.flows[owner].name
                    diagnostics.append(
                        diagnostic(
                            "flow '\(name.value)' would generate the same Swift type '\(type)' as flow '\(other.value)'",
                            at: name.location,
                            notes: [.init("'\(other.value)' is defined here", at: other.location),
                                    .init("rename one of the flows")]))
                } else {
                    diagnostics.append(
                        diagnostic(
                            "flow '\(name.value)' would generate the Swift type '\(type)', which the flowc runtime declares",
                            at: name.location,
                            notes: [.init("rename the flow; the runtime's types are "
                                          + GeneratedNames.runtimeTypeNames.map { "'\($0)'" }.joined(separator: ", "))]))
                }
            }
        }
    }

    /// Steps whose nested types (their ids in UpperCamelCase) are one type: screens and tabs steps share the
    /// event enum, decisions the choice enum. Returns the flow's nested types (`GeneratedNames.nestedTypes(of:)`),
    /// found on the way.
    private static func reportEventTypes(
        _ flow: Flow, _ diagnostics: inout Diagnostics
    ) -> (events: [String: Int], choices: [String: Int]) {
        // By namespace, each type (unescaped) → the first step declaring it.
        var events = [String: Int](minimumCapacity: flow.steps.count)
        var choices: [String: Int] = [:]
        var ids = Set<String>(minimumCapacity: flow.steps.count)
        var repeatsAnId = false
        for index in flow.steps.indices {
            guard let isChoice = GeneratedNames.declaresChoice(flow.steps[index]) else { continue }
            let id = flow.steps[index].id.value
            // A repeated id is one name written twice: duplicate-key's to report.
            guard ids.insert(id).inserted else {
                repeatsAnId = true
                continue
            }
            guard let type = GeneratedNames.unescapedMemberTypeName(ofStep: id) else { continue }
            // One hash on the usual path, where the type is new; on a clash the first step is put back.
            let first = isChoice ? choices.updateValue(index, forKey: type) : events.updateValue(index, forKey: type)
            guard let first else { continue }
            if isChoice { choices[type] = first } else { events[type] = first }
            let step = flow.steps[index].id
            let other = flow.steps[first].id
            let namespace = isChoice ? "choice" : "event"
            diagnostics.append(
                diagnostic(
                    "step '\(step.value)' would generate the same Swift type '\(GeneratedNames.escaped(type))' for its \(namespace)s as step '\(other.value)'",
                    at: step.location,
                    notes: [.init("'\(other.value)' is here", at: other.location),
                            .init("rename one of the steps")]))
        }
        // These are the first step of each type, as the nested types name them, unless a step skipped for
        // repeating an id came first in its namespace (a repeat survives only in a program not read from YAML,
        // which keeps one of two equal keys).
        return repeatsAnId ? GeneratedNames.nestedTypes(of: flow) : (events, choices)
    }

    /// Steps whose generated nested type would hide a type the flow's values name without a module: inside
    /// `FEvent`, a step `material` declares `Material`, so an event value of type `Material` would mean that enum.
    /// Likewise choice values inside `FChoice`, and a screen param of type `Screen` inside the screen factory.
    private static func reportHiddenTypes(
        _ flow: Flow, _ nested: (events: [String: Int], choices: [String: Int]), _ program: Program,
        _ diagnostics: inout Diagnostics
    ) {
        var search = HiddenTypeSearch(events: nested.events, choices: nested.choices)
        for s in flow.steps.indices {
            switch flow.steps[s].kind {
            case .screen, .decision:
                for h in flow.steps[s].handlers.indices {
                    search.check(
                        flow.steps[s].handlers[h].transition.with, of: .handler(step: s, handler: h), in: flow,
                        program, &diagnostics)
                }
                guard case .screen = flow.steps[s].kind else { continue }
                let params = flow.steps[s].params
                for p in params.indices where names(params[p].type.expr, contain: GeneratedNames.screenTypeParameter) {
                    let param = params[p]
                    let step = flow.steps[s].id.value
                    diagnostics.append(
                        diagnostic(
                            "param '\(param.name.value)' of step '\(step)' has the type 'Screen', which the screen factory of flow '\(flow.name.value)' declares itself",
                            at: param.type.location,
                            notes: [.init("write the type with its module ('MyModule.Screen'), or rename it")]))
                }
            case .tabs(let tabs):
                for tab in tabs {
                    guard let child = program.index(ofFlow: tab.value) else { continue }
                    for o in program.flows[child].outcomes.indices {
                        search.check(
                            program.flows[child].outcomes[o].payload, of: .tabOutcome(flow: child, outcome: o),
                            in: flow, program, &diagnostics)
                    }
                }
            case .subflow:
                break
            }
        }
    }

    /// The nested types of one flow, and the steps already reported for hiding a type (each is reported once).
    private struct HiddenTypeSearch {
        /// Where values are written: an event's or a choice's `with`, or a tab flow's outcome payload.
        enum Place {
            case handler(step: Int, handler: Int)
            case tabOutcome(flow: Int, outcome: Int)
        }

        let events: [String: Int]
        let choices: [String: Int]
        var reported = Set<String>()
        /// Reused for the names of each type, so that checking a value allocates nothing.
        var names: [String] = []
        /// The names looked up last and what they found: values use few types (`Int`, `String` …), and comparing
        /// a name with a few others costs less than hashing it.
        private var recent: [(name: String, isChoice: Bool, step: Int?)] = []

        init(events: [String: Int], choices: [String: Int]) {
            self.events = events
            self.choices = choices
        }

        private mutating func nestedStep(named name: String, isChoice: Bool) -> Int? {
            for index in recent.indices where recent[index].name == name && recent[index].isChoice == isChoice {
                return recent[index].step
            }
            let step = isChoice ? choices[name] : events[name]
            if recent.count == 8 { recent.removeFirst() }
            recent.append((name, isChoice, step))
            return step
        }

        mutating func check(
            _ params: [Param], of place: Place, in flow: Flow, _ program: Program, _ diagnostics: inout Diagnostics
        ) {
            // A choice's values are written inside `FChoice`; an event's and a tab outcome's inside `FEvent`.
            let isChoice = if case .handler(let step, _) = place { flow.steps[step].isDecision } else { false }
            guard !(isChoice ? choices : events).isEmpty else { return }
            for p in params.indices {
                names.removeAll(keepingCapacity: true)
                NameCollision.unqualifiedNames(params[p].type.expr, into: &names)
                for name in names {
                    guard let index = nestedStep(named: name, isChoice: isChoice) else { continue }
                    let step = flow.steps[index].id
                    guard reported.insert(step.value).inserted else { continue }
                    let param = params[p]
                    let namespace = isChoice ? "Choice" : "Event"
                    diagnostics.append(
                        diagnostic(
                            "step '\(step.value)' would generate the type '\(flow.name.value)\(namespace).\(name)', which hides the type '\(name)' of \(Self.describe(place, flow, program))",
                            at: step.location,
                            notes: [.init("'\(param.name.value): \(param.type.spelling)' is here", at: param.name.location),
                                    .init("rename the step, or write the type with its module ('MyModule.\(name)')")]))
                }
            }
        }

        private static func describe(_ place: Place, _ flow: Flow, _ program: Program) -> String {
            switch place {
            case .handler(let s, let h):
                let step = flow.steps[s]
                let event = step.handlers[h].event.value
                return step.isDecision ? "choice '\(event)' of step '\(step.id.value)'" : "'\(event)' of step '\(step.id.value)'"
            case .tabOutcome(let child, let outcome):
                let tab = program.flows[child]
                return "outcome '\(tab.outcomes[outcome].name.value)' of tab flow '\(tab.name.value)'"
            }
        }
    }

    /// The type names written without a module in a type, appended to `names`: `[Material: Int?]` → `Material`,
    /// `Int`.
    private static func unqualifiedNames(_ type: TypeExpr?, into names: inout [String]) {
        switch type {
        case .named(let parts): if parts.count == 1 { names.append(parts[0]) }
        case .optional(let wrapped), .array(let wrapped): unqualifiedNames(wrapped, into: &names)
        case .dictionary(let key, let value):
            unqualifiedNames(key, into: &names)
            unqualifiedNames(value, into: &names)
        case nil: break
        }
    }

    /// Whether a type names `name` without a module.
    private static func names(_ type: TypeExpr?, contain name: String) -> Bool {
        switch type {
        case .named(let parts): return parts.count == 1 && parts[0] == name
        case .optional(let wrapped), .array(let wrapped): return names(wrapped, contain: name)
        case .dictionary(let key, let value): return names(key, contain: name) || names(value, contain: name)
        case nil: return false
        }
    }

    /// Handlers of one tabs step whose cases (`lowerCamel(Flow + outcome)`) are one case.
    private static func reportTabCases(_ step: Step, _ diagnostics: inout Diagnostics) {
        var byCase: [String: Located<String>] = [:]
        var keys = Set<String>()
        for handler in step.handlers {
            guard keys.insert(handler.event.value).inserted,
                let parts = NameFix.tabKey(handler.event.value),
                let name = GeneratedNames.caseName(forTabOutcome: parts)
            else { continue }
            if let first = byCase[name] {
                diagnostics.append(
                    diagnostic(
                        "handler '\(handler.event.value)' would generate the same Swift case '\(name)' as handler '\(first.value)'",
                        at: handler.event.location,
                        notes: [.init("'\(first.value)' is here", at: first.location),
                                .init("a tabs step's handler 'Flow.outcome' becomes the case 'lowerCamel(Flow + outcome)'; rename the outcome in one of the flows")]))
            } else {
                byCase[name] = handler.event
            }
        }
    }
}
