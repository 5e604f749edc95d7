// A sketch of the few UIKit APIs the UIKit adapter uses, so that Linux can type-check it (AdapterTests).
// Approximate: the Apple SDK is the real check.

@_exported import Foundation

@MainActor
open class UIViewController: NSObject {
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  open var presentationController: UIPresentationController? { nil }
  open var tabBarItem = UITabBarItem(title: nil, image: nil, tag: 0)

  open func present(_ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {}

  open func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {}
}

public enum UIModalPresentationStyle: Sendable {
  case automatic
  case fullScreen
  case pageSheet
}

@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

@MainActor
open class UIPresentationController: NSObject {
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  open var presentedViewController: UIViewController { fatalError("stub") }
}

@MainActor
open class UINavigationController: UIViewController {
  open weak var delegate: (any UINavigationControllerDelegate)?
  open var viewControllers: [UIViewController] = []

  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {}
}

@MainActor
open class UITabBarItem: NSObject {
  public init(title: String?, image: UIImage?, tag: Int) {}
}

@MainActor
open class UIImage: NSObject {}

@MainActor
public protocol UITabBarControllerDelegate: AnyObject {}

@MainActor
open class UITabBarController: UIViewController {
  open weak var delegate: (any UITabBarControllerDelegate)?
  open var selectedIndex = 0

  open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {}
}
