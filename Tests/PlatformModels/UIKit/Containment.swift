// Containers of the app's own (`addChild(_:)`, `removeFromParent()`, `didMove(toParent:)`), and the appearance of
// views in the window (`viewDidAppear(_:)`): what a view controller hosting a flow anywhere in an app relies on.

extension UIViewController {
    /// Makes `childController` a child of this one.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): "This method creates a
    /// parent-child relationship between the current view controller and the object in the childController
    /// parameter. This relationship is necessary when embedding the child view controller’s view into the current
    /// view controller’s content. If the new child view controller is already the child of a container view
    /// controller, it is removed from that container before being added."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:): "When your custom
    /// container calls the addChild(_:) method, it automatically calls the willMove(toParent:) method of the view
    /// controller to be added as a child before adding it."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:): "If you are implementing
    /// your own container view controller, it must call the didMove(toParent:) method of the child view controller
    /// after the transition to the new controller is complete or, if there is no transition, immediately after
    /// calling the addChild(_:) method." The model holds the container to it: a child still waiting for it when
    /// UIKit next runs (`UIKitModel.runUntilIdle()`) is a violation.
    ///
    /// A tab bar controller is never a child of the app's containers: UIKit's View Controller Catalog gives a tab bar
    /// interface four uses, "Install it directly as a window’s root view controller.", "Install it as one of the two
    /// view controllers in a split view interface. (iPad only)", "Present it modally from another view controller.",
    /// "Display it from a popover. (iPad only)"
    /// (https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/ViewControllerCatalog/Chapters/TabBarControllers.html).
    public func addChild(_ childController: UIViewController) {
        if childController is UITabBarController {
            UIKitModel.violation("A tab bar controller is the window's root or presented, not the child of a container")
        }
        guard childController.presenter == nil, childController !== self else {
            return UIKitModel.violation("\(type(of: childController)) is presented, it cannot be a child")
        }
        childController.willMove(toParent: self)
        if let parent = childController.parent {
            if let navigation = parent as? UINavigationController {
                navigation.setViewControllers(
                    navigation.viewControllers.filter { $0 !== childController }, animated: false)
            } else {
                parent.addedChildren.removeAll { $0 === childController }
            }
        }
        addedChildren.append(childController)
        childController.parent = self
        UIKitModel.awaitingDidMove.append(childController)
    }

    /// Removes this controller from its parent, a container of the app's.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:): "The
    /// removeFromParent() method automatically calls the didMove(toParent:) method of the child view controller
    /// after it removes the child."
    public func removeFromParent() {
        guard let parent else { return }
        parent.addedChildren.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}

extension UIKitModel {
    /// Children a container added that were not told `didMove(toParent:)` yet.
    static var awaitingDidMove: [UIViewController] = []

    /// Each controller whose view is in a window now, as last seen (`appearances()`).
    private static var appeared: [ObjectIdentifier: () -> UIViewController?] = [:]

    /// Calls `viewDidAppear(_:)` on each controller whose view came into a window since the last call, once no
    /// transition moves any more. Its page (cited at `UIViewController.viewDidAppear(_:)`) says only that it "Notifies
    /// the view controller that its view was added to a view hierarchy"; it is silent on when during an animated
    /// transition, so the model takes the later reading (after the transition ended), under which a host that waits
    /// for the call is the slower to go on. A controller whose
    /// view left a window appears again when it comes back (a tab selected again, a screen popped back to).
    static func appearances() {
        guard coordinators.isEmpty else { return }
        var now: [ObjectIdentifier: UIViewController] = [:]
        func visit(_ controller: UIViewController) {
            now[ObjectIdentifier(controller)] = controller
            for child in controller.children where controller.shows(child) {
                visit(child)
            }
            if let presented = controller.presented {
                visit(presented)
            }
        }
        for window in windows {
            if let root = window.rootViewController {
                visit(root)
            }
        }
        let arrived = now.filter { appeared[$0.key]?() == nil }.values
        appeared = now.mapValues { controller in { [weak controller] in controller } }
        for controller in arrived {
            controller.viewDidAppear(true)
        }
    }

    /// The containers that did not call `didMove(toParent:)` right after `addChild(_:)`: violations.
    static func checkDidMove() {
        for child in awaitingDidMove {
            violation(
                "\(type(of: child)) was added with addChild(_:) but its container never called didMove(toParent:)")
        }
        awaitingDidMove = []
    }

    static func resetContainment() {
        awaitingDidMove = []
        appeared = [:]
    }
}
