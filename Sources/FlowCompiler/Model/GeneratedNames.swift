/// The Swift identifiers the generator declares for a program: the one place that says so.
///
/// The checks of generated names (file-name-collision, reserved-name, step-type-collision, tab-case-collision,
/// type-name-collision) ask this file which names would clash, and the code generator asks it what to declare, so the two cannot drift apart: change the scheme here and both follow.
///
/// The scheme:
///
/// - Per flow `F`, top-level types `F` + each of `flowTypeSuffixes`: `FInput`, `FOutcome`, `FRoute`, `FState`,
///   `FEvent`, `FDecisions`, `FChoice`, `FTabs`, `FScreens`, `FWiring`, `FCoordinator`, `FFlow` (`typeNames(of:)`;
///   `FChoice` and `FTabs` are emitted only when the flow has decisions or tabs steps, but reserved always). They
///   must not be one of the runtime's own types (`runtimeTypeNames`); no suffix ends another, so flows of
///   different names never generate one type. A type the flows' values name must not be one of them either.
/// - The generated files are named after their flow (`fileName(ofFlow:)`), so two flow names may not differ only in
///   letter case: on a case-insensitive file system (macOS by default) their files would be one file
///   (`fileKey(ofFlow:)`).
/// - Inside flow `F`:
///   - `FRoute` and `FEvent` have one case per step that shows something (screens, subflow and tabs steps), named
///     as the step's id (`routeCases(of:)`).
///   - `FEvent` holds one enum per screen and per tabs step, `FChoice` one per decision, `FTabs` one per tabs step,
///     each named `memberTypeName(ofStep:)`: the id in UpperCamelCase (`verifyCode` → `VerifyCode`), with the
///     suffix `Step` where Swift refuses the name as a member type (`type` → `TypeStep`, `protocol` →
///     `ProtocolStep`: `X.Type` and `X.Protocol` mean metatypes).
///   - a screen's enum has one case per event, named as the event; a tabs step's enum has one case per outcome of
///     its tab flows, that is per handler `Flow.outcome`, named `lowerCamel(Flow + Outcome)`: `Home.signedOut` →
///     `homeSignedOut` (`caseName(forTabOutcome:)`).
///   - `FOutcome` cases, `FInput` fields, `FDecisions` methods, `FScreens` methods and associated-value
///     labels are the names as written.
/// - A name that is a Swift keyword is written with backticks (`escaped(_:)`); escaping is not a collision.
///
/// Names as written in one mapping are unique already (duplicate-key); only names the scheme transforms
/// (upper-casing a step id, joining a flow and an outcome) or joins with a suffix can meet.
public enum GeneratedNames {
    /// Types the FlowcRuntime library and its hosts (FlowcUIKit, FlowcSwiftUI) declare, which the generated code
    /// imports; a generated type of the same name would clash with it. Kept in step with `Sources/FlowcRuntime`
    /// and the hosts' sources (a test checks it).
    public static let runtimeTypeNames: [String] = [
        "FlowPresentation", "FlowStepKind", "FlowStep", "FlowState", "FlowAction", "FlowTransition",
        "FlowCancellation", "FlowResult", "FlowDefaultInput", "FlowDefinition", "FlowWiring", "FlowcRuntimeVersion",
        "FlowRoute", "FlowStepInfo", "FlowRouteDecoding", "FlowObservation", "FlowChange", "FlowTransitionRecord",
        "FlowSystemNavigationRecord", "FlowReceiver", "FlowAlert", "FlowAlertRole",
        "FlowAlertContent", "FlowPresentationOptions",
        "FlowNode", "FlowNodePlumbing", "FlowCoordinator", "FlowChild", "FlowChildTab", "FlowSender", "FlowScreenID",
        "FlowScreen", "FlowTabs", "FlowTabItem", "FlowStrings",
        "FlowHostEntry", "FlowHostLayer", "FlowHostTree", "FlowHostOperation", "FlowReconciler", "FlowHostLayout",
        "FlowHostDriver", "FlowHostPlacement", "FlowSwiftUIReport", "FlowTabImage",
        "FlowLayout", "FlowSystemEvent", "FlowDeepLink", "FlowDeepLinkMatch", "FlowDeepLinkValue", "FlowLinkEdge",
        "FlowAppEvent", "FlowLoading", "FlowLoadingViewController",
        "FlowLive", "FlowLiveValues", "FlowLink",
        "FlowUIKitHost", "FlowHostViewController", "FlowHostView", "FlowHostModel", "FlowTabLabel",
    ]

    /// The property of each route enum saying which step a case shows (`FlowRoute.flowStep`): no step may be
    /// named so.
    public static let routeStepProperty = "flowStep"

    /// The suffixes of the top-level types generated per flow, in the order `typeNames(of:)` lists them.
    public static let flowTypeSuffixes: [String] = [
        "Input", "Outcome", "Route", "State", "Event", "Decisions", "Choice", "Tabs", "Screens", "Wiring",
        "Coordinator", "Flow", "Request", "Link",
    ]

    /// The enum of a flow's app events (format v2), `<Flow>AppEvent`: generated only for a flow that declares them.
    public static let appEventTypeSuffix = "AppEvent"

    /// The case of a flow's event type carrying its app events (format v2): no step of such a flow may be named so.
    public static let appEventCase = "appEvent"

    /// The case of a parent's event type carrying the requests of the child flow its subflow step `step` runs
    /// (format v2): `chatsRequest`.
    public static func requestCase(ofStep step: String) -> String { step + "Request" }

    /// The top-level types generated for a flow.
    public static func typeNames(of flow: Flow, prefix: String = "") -> [String] {
        typeNames(ofFlowNamed: flow.name.value, prefix: prefix)
    }

    public static func typeNames(ofFlowNamed name: String, prefix: String = "") -> [String] {
        flowTypeSuffixes.map { prefix + name + $0 }
    }

    /// One top-level type of a flow: `flowType("Auth", "Route")` is `AuthRoute`; with the prefix `FC`, `FCAuthRoute`.
    public static func flowType(_ flow: String, _ suffix: String, prefix: String = "") -> String {
        prefix + flow + suffix
    }

    /// The generated file of a flow, in the output directory.
    public static func fileName(ofFlow name: String) -> String { name + ".swift" }

    /// What must be unique among flows for their generated files not to collide on a case-insensitive file
    /// system.
    public static func fileKey(ofFlow name: String) -> String { name.lowercased() }

    /// The cases of `FRoute` and `FEvent`: one per step that shows something, in the author's order.
    public static func routeCases(of flow: Flow) -> [String] {
        flow.steps.filter { !$0.isDecision }.map(\.id.value)
    }

    /// Member type names Swift refuses even with backticks: `X.Type` and `X.Protocol` mean metatypes.
    public static let metatypeMemberNames: Set<String> = ["Type", "Protocol"]

    /// The nested type named after a step (`FEvent.VerifyCode`, `FChoice.Grading`, `FTabs.Main`), escaped when it is
    /// a keyword (`Self`, `Any`). nil when the id has no letters or digits to make a type name from (invalid-name
    /// reports such an id).
    public static func memberTypeName(ofStep id: String) -> String? {
        unescapedMemberTypeName(ofStep: id).map(escaped)
    }

    /// `memberTypeName(ofStep:)` without backticks: the type's name itself, as a value's type would name it.
    public static func unescapedMemberTypeName(ofStep id: String) -> String? {
        guard let upper = Names.upperCamel(id) else { return nil }
        // Two names: comparing with each costs less than hashing the name, for every step of the program.
        return metatypeMemberNames.contains(where: { $0 == upper }) ? upper + "Step" : upper
    }

    /// The enum inside `FEvent` holding a screen's (or a tabs step's) events: `verifyCode` → `VerifyCode`.
    public static func eventTypeName(ofScreen id: String) -> String? { memberTypeName(ofStep: id) }

    /// The case of a tabs step's outcome enum for the handler `Flow.outcome`: `Home.signedOut` → `homeSignedOut`
    /// (not escaped; see `escaped(_:)`).
    public static func caseName(forTabOutcome key: (flow: String, outcome: String)) -> String? {
        Names.lowerCamel(key.flow + "." + key.outcome)
    }

    /// The property of a tabs state (`FTabs.Main`) holding one tab flow's state: the flow name in lowerCamelCase
    /// (`Materials` → `materials`).
    public static func tabProperty(ofFlow name: String) -> String { Names.lowerCamel(name) ?? name }

    /// The associated type of each flow's screen factory (`AuthScreens<Screen>`): inside the protocol, a
    /// param type of this name would mean it, not the app's type.
    public static let screenTypeParameter = "Screen"

    /// Where a step's member type is nested: true for the choice enum (decisions), false for the event enum
    /// (screens and tabs steps), nil for a subflow step, which declares none.
    static func declaresChoice(_ step: Step) -> Bool? {
        switch step.kind {
        case .screen, .tabs: return false
        case .decision: return true
        case .subflow: return nil
        }
    }

    /// An identifier as it must be written in Swift: keywords in backticks (`default` → `` `default` ``).
    public static func escaped(_ identifier: String) -> String {
        Names.isSwiftKeyword(identifier) ? "`\(identifier)`" : identifier
    }
}
