// UITabBarController: tabs, one shown, and what the user selects.

@MainActor
open class UIImage: NSObject {
    public let name: String

    public init?(named name: String) {
        guard UIKitModel.assetNames.contains(name) else { return nil }
        self.name = name
    }

    public init?(systemName name: String) {
        self.name = name
    }
}

extension UIKitModel {
    /// The images of the app's asset catalog.
    public static var assetNames: Set<String> = []
}

@MainActor
open class UITabBarItem: NSObject {
    public let title: String?
    public let image: UIImage?
    public let tag: Int

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}

/// Hears of the tabs the user selects. In UIKit its methods are optional.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController] = []
    private var selected = 0

    public override init() {
        super.init()
    }

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open override var children: [UIViewController] { tabs }

    override func shows(_ child: UIViewController) -> Bool {
        tabs.indices.contains(selected) && tabs[selected] === child
    }

    /// The selected tab's index; setting it in code does not call the delegate.
    open var selectedIndex: Int {
        get { selected }
        set {
            if tabs.indices.contains(newValue) {
                selected = newValue
            }
        }
    }

    open var selectedViewController: UIViewController? {
        tabs.indices.contains(selected) ? tabs[selected] : nil
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        for controller in controllers {
            if let parent = controller.parent, parent !== self {
                return UIKitModel.violation("\(type(of: controller)) is already the child of \(type(of: parent))")
            }
        }
        for controller in tabs where !controllers.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        for controller in controllers {
            controller.parent = self
        }
        tabs = controllers
        if !tabs.indices.contains(selected) {
            selected = 0
        }
    }
}
