// UIWindow and the scene life cycle an app's scene delegate uses.

@MainActor
open class UIScene: UIResponder {
    public final class ConnectionOptions {
        public init() {}
    }
}

@MainActor
open class UIWindowScene: UIScene {
    public override init() {
        super.init()
    }
}

@MainActor
open class UISceneSession: NSObject {}

@MainActor
public protocol UISceneDelegate: AnyObject {}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

@MainActor
open class UIWindow: UIResponder {
    /// The root view controller: its view is the window's content.
    open var rootViewController: UIViewController? {
        willSet {
            if let old = rootViewController, old !== newValue, old.presented != nil {
                UIKitModel.violation(
                    "The root view controller was replaced while it presents: the presented controllers stay on screen")
            }
        }
        didSet {
            // The window shows the root's view: UIKit loads it.
            _ = rootViewController?.view
            if let rootViewController, rootViewController.parent != nil || rootViewController.presenter != nil {
                UIKitModel.violation("\(type(of: rootViewController)) is contained or presented, it cannot be a root")
            }
        }
    }
    public private(set) var isKeyWindow = false

    public init(windowScene: UIWindowScene) {
        super.init()
        UIKitModel.windows.append(self)
    }

    public override init() {
        super.init()
        UIKitModel.windows.append(self)
    }

    open func makeKeyAndVisible() {
        isKeyWindow = true
    }
}
