/// Every configuration one flow can reach, explored exactly, stacks unbounded included, with the meaning of moves
/// that `NavigationRules` and `FlowMoves` define: the reference the abstract analyses are property-tested against.
///
/// A stack can grow without bound (a screen that pushes itself), so configurations are not listed one by one. Two
/// facts make the exploration finite and still exact:
/// 1. What a frame on top can do before any frame below it is met does not depend on what is below
///    (`summary`, a least fixpoint over frames): end the flow's part in the move (`NavEnd`), or go and meet the
///    frames below in some mode (`NavMode`).
/// 2. So everything that can follow a configuration depends only on its top frame and a finite `Context` of the stack
///    below: for each mode, the ends reachable when the stack is met in that mode (`ends`), and the end a walk in
///    that mode meets at the flow's bottom without stopping at any frame (`passes`). A node is a top frame with the
///    context below it. A walk down from a node meets the nodes it was shown on (`belows`, kept per node, not per
///    context: two stacks that can reach the same ends may still show different frames when popped), and each of them
///    is a real history, since what happens above a node does not depend on what is below it.
///
/// Ends are kept as bits: `leftByBack`, `leftByDismiss`, `dismissedNoModal`, `popMissed`, `unknown`, then one per
/// outcome.
struct NavigationExplorer {
    typealias Bits = UInt64

    enum Exit: Hashable {
        case end(NavEnd)
        case pass(NavMode)
        /// The frame the effect acted at is on top again (with what was below it).
        case again
    }

    /// A configuration, up to what can follow it: its top frame and the context of the stack below.
    struct Node: Hashable {
        var frame: NavFrame
        /// The context below (an index into `contexts`), or -1 below the flow's bottom.
        var below: Int
    }

    /// How a node was first reached: from the node before it by one of its moves (-1: the flow's start or an entry).
    struct Origin {
        var node: Int
        var label: FlowMoves.Label?
        /// The step whose handler the move is (a decision's, for its choice); nil for the start and entries.
        var owner: Int?
    }

    let moves: FlowMoves
    private let isOpaque: (Int) -> Bool
    private(set) var nodes: [Node] = []
    private(set) var origins: [Origin] = []
    private var nodeIndex: [Node: Int] = [:]
    /// The context of each node's whole stack.
    private var nodeContext: [Int] = []
    /// Decisions answered at once, each with a node it was entered at.
    private(set) var decisionsEntered: [Int: [Int]] = [:]
    /// A move that met the flow's bottom with a `popTo` or `dismiss` of no effect there: the step whose handler it is
    /// (a decision's, for its choice), the handler, and the node it was taken at (-1: on the empty flow).
    struct Miss: Hashable {
        var step: Int
        var label: FlowMoves.Label
        var node: Int
    }
    private(set) var missedPops: Set<Miss> = []
    private(set) var dismissesWithoutModal: Set<Miss> = []
    /// Every `popTo` and `dismiss` taken, by the same key: where it met no modal or no target, and where it did.
    private(set) var popsAndDismisses: Set<Miss> = []
    /// Every move that leaves the flow (a cancellation its parent sees; for the root flow, no screen left).
    private(set) var leaves: Set<Miss> = []
    /// The nodes a `replace` made: the first frame of their stack.
    private(set) var replacements: Set<Int> = []
    /// For each node of a flow's first frame, every step whose move showed it (`origins` keeps only the first), and
    /// every step whose `replace` put it there.
    private(set) var bottomShownBy: [Int: Set<Int>] = [:]
    private(set) var bottomReplacedBy: [Int: Set<Int>] = [:]

    private var frames: [NavFrame] = []
    private var frameIndex: [NavFrame: Int] = [:]
    private var summaries: [Set<Exit>] = []
    private var modes: [NavMode] = []
    private var modeIndex: [NavMode: Int] = [:]
    /// Per context: `ends` then `passes`, one entry per mode.
    private var contexts: [[Bits]] = []
    private var contextIndex: [[Bits]: Int] = [:]
    /// By node: the nodes that can be right below it (its frame was shown on theirs), and the nodes that take its
    /// place's below (a frame `replace` put where its frame was).
    private var belows: [Set<Int>] = []
    private var inheritors: [Int: [Int]] = [:]
    /// By node: the modes that walked down from it, each met again at every node found below it later.
    private var descended: [Set<NavMode>] = []

    init(_ moves: FlowMoves, isOpaque: @escaping (Int) -> Bool = { _ in false }) {
        self.moves = moves
        self.isOpaque = isOpaque
        guard let start = moves.startEffect else { return }
        computeSummaries(from: start)
        collectModes()
        explore(start)
    }

    // MARK: Ends as bits

    static func bit(_ end: NavEnd) -> Bits {
        switch end {
        case .leftByBack: return 1
        case .leftByDismiss: return 2
        case .dismissedNoModal: return 4
        case .popMissed: return 8
        case .unknown: return 16
        case .outcome(let index): return 1 << Bits(min(index, 58) + 5)
        }
    }
    static let outcomeBits: Bits = ~Bits(31)
    static let leaveBits: Bits = 7

    // MARK: 1. What a frame on top can do before meeting the frames below

    private mutating func frameID(_ frame: NavFrame) -> Int {
        if let id = frameIndex[frame] { return id }
        frameIndex[frame] = frames.count
        frames.append(frame)
        summaries.append([])
        return frames.count - 1
    }

    /// The moves of a frame, with a move of no judgement for a step another check reports.
    func moves(of frame: NavFrame) -> [FlowMoves.Move] {
        var list = moves.moves(of: frame)
        if isOpaque(frame.step) { list.append(FlowMoves.Move(label: .notJudged, effect: .unknown)) }
        return list
    }

    private mutating func computeSummaries(from start: NavEffect) {
        var dependents: [Int: Set<Int>] = [:]
        var queue: [Int] = []
        var queued: Set<Int> = []
        var computed: Set<Int> = []
        func enqueue(_ id: Int) { if queued.insert(id).inserted { queue.append(id) } }
        // Bottom frames the start can show.
        var seeds: [NavFrame] = []
        emptyFrames(start, into: &seeds, seen: [])
        for entry in moves.entryStacks {
            seeds.append(contentsOf: entry)
        }
        for frame in seeds { enqueue(frameID(frame)) }
        while let id = queue.first {
            queue.removeFirst()
            queued.remove(id)
            let frame = frames[id]
            var used: Set<Int> = []
            var exits: Set<Exit> = []
            for move in moves(of: frame) {
                exits.formUnion(exitsOfEffect(move.effect, at: frame, used: &used, seen: []))
            }
            exits.remove(.again)
            computed.insert(id)
            for other in used {
                dependents[other, default: []].insert(id)
                if !computed.contains(other) { enqueue(other) }
            }
            if exits != summaries[id] {
                summaries[id] = exits
                for dependent in dependents[id] ?? [] { enqueue(dependent) }
            }
        }
    }

    /// The first frames an effect on the empty flow can show, a decision's choices each.
    private func emptyFrames(_ effect: NavEffect, into frames: inout [NavFrame], seen: Set<Int>) {
        switch NavigationRules.onEmpty(effect) {
        case .bottom(let frame): frames.append(frame)
        case .decide(let decision):
            guard !seen.contains(decision) else { return }
            for choice in choices(of: decision) { emptyFrames(choice, into: &frames, seen: seen.union([decision])) }
        case .end: break
        }
    }

    private func choices(of decision: Int) -> [NavEffect] {
        moves.flow.steps[decision].handlers.indices.map {
            moves.effect(of: moves.flow.steps[decision].handlers[$0].transition, handler: $0, at: decision)
        }
    }

    /// The exits of `effect` acting at `frame` on top. `seen`: the effects already acting at this frame on the way here
    /// (a decision's choices that lead back to it, an alert's button that shows the alert again): met again, they add
    /// nothing.
    private mutating func exitsOfEffect(
        _ effect: NavEffect, at frame: NavFrame, used: inout Set<Int>, seen: Set<NavEffect>
    ) -> Set<Exit> {
        guard !seen.contains(effect) else { return [] }
        let seen = seen.union([effect])
        switch effect {
        case .show(let step, let shown):
            let above = frameID(NavFrame(step: step, shown: shown, isBottom: false))
            used.insert(above)
            var exits: Set<Exit> = []
            for exit in summaries[above] {
                switch exit {
                case .end, .again: exits.insert(exit)
                case .pass(let mode):
                    exits.formUnion(
                        exitsOfReaction(NavigationRules.react(frame, to: mode), at: frame, used: &used, seen: seen))
                }
            }
            return exits
        case .decide(let decision):
            var exits: Set<Exit> = []
            for choice in choices(of: decision) {
                exits.formUnion(exitsOfEffect(choice, at: frame, used: &used, seen: seen))
            }
            return exits
        default:
            return exitsOfReaction(NavigationRules.start(effect, at: frame), at: frame, used: &used, seen: seen)
        }
    }

    private mutating func exitsOfReaction(
        _ reaction: NavReaction, at frame: NavFrame, used: inout Set<Int>, seen: Set<NavEffect> = []
    ) -> Set<Exit> {
        switch reaction {
        case .top: return [.again]
        case .pass(let mode): return [.pass(mode)]
        case .end(let end): return [.end(end)]
        case .replacedBy(let other):
            let id = frameID(other)
            used.insert(id)
            return summaries[id]
        case .apply(let effect): return exitsOfEffect(effect, at: frame, used: &used, seen: seen)
        case .emptyThen(let effect): return exitsOnEmpty(effect, used: &used, seen: [])
        }
    }

    /// An effect on a flow with no frames: the start, or what acts after the flow's last frame went.
    private mutating func exitsOnEmpty(_ effect: NavEffect, used: inout Set<Int>, seen: Set<Int>) -> Set<Exit> {
        switch NavigationRules.onEmpty(effect) {
        case .bottom(let frame):
            let id = frameID(frame)
            used.insert(id)
            return summaries[id]
        case .decide(let decision):
            guard !seen.contains(decision) else { return [] }
            var exits: Set<Exit> = []
            for choice in choices(of: decision) {
                exits.formUnion(exitsOnEmpty(choice, used: &used, seen: seen.union([decision])))
            }
            return exits
        case .end(let end):
            return [.end(end)]
        }
    }

    // MARK: 2. Contexts of the stack below

    private mutating func collectModes() {
        var queue: [NavMode] = [.reveal, .dismiss]
        for summary in summaries {
            for case .pass(let mode) in summary { queue.append(mode) }
        }
        // Every mode an effect can start, nested ones included (a close-and-go-on's, a decision's choices).
        var effects: [NavEffect] = frames.flatMap { moves(of: $0).map(\.effect) }
        var seenEffects: Set<NavEffect> = []
        while let effect = effects.popLast() {
            guard seenEffects.insert(effect).inserted else { continue }
            switch effect {
            case .popTo(let target): queue.append(.popTo(target))
            case .replace(let target): queue.append(.replace(target))
            case .dismissThen(let then):
                queue.append(.dismissThen(then))
                queue.append(.apply(then))
                effects.append(then)
            case .removeTopThen(let then):
                queue.append(.apply(then))
                effects.append(then)
            case .decide(let decision): effects.append(contentsOf: choices(of: decision))
            case .show, .back, .dismiss, .finish, .stay, .unknown: break
            }
        }
        while let mode = queue.popLast() {
            guard modeIndex[mode] == nil else { continue }
            modeIndex[mode] = modes.count
            modes.append(mode)
            for frame in frames {
                if case .pass(let next) = NavigationRules.react(frame, to: mode) { queue.append(next) }
            }
        }
    }

    /// The context of the stack `frame` on top of the context `below` (-1: nothing of the flow below).
    private mutating func context(of frame: NavFrame, below: Int) -> Int {
        let count = modes.count
        var vector = [Bits](repeating: 0, count: 2 * count)
        for (m, mode) in modes.enumerated() {
            let reaction = NavigationRules.react(frame, to: mode)
            vector[m] = ends(of: reaction, at: frame, below: below)
            switch reaction {
            case .pass(let next): vector[count + m] = below < 0 ? 0 : contexts[below][count + (modeIndex[next] ?? 0)]
            case .end(let end): vector[count + m] = Self.bit(end)
            case .top, .replacedBy, .apply, .emptyThen: vector[count + m] = 0
            }
        }
        if let id = contextIndex[vector] { return id }
        contextIndex[vector] = contexts.count
        contexts.append(vector)
        return contexts.count - 1
    }

    /// The ends of `exits` of an effect at `frame` (nil: on the empty flow), on a stack of context `below`.
    private mutating func compose(_ exits: Set<Exit>, at frame: NavFrame?, below: Int) -> Bits {
        var bits: Bits = 0
        for exit in exits {
            switch exit {
            case .end(let end): bits |= Self.bit(end)
            case .again:
                guard let frame else { continue }
                bits |= compose(summaries[frameID(frame)], at: nil, below: below)
            case .pass(let mode):
                guard below >= 0, let m = modeIndex[mode] else { continue }
                bits |= contexts[below][m]
            }
        }
        return bits
    }

    /// The ends reachable when `frame`, on a stack of context `below`, reacts so.
    private mutating func ends(of reaction: NavReaction, at frame: NavFrame, below: Int) -> Bits {
        var used: Set<Int> = []
        switch reaction {
        case .top: return compose(summaries[frameID(frame)], at: nil, below: below)
        case .pass(let mode): return below < 0 ? 0 : contexts[below][modeIndex[mode] ?? 0]
        case .end(let end): return Self.bit(end)
        case .replacedBy(let other): return compose(summaries[frameID(other)], at: nil, below: below)
        case .apply(let effect):
            return compose(exitsOfEffect(effect, at: frame, used: &used, seen: []), at: frame, below: below)
        case .emptyThen(let effect): return compose(exitsOnEmpty(effect, used: &used, seen: []), at: nil, below: -1)
        }
    }

    // MARK: 3. The nodes reached

    private mutating func explore(_ start: NavEffect) {
        var work: [Int] = []
        onEmpty(start, origin: Origin(node: -1, label: nil), work: &work, seen: [])
        for entry in moves.entryStacks {
            var below: Int?
            for frame in entry {
                let node = Node(frame: frame, below: below.map { nodeContext[$0] } ?? -1)
                below = addNode(
                    node, on: below.map(Below.node) ?? .none, origin: Origin(node: below ?? -1, label: nil),
                    work: &work)
            }
        }
        while let node = work.popLast() {
            for move in moves(of: nodes[node].frame) {
                perform(move.effect, at: node, label: move.label, owner: nodes[node].frame.step, work: &work, seen: [])
            }
        }
    }

    /// What a new node is shown on: nothing of the flow, a node's frame, or what was below a node it replaced.
    private enum Below {
        case none
        case node(Int)
        case sameAs(Int)
    }

    @discardableResult
    private mutating func addNode(_ node: Node, on below: Below, origin: Origin, work: inout [Int]) -> Int {
        let id: Int
        if let known = nodeIndex[node] {
            id = known
        } else {
            id = nodes.count
            nodeIndex[node] = id
            nodes.append(node)
            origins.append(origin)
            nodeContext.append(context(of: node.frame, below: node.below))
            belows.append([])
            descended.append([])
            work.append(id)
        }
        if node.frame.isBottom, let owner = origin.owner {
            if case .sameAs = below {
                bottomReplacedBy[id, default: []].insert(owner)
            } else {
                bottomShownBy[id, default: []].insert(owner)
            }
        }
        switch below {
        case .none: break
        case .node(let other): addBelow(other, to: id, work: &work)
        case .sameAs(let replaced):
            replacements.insert(id)
            guard !(inheritors[replaced]?.contains(id) ?? false) else { break }
            inheritors[replaced, default: []].append(id)
            for other in belows[replaced] { addBelow(other, to: id, work: &work) }
        }
        return id
    }

    /// `below` can be right below `node`: the walks that went down from `node` meet it too.
    private mutating func addBelow(_ below: Int, to node: Int, work: inout [Int]) {
        guard belows[node].insert(below).inserted else { return }
        for mode in descended[node] {
            react(
                NavigationRules.react(nodes[below].frame, to: mode), at: below, label: .notJudged,
                owner: nodes[below].frame.step, work: &work)
        }
        for inheritor in inheritors[node] ?? [] { addBelow(below, to: inheritor, work: &work) }
    }

    /// Takes move `label` of step `owner` (the top frame's step, or a decision entered from it) at `node`.
    private mutating func perform(
        _ effect: NavEffect, at node: Int, label: FlowMoves.Label, owner: Int, work: inout [Int], seen: Set<Int>
    ) {
        let frame = nodes[node].frame
        switch effect {
        case .show(let step, let shown):
            addNode(
                Node(frame: NavFrame(step: step, shown: shown, isBottom: false), below: nodeContext[node]),
                on: .node(node), origin: Origin(node: node, label: label, owner: owner), work: &work)
        case .decide(let decision):
            guard !seen.contains(decision) else { return }
            decisionsEntered[decision, default: []].append(node)
            for (h, choice) in choices(of: decision).enumerated() {
                perform(
                    choice, at: node, label: .handler(h), owner: decision, work: &work, seen: seen.union([decision]))
            }
        default:
            let reaction = NavigationRules.start(effect, at: frame)
            var immediate: Bits = 0
            if case .pass(let mode) = reaction, nodes[node].below >= 0 {
                immediate = contexts[nodes[node].below][modes.count + modeIndex[mode]!]
            } else if case .end(let end) = reaction {
                immediate = Self.bit(end)
            } else if case .emptyThen(let then) = reaction, case .end(let end) = NavigationRules.onEmpty(then) {
                immediate = Self.bit(end)
            }
            note(effect, immediate, Miss(step: owner, label: label, node: node))
            react(reaction, at: node, label: label, owner: owner, work: &work)
        }
    }

    private mutating func note(_ effect: NavEffect, _ immediate: Bits, _ miss: Miss) {
        switch effect {
        case .popTo, .dismiss, .dismissThen: popsAndDismisses.insert(miss)
        default: break
        }
        if immediate & Self.leaveBits != 0 { leaves.insert(miss) }
        if immediate & Self.bit(.popMissed) != 0 { missedPops.insert(miss) }
        if immediate & Self.bit(.dismissedNoModal) != 0 { dismissesWithoutModal.insert(miss) }
    }

    /// How `node` reacts to move `label` of step `owner`, which removed the frames above it (or acts at it).
    private mutating func react(
        _ reaction: NavReaction, at node: Int, label: FlowMoves.Label, owner: Int, work: inout [Int]
    ) {
        switch reaction {
        case .top:
            break
        case .pass(let mode):
            descend(from: node, mode, label: label, owner: owner, work: &work)
        case .replacedBy(let frame):
            addNode(
                Node(frame: frame, below: nodes[node].below), on: .sameAs(node),
                origin: Origin(node: node, label: label, owner: owner), work: &work)
        case .apply(let effect):
            perform(effect, at: node, label: label, owner: owner, work: &work, seen: [])
        case .emptyThen(let effect):
            onEmpty(effect, origin: Origin(node: node, label: label, owner: owner), work: &work, seen: [])
        case .end:
            break
        }
    }

    /// A walk in `mode` goes on below `node`: each node that can be right below it reacts. (Once per mode: what it meets
    /// is the first move's to own.)
    private mutating func descend(
        from node: Int, _ mode: NavMode, label: FlowMoves.Label, owner: Int, work: inout [Int]
    ) {
        guard descended[node].insert(mode).inserted else { return }
        for below in belows[node] {
            react(
                NavigationRules.react(nodes[below].frame, to: mode), at: below, label: label, owner: owner,
                work: &work)
        }
    }

    private mutating func onEmpty(_ effect: NavEffect, origin: Origin, work: inout [Int], seen: Set<Int>) {
        switch NavigationRules.onEmpty(effect) {
        case .bottom(let frame):
            addNode(Node(frame: frame, below: -1), on: .none, origin: origin, work: &work)
        case .decide(let decision):
            guard !seen.contains(decision) else { return }
            decisionsEntered[decision, default: []].append(-1)
            for (h, choice) in choices(of: decision).enumerated() {
                if case .end(let end) = NavigationRules.onEmpty(choice) {
                    note(choice, Self.bit(end), Miss(step: decision, label: .handler(h), node: -1))
                }
                let chosen = Origin(node: origin.node, label: .handler(h), owner: decision)
                onEmpty(choice, origin: chosen, work: &work, seen: seen.union([decision]))
            }
        case .end:
            break
        }
    }

    // MARK: Answers

    /// The ends reachable from a node, its frame on top.
    mutating func endsFrom(_ node: Int) -> Bits {
        ends(of: .top, at: nodes[node].frame, below: nodes[node].below)
    }

    /// The ends reachable when decision `decision` is entered at `node` (-1: on the empty flow).
    mutating func endsOfDecision(_ decision: Int, enteredAt node: Int) -> Bits {
        var used: Set<Int> = []
        if node < 0 { return compose(exitsOnEmpty(.decide(decision), used: &used, seen: []), at: nil, below: -1) }
        let exits = exitsOfEffect(.decide(decision), at: nodes[node].frame, used: &used, seen: [])
        return compose(exits, at: nodes[node].frame, below: nodes[node].below)
    }

    /// Where `effect`, a move taken at `node`, returns to: the nodes it leaves on top by removing frames, and whether it
    /// leaves the flow. What it shows or replaces is not a return (the diagrams draw those as their own edges).
    func returns(of effect: NavEffect, at node: Int) -> (nodes: Set<Int>, leaves: Bool) {
        var found: (nodes: Set<Int>, leaves: Bool) = ([], false)
        var walked: Set<[AnyHashable]> = []
        returns(of: NavigationRules.start(effect, at: nodes[node].frame), at: node, into: &found, walked: &walked)
        return found
    }

    private func returns(
        of reaction: NavReaction, at node: Int, into found: inout (nodes: Set<Int>, leaves: Bool),
        walked: inout Set<[AnyHashable]>
    ) {
        switch reaction {
        case .top:
            found.nodes.insert(node)
        case .pass(let mode):
            guard walked.insert([node, mode]).inserted else { return }
            for below in belows[node] {
                returns(
                    of: NavigationRules.react(nodes[below].frame, to: mode), at: below, into: &found, walked: &walked)
            }
        case .apply(let effect):
            guard walked.insert([node, effect]).inserted else { return }
            returns(of: NavigationRules.start(effect, at: nodes[node].frame), at: node, into: &found, walked: &walked)
        case .emptyThen(let effect):
            if case .end(let end) = NavigationRules.onEmpty(effect), end.leavesFlow { found.leaves = true }
        case .end(let end):
            if end.leavesFlow { found.leaves = true }
        case .replacedBy:
            break
        }
    }

    /// The steps some configuration shows on top, or enters (a decision).
    var reachedSteps: Set<Int> {
        Set(nodes.map(\.frame.step)).union(decisionsEntered.keys)
    }
}

extension FlowMoves {
    /// The stacks the flow's entries open (`entries:`), bottom first: each step shown on the one below as its own
    /// `present` says.
    var entryStacks: [[NavFrame]] {
        flow.entries.compactMap { entry in
            let steps = entry.steps.compactMap { flow.index(ofStep: $0.value) }
            guard !steps.isEmpty, steps.count == entry.steps.count, steps.allSatisfy({ flow.steps[$0].isScreen }) else {
                return nil
            }
            return steps.enumerated().map { position, step in
                guard position > 0 else { return NavFrame(step: step, shown: .push, isBottom: true) }
                switch flow.steps[step].defaultPresentation {
                case .push, .replace: return NavFrame(step: step, shown: .push, isBottom: false)
                case let modal: return NavFrame(step: step, shown: .modal(modal), isBottom: false)
                }
            }
        }
    }
}
