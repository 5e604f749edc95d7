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

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            if controller is UITabBarController {
                // Documented (init(rootViewController:)), not enforced: UIKit shows it, under two navigation bars.
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
            if let coordinator {
                UIKitModel.end(coordinator)
            }
            guard let self, self.stack.last === top else { return }
            self.delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }
}
