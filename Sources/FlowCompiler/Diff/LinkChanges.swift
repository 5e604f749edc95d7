/// Deep links: an old link is kept when a new link of the same flow's same step accepts every URL it accepted.
///
/// Patterns are compared structurally, as the runtime matches them (`FlowDeepLink`): the host or scheme, the
/// literal segments, placeholders by position (their names are only how the step's params are found) with the text
/// their param's type accepts (`DeepLinkValueType`), and query items by name, a required one (a param that is not
/// optional) making URLs without it fail. Links are looked up by step and by shape, never compared all to all. A new
/// link may stand in for several old ones (`/s/{query}` for `/s/recent` and `/s/top`); a changed or a moved one is
/// matched once.
enum LinkChanges {
    static func find(_ pair: ProgramPair) -> [FlowChange] {
        let newLinks = pair.newFlows.flatMap(LinkEntry.all)
        var byStep: [StepKey: [Int]] = [:]
        var byShape: [String: [Int]] = [:]
        for (index, link) in newLinks.enumerated() {
            byStep[link.step, default: []].append(index)
            byShape[link.shape.key, default: []].append(index)
        }
        var claimed = [Bool](repeating: false, count: newLinks.count)
        var changes: [FlowChange] = []
        var unmatched: [LinkEntry] = []
        // A step renamed in flowc.yaml (`restoration: renamedSteps`) keeps its links under its new id.
        func current(_ step: StepKey) -> StepKey {
            pair.renamed(step.step, inFlow: step.flow).map { StepKey(flow: step.flow, step: $0.to.value) } ?? step
        }
        for old in pair.oldFlows.flatMap(LinkEntry.all) {
            let candidates = byStep[current(old.step)] ?? []
            // The best new link of the step: one that accepts the same URLs, else more, else fewer.
            var best: (index: Int, verdict: LinkShape.Verdict)?
            for index in candidates where !claimed[index] {
                let verdict = old.shape.compared(to: newLinks[index].shape)
                if verdict.rank < (best?.verdict.rank ?? LinkShape.Verdict.differs("").rank) {
                    best = (index, verdict)
                }
            }
            // A new link another old one already stands on (one placeholder for two fixed texts) stands in for this
            // one too when it accepts every URL it accepted: better than calling it changed or removed.
            if (best?.verdict.rank ?? LinkShape.Verdict.differs("").rank) > LinkShape.Verdict.widened("").rank {
                for index in candidates where claimed[index] {
                    let verdict = old.shape.compared(to: newLinks[index].shape)
                    if verdict.rank < (best?.verdict.rank ?? LinkShape.Verdict.narrowed("").rank) {
                        best = (index, verdict)
                    }
                }
            }
            guard let best else {
                unmatched.append(old)
                continue
            }
            claimed[best.index] = true
            let new = newLinks[best.index]
            switch best.verdict {
            case .same, .differs: break
            case .widened(let what):
                changes.append(
                    old.change(
                        .linkWidened, .compatible,
                        "deep link '\(old.text)' of \(old.step) accepts more URLs as '\(new.text)' (\(what)): links "
                            + "sent before still open it", new: new.location))
            case .narrowed(let what):
                changes.append(
                    old.change(
                        .linkPlaceholderNarrowed, .breaking,
                        "deep link '\(old.text)' of \(old.step) accepts fewer URLs as '\(new.text)' (\(what)): links "
                            + "sent before with other values open nothing",
                        hint: "keep the old type, or add a link with the old pattern beside the new one",
                        new: new.location))
            }
        }
        for old in unmatched {
            // A new link of the same step that no old one claimed: the pattern changed. Else the same shape
            // elsewhere: the link moved. Else it is gone.
            if let index = byStep[current(old.step)]?.first(where: { !claimed[$0] }) {
                claimed[index] = true
                let new = newLinks[index]
                let why: String
                if case .differs(let reason) = old.shape.compared(to: new.shape) { why = reason } else { why = "" }
                changes.append(
                    old.change(
                        .linkPatternChanged, .breaking,
                        "deep link '\(old.text)' of \(old.step) is now '\(new.text)'\(why.isEmpty ? "" : " (\(why))"): "
                            + "URLs sent before no longer match it",
                        hint: "keep the old pattern as a second deeplink of the step (a list), so both open it",
                        new: new.location))
            } else if let index = byShape[old.shape.key]?.first(where: {
                newLinks[$0].step != current(old.step) && !claimed[$0]
            }) {
                claimed[index] = true
                let new = newLinks[index]
                changes.append(
                    old.change(
                        .linkTargetChanged, .breaking,
                        "deep link '\(old.text)' opened \(old.step); it now opens \(new.step): links sent before "
                            + "show another screen",
                        new: new.location))
            } else {
                changes.append(
                    old.change(
                        .linkRemoved, .breaking,
                        "deep link '\(old.text)' of \(old.step) was removed: URLs sent before open nothing",
                        hint: "keep the pattern on a step that shows what it showed, or accept the break in flowc.yaml",
                        new: pair.new.flow(old.step.flow).map {
                            $0.step(old.step.step)?.id.location ?? $0.name.location
                        }))
            }
        }
        for (index, new) in newLinks.enumerated() where !claimed[index] {
            changes.append(
                FlowChange(
                    .linkAdded, .compatible,
                    .init(flow: new.step.flow, step: new.step.step, link: new.text),
                    "deep link '\(new.text)' of \(new.step) was added", old: nil, new: new.location))
        }
        return changes
    }
}

/// A step of a flow, by names.
struct StepKey: Hashable, CustomStringConvertible {
    var flow: String
    var step: String

    var description: String { "step '\(step)' of flow '\(flow)'" }
}

/// One deep link of a step, with the shape of the URLs it accepts.
struct LinkEntry {
    var step: StepKey
    var text: String
    var location: SourceLocation
    var shape: LinkShape

    static func all(of flow: Flow) -> [LinkEntry] {
        flow.steps.flatMap { step in
            step.deeplinks.compactMap { link -> LinkEntry? in
                guard let shape = LinkShape(link, params: step.params) else { return nil }
                return LinkEntry(
                    step: StepKey(flow: flow.name.value, step: step.id.value), text: link.text.value,
                    location: link.text.location, shape: shape)
            }
        }
    }

    func change(
        _ kind: FlowChange.Kind, _ severity: FlowChange.Severity, _ message: String, hint: String? = nil,
        new: SourceLocation?
    ) -> FlowChange {
        FlowChange(
            kind, severity, .init(flow: step.flow, step: step.step, link: text), message, hint: hint, old: location,
            new: new)
    }
}

/// The URLs a pattern accepts, as the runtime matches them.
struct LinkShape {
    enum Piece: Equatable {
        case literal(String)
        /// A placeholder, by the text its param's type accepts (nil: a type no URL text fills, compared by name).
        case value(DeepLinkValueType?)
    }

    struct Item {
        var type: DeepLinkValueType?
        /// Absent from a URL, the link still matches (an optional param, or a list).
        var isOptional: Bool
    }

    var binding: String?
    var path: [Piece]
    var fragment: [Piece]?
    var query: [String: Item]
    /// The pattern with placeholders blanked out and query items sorted: equal for links that match the same URLs
    /// whatever their placeholders' names (link-target-changed looks links up by it).
    var key: String

    init?(_ link: DeepLink, params: [Param]) {
        guard let path = link.path else { return nil }
        func type(_ name: String, list: Bool) -> DeepLinkValueType? {
            guard let expr = params.first(where: { $0.name.value == name })?.type.expr else { return nil }
            return DeepLinkValueType(expr) ?? (list ? DeepLinkValueType.listElement(expr) : nil)
        }
        func pieces(_ segments: [DeepLink.Segment]) -> [Piece] {
            segments.map {
                switch $0 {
                case .literal(let text): return .literal(text)
                case .placeholder(let name): return .value(type(name, list: false))
                }
            }
        }
        binding = link.binding
        self.path = pieces(path)
        fragment = link.fragment.map { pieces($0.path) }
        var query: [String: Item] = [:]
        for item in link.query {
            let param = params.first { $0.name.value == item.placeholder }?.type.expr
            let isList = param.map { DeepLinkValueType.listElement($0) != nil && DeepLinkValueType($0) == nil } ?? false
            query[item.name] = Item(
                type: type(item.placeholder, list: true), isOptional: (param?.isOptional ?? true) || isList)
        }
        self.query = query
        func text(_ pieces: [Piece]) -> String {
            pieces.map { if case .literal(let text) = $0 { return "/" + text } else { return "/{}" } }.joined()
        }
        key =
            (binding ?? "") + text(self.path) + (fragment.map { "#" + text($0) } ?? "") + "?"
            + query.keys.sorted().joined(separator: "&")
    }

    enum Verdict {
        case same
        /// Accepts every URL the old pattern accepted, and more: what widened.
        case widened(String)
        /// Same structure, but a placeholder accepts less text: what narrowed.
        case narrowed(String)
        /// Another structure: why old URLs fail.
        case differs(String)

        /// The better, the lower.
        var rank: Int {
            switch self {
            case .same: return 0
            case .widened: return 1
            case .narrowed: return 2
            case .differs: return 3
            }
        }
    }

    /// How `new` treats the URLs this (old) pattern accepted.
    func compared(to new: LinkShape) -> Verdict {
        var widened: [String] = []
        var narrowed: [String] = []
        if binding != new.binding {
            guard new.binding == nil else {
                return .differs("bound to \(new.binding!) instead of \(binding ?? "any host")")
            }
            widened.append("any host instead of \(binding!)")
        }
        if let why = Self.compare(path, new.path, "path", &widened, &narrowed) { return .differs(why) }
        switch (fragment, new.fragment) {
        case (nil, nil): break
        case (let old?, let new?):
            if let why = Self.compare(old, new, "fragment", &widened, &narrowed) { return .differs(why) }
        case (nil, _?): return .differs("it now needs a fragment")
        case (_?, nil): return .differs("it no longer reads the fragment")
        }
        for (name, item) in new.query.sorted(by: { $0.key < $1.key }) {
            guard let old = query[name] else {
                if !item.isOptional { return .differs("it now requires query item '\(name)'") }
                continue
            }
            if old.isOptional && !item.isOptional { narrowed.append("query item '\(name)' is now required") }
            Self.compare(old.type, item.type, "query item '\(name)'", &widened, &narrowed)
        }
        if !narrowed.isEmpty { return .narrowed(narrowed.joined(separator: "; ")) }
        if !widened.isEmpty { return .widened(widened.joined(separator: "; ")) }
        return .same
    }

    /// Compares two paths piece by piece; the reason they differ in structure, or nil.
    private static func compare(
        _ old: [Piece], _ new: [Piece], _ part: String, _ widened: inout [String], _ narrowed: inout [String]
    ) -> String? {
        guard old.count == new.count else { return "the \(part) has \(new.count) segments instead of \(old.count)" }
        for (position, (o, n)) in zip(old, new).enumerated() {
            let place = "\(part) segment \(position + 1)"
            switch (o, n) {
            case (.literal(let a), .literal(let b)):
                if a != b { return "\(place) is '\(b)' instead of '\(a)'" }
            case (.literal(let a), .value(let type)):
                guard type?.accepts(a) ?? true else { return "\(place) is a placeholder that does not accept '\(a)'" }
                widened.append("\(place) accepts any \(type?.rawValue ?? "value") instead of '\(a)'")
            case (.value, .literal(let b)):
                return "\(place) is the fixed text '\(b)' instead of a placeholder"
            case (.value(let a), .value(let b)):
                compare(a, b, place, &widened, &narrowed)
            }
        }
        return nil
    }

    /// A placeholder's type: the same, wider (every text the old accepted), or narrower.
    private static func compare(
        _ old: DeepLinkValueType?, _ new: DeepLinkValueType?, _ place: String, _ widened: inout [String],
        _ narrowed: inout [String]
    ) {
        guard let old, let new, old != new else { return }
        let what = "\(place): \(old.rawValue) → \(new.rawValue)"
        if new == .string || (old == .int && new == .double) { widened.append(what) } else { narrowed.append(what) }
    }
}
