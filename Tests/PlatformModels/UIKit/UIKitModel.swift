// A model of UIKit's view controller rules, written from Apple's documentation, as a module named UIKit: the tests
// compile the real FlowcUIKit host against it on Linux and drive it as a user would (UIKitModel.User).
//
// What it enforces, each rule as the documentation states it:
// - `present(_:animated:completion:)` presents only from a view controller whose view is in the window hierarchy,
//   that is not presenting already ("Attempt to present … which is already presenting"), and not while another
//   presentation or dismissal is in progress; a controller already presented or inside a container cannot be
//   presented.
// - `presentedViewController` is the controller presented by this one or one of its ancestors.
// - `dismiss(animated:completion:)` on a presenter dismisses its presented controller and every controller above
//   it; on a presented controller with nothing above it, it dismisses itself. The presentation controller's
//   delegate is not told of a dismissal made in code, only of one the user made.
// - Completions run later, as after an animation (`UIKitModel.runUntilIdle()`). Each presentation, dismissal (the
//   user's pull-down from the moment the finger is down, an alert closing) and animated push or pop has a
//   transition coordinator until it ends (`UIViewController.transitionCoordinator`); UIKit refuses a presentation
//   or dismissal while another is under way, and never calls its completion. A navigation controller's stack is not
//   changed while a push, pop or the user's back swipe of it is under way (a violation).
// - `UIPresentationController.adaptivePresentationStyle(for:)` consults its delegate: a delegate that calls it back
//   recurses (a violation); one that answers other than full screen, over full screen, form sheet or `.none`
//   breaks a rule (a violation), and UIKit's own adaptation is used.
// - A pull-down is refused, and the delegate told, when `isModalInPresentation` or
//   `presentationControllerShouldDismiss` says no; `navigationItem.backAction` replaces the back button's pop, and
//   a custom `leftBarButtonItem` the back button itself, with its menu (a long press that pops several screens).
// - An alert goes by its buttons only; an action sheet also by a tap outside it (`User.tapOutside`) unless it is
//   `isModalInPresentation`. In a popover (regular width) its cancel button is not shown and the tap acts as it;
//   in compact width, whether the tap calls the cancel action's handler the documentation does not say.
// Each rule cites the page of Apple's documentation and the sentence it implements where it is written, or says
// that the documentation is silent (then the model takes the harsher reading, or both: `alertHandlerTiming`,
// `presenterSeesTransition`, `delegateHearsDismissalFirst`, `compactTapOutside`, `navigationDelegateHearsDidShowFirst`).
// - A navigation controller cannot hold a `UITabBarController`, nor the same controller twice; a container of the
//   app's adds a child with `addChild(_:)` and tells it `didMove(toParent:)` right after, and never holds a tab bar
//   controller (Containment.swift). A controller whose view comes into the window hears `viewDidAppear(_:)` once
//   nothing moves.
// - A controller has one parent; a view controller in a navigation stack below the top, or in a tab that is not
//   selected, has no view in the window.
// - The user can go back with the back button only where it is shown (`navigationItem.hidesBackButton`), swipe back
//   only while `interactivePopGestureRecognizer` is enabled, pull down only a sheet (not a full-screen modal) that is
//   not `isModalInPresentation`, and touch only what no modal covers.
//
// A violation is recorded in `UIKitModel.violations` (UIKit logs it, or raises), and the call does nothing; except
// for a tab bar controller in a navigation controller, which the documentation forbids but UIKit shows anyway.

@_exported import Foundation

/// The model's clock and log.
@MainActor
public enum UIKitModel {
    /// The rules broken since the last `reset()`, as UIKit words them.
    public static var violations: [String] = []
    /// Presentations and dismissals under way.
    public static var transitionsInProgress = 0
    static var windows: [UIWindow] = []
    private static var queue: [() -> Void] = []

    /// Forgets the windows, the log and the work to come.
    public static func reset() {
        violations = []
        transitionsInProgress = 0
        coordinators = []
        alertHandlerTiming = .whileTheAlertCloses
        compactTapOutside = .closesOnly
        navigationDelegateHearsDidShowFirst = false
        presenterSeesTransition = false
        delegateHearsDismissalFirst = true
        windows = []
        queue = []
        horizontalSizeClass = .compact
        resetContainment()
        UIAccessibility.posted = []
    }

    static func violation(_ message: String) {
        violations.append(message)
    }

    /// Runs `work` later, as UIKit runs a completion after its animation.
    static func later(_ work: @escaping @MainActor () -> Void) {
        queue.append(work)
    }

    /// Runs what is due (animations ending, completions), until nothing is left; the views that came into a window
    /// meanwhile appear (`viewDidAppear(_:)`) once nothing moves.
    public static func runUntilIdle() {
        var steps = 0
        checkDidMove()
        appearances()
        while !queue.isEmpty, steps < 10_000 {
            queue.removeFirst()()
            steps += 1
            checkDidMove()
            appearances()
        }
    }

    /// The transitions under way, each with its coordinator: presentations, dismissals (the user's pull-down
    /// too) and animated pushes and pops.
    static var coordinators: [TransitionCoordinator] = []

    /// Whether the presenting view controller's `transitionCoordinator` returns the coordinator of a presentation or
    /// dismissal of the controller it presents.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator: "When you present or
    /// dismiss a view controller, UIKit creates a transition coordinator object automatically and assigns it to the
    /// view controller's transitionCoordinator property." Which view controller, the presented one or the presenting
    /// one too, the documentation does not say (nor whether "ancestors", on the page of `transitionCoordinator`,
    /// takes in the presenting one): the model does either (by default the harsher, the presented one and its
    /// children only), and a host must be right under both.
    public static var presenterSeesTransition = false

    /// Whether, as the user's pull-down ends, the presentation controller's delegate hears
    /// `presentationControllerDidDismiss` before the transition ends (its coordinator's completions run, UIKit
    /// accepts another presentation) or after. The documentation says only "Notifies the delegate after a
    /// presentation is dismissed"
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)):
    /// the model does either (by default the harsher, before), and a host must be right under both.
    public static var delegateHearsDismissalFirst = true

    /// Starts a transition of `involved` (the presented controller, or a navigation controller) that `presenter`
    /// presents or dismisses, which ends with `end(_:)`. A presentation or dismissal (`presentation`) counts in
    /// `transitionsInProgress`: UIKit refuses another one until it ends.
    static func begin(
        _ involved: [UIViewController], presenter: UIViewController? = nil, presentation: Bool,
        interactive: Bool = false
    ) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(
            involved: involved, presenter: presenter, presentation: presentation, interactive: interactive)
        coordinators.append(coordinator)
        if presentation {
            transitionsInProgress += 1
        }
        return coordinator
    }

    /// Ends `coordinator`'s transition (or cancels it: the user let go of a pull-down early), then runs the
    /// completions queued on its coordinator.
    static func end(_ coordinator: TransitionCoordinator, cancelled: Bool = false) {
        guard let index = coordinators.firstIndex(where: { $0 === coordinator }) else { return }
        coordinators.remove(at: index)
        if coordinator.presentation {
            transitionsInProgress -= 1
        }
        coordinator.isInteractive = false
        coordinator.isCancelled = cancelled
        coordinator.finish()
    }

    /// Starts a transition of `involved`, which `presenter` presents or dismisses, that ends later, then runs
    /// `completion`.
    static func transition(
        _ involved: [UIViewController], presenter: UIViewController, then completion: @escaping @MainActor () -> Void
    ) {
        let coordinator = begin(involved, presenter: presenter, presentation: true)
        later {
            end(coordinator)
            completion()
        }
    }
}

/// What a transition coordinator's blocks learn of the transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
}

/// The transition under way, as `UIViewController.transitionCoordinator` returns it.
///
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator: "When you present or
/// dismiss a view controller, UIKit creates a transition coordinator object automatically and assigns it to the
/// view controller's transitionCoordinator property. That transition coordinator object is ephemeral and lasts for
/// the duration of the transition animation."
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:):
    /// "Runs the specified animations at the same time as the view controller transition animations." The model
    /// runs `animation` at once and `completion` when the transition ends (or is cancelled), and returns true; a
    /// coordinator whose transition ended queues nothing and returns false. (What UIKit does with the completion
    /// when it returns false, the documentation does not say.)
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The model's transition coordinator: the controllers a transition involves (and the one presenting or dismissing
/// them), and the completions to run at its end.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let involved: [UIViewController]
    weak var presenter: UIViewController?
    let presentation: Bool
    var isInteractive: Bool
    var isCancelled = false
    private var isOver = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(involved: [UIViewController], presenter: UIViewController?, presentation: Bool, interactive: Bool) {
        self.involved = involved
        self.presenter = presenter
        self.presentation = presentation
        self.isInteractive = interactive
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isOver else { return false }
        animation?(self)
        if let completion {
            completions.append(completion)
        }
        return true
    }

    func finish() {
        isOver = true
        let due = completions
        completions = []
        for completion in due {
            completion(self)
        }
    }
}
