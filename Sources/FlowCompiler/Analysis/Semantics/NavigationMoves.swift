/// What every move of a flow does to its stack: the one definition of navigation that the explorer
/// (`NavigationExplorer`), the property tests of the abstract analyses and the generated suites' oracle share.
/// docs/format.md ("Transitions", "How navigation works") is its text; the runtime (`FlowState.applying`,
/// `FlowDefinition.transition`) is an independent implementation, held to it by a differential test.
///
/// A flow's configuration is its stack of frames, bottom first. A move of the top frame has an `Effect`; an effect
/// that removes frames walks down the stack in a `Mode`, and each frame it meets reacts (`react(_:to:)`): it stays on
/// top, goes and passes a mode on below it, is replaced by another frame, or, at the bottom of the flow, ends the
/// flow's part in the move (`End`). Both the concrete interpreter (`NavigationMoves.apply`) and the explorer read
/// these two tables, so the meaning of a move is written once.
///
/// Child flows are abstract here: a subflow or tabs frame's moves are the ways its children can end or ask
/// (`FlowMoves.childEnds`), as the child's own exploration finds them.

/// How a frame is shown on its flow's stack.
enum FrameShown: Hashable, Sendable {
    /// On the stack below it (the flow's bottom: on the parent's stack).
    case push
    /// The first screen of a modal of this style (a sheet, full screen, a popover …).
    case modal(Presentation)
    /// An alert or confirmation dialog: a modal of its own that the system never takes away.
    case alert

    var isModal: Bool { if case .push = self { return false } else { return true } }

    /// A modal the user closes by themselves: a sheet pulled down, a popover tapped outside.
    var isUserDismissable: Bool {
        if case .modal(let style) = self { return style.isUserDismissable } else { return false }
    }
}

/// One step on a flow's stack, with how it was shown.
struct NavFrame: Hashable, Sendable {
    var step: Int
    var shown: FrameShown
    /// The flow's first frame: nothing of the flow is below it.
    var isBottom: Bool
}

/// What a move does, read from the flow file (`FlowMoves.effect(of:at:)`).
indirect enum NavEffect: Hashable, Sendable {
    /// Shows a step on top: a screen, an alert, a subflow or tabs step, an async decision's loading screen.
    case show(Int, FrameShown)
    /// Enters a decision that the app answers at once: one of its choices acts from here.
    case decide(Int)
    /// `replace`: the step becomes the only frame of the current stack, shown as that stack's first frame was.
    case replace(Int)
    case back
    case dismiss
    case popTo(Int)
    /// `{ dismiss: { … } }` and an alert's `{ to: x }`: closes the modal holding the top frame, then acts from the frame
    /// revealed.
    case dismissThen(NavEffect)
    /// The top frame goes (an async decision answered, a child flow that ended), then the effect acts from below.
    case removeTopThen(NavEffect)
    case finish(Int)
    /// Nothing moves: a request, a tab shown, an app event set to nothing.
    case stay
    /// What another check reports (an unknown target, a dead end, a child flow that cannot be read): not judged.
    case unknown
}

/// How the frames below are met by an effect that removed the frames above them.
indirect enum NavMode: Hashable, Sendable {
    /// The frame below is shown again.
    case reveal
    case popTo(Int)
    case dismiss
    case replace(Int)
    case dismissThen(NavEffect)
    /// The frame below is shown again, then the effect acts from it.
    case apply(NavEffect)
}

/// How a move ends for the flow, when it does not leave a frame of the flow on top.
enum NavEnd: Hashable, Sendable, Comparable {
    case outcome(Int)
    /// `back` (or the system back) past the flow's first frame: a cancellation its parent sees.
    case leftByBack
    /// The modal the flow's first frame opened was closed: a cancellation too.
    case leftByDismiss
    /// `dismiss` with no modal of the flow's to close: the flow's frames go with it (dismiss-outside-modal).
    case dismissedNoModal
    /// `popTo` whose target is not below: the runtime ignores the move (pop-target).
    case popMissed
    /// Not judged: what another check reports.
    case unknown

    var isOutcome: Bool { if case .outcome = self { return true } else { return false } }
    /// The flow's frames are gone (the parent goes on from the flow's step).
    var leavesFlow: Bool { self == .leftByBack || self == .leftByDismiss || self == .dismissedNoModal }
}

/// How one frame reacts when an effect walking down the stack meets it.
enum NavReaction: Hashable, Sendable {
    /// The frame is on top again.
    case top
    /// The frame goes; the mode goes on below it.
    case pass(NavMode)
    /// The frame goes and this frame takes its place.
    case replacedBy(NavFrame)
    /// The frame is on top again, then the effect acts from it.
    case apply(NavEffect)
    /// The flow's frames are all gone, then the effect acts on the empty flow (an alert its start decision showed).
    case emptyThen(NavEffect)
    case end(NavEnd)
}

/// What an effect does to a flow with none of its frames: its start, or what acts once its last frame went.
enum NavEmpty: Hashable, Sendable {
    /// The flow's first frame.
    case bottom(NavFrame)
    /// A decision answered at once: one of its choices acts on the empty flow.
    case decide(Int)
    case end(NavEnd)
}

enum NavigationRules {
    /// `FlowState.applying` with no steps: a step shown (or put by `replace`) is the flow's first frame, as it says;
    /// `back` and `dismiss` leave the flow, a `popTo` finds nothing.
    static func onEmpty(_ effect: NavEffect) -> NavEmpty {
        switch effect {
        case .show(let step, let shown): return .bottom(NavFrame(step: step, shown: shown, isBottom: true))
        case .replace(let step): return .bottom(NavFrame(step: step, shown: .push, isBottom: true))
        case .decide(let decision): return .decide(decision)
        case .back: return .end(.leftByBack)
        case .dismiss, .dismissThen: return .end(.dismissedNoModal)
        case .popTo: return .end(.popMissed)
        case .finish(let outcome): return .end(.outcome(outcome))
        case .removeTopThen, .stay, .unknown: return .end(.unknown)
        }
    }

    /// How `frame` reacts to `mode` (format.md, "How navigation works"): `popTo` stops at its target, `dismiss` at
    /// the first modal (which goes too), `replace` at the first frame of the current stack (a modal's first frame or
    /// the flow's bottom), whose place the target takes with its style.
    static func react(_ frame: NavFrame, to mode: NavMode) -> NavReaction {
        switch mode {
        case .reveal:
            return .top
        case .apply(let effect):
            return .apply(effect)
        case .popTo(let target):
            if frame.step == target { return .top }
            return frame.isBottom ? .end(.popMissed) : .pass(mode)
        case .dismiss:
            if frame.isBottom { return .end(frame.shown.isModal ? .leftByDismiss : .dismissedNoModal) }
            return .pass(frame.shown.isModal ? .reveal : .dismiss)
        case .replace(let target):
            guard frame.shown.isModal || frame.isBottom else { return .pass(mode) }
            // The target is shown as the stack's first frame was: a replaced sheet is still a sheet.
            return .replacedBy(NavFrame(step: target, shown: frame.shown, isBottom: frame.isBottom))
        case .dismissThen(let then):
            if frame.isBottom {
                guard frame.shown.isModal else { return .end(.dismissedNoModal) }
                // An alert the flow's start decision showed: the flow's frames go, then the button acts from the empty
                // flow, as a start decision's choice does. Any other first modal: the flow ends with it.
                return frame.shown == .alert ? .emptyThen(then) : .end(.leftByDismiss)
            }
            return .pass(frame.shown.isModal ? .apply(then) : mode)
        }
    }

    /// What the parent does when the child flow of its top frame left by itself (format.md, "A start that presents",
    /// "When a child flow ends"): left by `back` at its bottom, or by closing the modal its first screen opened, only
    /// its step goes (as `back`); a `dismiss` that found no modal of the child's closes the one holding the child's
    /// screens, which is the parent's, from the step (as `dismiss`). The runtime's `FlowChild` follows the same rule.
    static func childLeft(_ end: NavEnd) -> NavEffect {
        end == .dismissedNoModal ? .dismiss : .back
    }

    /// What `effect` does as a move of the top frame `frame`, before any frame below is met.
    static func start(_ effect: NavEffect, at frame: NavFrame) -> NavReaction {
        switch effect {
        case .back:
            return frame.isBottom ? .end(.leftByBack) : .pass(.reveal)
        case .dismiss:
            return react(frame, to: .dismiss)
        case .popTo(let target):
            if frame.step == target { return .top }
            return frame.isBottom ? .end(.popMissed) : .pass(.popTo(target))
        case .replace(let target):
            return react(frame, to: .replace(target))
        case .dismissThen(let then):
            return react(frame, to: .dismissThen(then))
        case .removeTopThen(let then):
            return frame.isBottom ? .emptyThen(then) : .pass(.apply(then))
        case .finish(let outcome):
            return .end(.outcome(outcome))
        case .stay:
            return .top
        case .unknown:
            return .end(.unknown)
        case .show, .decide:
            // Adds to the stack: the caller pushes the frame, or takes the decision's choices.
            return .apply(effect)
        }
    }
}
