// What a user does with their fingers, and what they see: the tests' side of the model.

extension UIKitModel {
    /// The user's gestures. Each returns false when the user cannot make it (the control is hidden or disabled,
    /// a modal covers it, something is moving); UIKit then does nothing.
    @MainActor
    public enum User {
        /// Taps the back button of the navigation controller on screen, or the custom left item shown in its place.
        @discardableResult
        public static func tapBack(_ navigation: UINavigationController) -> Bool {
            guard canTouch(navigation), navigation.viewControllers.count > 1,
                let item = navigation.topViewController?.navigationItem
            else { return false }
            if let custom = item.leftBarButtonItem {
                guard let action = custom.primaryAction else { return false }
                action.handler(action)
            } else if item.hidesBackButton {
                return false
            } else if let action = item.backAction {
                action.handler(action)
            } else {
                navigation.popViewController(animated: true)
            }
            return true
        }

        /// Long-presses the back button and picks the screen at `index` in its menu: the screens below the top, which
        /// it pops to at once.
        ///
        /// The reference documentation does not describe the menu (iOS 14's navigation history): the model does what
        /// UIKit does, a menu of every screen below the top on the system back button, which a hidden back button
        /// (`hidesBackButton`) or a custom left item in its place (`leftBarButtonItem`, "If the new top-level view
        /// controller has a custom left bar button item, that item is displayed",
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller) does not have. What
        /// `navigationItem.backAction` does to it, the documentation does not say ("setting this property replaces
        /// its action without modifying its appearance",
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/backaction): the model takes the harsher
        /// reading, the menu pops as before.
        @discardableResult
        public static func pickInBackMenu(_ navigation: UINavigationController, index: Int) -> Bool {
            guard canTouch(navigation), index < navigation.viewControllers.count - 1,
                let item = navigation.topViewController?.navigationItem, !item.hidesBackButton,
                item.leftBarButtonItem == nil
            else { return false }
            navigation.setViewControllers(Array(navigation.viewControllers.prefix(index + 1)), animated: true)
            return true
        }

        /// Swipes from the left edge all the way: the top screen is popped.
        @discardableResult
        public static func swipeBack(_ navigation: UINavigationController, from start: SwipeStart = .edge) -> Bool {
            guard let swipe = beginSwipeBack(navigation, from: start) else { return false }
            swipe.letGo()
            return true
        }

        /// Puts a finger on the left edge and starts swiping: the top screen follows the finger until the user lets
        /// go (`BackSwipe.letGo()`, `BackSwipe.cancel()`). Nil when the user cannot: the swipe is off, the stack
        /// has one screen, something covers it or moves.
        ///
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer:
        /// "The gesture recognizer responsible for popping the top view controller off the navigation stack when a
        /// person swipes from the leading screen edge." The swipe is an interactive transition with a coordinator
        /// from the moment it starts (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive:
        /// "A Boolean value indicating whether the transition is currently interactive."), which the user may
        /// cancel. What `viewControllers` holds meanwhile, the documentation does not say: the model takes the
        /// harsher reading, as UIKit does, the stack without the top screen from the start, the delegate told
        /// `willShow` of the one below, and the top put back if the user lets go early.
        /// From `.content`, iOS 26's pan anywhere in the content: the same pop, where its own recognizer is enabled
        /// (`UINavigationController.interactiveContentPopGestureRecognizer`).
        public static func beginSwipeBack(_ navigation: UINavigationController, from start: SwipeStart = .edge)
            -> BackSwipe?
        {
            let recognizer =
                switch start {
                case .edge: navigation.interactivePopGestureRecognizer
                case .content: navigation.interactiveContentPopGestureRecognizer
                }
            guard canTouch(navigation), recognizer?.isEnabled == true,
                let (popped, coordinator) = navigation.beginInteractivePop()
            else { return nil }
            return BackSwipe(navigation: navigation, popped: popped, coordinator: coordinator)
        }

        /// Where a back swipe starts: the leading edge, or (iOS 26) anywhere in the content.
        public enum SwipeStart {
            case edge
            case content
        }

        /// A back swipe the user's finger is making.
        @MainActor
        public final class BackSwipe {
            let navigation: UINavigationController
            let popped: UIViewController
            let coordinator: TransitionCoordinator

            init(navigation: UINavigationController, popped: UIViewController, coordinator: TransitionCoordinator) {
                self.navigation = navigation
                self.popped = popped
                self.coordinator = coordinator
            }

            /// The user lets go far enough: the screen slides away; once it is gone, the transition ends and the
            /// delegate hears `didShow` (`UIKitModel.navigationDelegateHearsDidShowFirst` says in which order).
            public func letGo() {
                coordinator.isInteractive = false
                UIKitModel.later { [self] in
                    navigation.endInteractivePop(popped, coordinator, cancelled: false)
                }
            }

            /// The user lets go too early: the screen springs back and the transition ends cancelled. Whether the
            /// delegate hears `didShow` then, the documentation does not say: the model does not call it.
            public func cancel() {
                coordinator.isInteractive = false
                UIKitModel.later { [self] in
                    navigation.endInteractivePop(popped, coordinator, cancelled: true)
                }
            }
        }

        /// Pulls the top modal down and lets go: it slides away. False when UIKit refuses (see `beginPullDown`).
        @discardableResult
        public static func pullDown(_ window: UIWindow) -> Bool {
            guard let pull = beginPullDown(window) else { return false }
            pull.letGo()
            return true
        }

        /// Puts a finger on the top modal and starts pulling it down; the modal follows the finger until the user
        /// lets go (`PullDown.letGo()`, `PullDown.cancel()`). Nil when UIKit refuses: something moves, the modal is
        /// full screen or an alert, or may not be pulled down (then its delegate hears of the attempt).
        ///
        /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:):
        /// "UIKit supports refusing to dismiss a presentation when the presentationController.isModalInPresentation
        /// returns true or presentationControllerShouldDismiss(_:) returns false." and "Use this method to inform the
        /// user why the presentation can't be dismissed": the model calls it while nothing moves, so that its
        /// delegate may present (the documentation does not say whether the sheet is still springing back then).
        /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:):
        /// "You can use this method to set up animations or interaction notifications with the
        /// presentationController's transitionCoordinator." The pull-down is a dismissal under way from the moment
        /// it starts: UIKit refuses another presentation or dismissal until it ends.
        public static func beginPullDown(_ window: UIWindow) -> PullDown? {
            // A sheet is pulled down, a popover closed by a tap outside it; a full-screen modal stays.
            guard coordinators.isEmpty, let modal = window.presentedChain.last,
                modal.shownStyle != .fullScreen, modal.shownStyle != .overFullScreen, !(modal is UIAlertController),
                let presenter = modal.presenter
            else { return nil }
            let controller = modal.presentationController!
            let delegate = controller.delegate
            if modal.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
                delegate?.presentationControllerDidAttemptToDismiss(controller)
                return nil
            }
            let coordinator = begin([modal], presenter: presenter, presentation: true, interactive: true)
            delegate?.presentationControllerWillDismiss(controller)
            return PullDown(presenter: presenter, modal: modal, controller: controller, coordinator: coordinator)
        }

        /// A pull-down the user's finger is making.
        @MainActor
        public final class PullDown {
            let presenter: UIViewController
            let modal: UIViewController
            let controller: UIPresentationController
            let coordinator: TransitionCoordinator

            init(
                presenter: UIViewController, modal: UIViewController, controller: UIPresentationController,
                coordinator: TransitionCoordinator
            ) {
                self.presenter = presenter
                self.modal = modal
                self.controller = controller
                self.coordinator = coordinator
            }

            /// The user lets go far enough down: the modal slides away; once it is gone, the transition ends and
            /// its delegate hears of it.
            ///
            /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:):
            /// "Notifies the delegate after a presentation is dismissed." Whether the transition coordinator's
            /// completions run before or after it, the documentation does not say: the model does either
            /// (`UIKitModel.delegateHearsDismissalFirst`).
            public func letGo() {
                coordinator.isInteractive = false
                modal.isBeingDismissed = true
                UIKitModel.later { [self] in
                    modal.isBeingDismissed = false
                    if presenter.presented === modal {
                        presenter.removePresentedChain()
                    }
                    if UIKitModel.delegateHearsDismissalFirst {
                        controller.delegate?.presentationControllerDidDismiss(controller)
                        UIKitModel.end(coordinator)
                    } else {
                        UIKitModel.end(coordinator)
                        controller.delegate?.presentationControllerDidDismiss(controller)
                    }
                }
            }

            /// The user lets go too early: the modal springs back and stays; its delegate hears nothing more.
            ///
            /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:):
            /// "This method isn't guaranteed to be followed by a call to presentationControllerWillDismiss(_:) or
            /// presentationControllerDidDismiss(_:)."
            public func cancel() {
                UIKitModel.later { [self] in
                    UIKitModel.end(coordinator, cancelled: true)
                }
            }
        }

        /// Taps tab `index` of a tab bar on screen.
        @discardableResult
        public static func selectTab(_ tabBar: UITabBarController, _ index: Int) -> Bool {
            guard canTouch(tabBar), let tabs = tabBar.viewControllers, tabs.indices.contains(index) else {
                return false
            }
            guard tabBar.delegate?.tabBarController(tabBar, shouldSelect: tabs[index]) != false else { return false }
            tabBar.selectedIndex = index
            tabBar.delegate?.tabBarController(tabBar, didSelect: tabs[index])
            return true
        }

        /// Whether the user can touch `controller`: on screen, with nothing presented over it, nothing moving.
        static func canTouch(_ controller: UIViewController) -> Bool {
            coordinators.isEmpty && controller.windowShowingView != nil
                && controller.topAncestor.presented == nil
        }
    }
}

extension UIWindow {
    /// The controllers presented over the root, bottom to top.
    public var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = rootViewController?.presented
        while let controller = next {
            chain.append(controller)
            next = controller.presented
        }
        return chain
    }

    /// What the user sees, a line per level: the root, then each modal. A navigation stack is its screens'
    /// titles (`!` where the back button is hidden, `~` after the stack when the back swipe is off); a tab bar its
    /// tabs, `*` before the selected one; a modal its style, `locked` when it cannot be pulled down.
    public var screen: [String] {
        guard let rootViewController else { return [] }
        return ["root " + Self.describe(rootViewController)]
            + presentedChain.map { modal in
                if let alert = modal as? UIAlertController {
                    let buttons = alert.shownActions.map {
                        ($0.title ?? "?")
                            + ($0.style == .cancel ? "(cancel)" : $0.style == .destructive ? "(destructive)" : "")
                    }
                    return (alert.preferredStyle == .alert ? "alert " : "actionSheet ") + (alert.title ?? "?") + " ["
                        + buttons.joined(separator: ", ") + "]"
                }
                let style =
                    switch modal.shownStyle {
                    case .fullScreen: "fullScreen"
                    case .overFullScreen: "overFullScreen"
                    case .popover: "popover"
                    // A form sheet where the width is compact is a sheet (`UIKitModel.adaptedStyle(of:)`).
                    case .formSheet: UIKitModel.horizontalSizeClass == .compact ? "sheet" : "formSheet"
                    default: "sheet"
                    }
                return style + (modal.isModalInPresentation ? " locked " : " ") + Self.describe(modal)
            }
    }

    static func describe(_ controller: UIViewController) -> String {
        if let tabs = controller as? UITabBarController {
            let items = (tabs.viewControllers ?? []).enumerated().map { index, tab in
                (index == tabs.selectedIndex ? "*" : "") + (tab.tabBarItem.title ?? "?") + ": " + describe(tab)
            }
            return "tabs(" + items.joined(separator: " | ") + ")"
        }
        if let navigation = controller as? UINavigationController {
            let titles = navigation.viewControllers.enumerated().map { index, screen in
                (screen.title ?? "?") + (index > 0 && screen.navigationItem.hidesBackButton ? "!" : "")
            }
            // Off only when both ways are: the edge, and iOS 26's pan in the content.
            let edge = navigation.interactivePopGestureRecognizer?.isEnabled != false
            let content = navigation.interactiveContentPopGestureRecognizer?.isEnabled != false
            let swipe = edge ? (content ? "" : "(content swipe off)") : (content ? "~(content swipe on)" : "~")
            return "[" + titles.joined(separator: " > ") + "]" + swipe
        }
        // A container of the app's: what it shows of its children.
        let shown = controller.addedChildren.filter { controller.shows($0) }
        if !shown.isEmpty {
            return shown.map(describe).joined(separator: " ")
        }
        return controller.title ?? "?"
    }
}
