// What a user does with their fingers, and what they see: the tests' side of the model.

extension UIKitModel {
    /// The user's gestures. Each returns false when the user cannot make it (the control is hidden or disabled,
    /// a modal covers it, something is moving); UIKit then does nothing.
    @MainActor
    public enum User {
        /// Taps the back button of the navigation controller on screen.
        @discardableResult
        public static func tapBack(_ navigation: UINavigationController) -> Bool {
            guard canTouch(navigation), navigation.viewControllers.count > 1,
                navigation.topViewController?.navigationItem.hidesBackButton == false
            else { return false }
            navigation.popViewController(animated: true)
            return true
        }

        /// Long-presses the back button and picks the screen at `index` in its menu.
        @discardableResult
        public static func pickInBackMenu(_ navigation: UINavigationController, index: Int) -> Bool {
            guard canTouch(navigation), index < navigation.viewControllers.count - 1,
                navigation.topViewController?.navigationItem.hidesBackButton == false
            else { return false }
            navigation.setViewControllers(Array(navigation.viewControllers.prefix(index + 1)), animated: true)
            return true
        }

        /// Swipes from the left edge.
        @discardableResult
        public static func swipeBack(_ navigation: UINavigationController) -> Bool {
            guard canTouch(navigation), navigation.viewControllers.count > 1,
                navigation.interactivePopGestureRecognizer?.isEnabled == true
            else { return false }
            navigation.popViewController(animated: true)
            return true
        }

        /// Pulls the top modal down.
        @discardableResult
        public static func pullDown(_ window: UIWindow) -> Bool {
            // A sheet is pulled down, a popover closed by a tap outside it; a full-screen modal stays.
            guard transitionsInProgress == 0, let modal = window.presentedChain.last,
                modal.shownStyle != .fullScreen, modal.shownStyle != .overFullScreen, !(modal is UIAlertController),
                let presenter = modal.presenter
            else { return false }
            let controller = modal.presentationController!
            let delegate = controller.delegate
            if modal.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
                delegate?.presentationControllerDidAttemptToDismiss(controller)
                return false
            }
            delegate?.presentationControllerWillDismiss(controller)
            presenter.removePresentedChain()
            transition {
                delegate?.presentationControllerDidDismiss(controller)
            }
            return true
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
            transitionsInProgress == 0 && controller.windowShowingView != nil
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
                    let buttons = alert.actions.map {
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
                    case .formSheet: "formSheet"
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
            let swipe = navigation.interactivePopGestureRecognizer?.isEnabled == false ? "~" : ""
            return "[" + titles.joined(separator: " > ") + "]" + swipe
        }
        return controller.title ?? "?"
    }
}
