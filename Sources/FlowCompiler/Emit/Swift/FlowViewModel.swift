/// What `Flow.swift.mustache` renders for one flow: every name, spelling and Swift fragment of the flow's file,
/// computed here so that the template only places them.
///
/// Fragments are laid out (`SwiftCode`) for the column the default template puts them at; the `…Lines` fields are
/// lines to place one under the other at that column.
struct FlowViewModel: TemplateValue {
    struct Field: TemplateValue, Equatable {
        /// The property, escaped where it is a keyword.
        var name: String
        /// The property as an argument label.
        var label: String
        var type: String

        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "label": label
            case "type": type
            default: nil
            }
        }
    }

    /// An app type the flow writes, aliased at the line of the flow file that first writes it (`#sourceLocation`),
    /// so that Swift reports a type that does not exist there, once, rather than at every use in the generated file.
    struct TypeAlias: TemplateValue, Equatable {
        var name: String
        var type: String
        /// The flow file as a Swift string literal, as flowc was given it.
        var fileLiteral: String
        var line: Int

        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "type": type
            case "fileLiteral": fileLiteral
            case "line": String(line)
            default: nil
            }
        }
    }

    /// An app enum's case a transition passes (`args`), declared at its line of the flow file.
    struct LiteralCase: TemplateValue, Equatable {
        var name: String
        var type: String
        var value: String
        var fileLiteral: String
        var line: Int

        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "type": type
            case "value": value
            case "fileLiteral": fileLiteral
            case "line": String(line)
            default: nil
            }
        }
    }

    struct Input: TemplateValue {
        var fields: [Field]
        /// Every value optional: the input conforms to `FlowDefaultInput`.
        var isDefault: Bool
        /// Explicit initializers, for public and package access (Swift synthesizes internal ones only).
        var inits: [CodeLines]

        func child(named key: String) -> Any? {
            switch key {
            case "fields": fields
            case "isDefault": isDefault
            case "inits": inits
            default: nil
            }
        }
    }

    struct Tabs: TemplateValue {
        var stepName: String
        var typeName: String
        var doc: [String]
        var tabList: String
        var fields: [Field]
        var inits: [CodeLines]
        var newTabsHelper: String
        var newParameterLines: [String]
        var newLines: [String]
        var isFirst: Bool

        func child(named key: String) -> Any? {
            switch key {
            case "stepName": stepName
            case "typeName": typeName
            case "doc": doc.templateLines
            case "tabList": tabList
            case "fields": fields
            case "inits": inits
            case "newTabsHelper": newTabsHelper
            case "newParameterLines": newParameterLines.templateLines
            case "newLines": newLines.templateLines
            case "isFirst": isFirst
            default: nil
            }
        }
    }

    struct EventCase: TemplateValue {
        var doc: [String]
        var caseName: String
        var payloadType: String

        func child(named key: String) -> Any? {
            switch key {
            case "doc": doc.templateLines
            case "caseName": caseName
            case "payloadType": payloadType
            default: nil
            }
        }
    }

    struct EventType: TemplateValue {
        /// None for a screen's events: its method in `<Flow>Screens` is their documentation.
        var doc: [String]
        var typeName: String
        var cases: [CodeLines]

        func child(named key: String) -> Any? {
            switch key {
            case "doc": doc.templateLines
            case "typeName": typeName
            case "cases": cases
            default: nil
            }
        }
    }

    struct Choice: TemplateValue {
        /// The case of the choice enum.
        var lines: [String]
        var patternLines: [String]
        var actionLines: [String]

        func child(named key: String) -> Any? {
            switch key {
            case "lines": lines.templateLines
            case "patternLines": patternLines.templateLines
            case "actionLines": actionLines.templateLines
            default: nil
            }
        }
    }

    struct Decision: TemplateValue {
        var doc: [String]
        var typeName: String
        var methodName: String
        var helperName: String
        var questionLines: [String]
        var choices: [Choice]
        var isFirst: Bool
        /// Format v2: answered with async work while the step is on the stack: no helper (its choices are cases of
        /// the transition table), and a case of `work(at:)`.
        var isAsync: Bool
        /// The helper's declaration and its call of the question (a sync decision's), with the decision's params.
        var helperLines: [String]
        var askLines: [String]

        /// The protocol's requirement as a type that conforms declares it: `questionLines` moved to `indent`, the
        /// last one followed by ` { answer }` (the suites' answerers, the scaffold's answers).
        func conformingLines(at indent: String, answer: String) -> [String] {
            let own = questionLines.first.map { $0.prefix { $0 == " " }.count } ?? 0
            var lines = questionLines.map { indent + $0.dropFirst(min(own, $0.prefix { $0 == " " }.count)) }
            lines[lines.count - 1] += " { \(answer) }"
            return lines
        }

        func child(named key: String) -> Any? {
            switch key {
            case "doc": doc.templateLines
            case "typeName": typeName
            case "methodName": methodName
            case "helperName": helperName
            case "questionLines": questionLines.templateLines
            case "choices": choices
            case "isFirst": isFirst
            case "isAsync": isAsync
            case "helperLines": helperLines.templateLines
            case "askLines": askLines.templateLines
            default: nil
            }
        }
    }

    /// A screen that receives values handed back (`receives:`): their struct, and the function that builds them from
    /// the events that reveal the screen.
    struct Received: TemplateValue {
        var stepName: String
        var typeName: String
        var helperName: String
        var fields: [Field]
        var inits: [CodeLines]
        var cases: [SwitchCase]
        var isFirst: Bool

        func child(named key: String) -> Any? {
            switch key {
            case "stepName": stepName
            case "typeName": typeName
            case "helperName": helperName
            case "fields": fields
            case "inits": inits
            case "cases": cases
            case "isFirst": isFirst
            default: nil
            }
        }
    }

    struct DeepLinkCase: TemplateValue {
        var conditionLines: [String]
        var stateLines: [String]

        func child(named key: String) -> Any? {
            switch key {
            case "conditionLines": conditionLines.templateLines
            case "stateLines": stateLines.templateLines
            default: nil
            }
        }
    }

    /// `<Flow>Link` (format v2): its cases, how `init?(url:)` reads each, how `url(base:)` writes each.
    struct LinkValue: TemplateValue {
        var cases: [CodeLines]
        var parses: [DeepLinkCase]
        var formats: [SwitchCase]

        func child(named key: String) -> Any? {
            switch key {
            case "cases": cases
            case "parses": parses
            case "formats": formats
            default: nil
            }
        }
    }

    struct LinkEdge: TemplateValue {
        var childFlow: String
        /// The child flow's `…Flow` type, with the program's type prefix.
        var childFlowType: String
        var stepLiteral: String
        var style: String
        /// The `below:` closure: the steps under the subflow or tabs step on a link's back stack.
        var belowLines: [String]
        /// Whether a child running in the step's place lends its input to a link (`ResidentSteps`).
        var lendsInput: Bool
        /// `holdLinks: true` (format v2): a link through the step waits until the step is shown.
        var holds = false
        var inputLines: [String]
        var stateLines: [String]
        var routeParameters: String
        var routeLines: [String]
        /// `,` after each edge of a list of several (the lint wants a trailing comma then, and none after one).
        var comma = ""

        func child(named key: String) -> Any? {
            switch key {
            case "comma": comma
            case "childFlow": childFlow
            case "childFlowType": childFlowType
            case "stepLiteral": stepLiteral
            case "style": style
            case "belowLines": belowLines.templateLines
            case "lendsInput": lendsInput ? "true" : "false"
            case "holds": holds
            case "inputLines": inputLines.templateLines
            case "stateLines": stateLines.templateLines
            case "stateInline": Self.inline(stateLines, after: "        state: { route in ", before: " },")
            case "routeInline":
                Self.inline(routeLines, after: "        route: { \(routeParameters) in ", before: " }")
            case "routeParameters": routeParameters
            case "routeLines": routeLines.templateLines
            default: nil
            }
        }

        /// A closure's one-line body, when the closure fits on one line; false otherwise (the template breaks it).
        private static func inline(_ lines: [String], after head: String, before tail: String) -> Any {
            guard lines.count == 1, let line = lines.first,
                SwiftCode.characterCount(head + line + tail) <= SwiftCode.lineLength
            else { return false }
            return line
        }
    }

    /// A flow this flow starts, as its wiring holds it: `auth: @autoclosure … -> AuthWiring<Screen>`.
    struct WiringChild: TemplateValue, Equatable {
        /// The stored property and the initializer's parameter: the flow's name in lowerCamelCase, escaped.
        var name: String
        /// The child flow's wiring type.
        var typeName: String
        /// The child flow's name.
        var flowName: String
        /// The separator after the parameter: a comma but for the last one.
        var comma: String

        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "typeName": typeName
            case "flowName": flowName
            case "comma": comma
            default: nil
            }
        }
    }

    /// How one route is decoded (`FlowRouteDecoding`); `FlowStepInfo` encodes it.
    struct RouteCoding: TemplateValue {
        var decodeLines: [String]

        func child(named key: String) -> Any? {
            switch key {
            case "decodeLines": decodeLines.templateLines
            default: nil
            }
        }
    }

    var access: String
    /// `@_spi(Generated) ` for public code: the wiring's and the flow's runtime-only members stay out of the app's
    /// public API.
    var spi: String
    var sourceFile: String
    var flowName: String
    /// The start of the flow's type names: its name after the program's type prefix (`FCApp` → `FCAppRoute`).
    var typeStem: String
    var nameLiteral: String
    /// The flow's `tab:` as a `FlowTabItem` expression; nil without one (the runtime's default: the flow's name).
    var tabItem: String?
    /// The bundle of the flow's strings table, as an expression (`Bundle.module`).
    var stringsBundle: String
    /// Whether that expression names the flow's `BundleToken` class, which the template declares then.
    var hasBundleToken: Bool
    /// `allowsSystemBack(from:)`'s cases, one per route that forbids it; nil when every route allows it.
    var forbiddenSystemBack: [String]?
    /// `systemBackEvent(at:)`'s cases, one per screen that handles the system back; nil when none does.
    var systemBackEvents: [String]?
    /// The number of routes, for the `default` a route switch needs unless it names them all.
    var routeCount: Int
    var imports: [String]
    var doc: [String]
    var input: Input
    var outcomes: [CodeLines]
    var routes: [CodeLines]
    var routeCoding: [RouteCoding]
    var tabs: [Tabs]
    var events: [EventCase]
    /// `<Flow>Request`'s cases (format v2); nil when the flow makes no requests.
    var requests: [CodeLines]?
    /// `<Flow>AppEvent`'s cases (format v2); nil when the flow declares no app events.
    var appEvents: [CodeLines]?
    /// The patterns of `keepsChildFlows(on:)`; nil when every event at a subflow or tabs step is a child's outcome.
    var keepsChildFlows: [String]?
    var eventTypes: [EventType]
    var decisions: [Decision]
    /// `work(at:)`'s cases, one per async decision (format v2); nil when the flow has none.
    var workCases: [SwitchCase]?
    var hasScreens: Bool
    var screens: [CodeLines]
    /// The screens that receive values handed back, in the author's order.
    var received: [Received]
    /// `any <Flow>Decisions`, or `Void` for a flow without decision steps.
    var decisionsType: String
    var wiringChildren: [WiringChild]
    var typeAliases: [TypeAlias]
    var literalCases: [LiteralCase]
    /// The flow's entries (`entries:`): their names as cases, and `state(at:input:)`'s cases.
    var entryNames: [String]
    var entryCases: [SwitchCase]
    /// The cases of `step(_:)`: each route's step id, kind and values.
    var stepInfos: [SwitchCase]
    var startLines: [String]
    /// The transition table's cases, one per handler of every step.
    var actionCases: [SwitchCase]
    var actionDefault: Bool
    /// Some event can be sent: a screen has an event, or a flow it runs has an outcome. When none can (every screen
    /// terminal), the event type has no values, and Swift refuses to switch over it.
    var eventsCanHappen: Bool
    var childCases: [SwitchCase]
    /// Some step runs no flow: `child(for:wiring:)` needs a `default`.
    var childDefault: Bool
    var screenCases: [SwitchCase]
    /// Some step is not a screen: `screen(for:of:screens:)` needs a `default`.
    var screenDefault: Bool
    /// `alert(at:)`'s cases, one per alert or confirmation dialog; nil when the flow shows none.
    var alertCases: [SwitchCase]?
    /// `presentationOptions(at:)`'s cases, one per step with options; nil when no step has any.
    var presentationOptionCases: [SwitchCase]?
    var linkPatternsLines: [String]
    /// `<Flow>Link` (format v2); nil when no screen of the flow has a link.
    var linkValue: LinkValue?
    /// `linkPresentation(showing:from:)`'s cases (format v2); nil when no screen leads to a linked screen.
    var linkPresentationCases: [String]?
    /// `presentations(of:)`'s cases: how the flow shows each step, for restored states; nil when it shows none.
    var restoredPresentationCases: [String]?
    var deepLinks: [DeepLinkCase]
    var linkEdges: [LinkEdge]

    /// What the wiring holds, in words: "its screens, its decisions and the wiring of Auth and Onboarding".
    private var wiringSummary: String {
        var parts: [String] = []
        if hasScreens { parts.append("its screens") }
        if !decisions.isEmpty { parts.append("the answers to its decisions") }
        if !wiringChildren.isEmpty {
            parts.append("the wiring of " + Names.wordList(wiringChildren.map(\.flowName)))
        }
        return parts.isEmpty ? "nothing to provide" : Names.wordList(parts)
    }

    func child(named key: String) -> Any? {
        switch key {
        case "access": access
        case "spi": spi
        case "hasAccessModifier": !access.isEmpty
        case "sourceFile": sourceFile
        case "flowName": flowName
        case "typeStem": typeStem
        case "nameLiteral": nameLiteral
        case "tabItem": tabItem.map { [$0] }?.templateLines ?? []
        case "stringsBundle": stringsBundle
        case "hasBundleToken": hasBundleToken
        case "hasForbiddenSystemBack": forbiddenSystemBack != nil
        case "forbiddenSystemBackCases": (forbiddenSystemBack ?? []).templateLines
        case "forbiddenSystemBackDefault": (forbiddenSystemBack?.count ?? 0) < routeCount
        case "hasSystemBackEvents": systemBackEvents != nil
        case "systemBackEventCases": (systemBackEvents ?? []).templateLines
        case "systemBackEventDefault": (systemBackEvents?.count ?? 0) < routeCount
        case "imports": imports.templateLines
        // The import lines, FlowcRuntime's among them with the generated code's access to its `@_spi(Generated)`
        // API, sorted by module as swift-format's OrderedImports wants them.
        case "importLines":
            (imports + ["FlowcRuntime"]).sorted().map {
                $0 == "FlowcRuntime" ? "@_spi(Generated) import FlowcRuntime" : "import \($0)"
            }.templateLines
        // Swift synthesizes the same internal initializer; public and package code, and autoclosures, need it.
        case "declaresWiringInit": (hasScreens || !decisions.isEmpty) && !access.isEmpty || !wiringChildren.isEmpty
        case "doc": doc.templateLines
        case "hasSummary": !doc.isEmpty
        case "input": input
        case "outcomes": outcomes
        case "routes": routes
        case "routeCoding": routeCoding
        case "tabs": tabs
        case "hasTabs": !tabs.isEmpty
        case "events": events
        case "hasRequests": requests != nil
        case "requests": requests ?? []
        case "hasAppEvents": appEvents != nil
        case "appEvents": appEvents ?? []
        case "hasKeepsChildFlows": keepsChildFlows != nil
        // One case per event: a list of them would outgrow a line.
        case "keepsChildFlowsLines": (keepsChildFlows ?? []).map { "case \($0): true" }.templateLines
        case "eventTypes": eventTypes
        case "decisions": decisions
        case "hasDecisions": !decisions.isEmpty
        case "hasWork": workCases != nil
        case "workCases": workCases ?? []
        case "screens": screens
        case "received": received
        case "hasReceived": !received.isEmpty
        case "hasScreens": hasScreens
        case "decisionsType": decisionsType
        case "wiringChildren": wiringChildren
        case "hasWiringParameters": hasScreens || !decisions.isEmpty || !wiringChildren.isEmpty
        case "screensComma": !decisions.isEmpty || !wiringChildren.isEmpty ? "," : ""
        case "decisionsComma": wiringChildren.isEmpty ? "" : ","
        case "wiringDoc":
            SwiftNames.wrappedDocLines("How the app wires the \(flowName) flow: \(wiringSummary).", column: 0)
                .templateLines
        case "typeAliases": typeAliases
        case "hasTypeAliases": !typeAliases.isEmpty
        case "literalCases": literalCases
        case "hasLiteralCases": !literalCases.isEmpty
        case "entryNames": entryNames.templateLines
        case "entryCases": entryCases
        case "hasEntries": !entryNames.isEmpty
        case "stepInfos": stepInfos
        case "startLines": startLines.templateLines
        case "actionCases": actionCases
        case "actionDefault": actionDefault
        case "eventsCanHappen": eventsCanHappen
        case "childCases": childCases
        case "childDefault": childDefault
        case "hasChildCases": !childCases.isEmpty
        case "screenCases": screenCases
        case "screenDefault": screenDefault
        case "hasPresentationOptions": presentationOptionCases != nil
        case "presentationOptionCases": presentationOptionCases ?? []
        case "presentationOptionsDefault": (presentationOptionCases?.count ?? 0) < routeCount
        case "hasAlerts": alertCases != nil
        case "alertCases": alertCases ?? []
        case "alertDefault": (alertCases?.count ?? 0) < routeCount
        case "linkPatternsLines": linkPatternsLines.templateLines
        case "linkValue": linkValue.map { [$0] } ?? []
        case "hasLinkPresentations": linkPresentationCases != nil
        case "linkPresentationCases": (linkPresentationCases ?? []).templateLines
        case "hasRestoredPresentations": restoredPresentationCases != nil
        case "restoredPresentationCases": (restoredPresentationCases ?? []).templateLines
        case "deepLinks": deepLinks
        case "linkEdges": linkEdges
        case "hasLinkEdges": !linkEdges.isEmpty
        default: nil
        }
    }
}

/// Why the generator cannot write a flow that lint accepted (rare: a construct the generated code cannot express).
public struct GenerationError: Error, CustomStringConvertible {
    public var location: SourceLocation?
    public var message: String
    /// The message is a template's error, already placed at its file, line and column.
    var isTemplateError = false

    public var description: String {
        if isTemplateError { return message }
        guard let location else { return "error: \(message)" }
        return "\(location.file):\(location.line):\(location.column): error: \(message)"
    }
}
