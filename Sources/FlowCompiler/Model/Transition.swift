public struct Transition: Sendable {
    public enum Kind: Sendable {
        /// `stepId` or `{ to: stepId }`.
        case go(Located<String>)
        case back
        case dismiss
        case finish(Located<String>)
        case popTo(Located<String>)
    }

    public var kind: Kind
    /// Only with `to:`: how the target is shown, overriding the target's own `present`.
    public var present: Located<Presentation>?
    /// The values sent with the event (or the decision's answer).
    public var with: [Param]
    /// Where the transition's value is written.
    public var location: SourceLocation

    public init(kind: Kind, present: Located<Presentation>? = nil, with: [Param] = [], at location: SourceLocation) {
        self.kind = kind
        self.present = present
        self.with = with
        self.location = location
    }

    /// The step this transition names, if any (`to`/shorthand or `popTo`).
    public var target: Located<String>? {
        switch kind {
        case .go(let step), .popTo(let step): return step
        case .back, .dismiss, .finish: return nil
        }
    }
}
