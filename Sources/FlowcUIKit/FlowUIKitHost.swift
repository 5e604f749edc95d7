// FlowcUIKit: shows a running flow tree with UIKit (built where UIKit exists).

#if canImport(UIKit)
    import FlowcRuntime
    import UIKit

    /// Shows a running flow tree in a `UINavigationController`, with a navigation controller presented for each modal
    /// and a `UITabBarController` for each tabs step (each tab a host of its own).
    ///
    /// It applies every change of the flows' state (push, pop, present, dismiss, tab selection) and reports what the
    /// user did by themselves, a pop (back button, edge swipe), a sheet pulled down or another tab selected.
    @MainActor
    public final class FlowUIKitHost: NSObject, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate,
        UITabBarControllerDelegate
    {
        /// The root view controller: put it in the window, and keep the host.
        public let navigationController: UINavigationController
        private let root: any FlowNode<UIViewController>
        /// The root stack's navigation controller, then one per presented modal.
        private var stacks: [UINavigationController]
        private var controllers: [FlowScreenID: UIViewController] = [:]
        /// For each tab container shown: its tabs and the host of each tab.
        private var tabContainers: [FlowScreenID: (tabs: FlowTabs<UIViewController>, hosts: [FlowUIKitHost])] = [:]

        /// - Parameters:
        ///   - root: the root coordinator, whose wiring makes the screens as `UIViewController`s; started by the host
        ///     if it has not started yet.
        ///   - navigationController: the root stack's navigation controller.
        public init(
            root: any FlowNode<UIViewController>,
            navigationController: UINavigationController = UINavigationController()
        ) {
            self.root = root
            self.navigationController = navigationController
            self.stacks = [navigationController]
            super.init()
            navigationController.delegate = self
            root.observeChanges { [weak self] in
                self?.render(animated: true)
            }
            root.start()
            render(animated: false)
        }

        private func render(animated: Bool) {
            let layout = FlowLayout(screens: root.screens)
            guard !layout.stacks.isEmpty else { return }
            let shown = Set(layout.stacks.flatMap { $0.screens.map(\.id) })
            controllers = controllers.filter { shown.contains($0.key) }
            tabContainers = tabContainers.filter { shown.contains($0.key) }
            let wanted = layout.stacks.map { $0.screens.map(controller(for:)) }

            // Modals whose first screen is still shown stay; the first that is not is dismissed with those above it.
            var kept = 1
            while kept < stacks.count, kept < wanted.count, stacks[kept].viewControllers.first === wanted[kept].first {
                kept += 1
            }
            for (stack, controllers) in zip(stacks.prefix(kept), wanted) where stack.viewControllers != controllers {
                stack.setViewControllers(controllers, animated: animated)
            }
            if kept < stacks.count {
                stacks[kept - 1].dismiss(animated: animated) { [weak self] in
                    self?.render(animated: animated)
                }
                stacks.removeSubrange(kept...)
                return
            }
            for index in stacks.count..<wanted.count {
                let modal = UINavigationController()
                modal.setViewControllers(wanted[index], animated: false)
                modal.modalPresentationStyle = layout.stacks[index].style == .fullScreen ? .fullScreen : .pageSheet
                modal.delegate = self
                modal.presentationController?.delegate = self
                stacks[index - 1].present(modal, animated: animated)
                stacks.append(modal)
            }
        }

        private func controller(for screen: FlowScreen<UIViewController>) -> UIViewController {
            if let tabs = screen.tabs {
                return tabBarController(for: screen.id, tabs)
            }
            if let controller = controllers[screen.id] {
                return controller
            }
            // Only a screen the flow no longer shows makes nothing, and the layout was read just now: an empty
            // controller keeps the stacks' counts right for the moment the next change replaces it.
            let controller = screen.make() ?? UIViewController()
            controllers[screen.id] = controller
            return controller
        }

        /// A tab container: a tab bar controller over one host per tab, each showing its tab's flow.
        private func tabBarController(for id: FlowScreenID, _ tabs: FlowTabs<UIViewController>) -> UIViewController {
            if let controller = controllers[id] as? UITabBarController, let hosts = tabContainers[id]?.hosts {
                tabContainers[id] = (tabs, hosts)
                if controller.selectedIndex != tabs.selectedIndex {
                    controller.selectedIndex = tabs.selectedIndex
                }
                return controller
            }
            let hosts = tabs.tabs.map { tab in
                FlowUIKitHost(root: tab.node, navigationController: UINavigationController())
            }
            for (host, tab) in zip(hosts, tabs.tabs) {
                host.navigationController.tabBarItem = UITabBarItem(title: tab.flowName, image: nil, tag: 0)
            }
            let controller = UITabBarController()
            controller.setViewControllers(hosts.map(\.navigationController), animated: false)
            controller.selectedIndex = tabs.selectedIndex
            controller.delegate = self
            controllers[id] = controller
            tabContainers[id] = (tabs, hosts)
            return controller
        }

        // MARK: What the user did by themselves

        /// A pop the user did (back button, edge swipe, back menu): reported to the flows.
        public func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController,
            animated: Bool
        ) {
            guard let index = stacks.firstIndex(of: navigationController) else { return }
            let layout = FlowLayout(screens: root.screens)
            let remaining = navigationController.viewControllers.count
            guard layout.stacks.indices.contains(index), remaining < layout.stacks[index].screens.count else { return }
            root.handle(.popped(stack: index, remaining: remaining))
        }

        /// A sheet the user pulled down: reported to the flows as the dismissal of its stack.
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard let index = stacks.firstIndex(where: { $0 === presentationController.presentedViewController }) else {
                return
            }
            stacks.removeSubrange(index...)
            root.handle(.dismissed(stack: index))
        }

        /// Another tab the user selected: reported to the tabs step's flow.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {
            guard let container = tabContainers.first(where: { controllers[$0.key] === tabBarController })?.value else {
                return
            }
            container.tabs.select(tabBarController.selectedIndex)
        }
    }
#endif
