// Compiled into the UIKit sketch (with Drivers/Stubs/UIKit.swift) for AdoptionGuideTests: the app life-cycle APIs
// the guide's UIKit example uses. Approximate; the Apple SDK is the real check.

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIScene: UIResponder {
    public final class ConnectionOptions {}
}

@MainActor
open class UIWindowScene: UIScene {}

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
    public init(windowScene: UIWindowScene) {}
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}
