/// One difference between two versions of a program that matters to someone who already has the old one: a user
/// holding an old link, an app restoring a state an older build saved, a parent flow of another module, a user who
/// could reach a screen (docs/diff.md). `flowc diff` lists them; `ProgramDiff.compare` finds them.
public struct FlowChange: Sendable, Hashable {
    /// Who the change affects, in the order the reports list them.
    public enum Category: String, Sendable, CaseIterable, Comparable {
        /// Deep links sent before (a newsletter, a bookmark, a notification).
        case links
        /// States an older build saved, decoded at launch (`FlowState` is `Codable`).
        case restoration
        /// What a flow's starters (its parents, other modules) rely on: input, outcomes, requests.
        case api
        /// Where users can go: screens reached, outcomes reached.
        case behaviour

        public static func < (lhs: Category, rhs: Category) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The heading of the category in the reports.
        public var title: String {
            switch self {
            case .links: return "Deep links"
            case .restoration: return "State restoration"
            case .api: return "Flow API"
            case .behaviour: return "Behaviour"
            }
        }
    }

    public enum Severity: String, Sendable, Comparable {
        /// Breaks what users or other code already have: fails `flowc diff` unless accepted.
        case breaking
        /// An addition or a widening: reported, fails only with `--fail-on any`.
        case compatible

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .breaking && rhs == .compatible }
    }

    /// The stable id of a kind of change: what reports print and `diff: accept:` names.
    public enum Kind: String, Sendable, CaseIterable {
        case linkRemoved = "link-removed"
        case linkPatternChanged = "link-pattern-changed"
        case linkPlaceholderNarrowed = "link-placeholder-narrowed"
        case linkWidened = "link-widened"
        case linkTargetChanged = "link-target-changed"
        case linkAdded = "link-added"
        case restorationStepRemoved = "restoration-step-removed"
        case restorationStepRenamed = "restoration-step-renamed"
        case restorationStepKindChanged = "restoration-step-kind-changed"
        case restorationParamsChanged = "restoration-params-changed"
        case restorationInputChanged = "restoration-input-changed"
        case restorationTabsChanged = "restoration-tabs-changed"
        case restorationStyleChanged = "restoration-style-changed"
        case apiFlowRemoved = "api-flow-removed"
        case apiFlowAdded = "api-flow-added"
        case apiInputAdded = "api-input-added"
        case apiInputRemoved = "api-input-removed"
        case apiInputTypeChanged = "api-input-type-changed"
        case apiOutcomeAdded = "api-outcome-added"
        case apiOutcomeRemoved = "api-outcome-removed"
        case apiOutcomeRenamed = "api-outcome-renamed"
        case apiOutcomePayloadChanged = "api-outcome-payload-changed"
        case apiRequestAdded = "api-request-added"
        case apiRequestRemoved = "api-request-removed"
        case apiRequestPayloadChanged = "api-request-payload-changed"
        case behaviourStepUnreachable = "behaviour-step-unreachable"
        case behaviourStepRemoved = "behaviour-step-removed"
        case behaviourFlowUnreachable = "behaviour-flow-unreachable"
        case behaviourOutcomeLost = "behaviour-outcome-lost"

        public var id: String { rawValue }

        public var category: Category {
            if rawValue.hasPrefix("link-") { return .links }
            if rawValue.hasPrefix("restoration-") { return .restoration }
            if rawValue.hasPrefix("api-") { return .api }
            return .behaviour
        }

        /// One line for SARIF's rules and the docs.
        public var summary: String {
            switch self {
            case .linkRemoved: return "A deep link was removed: URLs sent before open nothing."
            case .linkPatternChanged: return "A deep link's pattern changed: URLs sent before no longer match it."
            case .linkPlaceholderNarrowed:
                return "A placeholder's type was narrowed: some URLs sent before no longer match."
            case .linkWidened:
                return "A deep link accepts more URLs than before: another host, a wider placeholder type (compatible)."
            case .linkTargetChanged: return "A deep link now opens another step or flow."
            case .linkAdded: return "A deep link was added (compatible)."
            case .restorationStepRemoved:
                return "A step a saved state can hold is gone: the state no longer decodes (unknown step)."
            case .restorationStepRenamed:
                return
                    "A step was renamed, with the migration declared in flowc.yaml: a state saved on its old id restores on the new one (compatible)."
            case .restorationStepKindChanged:
                return
                    "A step saved as a screen, subflow or tabs step is now another kind: its saved route no longer decodes."
            case .restorationParamsChanged:
                return
                    "A step's params changed in order, number or type: its saved route fails to decode, or decodes into the wrong params."
            case .restorationInputChanged:
                return
                    "A flow's input gained a required field or changed a field's type: saved states no longer decode."
            case .restorationTabsChanged:
                return "A tabs step's tabs changed: its saved state fails to decode, or selects another tab."
            case .restorationStyleChanged:
                return
                    "A step's presentation changed: a restored state shows it as the flow shows it now, what was saved above it with it (compatible)."
            case .apiFlowRemoved: return "A flow was removed: its starters no longer compile."
            case .apiFlowAdded: return "A flow was added (compatible)."
            case .apiInputAdded: return "A flow's input gained a field: a required one breaks its starters."
            case .apiInputRemoved: return "A flow's input lost a field its starters pass."
            case .apiInputTypeChanged: return "A flow's input field changed type."
            case .apiOutcomeAdded: return "A flow has a new outcome every starter must handle."
            case .apiOutcomeRemoved: return "A flow's outcome was removed: starters handle an outcome that never comes."
            case .apiOutcomeRenamed: return "A flow's outcome was renamed."
            case .apiOutcomePayloadChanged: return "An outcome's payload changed."
            case .apiRequestAdded: return "A flow has a new request every starter must handle."
            case .apiRequestRemoved: return "A flow's request was removed."
            case .apiRequestPayloadChanged: return "A request's payload changed."
            case .behaviourStepUnreachable: return "A step users could reach can no longer be reached."
            case .behaviourStepRemoved: return "A step users could reach was removed."
            case .behaviourFlowUnreachable: return "A flow the root could start is no longer started."
            case .behaviourOutcomeLost: return "Steps that could lead to an outcome no longer can."
            }
        }
    }

    /// What a change is about, by name: what `diff: accept:` entries match (every key an entry gives must be equal).
    public struct Subject: Sendable, Hashable {
        public var flow: String
        public var step: String?
        /// The old link's pattern (the new one's for an added link).
        public var link: String?
        /// An outcome's or a request's name.
        public var outcome: String?
        /// An input field's name (restoration-input-changed, api-input-*).
        public var field: String?

        public init(
            flow: String, step: String? = nil, link: String? = nil, outcome: String? = nil, field: String? = nil
        ) {
            self.flow = flow
            self.step = step
            self.link = link
            self.outcome = outcome
            self.field = field
        }

        /// The subject keys `diff: accept:` entries take, in the order the docs list them.
        public static let keys = ["flow", "step", "link", "outcome", "field"]

        public func value(of key: String) -> String? {
            switch key {
            case "flow": return flow
            case "step": return step
            case "link": return link
            case "outcome": return outcome
            case "field": return field
            default: return nil
            }
        }
    }

    public var kind: Kind
    public var severity: Severity
    public var subject: Subject
    /// What changed and what it does to users.
    public var message: String
    /// How to fix it, or accept it.
    public var hint: String?
    /// Where the change is in each version: a removal has no new place of its own (it gives the place it was
    /// removed from, the flow, when the flow is still there), an addition no old one.
    public var old: SourceLocation?
    public var new: SourceLocation?
    /// The reason of the `diff: accept:` entry that accepts it: still listed, it fails no run.
    public var acceptedBecause: String?

    public init(
        _ kind: Kind, _ severity: Severity, _ subject: Subject, _ message: String, hint: String? = nil,
        old: SourceLocation?, new: SourceLocation?
    ) {
        self.kind = kind
        self.severity = severity
        self.subject = subject
        self.message = message
        self.hint = hint
        self.old = old
        self.new = new
    }

    public var category: Category { kind.category }
    public var isAccepted: Bool { acceptedBecause != nil }

    /// Where a report puts the change: the new version's place, else the old one's.
    public var location: SourceLocation? { new ?? old }

    /// Whether the change fails a run that fails on `threshold` (accepted changes never do).
    public func fails(on threshold: Severity) -> Bool { !isAccepted && severity <= threshold }

    /// By category, then place (new version first), then id and message: every run lists the same order.
    static func ordered(_ lhs: FlowChange, _ rhs: FlowChange) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        let (l, r) = (lhs.location, rhs.location)
        if l != r {
            guard let l else { return false }
            guard let r else { return true }
            return l < r
        }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.message < rhs.message
    }
}
