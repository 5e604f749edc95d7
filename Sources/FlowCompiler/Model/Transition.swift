public struct Transition: Sendable {
    public enum Kind: Sendable {
        /// `stepId` or `{ to: stepId }`.
        case go(Located<String>)
        case back
        case dismiss
        case finish(Located<String>)
        case popTo(Located<String>)
        /// `{ request: name }` (format v2): asks the parent for something without ending the flow; the flow stays
        /// where it is, and the parent's handler of the request runs with this flow's step kept.
        case request(Located<String>)
        /// `{ tab: Flow }` (format v2), only for a tab flow's outcome at a tabs step: that tab's flow starts again,
        /// tab `Flow` shows, and the other tabs keep their screens.
        case showTab(Located<String>)
    }

    public var kind: Kind
    /// Only with `to:`: how the target is shown, overriding the target's own `present`.
    public var present: Located<Presentation>?
    /// The values sent with the event (or the decision's answer). On `back`, `dismiss` and `popTo` (format v2), the
    /// values handed back to the screen revealed, which declares them under `receives:`.
    public var with: [Param]
    /// `{ dismiss: { to: … } }` or `{ dismiss: { popTo: … } }` (format v2): the transition first closes the modal
    /// holding the current screen, then goes on from the screen that presented it. Located at `dismiss`.
    public var closesModalFirst: SourceLocation?
    /// `args:` (format v2): constants the transition passes by name, before its `with`.
    public var args: [Literal] = []
    /// On an alert's button (format v2): its role and its label (a key of the `Flows` strings table of the flow's module).
    public var role: Located<ButtonRole>?
    public var buttonTitle: Located<String>?
    /// The `with` is an app event's payload (format v2), not values sent by a screen or handed back.
    public var withIsAppEventPayload = false
    /// Where the transition's value is written.
    public var location: SourceLocation

    public init(kind: Kind, present: Located<Presentation>? = nil, with: [Param] = [], at location: SourceLocation) {
        self.kind = kind
        self.present = present
        self.with = with
        self.location = location
    }

    /// Values handed back to the revealed screen: `with` on `back`, `dismiss` or `popTo` (not a close-and-go-on,
    /// whose `with` fills its target like any `to`).
    public var handsValuesBack: Bool {
        guard !with.isEmpty, !withIsAppEventPayload else { return false }
        switch kind {
        case .back, .dismiss: return true
        case .popTo: return closesModalFirst == nil
        case .go, .finish, .request, .showTab: return false
        }
    }

    /// The step this transition names, if any (`to`/shorthand or `popTo`).
    public var target: Located<String>? {
        switch kind {
        case .go(let step), .popTo(let step): return step
        case .back, .dismiss, .finish, .request, .showTab: return nil
        }
    }
}
