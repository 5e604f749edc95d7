// FlowcUIKit: hands the delegate calls the host receives on to the app's delegates.

#if canImport(UIKit)
    import UIKit

    // UIKit's delegate methods are optional Objective-C requirements, called as `delegate.method?(…)`. Where there
    // is no Objective-C (a model of UIKit written in Swift, for the tests), they are plain requirements.

    @MainActor
    func forwardWillShow(
        _ delegate: (any UINavigationControllerDelegate)?,
        _ navigationController: UINavigationController,
        _ viewController: UIViewController,
        _ animated: Bool
    ) {
        #if canImport(ObjectiveC)
            delegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        #else
            delegate?.navigationController(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    @MainActor
    func forwardDidShow(
        _ delegate: (any UINavigationControllerDelegate)?,
        _ navigationController: UINavigationController,
        _ viewController: UIViewController,
        _ animated: Bool
    ) {
        #if canImport(ObjectiveC)
            delegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #else
            delegate?.navigationController(navigationController, didShow: viewController, animated: animated)
        #endif
    }

    @MainActor
    func forwardDidDismiss(
        _ delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
    ) {
        #if canImport(ObjectiveC)
            delegate?.presentationControllerDidDismiss?(presentationController)
        #else
            delegate?.presentationControllerDidDismiss(presentationController)
        #endif
    }

    @MainActor
    func forwardDidAttemptToDismiss(
        _ delegate: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
    ) {
        #if canImport(ObjectiveC)
            delegate?.presentationControllerDidAttemptToDismiss?(presentationController)
        #else
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
        #endif
    }

    @MainActor
    func forwardDidSelect(
        _ delegate: (any UITabBarControllerDelegate)?,
        _ tabBarController: UITabBarController,
        _ viewController: UIViewController
    ) {
        #if canImport(ObjectiveC)
            delegate?.tabBarController?(tabBarController, didSelect: viewController)
        #else
            delegate?.tabBarController(tabBarController, didSelect: viewController)
        #endif
    }
#endif
