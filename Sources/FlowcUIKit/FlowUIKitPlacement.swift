// FlowcUIKit: a flow shown inside the app's own navigation, one flow at a time: pushed onto a navigation controller
// of the app's and given back, or presented from any of its view controllers. What the placement means (the system
// back from the flow's first screen, what an ended flow leaves) is FlowHostPlacement's, in FlowcRuntime.

#if canImport(UIKit)
    import FlowcRuntime
    import UIKit

    /// What a host placed outside the window's root borrowed of the app's, to give it back as it was.
    @MainActor
    struct FlowUIKitPlacement {
        /// The app's navigation controller the flow is pushed onto (`FlowHostPlacement.pushed`).
        weak var navigation: UINavigationController?
        /// Its delegate before the host took its place: it hears the same calls meanwhile, and is set back.
        weak var navigationDelegate: (any UINavigationControllerDelegate)?
        /// Whether its back swipe was on, to set back.
        var swipeWasEnabled = true
        /// The flow's screens the host put on it, above the app's.
        var flowControllers: [UIViewController] = []
        /// The app's controller that presents the root layer (`FlowHostPlacement.presented`).
        weak var presenter: UIViewController?
        /// The root layer's container, while the app's controller cannot present it yet.
        var rootToPresent: UIViewController?
        /// The app's container that holds the root layer (`FlowHostPlacement.contained`).
        weak var container: FlowHostViewController?
        /// The host itself, until it gave back what it borrowed: the app need not keep it.
        var keptAlive: FlowUIKitHost?
        /// Whether the flow ended and the host gave back what it borrowed.
        var isGivenBack = false

        /// The app's screens of `navigation`: those that are not the flow's.
        func appControllers(in navigation: UINavigationController) -> [UIViewController] {
            navigation.viewControllers.filter { controller in !flowControllers.contains { $0 === controller } }
        }

        /// A transition of the app's that the host waits for: its presenter's, while the root layer waits to be
        /// presented (the app's own sheet going, say).
        func transitionUnderWay() -> (any UIViewControllerTransitionCoordinator)? {
            guard rootToPresent != nil, let presenter else { return nil }
            return presenter.presentedViewController?.transitionCoordinator ?? presenter.transitionCoordinator
        }
    }

    extension FlowUIKitHost {
        /// Pushes `root`'s screens onto `navigationController`, a navigation controller of the app's, above the app's
        /// own screens, which stay as they are. While the flow runs, the host is the navigation controller's delegate
        /// (the app's delegate hears the same calls after it, and `navigationDelegate` after that); the back button of
        /// the flow's first screen, its back swipe or back menu go back to the app's screen below and cancel the flow
        /// (`.cancelled(.back)`), unless that screen handles its system back. When the flow ends (an outcome, that
        /// cancellation, or the app's `cancel()`), the host pops the flow's screens, closes its modals and gives the
        /// navigation controller back as it was: the app's screens, its delegate, its back swipe; then `onDone`.
        ///
        /// The host keeps itself alive until then. A tabs step at the bottom of the flow is presented full screen over
        /// the app's screen (a tab container is never pushed).
        public convenience init(
            root: any FlowNode<UIViewController>,
            pushedOnto navigationController: UINavigationController,
            tabItem: @escaping TabItemMaker = FlowUIKitHost.tabItem
        ) {
            self.init(root: root, tabItem: tabItem, placement: .pushed)
            placed.navigation = navigationController
            placed.navigationDelegate = navigationController.delegate
            placed.swipeWasEnabled = navigationController.isBackSwipeEnabled
            placed.keptAlive = self
            navigationController.delegate = self
            start()
        }

        /// Presents `root`'s screens from `presenter`, any view controller of the app's, in `style` (a sheet, by
        /// default), once it can present (it is in the window and presents nothing else). Pulling the sheet down is the
        /// system back from the flow's first screen: it cancels the flow (`.cancelled(.dismissed)`), unless a screen
        /// forbids it or the first handles it (then the host refuses the pull-down and asks its flow). When the flow
        /// ends, the host dismisses it, then calls `onDone`.
        ///
        /// The host keeps itself alive until then.
        public convenience init(
            root: any FlowNode<UIViewController>,
            presentedFrom presenter: UIViewController,
            style: FlowPresentation = .sheet,
            tabItem: @escaping TabItemMaker = FlowUIKitHost.tabItem
        ) {
            self.init(root: root, tabItem: tabItem, placement: .presented(style))
            placed.presenter = presenter
            placed.keptAlive = self
            start()
        }

        /// Presents the root layer's container from the app's controller if it waits to be, and can be now; false
        /// while it still waits (the host goes on once the app's controller can present).
        func presentRootIfPending() -> Bool {
            guard let container = placed.rootToPresent else { return true }
            guard let presenter = placed.presenter else {
                placed.rootToPresent = nil
                return true
            }
            guard presenter.viewIfLoaded?.window != nil, presenter.presentedViewController == nil else { return false }
            if let layer = driver.shown.layers.first {
                configure(container, for: layer, over: presenter)
            }
            presenter.present(container, animated: true) { [weak self] in
                self?.update()
            }
            // UIKit refuses a presentation while another moves, and never calls the completion: tried again later.
            guard container.presentingViewController != nil else { return false }
            placed.rootToPresent = nil
            return false  // its transition is under way: the host goes on from its completion
        }

        /// The flow ended and nothing of it is shown any more: the app's navigation controller gets its delegate and
        /// back swipe back, the host lets itself go, and `onDone` is called once what moves has stopped.
        func giveBack() {
            guard !placed.isGivenBack else { return }
            placed.isGivenBack = true
            if let navigation = placed.navigation {
                if navigation.delegate === self {
                    navigation.delegate = placed.navigationDelegate
                }
                navigation.isBackSwipeEnabled = placed.swipeWasEnabled
                placed.flowControllers = []
            }
            let done = { [weak self] in
                guard let self else { return }
                self.placed.keptAlive = nil
                self.onDone?()
            }
            let moving =
                placed.navigation?.transitionCoordinator ?? placed.presenter?.transitionCoordinator
                ?? placed.presenter?.presentedViewController?.transitionCoordinator
            if let moving, moving.animate(alongsideTransition: nil, completion: { _ in done() }) {
                return
            }
            done()
        }
    }
#endif
