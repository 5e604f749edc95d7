enum TypeNameCollision: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "type-name-collision",
        severity: .error,
        summary: "A type written in a flow that has the name of a type flowc generates.",
        explanation: """
            The types written in `input`, `params`, outcome payloads and `with` are your app's, and the generated \
            code writes them as they are, beside the types it declares: per flow `F`, `FInput`, `FOutcome`, \
            `FRoute`, `FState`, `FEvent`, `FDecisions`, `FChoice`, `FTabs`, `FScreens`, `FWiring`, `FCoordinator` and \
            `FFlow`; the runtime's `Flow…` types (`FlowNode` …); inside `FEvent` and `FChoice`, an enum per step \
            named after its id in UpperCamelCase (step `book` → `Book`); and `Screen` in each screen factory. A \
            type of yours with one of these names is ambiguous there, or means the generated one: \
            `AuthenticationFlow` in a program with a flow `Authentication`. Write it with its module \
            (`Models.AuthenticationFlow`), or rename it, the flow or the step; a type of the module the generated \
            code is compiled into must be renamed.
            """,
        triggering: [
            CheckExample(files: [
                ("authentication.flow.yaml",
                 """
                 flow: Authentication
                 imports: [Models]
                 start: welcome
                 steps:
                   welcome:
                     params: { flow: ↓AuthenticationFlow? }
                     terminal: true
                 """),
                ("settings.flow.yaml",
                 """
                 flow: Settings
                 input: { node: ↓[FlowNode] }
                 outcomes:
                   closed: { route: ↓SettingsRoute.Kind? }
                 start: list
                 steps:
                   list:
                     on: { close: { finish: closed, with: { route: ↓SettingsRoute.Kind? } } }
                 """),
            ]),
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
                flow: Gallery
                start: photo
                steps:
                  photo:
                    params: { screen: ↓Screen? }
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Authentication
                imports: [Models]
                input: { since: Date, tags: [String: Int] }
                start: welcome
                steps:
                  welcome:
                    params: { flow: Models.AuthenticationFlow?, kind: AuthenticationKind?, link: URL? }
                    on:
                      open: { to: book, with: { book: Models.Book, screen: Models.Screen } }
                  book:
                    params: { book: Models.Book, screen: Models.Screen }
                    terminal: true
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let generated = topLevelTypes(program)
        let members = MemberTypes.of(program)
        var names: [String] = []
        // The names looked up last and what they found: values use few types (`Int`, `String` …), and comparing
        // a name with a few others costs less than hashing it.
        var recent: [(name: String, owner: Int??)] = []
        func owner(of name: String) -> Int?? {
            if let hit = recent.first(where: { $0.name == name }) { return hit.owner }
            let found = generated[name]
            if recent.count == 8 { recent.removeFirst() }
            recent.append((name, found))
            return found
        }
        for (index, flow) in program.flows.enumerated() {
            reportHiddenTypes(flow, members.flows[index], program, &diagnostics)
            flow.forEachValueList { params in
                // By index: nearly every type is fine, and a copy of each param would retain its names.
                for p in params.indices {
                    names.removeAll(keepingCapacity: true)
                    lookedUpNames(params[p].type.expr, into: &names)
                    // One diagnostic per value: its type is fixed in one place.
                    for name in names {
                        guard let owner = owner(of: name) else { continue }
                        report(params[p], naming: name, declaredBy: owner, in: flow, program, &diagnostics)
                        break
                    }
                }
            }
        }
    }

    /// A value whose type looks up `name`, a type of the generated code: of the flow `owner`, or of the runtime.
    private static func report(
        _ param: Param, naming name: String, declaredBy owner: Int?, in flow: Flow, _ program: Program,
        _ diagnostics: inout Diagnostics
    ) {
        var notes: [Diagnostic.Note] = []
        let declarer: String
        if let owner {
            let other = program.flows[owner].name
            declarer = "flowc generates for flow '\(other.value)'"
            notes.append(
                .init(
                    "flow '\(other.value)' is defined here; its generated code declares '\(name)'", at: other.location))
        } else {
            declarer = "the flowc runtime declares"
            notes.append(.init("the flowc runtime declares '\(name)'"))
        }
        let module = flow.imports.first?.value ?? "MyModule"
        notes.append(
            .init(
                "if '\(name)' is your type from another module, write it with its module ('\(module).\(name)'); if it is declared in the module the generated code is compiled into, rename it"
                    + (owner == nil ? "" : " or the flow")))
        diagnostics.append(
            diagnostic(
                "'\(param.name.value): \(param.type.spelling)' names the type '\(name)', which \(declarer)",
                at: param.type.location, notes: notes))
    }

    /// Every top-level type the generated code declares, with the flow declaring it (nil: the runtime).
    private static func topLevelTypes(_ program: Program) -> [String: Int?] {
        var types: [String: Int?] = [:]
        for name in GeneratedNames.runtimeTypeNames { types[name] = .some(nil) }
        for (index, flow) in program.flows.enumerated() {
            // A second flow of a name declares nothing of its own (duplicate-flow); an over-long name generates
            // nothing (name-too-long), and would be copied once per type.
            guard program.index(ofFlow: flow.name.value) == index, flow.name.value.utf8.count <= Names.maxLength
            else { continue }
            for type in GeneratedNames.typeNames(of: flow, prefix: program.typePrefix) where types[type] == nil {
                types[type] = .some(index)
            }
        }
        return types
    }

    /// Steps whose generated nested type would hide a type the flow's values look up: inside `FEvent`, a step
    /// `material` declares `Material`, so an event value of type `Material` would mean that enum. Likewise choice
    /// values inside `FChoice`, and a screen param of type `Screen` inside the screen factory.
    private static func reportHiddenTypes(
        _ flow: Flow, _ nested: MemberTypes.OfFlow, _ program: Program, _ diagnostics: inout Diagnostics
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
                for p in params.indices
                where lookedUpNames(params[p].type.expr, contain: GeneratedNames.screenTypeParameter) {
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
                TypeNameCollision.lookedUpNames(params[p].type.expr, into: &names)
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
                            notes: [
                                .init("'\(param.name.value): \(param.type.spelling)' is here", at: param.name.location),
                                .init("rename the step, or write the type with its module ('MyModule.\(name)')"),
                            ]))
                }
            }
        }

        private static func describe(_ place: Place, _ flow: Flow, _ program: Program) -> String {
            switch place {
            case .handler(let s, let h):
                let step = flow.steps[s]
                let event = step.handlers[h].event.value
                return step.isDecision
                    ? "choice '\(event)' of step '\(step.id.value)'" : "'\(event)' of step '\(step.id.value)'"
            case .tabOutcome(let child, let outcome):
                let tab = program.flows[child]
                return "outcome '\(tab.outcomes[outcome].name.value)' of tab flow '\(tab.name.value)'"
            }
        }
    }

    /// The names Swift looks up in the scope where a type is written, appended to `names`: the first part of each
    /// named type, since a qualified `Models.Book` looks up `Models` and `Book.Kind` looks up `Book`.
    /// `[Material: Int?]` → `Material`, `Int`.
    private static func lookedUpNames(_ type: TypeExpr?, into names: inout [String]) {
        switch type {
        case .named(let parts): if let first = parts.first { names.append(first) }
        case .optional(let wrapped), .array(let wrapped), .live(let wrapped): lookedUpNames(wrapped, into: &names)
        case .dictionary(let key, let value):
            lookedUpNames(key, into: &names)
            lookedUpNames(value, into: &names)
        case nil: break
        }
    }

    /// Whether a type looks up `name` (`lookedUpNames(_:into:)`).
    private static func lookedUpNames(_ type: TypeExpr?, contain name: String) -> Bool {
        switch type {
        case .named(let parts): return parts.first == name
        case .optional(let wrapped), .array(let wrapped), .live(let wrapped):
            return lookedUpNames(wrapped, contain: name)
        case .dictionary(let key, let value):
            return lookedUpNames(key, contain: name) || lookedUpNames(value, contain: name)
        case nil: return false
        }
    }
}
