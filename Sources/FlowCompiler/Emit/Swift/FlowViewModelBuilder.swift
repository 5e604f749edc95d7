/// Builds the view model of one flow from the program, its value resolution (`ValueFlow`, shared with the
/// missing-value and type-mismatch checks) and the access level.
struct FlowViewModelBuilder {
    let program: Program
    let values: ValueFlow
    let flowIndex: Int
    let flow: Flow
    /// `""`, `"public "` or `"package "`.
    let access: String
    /// Every value name of the flow mapped to the local it is bound to (`input` → `inputValue`), one spelling for
    /// the whole file.
    private let locals: [String: String]
    /// The app's types the flow writes (`["Models", "Contact"]`), each mapped to its alias in the flow's enum.
    private let aliases: [[String]: String]
    private let typeAliases: [FlowViewModel.TypeAlias]

    /// `sourceLocations`: spell the app's types through aliases declared at the flow file's lines.
    init(program: Program, values: ValueFlow, flowIndex: Int, access: String, sourceLocations: Bool = true) {
        self.program = program
        self.values = values
        self.flowIndex = flowIndex
        self.flow = program.flows[flowIndex]
        self.access = access
        // Every value name once, in the order first met.
        var names: [String] = []
        var seen = Set<String>()
        func add(_ params: [Param]) {
            for param in params where seen.insert(param.name.value).inserted { names.append(param.name.value) }
        }
        add(flow.input)
        for outcome in flow.outcomes { add(outcome.payload) }
        for step in flow.steps {
            add(step.params)
            for handler in step.handlers { add(handler.transition.with) }
            for child in step.childFlows {
                for outcome in program.flow(child.value)?.outcomes ?? [] { add(outcome.payload) }
            }
        }
        var taken = seen.subtracting(SwiftNames.reservedLocals)
        var locals: [String: String] = [:]
        locals.reserveCapacity(names.count)
        for name in names {
            if SwiftNames.reservedLocals.contains(name) {
                locals[name] = SwiftNames.local(name, taken: &taken)
            } else {
                locals[name] = SwiftNames.escaped(name)
            }
        }
        self.locals = locals
        (aliases, typeAliases) = sourceLocations ? Self.typeAliases(of: flow, in: program) : ([:], [])
    }

    /// The types `FlowDefinition` declares in the flow's enum.
    private static let flowDefinitionTypes: Set<String> = ["Input", "Route", "Event", "Outcome", "Decisions", "Self"]

    /// Every named type the flow's values write that is not a standard type, once, in the author's order, with the
    /// place first written.
    private static func typeAliases(of flow: Flow, in program: Program)
        -> ([[String]: String], [FlowViewModel.TypeAlias])
    {
        // The flow's values, then its tab flows' payloads: a tabs step's event cases spell them (a subflow step's
        // carry the child's Outcome type).
        var lists: [[Param]] = []
        flow.forEachValueList { lists.append($0) }
        for step in flow.steps {
            guard case .tabs = step.kind else { continue }
            for child in step.childFlows {
                for outcome in program.flow(child.value)?.outcomes ?? [] { lists.append(outcome.payload) }
            }
        }
        // The aliases live in the flow's enum, where an alias named like a type (or module) the flow writes would
        // stand for it, and where the `FlowDefinition` types shadow the app's of the same name (those stay spelled
        // as written).
        var taken = flowDefinitionTypes
        for params in lists {
            for param in params { for parts in param.type.expr?.names ?? [] { taken.insert(parts[0]) } }
        }
        var aliases: [[String]: String] = [:]
        var result: [FlowViewModel.TypeAlias] = []
        for params in lists {
            for param in params {
                for parts in param.type.expr?.names ?? [] where aliases[parts] == nil {
                    let unqualified = StandardTypes.unqualified(parts)
                    if unqualified.count == 1 && StandardTypes.names.contains(unqualified[0]) { continue }
                    if flowDefinitionTypes.contains(parts[0]) { continue }
                    // `ContactType`; `ModelsContactType` when another module's `Contact` took it.
                    var name = parts[parts.count - 1] + "Type"
                    if taken.contains(name) { name = parts.joined() + "Type" }
                    let base = name
                    var counter = 2
                    while taken.contains(name) {
                        name = base + "\(counter)"
                        counter += 1
                    }
                    taken.insert(name)
                    aliases[parts] = name
                    result.append(
                        FlowViewModel.TypeAlias(
                            name: name, type: parts.joined(separator: "."),
                            fileLiteral: SwiftNames.stringLiteral(param.type.location.file),
                            line: param.type.location.line))
                }
            }
        }
        return (aliases, result)
    }

    private var flowName: String { flow.name.value }
    private func type(_ suffix: String) -> String { flowType(flowName, suffix) }
    /// A generated type of a flow of the program, with the program's prefix.
    private func flowType(_ flow: String, _ suffix: String) -> String {
        GeneratedNames.flowType(flow, suffix, prefix: program.typePrefix)
    }
    private func local(_ name: String) -> String { locals[name] ?? SwiftNames.escaped(name) }
    private func escaped(_ name: String) -> String { SwiftNames.escaped(name) }
    private func label(_ name: String) -> String { SwiftNames.label(name) }
    private func memberTypeName(ofStep id: String) -> String { SwiftNames.memberTypeName(ofStep: id) }

    // MARK: - The view model

    func build() throws(GenerationError) -> FlowViewModel {
        let stackSteps = flow.steps.filter { !$0.isDecision }
        let decisions = flow.steps.filter(\.isDecision)
        let actionCases = try actionCases()
        return FlowViewModel(
            access: access,
            spi: access == "public " ? "@_spi(Generated) " : "",
            sourceFile: flow.file.split(separator: "/").last.map(String.init) ?? flow.file,
            flowName: flowName,
            typeStem: program.typePrefix + flowName,
            nameLiteral: SwiftNames.stringLiteral(flowName),
            imports: try imports(),
            doc: SwiftNames.docLines(flow.summary),
            input: try inputModel(),
            outcomes: try flow.outcomes.map { outcome throws(GenerationError) in
                CodeLines(lines: try caseDeclaration(outcome.name.value, outcome.payload, column: 2))
            },
            routes: try stackSteps.map { step throws(GenerationError) in
                CodeLines(doc: SwiftNames.docLines(step.summary), lines: try routeDeclaration(step))
            },
            routeCoding: stackSteps.map(routeCoding),
            tabs: try tabsModels(),
            events: stackSteps.map(eventCase),
            eventTypes: try eventTypes(stackSteps),
            decisions: try decisions.enumerated().map { index, step throws(GenerationError) in
                try decisionModel(step, isFirst: index == 0)
            },
            hasScreens: stackSteps.contains(where: \.isScreen),
            screens: try stackSteps.filter(\.isScreen).map { step throws(GenerationError) in
                CodeLines(doc: SwiftNames.docLines(step.summary), lines: try factoryDeclaration(step))
            }.spacedWhereNeeded,
            decisionsType: flow.hasDecisions ? "any \(type("Decisions"))" : "Void",
            wiringChildren: wiringChildren(),
            typeAliases: typeAliases,
            stepInfos: stackSteps.map(stepInfo),
            startLines: try startLines(),
            actionCases: actionCases,
            actionDefault: actionNeedsDefault(handled: actionCases.count),
            eventsCanHappen: stackSteps.contains { step in
                switch step.kind {
                case .screen, .decision: !step.handlers.isEmpty
                case .subflow, .tabs: step.childFlows.contains { !(program.flow($0.value)?.outcomes.isEmpty ?? true) }
                }
            },
            childCases: try childCases(stackSteps),
            childDefault: stackSteps.contains { $0.childFlows.isEmpty },
            screenCases: stackSteps.compactMap(screenCase),
            screenDefault: stackSteps.contains { !$0.isScreen },
            linkPatternsLines: linkPatternsLines(),
            deepLinks: try deepLinkCases(),
            linkEdges: try linkEdges())
    }

    /// The modules to import, Foundation among them, sorted (the lint's `OrderedImports`). A name that is not a
    /// module path (`Models`, `Models.Sub`) cannot be generated.
    private func imports() throws(GenerationError) -> [String] {
        var modules: Set<String> = ["Foundation"]
        for module in flow.imports {
            let parts = module.value.split(separator: ".", omittingEmptySubsequences: false)
            // Lint reports this first (wrong-value); kept here so a program never generates a broken import.
            guard Names.isModulePath(module.value) else {
                throw GenerationError(
                    location: module.location,
                    message: "'\(module.value)' is not a Swift module name, so it cannot be imported")
            }
            modules.insert(parts.map { escaped(String($0)) }.joined(separator: "."))
        }
        // The module of each flow of another module this flow starts: its code names their types.
        for step in flow.steps {
            for child in step.childFlows {
                if let module = program.flow(child.value).flatMap(program.module(of:)) { modules.insert(module) }
            }
        }
        return modules.sorted()
    }

    // MARK: - Values

    private func inputModel() throws(GenerationError) -> FlowViewModel.Input {
        let fields = try flow.input.map { param throws(GenerationError) in
            FlowViewModel.Field(
                name: escaped(param.name.value), label: label(param.name.value), type: try typeName(param.type))
        }
        var isDefault = true
        for param in flow.input where !(try typeExpr(param.type).isOptional) {
            isDefault = false
        }
        var inits: [CodeLines] = []
        if !access.isEmpty {
            inits.append(CodeLines(lines: memberwiseInit(fields, column: 2)))
            if isDefault, !fields.isEmpty {
                let arguments = fields.map { SwiftCode.text("\($0.label): nil") }
                let call = SwiftCode.list("self.init(", arguments, ")").lines(at: 4)
                inits.append(CodeLines(lines: ["\(access)init() {"] + call.map { "  " + $0 } + ["}"]))
            }
        }
        return FlowViewModel.Input(fields: fields, isDefault: isDefault, inits: inits)
    }

    /// `init(a: A, b: B) { self.a = a … }`, declared for public and package access. A parameter named `self` gets
    /// another internal name, or it would hide `self`.
    private func memberwiseInit(_ fields: [FlowViewModel.Field], column: Int) -> [String] {
        let internalName = { (field: FlowViewModel.Field) in field.label == "self" ? "selfValue" : field.name }
        let parameters = fields.map { field in
            SwiftCode.text(field.label == "self" ? "self selfValue: \(field.type)" : "\(field.label): \(field.type)")
        }
        var lines = SwiftCode.list("\(access)init(", parameters, ") {").lines(at: column)
        if fields.isEmpty {
            lines = ["\(access)init() {"]
        }
        lines += fields.map { "  self.\($0.name) = \(internalName($0))" }
        lines.append("}")
        return lines
    }

    private func typeExpr(_ type: TypeRef) throws(GenerationError) -> TypeExpr {
        guard let expr = type.expr else {
            throw GenerationError(location: type.location, message: "'\(type.spelling)' is not a valid type")
        }
        return expr
    }

    /// The type as the generated code spells it: each app type through its alias (`ChatFlow.ContactType`).
    private func typeName(_ type: TypeRef) throws(GenerationError) -> String {
        let expr = try typeExpr(type)
        if aliases.isEmpty { return expr.description }
        return expr.replacingNamed { parts in aliases[parts].map { [self.type("Flow"), $0] } }.description
    }

    /// `case name(label: Type, …)`, or `case name`.
    private func caseDeclaration(_ name: String, _ params: [Param], column: Int) throws(GenerationError) -> [String] {
        let items = try params.map { param throws(GenerationError) in
            SwiftCode.text("\(label(param.name.value)): \(try typeName(param.type))")
        }
        return SwiftCode.call(escaped(name), items, prefix: "case ").lines(at: column)
    }

    // MARK: - Routes and events

    private func kindName(_ step: Step) -> String {
        switch step.kind {
        case .screen: "screen"
        case .subflow: "subflow"
        case .tabs: "tabs"
        case .decision: "screen"
        }
    }

    private func routeDeclaration(_ step: Step) throws(GenerationError) -> [String] {
        switch step.kind {
        case .screen, .decision:
            return try caseDeclaration(step.id.value, step.params, column: 2)
        case .subflow(let child):
            return ["case \(escaped(step.id.value))(\(flowType(child.value, "State")))"]
        case .tabs:
            return ["case \(escaped(step.id.value))(\(type("Tabs")).\(memberTypeName(ofStep: step.id.value)))"]
        }
    }

    /// The step's case of `step(_:)`: `case .detail(let id, let tab): .screen("detail", id, tab)`, a subflow or tabs
    /// step's `.subflow("pay", state)`.
    private func stepInfo(_ step: Step) -> SwitchCase {
        let literal = SwiftNames.stringLiteral(step.id.value)
        let values = step.isScreen ? step.params.map(\.name.value) : ["state"]
        let pattern = casePattern(step.id.value, values, used: values)
        let info = SwiftCode.call(".\(kindName(step))", [.text(literal)] + values.map { SwiftCode.text(local($0)) })
        let flat = pattern.flat + " " + info.flat
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
            return SwitchCase(patternLines: [flat], bodyLines: [])
        }
        return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: info.lines(at: 6))
    }

    /// The step's case of the route's decoding: `case "detail": self = try .detail(id: values.next(), …)`.
    private func routeCoding(_ step: Step) -> FlowViewModel.RouteCoding {
        let name = escaped(step.id.value)
        let literal = SwiftNames.stringLiteral(step.id.value)
        if step.isScreen {
            let params = step.params.map(\.name.value)
            if params.isEmpty { return .init(decodeLines: ["case \(literal): self = .\(name)"]) }
            let decoded = SwiftCode.call(".\(name)", params.map { SwiftCode.text("\(label($0)): values.next()") })
            return .init(decodeLines: SwiftCode.list("case \(literal): self = try ", [decoded], "").lines(at: 4))
        }
        return .init(decodeLines: ["case \(literal): self = try .\(name)(values.next())"])
    }

    private func eventCase(_ step: Step) -> FlowViewModel.EventCase {
        let name = step.id.value
        switch step.kind {
        case .screen, .decision:
            return .init(
                doc: [], caseName: escaped(name),
                payloadType: memberTypeName(ofStep: name))
        case .subflow(let child):
            return .init(
                doc: ["/// The \(child.value) flow of step `\(name)` ended with an outcome (sent by the runtime)."],
                caseName: escaped(name), payloadType: flowType(child.value, "Outcome"))
        case .tabs:
            return .init(
                doc: ["/// A tab flow of step `\(name)` ended with an outcome (sent by the runtime)."],
                caseName: escaped(name), payloadType: memberTypeName(ofStep: name))
        }
    }

    private func eventTypes(_ steps: [Step]) throws(GenerationError) -> [FlowViewModel.EventType] {
        var types: [FlowViewModel.EventType] = []
        for step in steps {
            let name = step.id.value
            switch step.kind {
            case .screen, .decision:
                let cases = try step.handlers.map { handler throws(GenerationError) in
                    CodeLines(lines: try caseDeclaration(handler.event.value, handler.transition.with, column: 4))
                }
                types.append(
                    .init(
                        doc: [], typeName: memberTypeName(ofStep: name),
                        cases: cases))
            case .tabs:
                var cases: [CodeLines] = []
                for tab in tabOutcomes(step) {
                    cases.append(
                        CodeLines(
                            lines: try caseDeclaration(tab.caseName, tab.outcome.payload, column: 4, escaping: false)))
                }
                types.append(
                    .init(
                        doc: ["/// How the tab flows of step `\(name)` end."],
                        typeName: memberTypeName(ofStep: name), cases: cases))
            case .subflow:
                break
            }
        }
        return types
    }

    private func caseDeclaration(
        _ name: String, _ params: [Param], column: Int, escaping: Bool
    ) throws(GenerationError) -> [String] {
        let items = try params.map { param throws(GenerationError) in
            SwiftCode.text("\(label(param.name.value)): \(try typeName(param.type))")
        }
        return SwiftCode.call(name, items, prefix: "case ").lines(at: column)
    }

    /// The outcomes of a tabs step's flows, one event case each (a flow listed twice in `tabs:` counts once).
    private func tabOutcomes(_ step: Step) -> [(flow: String, outcome: Outcome, caseName: String)] {
        var result: [(flow: String, outcome: Outcome, caseName: String)] = []
        var seen = Set<String>()
        for tab in step.childFlows where seen.insert(tab.value).inserted {
            for outcome in program.flow(tab.value)?.outcomes ?? [] {
                let caseName = SwiftNames.tabOutcomeCase(flow: tab.value, outcome: outcome.name.value)
                result.append((tab.value, outcome, caseName))
            }
        }
        return result
    }

    // MARK: - Tabs

    /// The tabs of a tabs step: each flow with the property holding its state (`materials`), told apart by a number
    /// when a flow is listed twice.
    private func tabs(of step: Step) -> [(flow: String, property: String, local: String)] {
        var taken: Set<String> = ["selectedTab"]
        var result: [(flow: String, property: String, local: String)] = []
        for tab in step.childFlows {
            let base = SwiftNames.tabProperty(ofFlow: tab.value)
            var property = base
            var counter = 2
            while !taken.insert(property).inserted {
                property = base + "\(counter)"
                counter += 1
            }
            result.append((tab.value, property, property + "Tab"))
        }
        return result
    }

    private func tabsModels() throws(GenerationError) -> [FlowViewModel.Tabs] {
        var models: [FlowViewModel.Tabs] = []
        for step in flow.steps {
            guard case .tabs = step.kind else { continue }
            let tabs = tabs(of: step)
            let fields = tabs.map {
                FlowViewModel.Field(
                    name: escaped($0.property), label: label($0.property), type: flowType($0.flow, "State"))
            }
            var inits: [CodeLines] = []
            if !access.isEmpty {
                inits.append(
                    CodeLines(
                        lines: memberwiseInit(
                            [.init(name: "selectedTab", label: "selectedTab", type: "Int")] + fields, column: 4)))
            }
            let tabList = tabs.enumerated().map { "\($0.offset) for \($0.element.flow)" }.joined(separator: ", ")
            let (newParameterLines, newLines) = try newTabsLines(step)
            models.append(
                FlowViewModel.Tabs(
                    stepName: step.id.value,
                    typeName: memberTypeName(ofStep: step.id.value),
                    doc: SwiftNames.docLines(step.summary),
                    tabList: tabList,
                    fields: fields,
                    inits: inits,
                    newTabsHelper: newTabsHelper(step),
                    newParameterLines: newParameterLines,
                    newLines: newLines,
                    isFirst: models.isEmpty))
        }
        return models
    }

    private func newTabsHelper(_ step: Step) -> String {
        "new" + (Names.upperCamel(step.id.value) ?? step.id.value) + "Tabs"
    }

    /// The parameters and body of the helper making a tabs route for a deep link: each tab's state the one given
    /// (the linked tab's, whose input came from the link first) or a new one, its input by name from the flow's
    /// input; nil when a tab's input cannot be made so.
    private func newTabsLines(_ step: Step) throws(GenerationError) -> (parameters: [String], body: [String]) {
        var taken: Set<String> = ["input"]
        var parameters = ["input: \(type("Input")),"]
        var guards: [String] = []
        var states: [SwiftCode] = [.text("selectedTab: 0")]
        for tab in tabs(of: step) {
            guard let child = program.flow(tab.flow) else { continue }
            let local = SwiftNames.local(tab.property, taken: &taken)
            let stateType = flowType(child.name.value, "State")
            let head = label(tab.property) == local ? local : "\(label(tab.property)) \(local)"
            parameters.append("\(head): \(stateType)? = nil,")
            if let input = linkInput(of: child) {
                states.append(
                    prefixed("\(label(tab.property)): \(local) ?? ", stateExpression(child.name.value, input)))
            } else {
                guards.append("guard let \(local) else { return nil }")
                states.append(.text("\(label(tab.property)): \(local)"))
            }
        }
        parameters[parameters.count - 1].removeLast()
        let tabsType = "\(type("Tabs")).\(memberTypeName(ofStep: step.id.value))"
        let value = SwiftCode.list(".\(escaped(step.id.value))(", [.list("\(tabsType)(", states, ")")], ")")
        if guards.isEmpty { return (parameters, value.lines(at: 4)) }
        return (parameters, guards + prefixed("return ", value).lines(at: 4))
    }

    // MARK: - Decisions

    private func decisionModel(_ step: Step, isFirst: Bool) throws(GenerationError) -> FlowViewModel.Decision {
        let name = step.id.value
        let typeName = memberTypeName(ofStep: name)
        let stepIndex = flow.index(ofStep: name) ?? 0
        var choices: [FlowViewModel.Choice] = []
        for (handlerIndex, handler) in step.handlers.enumerated() {
            let declaration = try caseDeclaration(handler.event.value, handler.transition.with, column: 4)
            // Bindings are built on each read of `Resolution.bindings`: once per transition here.
            let resolution = values.resolution(flow: flowIndex, step: stepIndex, handler: handlerIndex)?.bindings
            let used = usedNames(resolution, kind: .with)
            let pattern = casePattern(handler.event.value, handler.transition.with.map(\.name.value), used: used)
            let action = try actionCode(handler, bindings: resolution, prefix: "")
            let flat = pattern.flat + " " + action.flat
            let fits = 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength
            choices.append(
                .init(
                    lines: declaration, patternLines: fits ? [flat] : pattern.lines(at: 4),
                    actionLines: fits ? [] : action.lines(at: 6)))
        }
        let question = SwiftCode.list(
            "func \(escaped(name))(", [.text("input: \(type("Input"))")], ") -> \(type("Choice")).\(typeName)")
        return .init(
            doc: SwiftNames.docLines(step.summary),
            typeName: typeName,
            methodName: escaped(name),
            helperName: decideHelper(name),
            questionLines: question.lines(at: 2),
            choices: choices,
            isFirst: isFirst)
    }

    private func decideHelper(_ step: String) -> String {
        "decide" + (Names.upperCamel(step) ?? step)
    }

    /// The flows this flow starts (each subflow step's, each tab's), once each in the flow file's order; not the
    /// flow itself, which its wiring wires again with `self`.
    private func wiringChildren() -> [FlowViewModel.WiringChild] {
        var names: [String] = []
        for step in flow.steps {
            for child in step.childFlows where child.value != flowName && !names.contains(child.value) {
                names.append(child.value)
            }
        }
        return names.enumerated().map { index, name in
            FlowViewModel.WiringChild(
                name: wiringProperty(name), typeName: flowType(name, "Wiring"), flowName: name,
                comma: index == names.count - 1 ? "" : ",")
        }
    }

    /// The wiring's property for a child flow: its name in lowerCamelCase (`Auth` → `auth`), escaped; a flow named
    /// `Screens` or `Decisions` gets `screensFlow`, `decisionsFlow`, as the wiring's own properties have those names.
    private func wiringProperty(_ flowName: String) -> String {
        let name = flowName.prefix(1).lowercased() + flowName.dropFirst()
        return escaped(name == "screens" || name == "decisions" ? name + "Flow" : name)
    }

    /// The wiring of a child flow, as the flow's `child(for:wiring:)` uses it: the same wiring for the flow itself.
    private func childWiring(_ flowName: String) -> String {
        flowName == self.flowName ? "wiring" : "wiring.\(wiringProperty(flowName))()"
    }

    // MARK: - Transitions

    private func startLines() throws(GenerationError) -> [String] {
        guard let startIndex = flow.startIndex else {
            throw GenerationError(location: flow.start?.location, message: "the flow '\(flowName)' has no start step")
        }
        let step = flow.steps[startIndex]
        if step.isDecision {
            return ["Self.\(decideHelper(step.id.value))(input: input, decisions: decisions)"]
        }
        let route = try routeExpression(step, bindings: values.start(ofFlow: flowIndex)?.bindings ?? [])
        return SwiftCode.list(".show(", [route, .text(".push")], ")").lines(at: 4)
    }

    /// The step's cases of the transition table, `switch (event, route)`: one per handler, binding the event's
    /// values and the step's params that handler uses, `case (.detail(.open(let id)), .detail(_, let tab)): …`.
    private func actionCases(stepIndex: Int) throws(GenerationError) -> [SwitchCase] {
        let step = flow.steps[stepIndex]
        let name = step.id.value
        let params = step.params.map(\.name.value)
        var cases: [SwitchCase] = []
        for (index, handler) in step.handlers.enumerated() {
            // Bindings are built on each read of `Resolution.bindings`: once per transition here.
            let resolution = values.resolution(flow: flowIndex, step: stepIndex, handler: index)?.bindings
            let event: SwiftCode
            switch step.kind {
            case .screen, .decision:
                let used = usedNames(resolution, kind: .with)
                event = casePattern(
                    handler.event.value, handler.transition.with.map(\.name.value), used: used, prefix: "", suffix: "")
            case .subflow(let child):
                guard let outcome = program.flow(child.value)?.outcome(handler.event.value) else { continue }
                let used = try payloadNames(handler, bindings: resolution, outcome: outcome, step: step)
                event = casePattern(
                    outcome.name.value, outcome.payload.map(\.name.value), used: used, prefix: "", suffix: "")
            case .tabs:
                guard let key = handler.tabOutcome,
                    let tab = tabOutcomes(step).first(where: {
                        $0.flow == key.flow && $0.outcome.name.value == key.outcome
                    })
                else { continue }
                let used = try payloadNames(handler, bindings: resolution, outcome: tab.outcome, step: step)
                event = casePattern(
                    tab.caseName, tab.outcome.payload.map(\.name.value), used: used, prefix: "", suffix: "",
                    escaping: false)
            }
            let route = casePattern(name, params, used: usedNames(resolution, kind: .param), prefix: "", suffix: "")
            let pattern = SwiftCode.list(
                "case (", [.list(".\(escaped(name))(", [event], ")"), route], "):")
            let action = try actionCode(handler, bindings: resolution, prefix: "")
            let flat = pattern.flat + " " + action.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                cases.append(SwitchCase(patternLines: [flat], bodyLines: []))
            } else {
                cases.append(SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: action.lines(at: 6)))
            }
        }
        return cases
    }

    private func actionCases() throws(GenerationError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for index in flow.steps.indices where !flow.steps[index].isDecision {
            cases += try actionCases(stepIndex: index)
        }
        return cases
    }

    /// Whether `switch (event, route)` needs a `default`: unless the flow has one step and its cases handle every
    /// event of it, an event can meet a route it has no case for (Swift rejects a `default` that cannot happen).
    private func actionNeedsDefault(handled: Int) -> Bool {
        let stackSteps = flow.steps.filter { !$0.isDecision }
        guard stackSteps.count == 1, let step = stackSteps.first else { return true }
        switch step.kind {
        case .screen, .decision: return handled < step.handlers.count
        case .subflow(let child): return handled < (program.flow(child.value)?.outcomes.count ?? 0)
        case .tabs: return handled < tabOutcomes(step).count
        }
    }

    /// The payload values a handler of a child outcome binds: those the target takes from the payload, and the
    /// handler's own `with` values, which can only come from the payload too.
    private func payloadNames(
        _ handler: Handler, bindings resolution: [ValueFlow.Binding]?, outcome: Outcome, step: Step
    ) throws(GenerationError) -> [String] {
        var used = usedNames(resolution, kind: .childPayload)
        for name in usedNames(resolution, kind: .with) {
            guard outcome.payload.contains(where: { $0.name.value == name }) else {
                throw GenerationError(
                    location: handler.event.location,
                    message:
                        "'with' value '\(name)' of the handler '\(handler.event.value)' of step '\(step.id.value)' "
                        + "cannot be generated: nothing sends it (the child's outcome has no value '\(name)')")
            }
            if !used.contains(name) { used.append(name) }
        }
        return used
    }

    /// The names of the values of one source kind a transition uses.
    /// (A short list: the few names of one transition, where a set would cost more than it saves.)
    private func usedNames(_ resolution: [ValueFlow.Binding]?, kind: ValueFlow.SourceKind) -> [String] {
        guard let resolution else { return [] }
        return resolution.withUnsafeBufferPointer { bindings in
            var names: [String] = []
            for index in bindings.indices where bindings[index].source?.kind == kind {
                if let name = bindings[index].source?.name { names.append(name) }
            }
            return names
        }
    }

    /// `case .name(let a, _):` binding the used values; `case .name:` when none is used.
    private func casePattern(
        _ name: String, _ values: [String], used: [String], prefix: String = "case ", suffix: String = ":",
        escaping: Bool = true
    ) -> SwiftCode {
        let caseName = escaping ? escaped(name) : name
        guard values.contains(where: used.contains) else { return .text("\(prefix).\(caseName)\(suffix)") }
        let items = values.map { SwiftCode.text(used.contains($0) ? "let \(local($0))" : "_") }
        return .list("\(prefix).\(caseName)(", items, ")\(suffix)")
    }

    /// The action of a transition: `.show(route, .push)`, `.replace(route)`, `.back`, `.finish(.o(…))` …
    private func actionCode(
        _ handler: Handler, bindings resolution: [ValueFlow.Binding]?, prefix: String
    ) throws(GenerationError) -> SwiftCode {
        let transition = handler.transition
        switch transition.kind {
        case .back:
            return .text(prefix + ".back")
        case .dismiss:
            return .text(prefix + ".dismiss")
        case .popTo(let target):
            return .text(prefix + ".popTo(\(SwiftNames.stringLiteral(target.value)))")
        case .finish(let outcomeName):
            guard let outcome = flow.outcome(outcomeName.value) else {
                throw GenerationError(location: outcomeName.location, message: "unknown outcome '\(outcomeName.value)'")
            }
            let arguments = try arguments(outcome.payload, bindings: try bindings(resolution, at: handler))
            return .list(prefix + ".finish(", [.call("." + escaped(outcome.name.value), arguments)], ")")
        case .go(let targetName):
            // The step read in place (a step is large to copy).
            guard let targetIndex = flow.index(ofStep: targetName.value) else {
                throw GenerationError(location: targetName.location, message: "unknown step '\(targetName.value)'")
            }
            if flow.steps[targetIndex].isDecision {
                return .text(
                    prefix
                        + "Self.\(decideHelper(flow.steps[targetIndex].id.value))(input: input, decisions: decisions)")
            }
            let route = try routeExpression(flow.steps[targetIndex], bindings: try bindings(resolution, at: handler))
            let present = transition.present?.value ?? flow.steps[targetIndex].defaultPresentation
            if present == .replace {
                return .list(prefix + ".replace(", [route], ")")
            }
            return .list(prefix + ".show(", [route, .text("." + present.rawValue)], ")")
        }
    }

    private func bindings(
        _ resolution: [ValueFlow.Binding]?, at handler: Handler
    ) throws(GenerationError) -> [ValueFlow.Binding] {
        guard let resolution else {
            throw GenerationError(
                location: handler.event.location, message: "the values of '\(handler.event.value)' cannot be resolved")
        }
        return resolution
    }

    /// The route entering `step` with the values `bindings` give (in `ValueFlow`'s order: the step's params, or
    /// each child flow's input).
    private func routeExpression(_ step: Step, bindings: [ValueFlow.Binding]) throws(GenerationError) -> SwiftCode {
        let name = "." + escaped(step.id.value)
        switch step.kind {
        case .screen, .decision:
            return .call(name, try arguments(step.params, bindings: bindings))
        case .subflow(let childName):
            guard let child = program.flow(childName.value) else {
                throw GenerationError(location: childName.location, message: "unknown flow '\(childName.value)'")
            }
            let input = try arguments(child.input, bindings: bindings)
            return .list(name + "(", [stateExpression(child.name.value, input)], ")")
        case .tabs:
            var remaining = bindings[...]
            var states: [SwiftCode] = [.text("selectedTab: 0")]
            for tab in tabs(of: step) {
                guard let child = program.flow(tab.flow) else {
                    throw GenerationError(location: step.id.location, message: "unknown flow '\(tab.flow)'")
                }
                let count = child.input.count
                let input = try arguments(child.input, bindings: Array(remaining.prefix(count)))
                remaining = remaining.dropFirst(count)
                states.append(prefixed("\(label(tab.property)): ", stateExpression(child.name.value, input)))
            }
            let tabsType = "\(type("Tabs")).\(memberTypeName(ofStep: step.id.value))"
            return .list(name + "(", [.list("\(tabsType)(", states, ")")], ")")
        }
    }

    /// `ChildState(input: ChildInput(a: …))`.
    private func stateExpression(_ child: String, _ input: [SwiftCode]) -> SwiftCode {
        let inputValue = SwiftCode.list("\(flowType(child, "Input"))(", input, ")")
        return .list("\(flowType(child, "State"))(", [prefixed("input: ", inputValue)], ")")
    }

    private func prefixed(_ prefix: String, _ code: SwiftCode) -> SwiftCode {
        switch code {
        case .text(let text): .text(prefix + text)
        case .list(let open, let items, let close, let alwaysBreaks):
            .list(open: prefix + open, items: items, close: close, alwaysBreaks: alwaysBreaks)
        case .chain(let head, let items, let separator): .chain(head: prefix + head, items: items, separator: separator)
        }
    }

    /// `label: value` for each of `params`, the values from `bindings` matched by name in order.
    private func arguments(_ params: [Param], bindings: [ValueFlow.Binding]) throws(GenerationError) -> [SwiftCode] {
        var result: [SwiftCode] = []
        result.reserveCapacity(params.count)
        for index in params.indices {
            let name = params[index].name.value
            // The binding of the same name: at the same position, else the first (read in place: a binding is large).
            let found: (kind: ValueFlow.SourceKind, name: String)? = bindings.withUnsafeBufferPointer { bindings in
                var position = index < bindings.count && bindings[index].target.name.value == name ? index : nil
                if position == nil { position = bindings.indices.first { bindings[$0].target.name.value == name } }
                guard let position, bindings[position].status == .provided || bindings[position].status == .nilFilled,
                    let kind = bindings[position].source?.kind, let sourceName = bindings[position].source?.name
                else { return nil }
                return (kind, sourceName)
            }
            guard let found else {
                throw GenerationError(
                    location: params[index].name.location, message: "no value for '\(name)' (run 'flowc lint')")
            }
            let value: String
            switch found.kind {
            case .with, .param, .childPayload: value = local(found.name)
            case .input: value = "input.\(escaped(found.name))"
            case .nilValue: value = "nil"
            }
            result.append(.text("\(label(name)): \(value)"))
        }
        return result
    }

    // MARK: - Children and screens

    private func childCases(_ steps: [Step]) throws(GenerationError) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for step in steps {
            if let child = try childCase(step) { cases.append(child) }
        }
        return cases
    }

    /// A subflow or tabs step's case of the flow's `child(for:wiring:)`; other steps run no flow (its `default`).
    private func childCase(_ step: Step) throws(GenerationError) -> SwitchCase? {
        let name = escaped(step.id.value)
        switch step.kind {
        case .screen, .decision:
            return nil
        case .subflow(let child):
            let coordinator = SwiftCode.text(
                "FlowCoordinator(state: state, wiring: \(childWiring(child.value)))")
            let call = SwiftCode.list(
                "return FlowChild(",
                [coordinator, .text("route: \(type("Route")).\(name)"), .text("outcome: \(type("Event")).\(name)")],
                ")")
            return SwitchCase(patternLines: ["case .\(name)(let state):"], bodyLines: call.lines(at: 6))
        case .tabs:
            var body: [String] = []
            var tabItems: [[String]] = []
            var stateItems: [SwiftCode] = [.text("selectedTab: selectedTab")]
            let outcomes = tabOutcomes(step)
            for tab in tabs(of: step) {
                let tabLocal = escaped(tab.local)
                body += SwiftCode.text(
                    "let \(tabLocal) = FlowCoordinator(state: tabs.\(escaped(tab.property)), wiring: \(childWiring(tab.flow)))"
                ).lines(at: 6)
                let cases = outcomes.filter { $0.flow == tab.flow }
                if cases.isEmpty {
                    tabItems.append(["FlowChildTab(\(tabLocal), outcome: nil),"])
                } else {
                    var lines = ["FlowChildTab(\(tabLocal)) { outcome in", "  switch outcome {"]
                    for tabOutcome in cases {
                        let payload = tabOutcome.outcome.payload.map(\.name.value)
                        let pattern = casePattern(
                            tabOutcome.outcome.name.value, payload, used: payload, suffix: ":")
                        let arguments = payload.map { SwiftCode.text("\(label($0)): \(local($0))") }
                        let event = SwiftCode.list(
                            ".\(name)(", [.call("." + tabOutcome.caseName, arguments)], ")")
                        let flat = "  \(pattern.flat) \(event.flat)"
                        if 10 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                            lines.append(flat)
                        } else {
                            lines += pattern.lines(at: 12).map { "  " + $0 }
                            lines += event.lines(at: 14).map { "    " + $0 }
                        }
                    }
                    lines += ["  }", "},"]
                    tabItems.append(lines)
                }
                stateItems.append(.text("\(label(tab.property)): \(tabLocal).state"))
            }
            let tabsType = "\(type("Tabs")).\(memberTypeName(ofStep: step.id.value))"
            body.append("return FlowChild(")
            body.append("  tabs: [")
            body += tabItems.flatMap { $0.map { "    " + $0 } }
            body.append("  ],")
            body.append("  selectedTab: tabs.selectedTab")
            body.append(") { selectedTab in")
            body += SwiftCode.list(".\(name)(", [.list("\(tabsType)(", stateItems, ")")], ")").lines(at: 8).map {
                "  " + $0
            }
            body.append("}")
            return SwitchCase(patternLines: ["case .\(name)(let tabs):"], bodyLines: body)
        }
    }

    /// A screen's case of the flow's `screen(for:of:screens:)`, a switch expression: the route's values handed to
    /// the app's screens with the screen's sender, `case .detail(let id): screens.detail(id: id, send: send(…))`.
    /// Other steps make no screen (the switch's `default`).
    private func screenCase(_ step: Step) -> SwitchCase? {
        guard step.isScreen else { return nil }
        let name = escaped(step.id.value)
        let params = step.params.map(\.name.value)
        let pattern = casePattern(step.id.value, params, used: params)
        let arguments =
            params.map { SwiftCode.text("\(label($0)): \(local($0))") }
            + [.text("send: send(\(type("Event")).\(name))")]
        let call = SwiftCode.call("screens.\(name)", arguments)
        let flat = pattern.flat + " " + call.flat
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
            return SwitchCase(patternLines: [flat], bodyLines: [])
        }
        return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: call.lines(at: 6))
    }

    /// A screen's method of `<Flow>Screens`: its params, then its sender; on one line when it fits.
    private func factoryDeclaration(_ step: Step) throws(GenerationError) -> [String] {
        let name = step.id.value
        var parameters: [SwiftCode] = []
        parameters.reserveCapacity(step.params.count + 1)
        for param in step.params {
            parameters.append(.text("\(label(param.name.value)): \(try typeName(param.type))"))
        }
        // A param named `send` keeps its label; the sender then gets its own parameter name.
        let sender = step.params.contains { $0.name.value == "send" } ? "send sender" : "send"
        parameters.append(.text("\(sender): FlowSender<\(type("Event")).\(memberTypeName(ofStep: name))>"))
        return SwiftCode.list("func \(escaped(name))(", parameters, ") -> Screen").lines(at: 2)
    }

    // MARK: - Deep links

    private var linkedScreens: [(index: Int, step: Step, link: DeepLink)] {
        flow.steps.indices.flatMap { index in
            flow.steps[index].isScreen ? flow.steps[index].deeplinks.map { (index, flow.steps[index], $0) } : []
        }
    }

    /// The back stack a link builds in this flow to show a step (`LinkStacks`), the step last.
    private func linkStack(to step: Int) -> [LinkStacks.Entry] {
        NavigationAnalysis.of(program).flows[flowIndex].linkStack(to: step) ?? [.init(step: step, style: .push)]
    }

    /// The route of a step below a link's target: the start's from the flow's input as the flow starts it, another
    /// screen's params by name from the flow's input, or nil (`LinkStacks` keeps to screens that can be built so).
    private func linkRoute(_ stepIndex: Int) throws(GenerationError) -> SwiftCode {
        let step = flow.steps[stepIndex]
        if stepIndex == flow.startIndex {
            return try routeExpression(step, bindings: values.start(ofFlow: flowIndex)?.bindings ?? [])
        }
        let arguments = step.params.map { param -> SwiftCode in
            let value = LinkStacks.inputValue(filling: param, of: flow).map { "input.\(escaped($0.name.value))" }
            return .text("\(label(param.name.value)): \(value ?? "nil")")
        }
        return .call("." + escaped(step.id.value), arguments)
    }

    private func linkPatternsLines() -> [String] {
        let patterns = linkedScreens.map { SwiftCode.text(SwiftNames.stringLiteral($0.link.text.value)) }
        let head = "\(access)static let linkPatterns: [String] = "
        if patterns.isEmpty { return [head + "[]"] }
        let flat = head + "[" + patterns.map(\.flat).joined(separator: ", ") + "]"
        if 2 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
        return [head + "["] + patterns.map { "  " + $0.flat + "," } + ["]"]
    }

    private func deepLinkCases() throws(GenerationError) -> [FlowViewModel.DeepLinkCase] {
        var cases: [FlowViewModel.DeepLinkCase] = []
        for (stepIndex, step, link) in linkedScreens {
            let literal = SwiftNames.stringLiteral(link.text.value)
            let placeholders = Set(link.placeholders)
            var conditions: [String] = []
            var arguments: [SwiftCode] = []
            for param in step.params {
                let name = param.name.value
                if placeholders.contains(name) {
                    let type = try typeExpr(param.type)
                    let reader = type.isOptional ? "optionalValue" : "value"
                    conditions.append(
                        "let \(local(name)): \(type) = match.\(reader)(\(SwiftNames.stringLiteral(name)))")
                    arguments.append(.text("\(label(name)): \(local(name))"))
                } else {
                    arguments.append(.text("\(label(name)): nil"))
                }
            }
            let conditionLines: [String]
            if conditions.isEmpty {
                conditionLines = ["if link.match(\(literal)) != nil {"]
            } else {
                let flat = (["if let match = link.match(\(literal))"] + conditions).joined(separator: ", ") + " {"
                conditionLines =
                    4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength
                    ? [flat]
                    : ["if let match = link.match(\(literal)),"]
                        + conditions.enumerated().map {
                            "  " + $0.element + ($0.offset < conditions.count - 1 ? "," : "")
                        } + ["{"]
            }
            let route = SwiftCode.call("." + escaped(step.id.value), arguments)
            let path = try linkStack(to: stepIndex).map { entry throws(GenerationError) in
                SwiftCode.list(
                    "(",
                    [entry.step == stepIndex ? route : try linkRoute(entry.step), .text("." + entry.style.rawValue)],
                    ")")
            }
            let pathCode = SwiftCode.list(open: "path: [", items: path, close: "]", alwaysBreaks: false)
            let state = SwiftCode.list("return \(type("State"))(", [.text("input: input"), pathCode], ")")
            var stateLines = state.lines(at: 6)
            // A broken collection literal with several elements takes a trailing comma (the lint wants it).
            if path.count > 1, stateLines.count > 1 {
                stateLines = addTrailingComma(stateLines, beforeClosing: "]")
            }
            cases.append(.init(conditionLines: conditionLines, stateLines: stateLines))
        }
        return cases
    }

    /// Adds a comma after the last element of a broken array literal (the line before its closing `]`).
    private func addTrailingComma(_ lines: [String], beforeClosing closing: String) -> [String] {
        var lines = lines
        guard let close = lines.lastIndex(where: { $0.trimmingLeadingSpaces.hasPrefix(closing) }), close > 0 else {
            return lines
        }
        if !lines[close - 1].hasSuffix(",") && !lines[close - 1].hasSuffix("[") {
            lines[close - 1] += ","
        }
        return lines
    }

    /// The child flow's input filled by name from this flow's input, for a deep link's back stack; nil when a
    /// value it needs is not there (the link then opens only where that flow already runs).
    private func linkInput(of child: Flow) -> [SwiftCode]? {
        var arguments: [SwiftCode] = []
        for param in child.input {
            guard let expected = param.type.expr else { return nil }
            if let source = flow.input.first(where: { $0.name.value == param.name.value }),
                let provided = source.type.expr, provided.canFill(expected)
            {
                arguments.append(.text("\(label(param.name.value)): input.\(escaped(source.name.value))"))
            } else if expected.isOptional {
                arguments.append(.text("\(label(param.name.value)): nil"))
            } else {
                return nil
            }
        }
        return arguments
    }

    private func linkEdges() throws(GenerationError) -> [FlowViewModel.LinkEdge] {
        var edges: [FlowViewModel.LinkEdge] = []
        let residents = program.residentSteps
        for (stepIndex, step) in flow.steps.enumerated() {
            let name = escaped(step.id.value)
            guard step.startsChildFlows else { continue }
            let stack = linkStack(to: stepIndex)
            let style = stack.last?.style.rawValue ?? "push"
            let belowLines = try linkStackBelow(stack.dropLast())
            let lends = residents.lendsInput(flow: flowIndex, step: stepIndex)
            switch step.kind {
            case .subflow(let childName):
                guard let child = program.flow(childName.value) else { continue }
                edges.append(
                    .init(
                        childFlow: child.name.value, childFlowType: flowType(child.name.value, "Flow"),
                        stepLiteral: SwiftNames.stringLiteral(step.id.value),
                        style: style,
                        belowLines: belowLines,
                        lendsInput: lends,
                        inputLines: inputClosure(child, lends: lends),
                        stateLines: ["if case .\(name)(let state) = route { state } else { nil }"],
                        routeParameters: "state, _, _",
                        routeLines: [".\(name)(state)"]))
            case .tabs:
                for (index, tab) in tabs(of: step).enumerated() {
                    guard let child = program.flow(tab.flow) else { continue }
                    let property = escaped(tab.property)
                    edges.append(
                        .init(
                            childFlow: child.name.value, childFlowType: flowType(child.name.value, "Flow"),
                            stepLiteral: SwiftNames.stringLiteral(step.id.value),
                            style: style,
                            belowLines: belowLines,
                            lendsInput: lends,
                            inputLines: inputClosure(child, lends: lends),
                            stateLines: [
                                "guard case .\(name)(let tabs) = route else { return nil }", "return tabs.\(property)",
                            ],
                            routeParameters: "state, current, input",
                            routeLines: tabsGuard(
                                "case .\(name)(var tabs)? = current ?? Self.\(newTabsHelper(step))(input: input, "
                                    + "\(label(tab.property)): state)") + [
                                    "tabs.selectedTab = \(index)",
                                    "tabs.\(property) = state",
                                    "return .\(name)(tabs)",
                                ]))
                }
            case .screen, .decision:
                continue
            }
        }
        if edges.count > 1 {
            for index in edges.indices { edges[index].comma = "," }
        }
        return edges
    }

    /// `guard <condition> else { return nil }` in a link edge's route closure, broken as swift-format breaks it
    /// when too long.
    private func tabsGuard(_ condition: String) -> [String] {
        let flat = "guard \(condition) else {"
        if 10 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat, "  return nil", "}"] }
        return ["guard", "  " + condition, "else {", "  return nil", "}"]
    }

    /// The closure making the steps below a subflow or tabs step on a link's back stack, from the flow's input.
    private func linkStackBelow(_ entries: ArraySlice<LinkStacks.Entry>) throws(GenerationError) -> [String] {
        if entries.isEmpty { return ["below: { _ in [] },"] }
        var items: [SwiftCode] = []
        for entry in entries {
            items.append(.list("(", [try linkRoute(entry.step), .text("." + entry.style.rawValue)], ")"))
        }
        let list = SwiftCode.list(open: "[", items: items, close: "]", alwaysBreaks: false)
        let flat = "below: { input in \(list.flat) },"
        if 8 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
        var lines = list.lines(at: 10)
        if items.count > 1 { lines = addTrailingComma(lines, beforeClosing: "]") }
        return ["below: { input in"] + lines.map { "  " + $0 } + ["},"]
    }

    /// The closure filling the child flow's input for a deep link's back stack: each value by name from the
    /// link's values (when a link can carry its type), then from the input of the child running in that place
    /// (when the step `lends` it), then from this flow's input; nil when a needed value is in none of them.
    private func inputClosure(_ child: Flow, lends: Bool) -> [String] {
        var taken = Set<String>()
        var guards: [String] = []
        var arguments: [SwiftCode] = []
        for param in child.input {
            guard let expected = param.type.expr else { return ["input: { _, _, _ in nil },"] }
            let name = param.name.value
            var sources: [String] = []
            if DeepLinkValueType(expected) != nil { sources.append("link.value(\(SwiftNames.stringLiteral(name)))") }
            if lends { sources.append("current?.\(escaped(name))") }
            var isTotal = false
            if let source = flow.input.first(where: { $0.name.value == name }), let provided = source.type.expr,
                provided.canFill(expected)
            {
                sources.append("input.\(escaped(source.name.value))")
                isTotal = !provided.isOptional
            }
            let value = sources.joined(separator: " ?? ")
            if sources.isEmpty {
                guard expected.isOptional else { return ["input: { _, _, _ in nil },"] }
                arguments.append(.text("\(label(name)): nil"))
            } else if expected.isOptional || isTotal {
                arguments.append(.text("\(label(name)): \(value)"))
            } else {
                let local = SwiftNames.local(name, taken: &taken)
                guards.append("guard let \(local): \(expected) = \(value) else { return nil }")
                arguments.append(.text("\(label(name)): \(local)"))
            }
        }
        let value = SwiftCode.list("\(flowType(child.name.value, "Input"))(", arguments, ")")
        let head = "input: { input, link, current in"
        if guards.isEmpty {
            let flat = "\(head) \(value.flat) },"
            if 8 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength { return [flat] }
            return [head] + value.lines(at: 10).map { "  " + $0 } + ["},"]
        }
        return [head] + guards.map { "  " + $0 } + prefixed("return ", value).lines(at: 10).map { "  " + $0 } + ["},"]
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
