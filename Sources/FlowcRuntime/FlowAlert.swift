/// An alert or confirmation dialog a flow shows (format v2: `alert:` or `dialog:`): its text, keys of a `Flows`
/// strings table (`FlowStrings`), and its buttons. The hosts present it with no screen of the app's; a button the user taps
/// sends its event to the flow.
public struct FlowAlert: Sendable {
    /// One button.
    public struct Button: Hashable, Sendable {
        /// Its label: a key of the `Flows` strings table of the flow's module, shown as it is when the table has no such key.
        public let title: String
        /// Cancel, destructive, or nil for a default button.
        public let role: FlowAlertRole?
    }

    /// `.alert` for an alert, `.dialog` for a confirmation dialog.
    public let style: FlowPresentation
    /// The title: a key of the `Flows` strings table of the flow's module.
    public let title: String
    /// The message, a key of the `Flows` strings table of the flow's module; nil for none.
    public let message: String?
    /// The buttons, in the flow file's order.
    public let buttons: [Button]
    /// The name of its step in its flow file (`confirmLeave`): a dialog on an iPad points at the view the app
    /// gives for it (`FlowUIKitHost.popoverAnchor`, SwiftUI's `flowPopoverAnchor`), the control that opened it.
    public let stepName: String
    /// Where the texts are looked up: show `strings.text(title)`, and so on (`FlowStrings`).
    public let strings: FlowStrings
    /// The index of the cancel button (at most one, format.md), which also acts when the user closes a confirmation
    /// dialog without a button (a tap outside it); nil when there is none.
    public var cancelButton: Int? { buttons.firstIndex { $0.role == .cancel } }
    let onChoose: @MainActor @Sendable (Int) -> Void

    /// Reports that the user tapped button `index`: the alert closes, and its flow runs the button's transition.
    @MainActor
    public func choose(_ index: Int) {
        onChoose(index)
    }
}

/// The role of an alert's button.
public enum FlowAlertRole: String, Hashable, Sendable {
    case cancel
    case destructive
}

/// What the generated code says of an alert step: its text and, for each button, its label, role and event.
public struct FlowAlertContent<Event: Sendable>: Sendable {
    /// `.alert` or `.dialog`.
    public let style: FlowPresentation
    /// The title: a key of the `Flows` strings table of the flow's module.
    public let title: String
    /// The message, a key of the `Flows` strings table of the flow's module; nil for none.
    public let message: String?
    /// The buttons, in the flow file's order: each one's label, role and the event it sends.
    public let buttons: [(title: String, role: FlowAlertRole?, event: Event)]

    /// An alert as the generated `alert(at:)` describes it.
    @_spi(Generated)
    public init(
        style: FlowPresentation, title: String, message: String?,
        buttons: [(title: String, role: FlowAlertRole?, event: Event)]
    ) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
