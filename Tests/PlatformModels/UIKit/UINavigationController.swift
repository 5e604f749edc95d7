// UINavigationController: a stack of controllers, the back button and the back swipe.

@MainActor
open class UIGestureRecognizer: NSObject {
    open var isEnabled = true
}

/// Hears of the stack's changes. In UIKit its methods are optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?
    private var stack: [UIViewController] = []
    /// The back swipe's recognizer.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    /// iOS 26's content swipe's recognizer: a second, independent way to pop
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer:
    /// "It recognizes a gesture on the entire content area of the navigation controller in cases that are not
    /// covered by interactivePopGestureRecognizer and initiates an interactive pop."). Whether disabling the edge
    /// swipe's recognizer disables this one too, the documentation does not say: the model takes the harsher
    /// reading, that it does not.
    @available(iOS 26, *)
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGestureRecognizer }
    private let contentPopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

    public override init() {
        super.init()
    }

    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open override var children: [UIViewController] { stack }

    open var topViewController: UIViewController? { stack.last }

    override func shows(_ child: UIViewController) -> Bool { child === stack.last }

    /// The transition under way that moves this stack (an animated push or pop, the user's back swipe), if any.
    var transitionUnderWay: TransitionCoordinator? {
        UIKitModel.coordinators.first { $0.involved.contains { $0 === self } }
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        // The documentation does not say what a change of the stack does while another one animates or the user's
        // swipe is under way. UIKit logs "nested push animation can result in corrupted navigation bar" or
        // "Unbalanced calls to begin/end appearance transitions", and the bar and the stack may disagree after it:
        // the model takes the harsher reading, a violation, and does nothing.
        if transitionUnderWay != nil {
            return UIKitModel.violation(
                "\(type(of: self)) changed its stack while a transition of it was in progress "
                    + "(nested push animation can result in corrupted navigation bar)")
        }
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:): "The
        // view controller to push onto the stack. This object cannot be a tab bar controller. If the view controller
        // is already on the navigation stack, this method throws an exception." A controller of another container or
        // a presented one: see UITabBarController.setViewControllers (addChild(_:)'s page) and present's rules.
        for (index, controller) in viewControllers.enumerated() {
            if controller is UITabBarController {
                // Documented, not enforced: UIKit shows it, under two navigation bars.
                UIKitModel.violation("A navigation controller cannot hold a UITabBarController")
            }
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                return UIKitModel.violation("Pushing the same view controller instance more than once is not supported")
            }
            if let parent = controller.parent, parent !== self {
                return UIKitModel.violation("\(type(of: controller)) is already the child of \(type(of: parent))")
            }
            if controller.presenter != nil {
                return UIKitModel.violation("\(type(of: controller)) is presented, it cannot be pushed")
            }
        }
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        for controller in viewControllers {
            controller.parent = self
        }
        let topChanged = stack.last !== viewControllers.last
        stack = viewControllers
        if topChanged, let top = stack.last {
            announce(top, animated: animated)
        }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack[stack.count - 1]
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// `willShow` now, `didShow` once the transition would be over. An animated change of the top on screen is a
    /// transition with a coordinator until then (the documentation of `transitionCoordinator` speaks of
    /// presentations only; UIKit gives pushes and pops one too, which the model follows).
    func announce(_ top: UIViewController, animated: Bool) {
        let coordinator =
            animated && windowShowingView != nil ? UIKitModel.begin([self], presentation: false) : nil
        delegate?.navigationController(self, willShow: top, animated: animated)
        UIKitModel.later { [weak self] in
            self?.finish(coordinator, showing: top, animated: animated)
        }
    }

    /// Ends the transition of `coordinator` that shows `top`, and tells the delegate it shows `top` (in the order
    /// `UIKitModel.navigationDelegateHearsDidShowFirst` says) unless the stack changed since.
    func finish(_ coordinator: TransitionCoordinator?, showing top: UIViewController, animated: Bool) {
        let didShow = { [weak self] in
            guard let self, self.stack.last === top else { return }
            self.delegate?.navigationController(self, didShow: top, animated: animated)
        }
        if UIKitModel.navigationDelegateHearsDidShowFirst {
            didShow()
            coordinator.map { UIKitModel.end($0) }
        } else {
            coordinator.map { UIKitModel.end($0) }
            didShow()
        }
    }

    /// The user's back swipe starts: the top screen follows the finger, and the stack no longer holds it until the
    /// user lets go (`UIKitModel.User.BackSwipe`, where `interactivePopGestureRecognizer` and the coordinator's
    /// `isInteractive` are cited). The docs are silent on when `viewControllers` changes during the swipe: the model
    /// takes it at the start, the reading under which a host that reads the stack mid-swipe sees it already popped.
    func beginInteractivePop() -> (popped: UIViewController, coordinator: TransitionCoordinator)? {
        guard stack.count > 1, let popped = stack.last else { return nil }
        let coordinator = UIKitModel.begin([self], presentation: false, interactive: true)
        stack.removeLast()
        delegate?.navigationController(self, willShow: stack[stack.count - 1], animated: true)
        return (popped, coordinator)
    }

    /// The user let go of a back swipe: the pop completes, or (`cancelled`) the screen springs back.
    func endInteractivePop(_ popped: UIViewController, _ coordinator: TransitionCoordinator, cancelled: Bool) {
        if cancelled {
            stack.append(popped)
            UIKitModel.end(coordinator, cancelled: true)
        } else {
            popped.parent = nil
            finish(coordinator, showing: stack[stack.count - 1], animated: true)
        }
    }
}

extension UIKitModel {
    /// Whether, as an animated push or pop (or the user's back swipe) ends, the delegate hears
    /// `navigationController(_:didShow:animated:)` before its transition coordinator's completions run, or after.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:):
    /// "Notifies the delegate after the navigation controller displays a view controller’s view and navigation item
    /// properties." Whether the transition has ended then, the documentation does not say: the model does either (by
    /// default after, the harsher: a host that waits for the coordinator goes on before it hears of a pop), and a
    /// host must be right under both.
    public static var navigationDelegateHearsDidShowFirst = false
}
