public enum Presentation: String, Sendable, CaseIterable {
    case push
    case sheet
    case fullScreen
    /// Only on a transition: the target becomes the only screen of the current stack.
    case replace
    /// Format v2: a form sheet and a page sheet (UIKit's styles of a sheet), a modal over the full screen that
    /// leaves what is below visible, and a popover pointing at a view of the presenter.
    case formSheet
    case pageSheet
    case overFullScreen
    case popover

    public var isModal: Bool { self != .push && self != .replace }

    /// A modal the user can close by themselves: a sheet pulled down, a popover tapped outside.
    public var isUserDismissable: Bool {
        self == .sheet || self == .formSheet || self == .pageSheet || self == .popover
    }

    /// The values `present:` takes on a step (all but `replace`, which only a transition can say).
    public static let stepValues: [Presentation] = allCases.filter { $0 != .replace }
}

/// `present: { style: …, detents: …, anchor: …, compact: …, transition: … }` (format v2): how a modal step is
/// presented, beyond its style.
public struct PresentationOptions: Sendable {
    public enum Detent: String, Sendable, CaseIterable {
        case medium
        case large
    }

    /// The heights a sheet stops at (`[medium, large]`); empty: the platform's default (large).
    public var detents: [Located<Detent>] = []
    /// For a popover: the name of the presenter's view it points at, which the app gives the host.
    public var anchor: Located<String>?
    /// The style where the width is compact (an iPhone; a narrow iPad window), when it differs.
    public var compact: Located<Presentation>?
    /// `crossDissolve`: the modal fades in instead of sliding up.
    public var crossDissolve: Located<Bool>?
    /// Where `present:` is written.
    public var location: SourceLocation

    public init(at location: SourceLocation) { self.location = location }
}

public struct Step: Sendable {
    public enum Kind: Sendable {
        case screen
        /// Starts a child coordinator for the named flow.
        case subflow(Located<String>)
        /// The app answers a generated question; its choices are the step's handlers.
        case decision
        /// A tab container; each tab runs its flow in its own stack.
        case tabs([Located<String>])
    }

    /// The step's id, located at its key under `steps:` (where every diagnostic about the step points).
    public var id: Located<String>
    public var kind: Kind
    public var summary: String?
    public var present: Located<Presentation>?
    public var params: [Param]
    /// `receives:` (format v2): the values a screen accepts from the screens above it when they go back to it
    /// (`back`, `dismiss` or `popTo` with `with`).
    public var receives: [Param] = []
    /// `args:` on a subflow step (format v2): constants its child's input gets, on every way into the step.
    public var args: [Literal] = []
    /// `entry:` on a subflow step (format v2): the child flow starts on that entry instead of its start.
    public var entry: Located<String>?
    /// `alert:` or `dialog:` (format v2): the screen is an alert or a confirmation dialog the hosts show over the
    /// current screen, with no screen factory; its events are its buttons.
    public var alert: AlertContent?
    /// `present:` written as a mapping (format v2): the options of the step's modal presentation.
    public var presentationOptions: PresentationOptions?
    public var deeplinks: [DeepLink]
    public var terminal: Bool
    /// `async: true` on a decision (format v2), located at its value: the app answers with async work, while a loading
    /// screen shows (as the step's `present` says); the work is cancelled when the flow leaves the step.
    public var isAsync: Located<Bool>?
    /// `holdLinks: true` on a subflow or tabs step (format v2), located at its value: a deep link into the flows it
    /// runs opens only while the step is on the stack; until then the coordinator holds it (a link to a chat that
    /// arrives while the user signs in opens once the signed-in tabs show).
    public var holdsLinks: Located<Bool>?
    /// `systemBack: false` on a screen or subflow step, located at its value: the system may not take the user back
    /// from it (back button, swipe, pulling its sheet down). Nil when the step does not say (it may).
    public var forbidsSystemBack: Located<Bool>?
    /// `on:` entries (events, or a child's outcomes) or, for a decision, `decide:` choices; in the author's order.
    public var handlers: [Handler]
    /// Format v2: the app events this step's `on:` sets to nothing (`appLocked: ~`): the flow's own `on:` does not
    /// apply here, and the event does nothing while the step is on top.
    public var ignoredEvents: [Located<String>] = []

    public init(
        id: Located<String>, kind: Kind, summary: String? = nil, present: Located<Presentation>? = nil,
        params: [Param] = [], deeplinks: [DeepLink] = [], terminal: Bool = false, handlers: [Handler] = []
    ) {
        self.id = id
        self.kind = kind
        self.summary = summary
        self.present = present
        self.params = params
        self.deeplinks = deeplinks
        self.terminal = terminal
        self.handlers = handlers
    }

    public var isScreen: Bool { if case .screen = kind { return true } else { return false } }
    /// An alert or confirmation dialog: a screen the app does not make.
    public var isAlert: Bool { alert != nil }
    public var isDecision: Bool { if case .decision = kind { return true } else { return false } }
    /// An async decision (format v2): on the flow's stack, as a loading screen, while the app answers.
    public var isAsyncDecision: Bool { isDecision && isAsync != nil }
    /// Whether the step is on the flow's stack while it is current: every step but a decision the app answers at
    /// once.
    public var isOnStack: Bool { !isDecision || isAsync != nil }

    /// The flows this step starts: one for a subflow, one per tab.
    public var childFlows: [Located<String>] {
        switch kind {
        case .subflow(let flow): return [flow]
        case .tabs(let flows): return flows
        case .screen, .decision: return []
        }
    }

    /// Whether the system may take the user back from the step: true unless it says `systemBack: false`.
    public var allowsSystemBack: Bool { forbidsSystemBack == nil }

    /// The handler of the reserved event `systemBack`: what the system back does from this screen, instead of `back`.
    public var systemBackHandler: Handler? { handlers.first { $0.event.value == Handler.systemBack } }

    /// How the step is shown when a transition enters it without saying.
    public var defaultPresentation: Presentation { present?.value ?? .push }
}

/// One `on:` entry or `decide:` choice.
public struct Handler: Sendable {
    /// The event, outcome (`outcome` or `Flow.outcome` for tabs) or choice, located at its key.
    public var event: Located<String>
    public var transition: Transition

    /// The handler of one of the flow's app events (`appEvents:`, format v2): the app sends it, not a screen.
    public var isAppEvent = false
    /// Written once for the whole flow (`on:` at the top of the file, format v2) and copied to every step where the
    /// flow waits that does not handle the event itself.
    public var isFlowWide = false

    public init(event: Located<String>, transition: Transition) {
        self.event = event
        self.transition = transition
    }

    /// The reserved event under a screen's `on:` that the system back (button, swipe, pull-down) sends.
    public static let systemBack = "systemBack"

    /// For a tabs step's handler `Flow.outcome`: the two parts.
    public var tabOutcome: (flow: String, outcome: String)? {
        guard let dot = event.value.firstIndex(of: ".") else { return nil }
        return (String(event.value[..<dot]), String(event.value[event.value.index(after: dot)...]))
    }
}

/// An alert or confirmation dialog (format v2): its text, keys of the `Flows` strings table of the flow's module, shown as they are
/// when the table has no such key.
public struct AlertContent: Sendable {
    public enum Style: String, Sendable {
        /// A centered alert (`UIAlertController.Style.alert`, SwiftUI's `alert`).
        case alert
        /// A confirmation dialog (an action sheet; SwiftUI's `confirmationDialog`).
        case dialog
    }

    public var style: Style
    public var title: Located<String>
    public var message: Located<String>?

    public init(style: Style, title: Located<String>, message: Located<String>? = nil) {
        self.style = style
        self.title = title
        self.message = message
    }
}

/// The role of an alert's button (format v2): `role:` on its transition; an event named `cancel` is the cancel
/// button unless it says otherwise.
public enum ButtonRole: String, Sendable, CaseIterable {
    case cancel
    case destructive
}
