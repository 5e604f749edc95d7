/// Names one screen of the navigation: the path of step ids from the root flow down to the screen's step (with the
/// tab's index after a tabs step).
public struct FlowScreenID: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The step ids from the root flow down to the screen's step.
    public let path: [Int]

    /// The ids joined with dots: `0.2.1`.
    public var description: String {
        path.map(String.init).joined(separator: ".")
    }
}

/// One screen as the platform shows it: a screen of a flow, or the tab container of a tabs step.
public struct FlowScreen<Screen>: Identifiable, Sendable {
    /// The screen's place in the navigation, stable while it is shown.
    public let id: FlowScreenID
    /// `push`, or the modal style for the first screen of a modal stack.
    public var style: FlowPresentation
    /// The screen's step id in its flow file.
    public let stepName: String
    /// For a tabs step: its tabs, which the host shows in a tab container; nil for a screen.
    public var tabs: FlowTabs<Screen>?
    /// For an alert or confirmation dialog: its text and buttons, which the host presents itself; nil for a screen.
    public var alert: FlowAlert?
    /// For an async decision (format v2): the loading screen shown while the app's work runs, which the host makes
    /// (`FlowHostDriver.loadingScreen`); nil for a screen.
    public internal(set) var loading: FlowLoading?
    /// How the screen is presented beyond its `style`, when it is the first screen of a modal (format v2).
    public internal(set) var presentationOptions: FlowPresentationOptions?
    /// Whether the system may take the user back from this screen (the back button and swipe; pulling its sheet
    /// down when it is the first screen of one): false where the flow forbids it (`FlowDefinition.allowsSystemBack`),
    /// for the screen's step or, for the first screen of a child flow, for the parent's step that runs it.
    public internal(set) var allowsSystemBack: Bool
    /// Whether the system back from this screen sends its step's `systemBack` event (`on: systemBack:`) instead of
    /// going back: a host asks the flow before the system acts (a sheet refuses the pull-down, the back button runs
    /// the flow's action), so the screen is never taken away and shown again.
    public internal(set) var handlesSystemBack = false
    let stepID: Int
    let owner: any FlowNodePlumbing<Screen>

    init(
        id: FlowScreenID,
        style: FlowPresentation,
        stepName: String,
        stepID: Int,
        allowsSystemBack: Bool,
        owner: any FlowNodePlumbing<Screen>
    ) {
        self.id = id
        self.style = style
        self.stepName = stepName
        self.allowsSystemBack = allowsSystemBack
        self.stepID = stepID
        self.owner = owner
    }

    /// The name of the flow the screen belongs to.
    @MainActor
    public var flowName: String { owner.flowName }

    /// Makes the screen with the app's screens of its flow, as wired; nil for a tab container (see `tabs`), an alert
    /// (see `alert`) and a screen its flow no longer shows.
    @MainActor
    public func make() -> Screen? {
        owner.makeScreen(stepID: stepID)
    }
}

/// The tabs of a tabs step, as the host shows them: each tab runs its flow in its own stacks.
public struct FlowTabs<Screen>: Sendable {
    /// One tab: a running flow.
    public struct Tab: Sendable {
        /// The tab's flow name.
        public let flowName: String
        /// How the tab is labelled: the tab flow's `tabItem`.
        public let item: FlowTabItem
        /// Where the tab's title is looked up: `strings.text(item.title)`.
        public let strings: FlowStrings
        /// The tab's flow. Report system navigation inside the tab to it (`node.handle(_:)`), numbering the stacks as
        /// `FlowLayout(screens: screens)` does.
        public let node: any FlowNode<Screen>
        /// The tab's screens, bottom to top.
        public let screens: [FlowScreen<Screen>]
    }

    /// The tab shown.
    public let selectedIndex: Int
    /// The tabs, in the flow file's order.
    public let tabs: [Tab]
    let onSelect: @MainActor @Sendable (Int) -> Void

    /// Reports that the user selected another tab.
    @MainActor
    public func select(_ index: Int) {
        onSelect(index)
    }
}

/// A loading screen (format v2): an async decision of a flow waits for the app's work.
public struct FlowLoading: Hashable, Sendable {
    /// The flow waiting.
    public let flowName: String
    /// The async decision's step id in its flow file.
    public let stepName: String
}
