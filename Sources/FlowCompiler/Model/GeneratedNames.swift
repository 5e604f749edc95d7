/// The Swift identifiers the generator declares for a program: the one place that says so.
///
/// The name-collision check asks this file which names would clash, and the code generator asks it what to
/// declare, so the two cannot drift apart: change the scheme here and both follow.
///
/// The scheme:
///
/// - Per flow `F`, top-level types `FRoute`, `FEvent`, `FOutcome`, `FState`, `FCoordinator`, `FDecisions`,
///   `FInput`, `FScreenFactory` (`typeNames(of:)`). They must be unique across all flows and must not be one of
///   the runtime's own types (`runtimeTypeNames`).
/// - The generated files are named after their flow, so two flow names may not differ only in letter case:
///   on a case-insensitive file system (macOS by default) their files would be one file (`fileKey(ofFlow:)`).
/// - Inside flow `F`:
///   - `FRoute` has one case per screen, named as the screen's id (`routeCases(of:)`).
///   - `FEvent` holds one enum per screen, named `UpperCamel(stepId)` (`eventTypeName(ofScreen:)`), with one case
///     per event of the screen, named as the event.
///   - each tabs step has an enum of the tab outcomes it handles, one case per handler `Flow.outcome`, named
///     `lowerCamel(Flow + Outcome)`: `Home.signedOut` → `homeSignedOut` (`caseName(forTabOutcome:)`).
///   - `FOutcome` cases, `FInput` fields and associated-value labels are the names as written.
/// - A name that is a Swift keyword is written with backticks (`escaped(_:)`); escaping is not a collision.
///
/// Names as written in one mapping are unique already (duplicate-key); only names the scheme transforms
/// (upper-casing a step id, joining a flow and an outcome) or joins with a suffix can meet.
public enum GeneratedNames {
    /// Types the flowc runtime library declares; a generated type of the same name would shadow or clash with
    /// it. The generator keeps this list in step with the runtime.
    public static let runtimeTypeNames: [String] = [
        "FlowPresentation", "FlowStep", "FlowResult", "FlowCancellation", "NavigationEvent", "FlowCoordinator",
        "DeepLinkRouter",
    ]

    /// The suffixes of the top-level types generated per flow, in the order `typeNames(of:)` lists them.
    public static let flowTypeSuffixes: [String] = [
        "Route", "Event", "Outcome", "State", "Coordinator", "Decisions", "Input", "ScreenFactory",
    ]

    /// The top-level types generated for a flow.
    public static func typeNames(of flow: Flow) -> [String] { typeNames(ofFlowNamed: flow.name.value) }

    public static func typeNames(ofFlowNamed name: String) -> [String] { flowTypeSuffixes.map { name + $0 } }

    /// What must be unique among flows for their generated files not to collide on a case-insensitive file
    /// system.
    public static func fileKey(ofFlow name: String) -> String { name.lowercased() }

    /// The cases of `FRoute`: one per screen, in the author's order.
    public static func routeCases(of flow: Flow) -> [String] { flow.steps.filter(\.isScreen).map(\.id.value) }

    /// The enum inside `FEvent` holding a screen's events: `verifyCode` → `VerifyCode`. nil when the id has no
    /// letters or digits to make a type name from (invalid-name reports such an id).
    public static func eventTypeName(ofScreen id: String) -> String? { Names.upperCamel(id) }

    /// The case of a tabs step's outcome enum for the handler `Flow.outcome`: `Home.signedOut` → `homeSignedOut`.
    public static func caseName(forTabOutcome key: (flow: String, outcome: String)) -> String? {
        Names.lowerCamel(key.flow + "." + key.outcome)
    }

    /// An identifier as it must be written in Swift: keywords in backticks (`default` → `` `default` ``).
    public static func escaped(_ identifier: String) -> String {
        Names.swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Names a nested type may not have unescaped, besides keywords: `X.Type` and `X.Protocol` mean the
    /// metatype. Declared with backticks they work in type positions (`let e: AuthEvent.\`Type\``), but an
    /// expression `AuthEvent.\`Type\`.submit` still means the metatype, so the generator must write such
    /// values with a type context (`.submit`).
    public static let metatypeMemberNames: Set<String> = ["Type", "Protocol"]

    /// A nested type's name as it must be written in Swift.
    public static func escapedMemberType(_ identifier: String) -> String {
        metatypeMemberNames.contains(identifier) ? "`\(identifier)`" : escaped(identifier)
    }
}
