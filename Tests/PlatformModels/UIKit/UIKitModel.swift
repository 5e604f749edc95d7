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
// - Completions run later, as after an animation (`UIKitModel.runUntilIdle()`).
// - A navigation controller cannot hold a `UITabBarController`, nor the same controller twice.
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
        windows = []
        queue = []
        horizontalSizeClass = .compact
    }

    static func violation(_ message: String) {
        violations.append(message)
    }

    /// Runs `work` later, as UIKit runs a completion after its animation.
    static func later(_ work: @escaping @MainActor () -> Void) {
        queue.append(work)
    }

    /// Runs what is due (animations ending, completions), until nothing is left.
    public static func runUntilIdle() {
        var steps = 0
        while !queue.isEmpty, steps < 10_000 {
            queue.removeFirst()()
            steps += 1
        }
    }

    /// Starts a transition that ends later, then runs `completion`.
    static func transition(then completion: @escaping @MainActor () -> Void) {
        transitionsInProgress += 1
        later {
            transitionsInProgress -= 1
            completion()
        }
    }
}
