// UITabBarController: tabs, one shown, and what the user selects.

@MainActor
open class UIImage: NSObject {
    public let name: String

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:): "An object containing an unconfigured
    /// version of the image, or nil if the method could not find the specified image." and "You can’t use this
    /// method to load system symbol images": only the app's assets (`UIKitModel.assetNames`).
    public init?(named name: String) {
        guard UIKitModel.assetNames.contains(name) else { return nil }
        self.name = name
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:): "The object containing the
    /// specified symbol image, or nil if no suitable image was found." Which names are symbols the model cannot
    /// know: it takes every name for one, so a host that falls back to a symbol always shows an image here.
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

/// Hears of the tabs the user selects. In UIKit its methods are optional: the defaults below select
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:):
/// "The tab bar controller calls this method in response to the user tapping a tab bar item.") and do nothing.
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

    /// The selected tab's index. Set in code, the delegate hears nothing
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:):
    /// "it is called only in response to user taps in the tab bar and is not called when your code changes the tab
    /// bar contents programmatically"): `User.selectTab` is the user's tap, which asks and tells it.
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

    /// The tabs. A controller is the child of one container at a time
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): "If the new child view
    /// controller is already the child of a container view controller, it is removed from that container before
    /// being added."): UIKit moves it silently, which hides a host's mistake, so the model records a violation
    /// instead (the harsher reading).
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
