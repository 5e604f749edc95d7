/// The nested types each flow's steps generate (`FEvent.VerifyCode` for a screen or tabs step, `FChoice.Grading`
/// for a decision), computed once per program: step-type-collision reports two steps that generate one type, and
/// type-name-collision looks the types of a flow's values up in them (a value of type `Material` inside
/// `FEvent`, where a step `material` declares `Material`, would mean that enum). The names come from
/// `GeneratedNames`, so the checks and the generator agree.
struct MemberTypes: Sendable {
    /// Two steps of one namespace whose nested types have one name.
    struct Clash: Sendable {
        var step: Int
        /// The first step declaring the type.
        var first: Int
        var isChoice: Bool
        /// Unescaped.
        var type: String
    }

    struct OfFlow: Sendable {
        /// By namespace, each type (unescaped) → the first step declaring it.
        var events: [String: Int] = [:]
        var choices: [String: Int] = [:]
        /// In the order of the steps.
        var clashes: [Clash] = []
    }

    /// By flow index, as in `program.flows`.
    let flows: [OfFlow]

    static func of(_ program: Program) -> MemberTypes {
        program.cached(MemberTypes.self) { MemberTypes($0) }
    }

    private init(_ program: Program) {
        flows = program.flows.map(Self.types(of:))
    }

    private static func types(of flow: Flow) -> OfFlow {
        var result = OfFlow()
        result.events.reserveCapacity(flow.steps.count)
        var ids = Set<String>(minimumCapacity: flow.steps.count)
        for index in flow.steps.indices {
            guard let isChoice = GeneratedNames.declaresChoice(flow.steps[index]) else { continue }
            let id = flow.steps[index].id.value
            // A repeated id is one name written twice: duplicate-key's to report, not a clash.
            guard ids.insert(id).inserted else { continue }
            guard let type = GeneratedNames.unescapedMemberTypeName(ofStep: id) else { continue }
            // One hash on the usual path, where the type is new; on a clash the first step is put back.
            let first =
                isChoice
                ? result.choices.updateValue(index, forKey: type) : result.events.updateValue(index, forKey: type)
            guard let first else { continue }
            if isChoice { result.choices[type] = first } else { result.events[type] = first }
            result.clashes.append(Clash(step: index, first: first, isChoice: isChoice, type: type))
        }
        return result
    }
}
