/// Builds the view model of one flow from the program, its value resolution (`ValueFlow`, shared with the
/// missing-value and type-mismatch checks) and the access level.
///
/// This file holds the builder's state, its shared helpers and `build()`; each part of the flow is translated in
/// its own file of `Translator/` (`TranslateRoutesAndEvents.swift`, `TranslateTransitions.swift`,
/// `TranslateDeepLinks.swift` …), as swift-openapi-generator has one `translate…` file per concept.
struct FlowViewModelBuilder {
    let program: Program
    let values: ValueFlow
    let flowIndex: Int
    let flow: Flow
    /// `""`, `"public "` or `"package "`.
    let access: String
    /// Every value name of the flow mapped to the local it is bound to (`input` → `inputValue`), one spelling for
    /// the whole file.
    let locals: [String: String]
    /// The app's types the flow writes (`["Models", "Contact"]`), each mapped to its alias in the flow's enum.
    let aliases: [[String]: String]
    let typeAliases: [FlowViewModel.TypeAlias]
    /// Steps renamed since a build that saved states: the route decoder takes each old id for its new step.
    let renamedSteps: [StepRename]

    /// Where the flow's texts are looked up.
    let stringsBundle: SwiftGenerator.StringsBundle

    /// `sourceLocations`: spell the app's types through aliases declared at the flow file's lines.
    init(
        program: Program, values: ValueFlow, flowIndex: Int, access: String, sourceLocations: Bool = true,
        renamedSteps: [StepRename] = [], stringsBundle: SwiftGenerator.StringsBundle = .own
    ) {
        self.stringsBundle = stringsBundle
        self.program = program
        self.renamedSteps = renamedSteps
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
                for request in program.flow(child.value)?.requests ?? [] { add(request.payload) }
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
    static let flowDefinitionTypes: Set<String> = ["Input", "Route", "Event", "Outcome", "Decisions", "Entry", "Self"]

    /// Every named type the flow's values write that is not a standard type, once, in the author's order, with the
    /// place first written.
    static func typeAliases(of flow: Flow, in program: Program)
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
                for request in program.flow(child.value)?.requests ?? [] { lists.append(request.payload) }
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

    var flowName: String { flow.name.value }
    func type(_ suffix: String) -> String { flowType(flowName, suffix) }
    /// A generated type of a flow of the program, with the program's prefix.
    func flowType(_ flow: String, _ suffix: String) -> String {
        GeneratedNames.flowType(flow, suffix, prefix: program.typePrefix)
    }
    func local(_ name: String) -> String { locals[name] ?? SwiftNames.escaped(name) }
    func escaped(_ name: String) -> String { SwiftNames.escaped(name) }
    func label(_ name: String) -> String { SwiftNames.label(name) }
    func memberTypeName(ofStep id: String) -> String { SwiftNames.memberTypeName(ofStep: id) }

    // MARK: - The view model

    func build() throws(GenerationError) -> FlowViewModel {
        let stackSteps = flow.steps.filter(\.isOnStack)
        let decisions = flow.steps.filter(\.isDecision)
        let actionCases = try actionCases()
        return FlowViewModel(
            access: access,
            spi: access == "public " ? "@_spi(Generated) " : "",
            sourceFile: flow.file.split(separator: "/").last.map(String.init) ?? flow.file,
            flowName: flowName,
            typeStem: program.typePrefix + flowName,
            nameLiteral: SwiftNames.stringLiteral(flowName),
            tabItem: flow.tab.map { tab in
                "FlowTabItem(title: \(SwiftNames.stringLiteral(tab.title.value))"
                    + (tab.image.map { ", image: \(SwiftNames.stringLiteral($0.value))" } ?? "") + ")"
            },
            stringsBundle: stringsBundle.expression,
            hasBundleToken: stringsBundle == .own,
            forbiddenSystemBack: forbiddenSystemBackCases(),
            systemBackEvents: systemBackEventCases(),
            routeCount: stackSteps.count,
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
            events: stackSteps.flatMap { step in [eventCase(step)] + [requestEventCase(step)].compactMap { $0 } }
                + (flow.appEvents.isEmpty
                    ? []
                    : [
                        .init(
                            doc: ["/// An event the app sends from outside (`appEvents:`)."],
                            caseName: GeneratedNames.appEventCase, payloadType: type(GeneratedNames.appEventTypeSuffix))
                    ]),
            requests: try requestCases(),
            appEvents: try appEventCases(),
            keepsChildFlows: keepsChildFlowsPatterns(),
            eventTypes: try eventTypes(stackSteps),
            decisions: try decisions.enumerated().map { index, step throws(GenerationError) in
                try decisionModel(step, isFirst: index == 0)
            },
            workCases: workCases(),
            hasScreens: flow.hasScreens,
            screens: try stackSteps.filter { $0.isScreen && !$0.isAlert }.map { step throws(GenerationError) in
                CodeLines(doc: SwiftNames.docLines(step.summary), lines: try factoryDeclaration(step))
            }.spacedWhereNeeded,
            received: try receivedModels(),
            decisionsType: flow.hasDecisions ? "any \(type("Decisions"))" : "Void",
            wiringChildren: wiringChildren(),
            typeAliases: typeAliases,
            literalCases: try literalCases(),
            entryNames: flow.entries.map { escaped($0.name.value) },
            entryCases: try entryCases(),
            stepInfos: stackSteps.map(stepInfo),
            startLines: try startLines(),
            actionCases: actionCases,
            actionDefault: actionNeedsDefault(handled: actionCases.count),
            eventsCanHappen: stackSteps.contains { step in
                switch step.kind {
                case .screen, .decision: !step.handlers.isEmpty
                case .subflow, .tabs:
                    step.childFlows.contains {
                        program.flow($0.value).map { !$0.outcomes.isEmpty || !$0.requests.isEmpty } ?? false
                    } || step.handlers.contains { program.isContainerEvent($0, of: step) }
                }
            } || !flow.appEvents.isEmpty,
            childCases: try childCases(stackSteps),
            childDefault: stackSteps.contains { $0.childFlows.isEmpty },
            screenCases: stackSteps.compactMap(screenCase),
            screenDefault: stackSteps.contains { !$0.isScreen || $0.isAlert },
            alertCases: alertCases(),
            presentationOptionCases: presentationOptionCases(),
            linkPatternsLines: linkPatternsLines(),
            linkValue: try linkValue(),
            linkPresentationCases: linkPresentationCases(),
            restoredPresentationCases: restoredPresentationCases(),
            deepLinks: try deepLinkCases(),
            linkEdges: try linkEdges())
    }

    /// The modules to import, Foundation among them, sorted (the lint's `OrderedImports`). A name that is not a
    /// module path (`Models`, `Models.Sub`) cannot be generated.
    func imports() throws(GenerationError) -> [String] {
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
}
