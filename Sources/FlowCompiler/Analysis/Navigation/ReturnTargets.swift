/// Where `back` and `dismiss` can land from each step of one flow, so the diagram can draw them pointing at
/// the real screens instead of at an anonymous marker; and which steps the flow shows at the bottom of a stack (its
/// first frame, or the frame a `replace` leaves), whose child flows lend their input to deep links (`ResidentSteps`).
///
/// It follows the moves of `NavigationRules` (format.md, "How navigation works") per step, not per stack: a pushed
/// step has what showed it below; a modal's first screen goes back to its presenter; a step that replaced the stack
/// goes back wherever `dismiss` from the replaced step would go (the presenter of its modal, or out of the flow).
/// Decisions show nothing, so they stand where they were entered; an async decision's loading screen and an alert go
/// before their answer or their button acts, so they stand there too (an alert's `back` and `dismiss` only close it,
/// landing on the step it stands at, and its `{ to: x }` shows `x` from there). A close-and-go-on goes on from where
/// its `dismiss` lands; a child flow's outcome handler acts once the subflow step is gone ("When a child flow ends"):
/// what it shows is shown from below the step. Only what the flow's moves reach acts: the handlers of a step once some
/// move shows it (from the start, an entry or a deep link), a screen's `systemBack` handler once some way shows it with
/// the system back; a step no move shows returns nowhere (unreachable-step reports it).
///
/// The sets grow monotonically and are capped (`limit`): past it a step's returns are drawn to one "several steps"
/// marker (leaving the flow is kept apart, so "at the bottom" stays exact but where a decision stands past the
/// limit). Each rule is a subscription to the sets it reads, run once per element they gain, so the work stays linear
/// in the size of the flow. `ReturnTargetsPropertyTests` holds the sets to the explorer's exact answers.
struct ReturnTargets {
    enum Target: Hashable, Comparable {
        case step(Int)
        /// Out of this flow, to the parent coordinator.
        case leave
        /// More places than the diagram draws.
        case many
    }

    static let limit = 6

    /// Per step index, sorted.
    let back: [[Target]]
    let dismiss: [[Target]]
    /// Per step index: whether some way shows it as the flow's first frame, or puts it by `replace` as the first frame
    /// of its stack.
    let isBottom: [Bool]
    /// The handlers (step, handler) whose `replace` puts a screen the user can pull down as the first frame of the
    /// flow's own first sheet (a start that presents): pulling it down ends the flow (root-flow-ends).
    let replacesFirstSheet: [(step: Int, handler: Int)]

    /// - Parameters:
    ///   - firstScreenHasSystemBack: whether the flow's first screen, pushed on its parent's stack, has the system back
    ///     (`SystemBack`): its `systemBack` handler acts there. The diagram draws a flow under any parent: yes.
    init(_ flow: Flow, _ program: Program, firstScreenHasSystemBack: Bool = true) {
        var facts = Facts(flow, program, firstScreenHasSystemBack: firstScreenHasSystemBack)
        facts.run()
        back = (0..<flow.steps.count).map { facts.sets[facts.id(.back, $0)].sorted() }
        dismiss = (0..<flow.steps.count).map { facts.sets[facts.id(.dismiss, $0)].sorted() }
        isBottom = facts.isBottom
        replacesFirstSheet = facts.replacesFirstSheet.sorted { ($0.step, $0.handler) < ($1.step, $1.handler) }
    }
}

extension ReturnTargets {
    /// Where a move acts from.
    fileprivate enum Place: Hashable, Comparable {
        /// The step is on top.
        case step(Int)
        /// The subflow or tabs step's child ended: its handler acts as the step goes (a decision it enters too).
        case afterChild(Int)
        /// The flow has no frame: the start, or after its last frame went.
        case leave
        case many

        var target: Target? {
            switch self {
            case .step(let s): .step(s)
            case .leave: .leave
            case .many: .many
            case .afterChild: nil
            }
        }

        init(_ target: Target) {
            switch target {
            case .step(let s): self = .step(s)
            case .leave: self = .leave
            case .many: self = .many
            }
        }
    }

    fileprivate enum Kind: Int {
        case back, dismiss
        /// Where the step was shown from as the first screen of a modal: what is left once its modal closed.
        case presentedBy
        /// Where `dismiss` lands from below the step, for the ways that push it or put it by `replace`.
        case dismissBelow
        /// `.leave` when some way shows the step on the stack of the flow's own first modal (a start that presents):
        /// a `replace` there puts its target as that modal's first screen, the flow's first frame.
        case inFirstModal
        /// `.leave` when some way shows the step where the system can take the user back (pushed on a screen, first
        /// in a sheet), whatever the step itself allows; and when some way shows it on a stack whose first screen is
        /// shown so (what a `replace` keeps). A `systemBack` handler acts once the first holds.
        case backWay, stackBackWay
        /// `.leave` when some way shows the step on the stack of the flow's own first modal and that modal is a sheet
        /// the user can pull down: a `replace` there puts a screen the user can pull down at the flow's bottom.
        case inFirstSheet
        /// For a decision or an alert: the places it stands at.
        case at

        static let targetKinds = 8
    }

    /// What a subscription does with each new element of the set it reads.
    fileprivate enum Rule {
        /// Show the step from the place, as the presentation says.
        case show(step: Int, present: Presentation)
        /// A close-and-go-on: from where `dismiss` lands, show the step.
        case dismissThenShow(step: Int, present: Presentation)
        /// Copy the element into a set.
        case copy(into: Int)
        /// The handler of a decision or alert standing at the place: act as `handler` says.
        case decisionHandler(step: Int, handler: Int)
        /// A screen's `systemBack` handler, once some way shows it with the system back.
        case systemBackHandler(step: Int, handler: Int)
        /// Handler `handler` of `step` replaces the stack of the flow's first sheet (`replacesFirstSheet`).
        case replacesFirstSheet(step: Int, handler: Int)
    }

    /// What the propagation reads of a step, read once (a `Step` is large: copying one per rule would cost more than the
    /// rule).
    fileprivate struct StepFacts {
        var isStanding = false
        var isAlert = false
        /// A screen with its system back allowed (its `systemBack` handler can act).
        var allowsSystemBack = false
        var startsChildFlows = false
        var presentation = Presentation.push
        var handlers: [HandlerFacts] = []
    }

    fileprivate struct HandlerFacts {
        enum Kind {
            case go(target: Int, present: Presentation, closesFirst: Bool)
            case back, dismiss, other
        }
        var kind: Kind
        var isSystemBack: Bool
        /// At a subflow or tabs step: it leaves the child flows running (a request, an app event).
        var keepsChildren: Bool
    }

    fileprivate struct Facts {
        let flow: Flow
        let steps: [StepFacts]
        let count: Int
        var sets: [[Target]]
        /// The `at` sets hold places (an `afterChild` too), so they are kept apart.
        var places: [[Place]]
        var subscribers: [[Rule]]
        var work: [(fact: Int, place: Place)] = []
        var isBottom: [Bool]
        var replacesFirstSheet: [(step: Int, handler: Int)] = []
        let firstScreenHasSystemBack: Bool
        var reached: [Bool]
        /// Steps reached whose handlers are yet to act (a worklist, so a long chain of screens recurses nowhere).
        var toAct: [Int] = []

        init(_ flow: Flow, _ program: Program, firstScreenHasSystemBack: Bool) {
            self.flow = flow
            self.firstScreenHasSystemBack = firstScreenHasSystemBack
            reached = Array(repeating: false, count: flow.steps.count)
            count = flow.steps.count
            sets = Array(repeating: [], count: Kind.targetKinds * count)
            places = Array(repeating: [], count: count)
            isBottom = Array(repeating: false, count: count)
            subscribers = Array(repeating: [], count: (Kind.targetKinds + 1) * count)
            steps = flow.steps.indices.map { s in
                let step = flow.steps[s]
                var facts = StepFacts(
                    isStanding: step.isDecision || step.isAlert, isAlert: step.isAlert,
                    allowsSystemBack: step.isScreen && step.allowsSystemBack, startsChildFlows: step.startsChildFlows,
                    presentation: step.defaultPresentation)
                facts.handlers = step.handlers.indices.map { h in
                    let handler = step.handlers[h]
                    let transition = handler.transition
                    let kind: HandlerFacts.Kind
                    switch transition.kind {
                    case .go:
                        if let target = transition.target.flatMap({ flow.index(ofStep: $0.value) }) {
                            kind = .go(
                                target: target,
                                present: transition.present?.value ?? flow.steps[target].defaultPresentation,
                                closesFirst: transition.closesModalFirst != nil)
                        } else {
                            kind = .other
                        }
                    case .back: kind = .back
                    case .dismiss: kind = .dismiss
                    case .popTo, .finish, .request, .showTab: kind = .other
                    }
                    return HandlerFacts(
                        kind: kind, isSystemBack: handler.event.value == Handler.systemBack,
                        keepsChildren: step.startsChildFlows && program.keepsChildFlows(handler, of: step, in: flow))
                }
                return facts
            }
        }

        func id(_ kind: Kind, _ step: Int) -> Int { kind.rawValue * count + step }

        func isStanding(_ step: Int) -> Bool { steps[step].isStanding }

        mutating func run() {
            // Decisions and alerts act where they stand, once they stand somewhere; a screen's handlers act from it.
            for s in flow.steps.indices where isStanding(s) { actHandlers(of: s) }
            if let start = flow.startIndex { show(start, steps[start].presentation, from: .leave) }
            // An entry's stack, bottom first: each step shown on the one below as its own `present` says.
            for entry in flow.entries {
                let steps = entry.steps.compactMap { flow.index(ofStep: $0.value) }
                guard steps.count == entry.steps.count, steps.allSatisfy({ flow.steps[$0].isScreen }) else { continue }
                var place = Place.leave
                for step in steps {
                    let own = flow.steps[step].defaultPresentation
                    show(step, place == .leave ? .push : own == .replace ? .push : own, from: place)
                    place = .step(step)
                }
            }
            // A deep link opens its screen on a stack of its own (`LinkStacks`): its handlers act.
            for s in flow.steps.indices where flow.steps[s].isScreen && !flow.steps[s].deeplinks.isEmpty { reach(s) }
            while !work.isEmpty || !toAct.isEmpty {
                if let s = toAct.popLast() {
                    actHandlers(of: s)
                } else if let (fact, place) = work.popLast() {
                    for rule in subscribers[fact] { apply(rule, place) }
                }
            }
        }

        /// The step is shown by some move: its handlers act from now on.
        mutating func reach(_ s: Int) {
            guard !reached[s] else { return }
            reached[s] = true
            if !isStanding(s) { toAct.append(s) }
        }

        mutating func actHandlers(of s: Int) {
            for (h, handler) in steps[s].handlers.enumerated() {
                if handler.isSystemBack {
                    if steps[s].allowsSystemBack {
                        subscribe(id(.backWay, s), .systemBackHandler(step: s, handler: h))
                    }
                } else if isStanding(s) {
                    subscribe(id(.at, s), .decisionHandler(step: s, handler: h))
                } else if steps[s].startsChildFlows && !handler.keepsChildren {
                    act(h, of: s, from: .afterChild(s))
                } else {
                    act(h, of: s, from: .step(s))
                }
            }
        }

        /// A handler acting from `place` (a screen's from itself; a decision's from where it stands).
        mutating func act(_ h: Int, of s: Int, from place: Place) {
            let isAlert = steps[s].isAlert
            switch steps[s].handlers[h].kind {
            case .go(let target, let present, let closesFirst):
                if present == .replace, case .step(let p) = place, !isStanding(target), steps[target].allowsSystemBack,
                    !closesFirst
                {
                    subscribe(id(.inFirstSheet, p), .replacesFirstSheet(step: s, handler: h))
                }
                // An alert's button closes the alert, then acts from where it stands: as from that place.
                if closesFirst && !isAlert {
                    closeThenShow(target, present, from: place)
                } else {
                    show(target, present, from: place)
                }
            case .back:
                // A screen's `back` lands where its own set says; a decision's where the place's does; an alert's
                // only closes it.
                if isAlert {
                    add(place, to: id(.back, s))
                } else if isStanding(s) {
                    land(.back, from: place, into: id(.back, s))
                }
            case .dismiss:
                if isAlert {
                    add(place, to: id(.dismiss, s))
                } else if isStanding(s) {
                    land(.dismiss, from: place, into: id(.dismiss, s))
                }
            case .other:
                break
            }
        }

        /// Where `back` or `dismiss` lands, taken at `place`, copied into `fact`.
        mutating func land(_ kind: Kind, from place: Place, into fact: Int) {
            switch place {
            case .step(let p): subscribe(id(kind, p), .copy(into: fact))
            // The child's outcome: `back` pops the step; `dismiss` closes the modal holding it (the step's own modal,
            // or the one below it), which is where the step's own `dismiss` lands.
            case .afterChild(let s): subscribe(id(kind, s), .copy(into: fact))
            case .leave, .many: add(place, to: fact)
            }
        }

        /// `target` shown from `place` as `present` says.
        mutating func show(_ target: Int, _ present: Presentation, from place: Place) {
            if !isStanding(target) && (place == .leave || present == .replace) { isBottom[target] = true }
            // After a child ended, the target shows from below the step (`show` again, from there).
            if !isStanding(target) && place.target != nil { reach(target) }
            if isStanding(target) {
                switch place {
                case .afterChild(let s) where steps[target].isAlert:
                    // The step is gone before the alert shows: it stands below the step.
                    subscribe(id(.back, s), .show(step: target, present: present))
                default:
                    add(place, to: id(.at, target))
                }
                return
            }
            switch place {
            case .step(let p):
                if present.isModal {
                    add(place, to: id(.back, target))
                    add(place, to: id(.dismiss, target))
                    add(place, to: id(.presentedBy, target))
                    if present.isUserDismissable {
                        add(.leave, to: id(.backWay, target))
                        add(.leave, to: id(.stackBackWay, target))
                    }
                } else if present == .replace {
                    subscribe(id(.stackBackWay, p), .copy(into: id(.backWay, target)))
                    subscribe(id(.stackBackWay, p), .copy(into: id(.stackBackWay, target)))
                    subscribe(id(.dismiss, p), .copy(into: id(.back, target)))
                    subscribe(id(.dismiss, p), .copy(into: id(.dismiss, target)))
                    subscribe(id(.dismiss, p), .copy(into: id(.dismissBelow, target)))
                    subscribe(id(.inFirstModal, p), .copy(into: id(.inFirstModal, target)))
                    subscribe(id(.inFirstSheet, p), .copy(into: id(.inFirstSheet, target)))
                    // The flow's first modal keeps its style: what the step shows once its child ended, it shows on
                    // the empty flow.
                    subscribe(id(.inFirstModal, p), .copy(into: id(.presentedBy, target)))
                } else {
                    add(place, to: id(.back, target))
                    add(.leave, to: id(.backWay, target))
                    subscribe(id(.stackBackWay, p), .copy(into: id(.stackBackWay, target)))
                    subscribe(id(.dismiss, p), .copy(into: id(.dismiss, target)))
                    subscribe(id(.dismiss, p), .copy(into: id(.dismissBelow, target)))
                    subscribe(id(.inFirstModal, p), .copy(into: id(.inFirstModal, target)))
                    subscribe(id(.inFirstSheet, p), .copy(into: id(.inFirstSheet, target)))
                }
            case .afterChild(let s):
                subscribe(id(.back, s), .show(step: target, present: present))
            case .leave, .many:
                add(place, to: id(.back, target))
                add(place, to: id(.dismiss, target))
                add(place, to: id(present.isModal ? .presentedBy : .dismissBelow, target))
                if present.isModal { add(place, to: id(.inFirstModal, target)) }
                if present.isUserDismissable { add(.leave, to: id(.inFirstSheet, target)) }
                if present.isModal ? present.isUserDismissable : firstScreenHasSystemBack || place == .many {
                    add(.leave, to: id(.backWay, target))
                    add(.leave, to: id(.stackBackWay, target))
                }
            }
        }

        /// A close-and-go-on taken at `place`: the modal closes, then `target` shows from where that lands.
        mutating func closeThenShow(_ target: Int, _ present: Presentation, from place: Place) {
            switch place {
            case .step(let p):
                subscribe(id(.dismiss, p), .dismissThenShow(step: target, present: present))
            case .afterChild(let s):
                // A step shown as a modal took its modal with it: it shows the target from its presenter. A pushed
                // step: the modal holding it closes first.
                subscribe(id(.presentedBy, s), .show(step: target, present: present))
                subscribe(id(.dismissBelow, s), .dismissThenShow(step: target, present: present))
            case .leave:
                break
            case .many:
                show(target, present, from: .many)
            }
        }

        mutating func apply(_ rule: Rule, _ place: Place) {
            switch rule {
            case .show(let step, let present):
                show(step, present, from: place)
            case .dismissThenShow(let step, let present):
                // A dismiss that left the flow shows nothing of it.
                if place != .leave { show(step, present, from: place) }
            case .copy(let fact):
                add(place, to: fact)
            case .decisionHandler(let step, let handler):
                act(handler, of: step, from: place)
            case .systemBackHandler(let step, let handler):
                act(handler, of: step, from: .step(step))
            case .replacesFirstSheet(let step, let handler):
                if !replacesFirstSheet.contains(where: { $0 == (step, handler) }) {
                    replacesFirstSheet.append((step, handler))
                }
            }
        }

        mutating func subscribe(_ fact: Int, _ rule: Rule) {
            subscribers[fact].append(rule)
            for place in elements(of: fact) { apply(rule, place) }
        }

        func elements(of fact: Int) -> [Place] {
            fact < Kind.targetKinds * count ? sets[fact].map(Place.init) : places[fact - Kind.targetKinds * count]
        }

        /// Adds one element to a fact, and queues what the fact gained for its subscribers.
        mutating func add(_ place: Place, to fact: Int) {
            if fact < Kind.targetKinds * count {
                guard let target = place.target, let added = Self.insert(target, into: &sets[fact]) else { return }
                work.append((fact, Place(added)))
            } else if let added = Self.insert(place, into: &places[fact - Kind.targetKinds * count]) {
                work.append((fact, added))
            }
        }

        /// Adds one element to a capped set: past the limit the set becomes `[.many]`, with `.leave` if it has it (so
        /// leaving the flow stays exact). Returns what the set gained, or nil.
        static func insert<Element: Equatable>(_ element: Element, into set: inout [Element]) -> Element?
        where Element: CappedElement {
            guard !set.contains(element), !(set.contains(.many) && element != .leave) else { return nil }
            if element != .leave && (element == .many || set.count >= ReturnTargets.limit) {
                set = set.contains(.leave) ? [.many, .leave] : [.many]
                return .many
            }
            set.append(element)
            return element
        }
    }
}

/// An element of a capped set: a step, or leaving the flow, or "more than the limit".
private protocol CappedElement {
    static var many: Self { get }
    static var leave: Self { get }
}

extension ReturnTargets.Target: CappedElement {}
extension ReturnTargets.Place: CappedElement {}
