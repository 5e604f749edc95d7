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
open class UISceneSession: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier: "A unique identifier that
    /// persists for the lifetime of the session." A window the system restores at the next launch comes back with its
    /// session, so the same identifier: the model takes it as given (`init(persistentIdentifier:)`), a new one
    /// otherwise.
    public let persistentIdentifier: String

    public init(persistentIdentifier: String = UUID().uuidString) {
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }

    public override convenience init() {
        self.init(persistentIdentifier: UUID().uuidString)
    }
}

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
