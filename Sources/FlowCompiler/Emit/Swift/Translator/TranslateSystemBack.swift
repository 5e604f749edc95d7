// The system back (format v2): which routes forbid it (`systemBack: false`), and which screens say what it does
// (`on: systemBack:`). A flow that says neither generates neither function: the runtime's defaults (every route
// allows it, and it pops) are what v1 flows always had.

extension FlowViewModelBuilder {
    /// The cases of `allowsSystemBack(from:)`: one `case .route: false` per step that forbids it; nil when none does.
    func forbiddenSystemBackCases() -> [String]? {
        let forbidding = flow.steps.filter { !$0.isDecision && !$0.allowsSystemBack }
        guard !forbidding.isEmpty else { return nil }
        return forbidding.map { "case .\(escaped($0.id.value)): false" }
    }

    /// The cases of `systemBackEvent(at:)`: `case .settings: .settings(.systemBack)` per screen that handles it;
    /// nil when none does.
    func systemBackEventCases() -> [String]? {
        let handling = flow.steps.filter { $0.isScreen && $0.systemBackHandler != nil }
        guard !handling.isEmpty else { return nil }
        return handling.map { step in
            let name = escaped(step.id.value)
            return "case .\(name): .\(name)(.\(Handler.systemBack))"
        }
    }
}
