// FlowcUIKit: shows a running flow tree with UIKit (built where UIKit exists).

#if canImport(UIKit)
    @_spi(Hosts) import FlowcRuntime
    import UIKit

    /// Shows a running flow tree with UIKit: a `UINavigationController` per stack, or a `UITabBarController` (each
    /// tab a navigation controller) where a tabs step is the first screen of its stack; each modal presented over
    /// the one below.
    ///
    /// The host decides nothing: `FlowHostDriver` (FlowcRuntime) says what to change, in the order UIKit allows it,
    /// and the host carries it out and reports what the user did (a pop, a sheet pulled down, another tab) to the
    /// flows. Where a flow forbids going back, the host hides the back button, disables the back swipe and keeps the
    /// sheet from being pulled down.
    ///
    /// Install it in the window with `install(in:)`: it presents modals only once it is there. In an app that shows
    /// its own screens, one flow at a time: `FlowHostViewController` hosts the flow anywhere in the app's hierarchy,
    /// `init(root:pushedOnto:)` pushes it onto a navigation controller of the app's and gives it back when the flow
    /// ends, `init(root:presentedFrom:)` presents it (docs/adoption.md, "Adopting flowc one flow at a time").
    @MainActor
    public final class FlowUIKitHost: NSObject {
        /// Makes a tab's bar item: a tab's flow, its index.
        public typealias TabItemMaker = @MainActor (FlowTabs<UIViewController>.Tab, Int) -> UITabBarItem

        /// The platform-free part: what the host shows and does next.
        public let driver: FlowHostDriver<UIViewController>
        /// The root container: a navigation controller, or the tab bar controller of a tabs step at the root.
        public private(set) var rootViewController: UIViewController
        /// Hears the navigation controllers' delegate calls the host receives, after the host.
        public weak var navigationDelegate: (any UINavigationControllerDelegate)?
        /// Hears the modals' presentation controller delegate calls the host receives, after the host.
        public weak var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)?
        /// Hears the tab bar controllers' delegate calls the host receives, after the host.
        public weak var tabBarDelegate: (any UITabBarControllerDelegate)?
        /// The view a popover points at (`present: { style: popover, anchor: name }`): the anchor's name and the
        /// presenter, whose view holds it. Without it, or when it returns nil, the popover points at the presenter's
        /// view. A confirmation dialog, a popover on an iPad, asks for its step's name (`confirmDelete`): give the
        /// control that opened it, and the dialog points at it; without one it stands in the presenter's middle.
        public var popoverAnchor: (@MainActor (_ name: String, _ presenter: UIViewController) -> UIView?)?

        private let makeTabItem: TabItemMaker
        private weak var window: UIWindow?
        /// One container per layer shown: a navigation controller or a tab bar controller.
        private var containers: [UIViewController] = []
        /// For a tabs layer, the navigation controller of each tab.
        private var tabStacks: [ObjectIdentifier: [UINavigationController]] = [:]
        private var isRendering = false
        private var needsRender = false
        /// The screen to announce to VoiceOver once the transition under way ends (`announceScreenChange()`).
        private var announcement: FlowScreenID?
        /// Waiting for a transition of UIKit's to end (a pull-down, an alert closing, a push) before the next change.
        private var waitsForUIKit = false
        /// The modal the user last pulled down, no longer counted: its dismissal may still be under way when UIKit
        /// tells the host it went.
        private weak var pulledDown: UIViewController?
        /// Where the host shows the flows, when it is not the window's root: what it borrowed of the app's.
        var placed = FlowUIKitPlacement()
        /// Called once the root flow ended and nothing of it is on screen any more, its animations over: its screens
        /// popped off the app's navigation controller (which has its delegate back), its modal dismissed, its
        /// container emptied. The app may push or present again from there.
        public var onDone: (@MainActor () -> Void)?

        /// - Parameters:
        ///   - root: the root coordinator, whose wiring makes the screens as `UIViewController`s; started by the host
        ///     if it has not started yet.
        ///   - tabItem: a tab's bar item; by default its flow's `tabItem`, the title looked up in the app's `Flows`
        ///     strings table.
        public convenience init(
            root: any FlowNode<UIViewController>, tabItem: @escaping TabItemMaker = FlowUIKitHost.tabItem
        ) {
            self.init(root: root, tabItem: tabItem, placement: .window)
            start()
        }

        /// A host for `root` shown at `placement`, which the caller sets up before `start()`.
        init(
            root: any FlowNode<UIViewController>, tabItem: @escaping TabItemMaker, placement: FlowHostPlacement
        ) {
            self.driver = FlowHostDriver(root: root, rules: .uiKit, placement: placement)
            // An async decision's loading screen (format v2), unless the app sets its own.
            driver.loadingScreen = { loading in
                let controller = FlowLoadingViewController()
                controller.loading = loading
                return controller
            }
            self.makeTabItem = tabItem
            self.rootViewController = UINavigationController()
            super.init()
        }

        /// Starts the root flow if it has not started yet and shows it.
        func start() {
            driver.root.observeChanges { [weak self] in
                self?.render()
            }
            driver.root.start()
            render()
        }

        /// Puts the root container in `window`, makes the window key and visible, and shows the modals the flows
        /// open (restored or linked ones too): UIKit presents only from a view in a window.
        public func install(in window: UIWindow) {
            self.window = window
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            render()
        }

        /// The default tab item: the flow's title from its `Flows` strings table (`FlowStrings`), its image from the
        /// app's assets or SF Symbols (`FlowTabItem.tabImage`, as FlowcSwiftUI's tab label).
        public static func tabItem(_ tab: FlowTabs<UIViewController>.Tab, at index: Int) -> UITabBarItem {
            let title = tab.strings.text(tab.item.title)
            let image: UIImage? =
                switch tab.item.tabImage(assetExists: { UIImage(named: $0) != nil }) {
                case .asset(let name): UIImage(named: name)
                case .systemSymbol(let name): UIImage(systemName: name)
                case nil: nil
                }
            return UITabBarItem(title: title, image: image, tag: index)
        }

        /// Shows what the flows want now. The host does so after every change of the flows; call it after dismissing
        /// a controller the app presented over the host itself (an alert), so that what the flows opened meanwhile
        /// is presented.
        public func update() {
            render()
        }

        // MARK: Carrying out the driver's operations

        private func render() {
            guard !isRendering else {
                needsRender = true
                return
            }
            isRendering = true
            defer { isRendering = false }
            repeat {
                needsRender = false
                // Nothing starts while UIKit is mid-transition (the user's pull-down, an alert closing, a push or a
                // presentation): UIKit refuses a presentation or dismissal then and never calls its completion.
                guard !waitsForUIKit, !waitForTransitionUnderWay(), presentRootIfPending() else { return }
                reportUserPops()
                // UIKit presents only from a view in a window, and from a controller that presents nothing else. A
                // view not loaded is in no window: asked without loading it (`viewIfLoaded`), so that nothing loads
                // before the host is installed.
                driver.canPresent =
                    containers.last.map { $0.viewIfLoaded?.window != nil && $0.presentedViewController == nil } ?? false
                for operation in driver.update() {
                    perform(operation)
                }
                announcement = driver.screenToAnnounce ?? announcement
            } while needsRender
            announceScreenChange()
            if driver.isDone {
                giveBack()
            }
        }

        /// Whether a transition of UIKit's is under way in what the host shows; if so, the host renders again once
        /// it ends, from its transition coordinator's completion
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator: "When a
        /// presentation or dismissal is in progress, this method returns the transition coordinator object
        /// associated with that transition."). A coordinator that queues nothing (`animate` returns false, its
        /// transition ending) does not hold the host back.
        private func waitForTransitionUnderWay() -> Bool {
            guard let coordinator = transitionUnderWay() else { return false }
            waitsForUIKit = true
            let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.waitsForUIKit = false
                self?.render()
            }
            if !queued {
                waitsForUIKit = false
            }
            return queued
        }

        /// The coordinator of a transition under way in a container the host shows, one of its tabs, or what the top
        /// container presents and the host no longer counts (an alert closing after its button was tapped, the app's
        /// own modal). The controller presented over the top is asked itself: whether a presenting controller's
        /// `transitionCoordinator` returns the coordinator of what it presents or dismisses, the documentation does
        /// not say ("When you present or dismiss a view controller, UIKit creates a transition coordinator object
        /// automatically and assigns it to the view controller's transitionCoordinator property",
        /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator).
        private func transitionUnderWay() -> (any UIViewControllerTransitionCoordinator)? {
            if let coordinator = containers.last?.presentedViewController?.transitionCoordinator
                ?? pulledDown?.transitionCoordinator ?? placed.transitionUnderWay()
            {
                return coordinator
            }
            for container in containers {
                if let coordinator = container.transitionCoordinator {
                    return coordinator
                }
                for navigation in tabStacks[ObjectIdentifier(container)] ?? [] {
                    if let coordinator = navigation.transitionCoordinator {
                        return coordinator
                    }
                }
            }
            return nil
        }

        private func perform(_ operation: FlowHostOperation) {
            switch operation {
            case .setRoot(let layer):
                let container = makeContainer(layer, at: 0)
                // The tab stacks of the containers that go are forgotten: a new container may get the address, and
                // so the ObjectIdentifier, of one that went.
                forget(containers[...])
                containers = [container]
                rootViewController = container
                switch driver.placement {
                case .window: window?.rootViewController = container
                case .contained: placed.container?.embed(container)
                case .pushed: break  // the app's navigation controller, its stack set already
                case .presented:
                    placed.rootToPresent = container
                    needsRender = true
                }
            case .setStack(let layer, let stack, let entries):
                if let navigation = navigationController(layer: layer, stack: stack) {
                    setStack(navigation, entries, animated: navigation.viewIfLoaded?.window != nil)
                }
            case .selectTab(let layer, let index):
                (containers[layer] as? UITabBarController)?.selectedIndex = index
            case .setUserDismiss(let layer, let allowed):
                containers[layer].isModalInPresentation = !allowed
            case .present(let layer):
                let presenter = containers[containers.count - 1]
                let container: UIViewController
                if let alert = driver.alert(ofLayer: containers.count) {
                    container = makeAlert(alert, layer: containers.count, over: presenter)
                } else {
                    container = makeContainer(layer, at: containers.count)
                    configure(container, for: layer, over: presenter)
                }
                containers.append(container)
                presenter.present(container, animated: true) { [weak self] in
                    self?.transitionDidComplete()
                }
                // UIKit refuses a presentation while something else (the app's own alert) is presented or moving,
                // and then never calls the completion: the host does not wait for it, and tries again later.
                if presenter.presentedViewController !== container {
                    containers.removeLast()
                    driver.presentationDidFail()
                    needsRender = transitionUnderWay() != nil
                }
            case .dismiss(let from):
                let dismissed = containers[from]
                // The root layer, presented by the app's controller (`FlowHostPlacement.presented`).
                guard let presenter = from > 0 ? containers[from - 1] : dismissed.presentingViewController else {
                    forget(containers[from...])
                    containers.removeSubrange(from...)
                    driver.transitionDidComplete()
                    needsRender = true
                    return
                }
                guard dismissed.presentingViewController != nil else {
                    // UIKit took it away already (the user's pull-down ended, its delegate not told yet): there is
                    // nothing to dismiss, and no completion would come.
                    forget(containers[from...])
                    containers.removeSubrange(from...)
                    driver.transitionDidComplete()
                    needsRender = true
                    return
                }
                presenter.dismiss(animated: true) { [weak self] in
                    self?.transitionDidComplete()
                }
                // UIKit refuses a dismissal while something else moves, and then never calls the completion: the
                // host does not wait for it, and tries again once that transition ends.
                if presenter.presentedViewController === dismissed, !dismissed.isBeingDismissed {
                    driver.dismissalDidFail()
                    needsRender = transitionUnderWay() != nil
                    return
                }
                forget(containers[from...])
                containers.removeSubrange(from...)
            }
        }

        /// Moves VoiceOver to the new screen where UIKit does not (a new root, a tab the flows selected, a link
        /// that set a stack), once what the host started ended (a link's dismissal of a sheet): "A notification that
        /// an app posts when a new view appears that occupies a major portion of the screen", with "the
        /// accessibility element for VoiceOver to move to", here the screen's view
        /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
        private func announceScreenChange() {
            guard !driver.isTransitioning, let id = announcement else { return }
            announcement = nil
            UIAccessibility.post(notification: .screenChanged, argument: controller(for: id).view)
        }

        private func transitionDidComplete() {
            driver.transitionDidComplete()
            render()
        }

        private func makeContainer(_ layer: FlowHostLayer, at index: Int) -> UIViewController {
            switch layer.kind {
            case .stack:
                if index == 0, let navigation = placed.navigation {
                    // The app's own: the flow's screens go above its screens.
                    setStack(navigation, layer.stacks.first ?? [], animated: navigation.viewIfLoaded?.window != nil)
                    return navigation
                }
                let navigation = UINavigationController()
                navigation.delegate = self
                setStack(navigation, layer.stacks.first ?? [], animated: false)
                return navigation
            case .tabs:
                let tabs = driver.tabs(ofLayer: index)
                let controller = UITabBarController()
                let stacks = layer.stacks.enumerated().map { index, entries in
                    let navigation = UINavigationController()
                    navigation.delegate = self
                    setStack(navigation, entries, animated: false)
                    if let tab = tabs?.tabs[index] {
                        navigation.tabBarItem = makeTabItem(tab, index)
                    }
                    return navigation
                }
                controller.setViewControllers(stacks, animated: false)
                controller.selectedIndex = layer.selectedTab
                controller.delegate = self
                tabStacks[ObjectIdentifier(controller)] = stacks
                return controller
            }
        }

        /// Presents `container` as `layer` says: its style first (UIKit makes the presentation controller for the
        /// style set when it is first asked for), then a sheet's detents, a popover's source, the transition.
        func configure(_ container: UIViewController, for layer: FlowHostLayer, over presenter: UIViewController) {
            container.modalPresentationStyle = Self.modalStyle(layer.style)
            container.isModalInPresentation = !layer.allowsUserDismiss
            if layer.options?.crossDissolve == true {
                container.modalTransitionStyle = .crossDissolve
            }
            if let detents = layer.options?.detents, !detents.isEmpty, let sheet = container.sheetPresentationController
            {
                sheet.detents = detents.map { $0 == .medium ? .medium() : .large() }
            }
            if let popover = container.popoverPresentationController {
                // The app gives the view a popover points at; without one, the presenter's view.
                let anchor = layer.options?.anchor.flatMap { popoverAnchor?($0, presenter) }
                popover.sourceView = anchor ?? presenter.view
            }
            container.presentationController?.delegate = self
        }

        /// UIKit's style for a flow's presentation.
        static func modalStyle(_ style: FlowPresentation) -> UIModalPresentationStyle {
            switch style {
            case .fullScreen: .fullScreen
            case .overFullScreen: .overFullScreen
            case .formSheet: .formSheet
            case .popover: .popover
            case .push, .sheet, .pageSheet, .alert, .dialog: .pageSheet
            }
        }

        /// An alert controller for a flow's alert or confirmation dialog: its text and buttons from its flow's `Flows`
        /// strings table (`FlowStrings`), each button reporting the tap to the flow.
        private func makeAlert(_ alert: FlowAlert, layer: Int, over presenter: UIViewController) -> UIAlertController {
            let text = { (key: String) in alert.strings.text(key) }
            let controller = UIAlertController(
                title: text(alert.title), message: alert.message.map(text),
                preferredStyle: alert.style == .dialog ? .actionSheet : .alert)
            for (index, button) in alert.buttons.enumerated() {
                let style: UIAlertAction.Style =
                    switch button.role {
                    case .cancel: .cancel
                    case .destructive: .destructive
                    case nil: .default
                    }
                controller.addAction(
                    UIAlertAction(title: text(button.title), style: style) { [weak self] _ in
                        self?.alertButtonTapped(layer: layer, index: index)
                    })
            }
            // An action sheet is a popover where the width is regular (iPad), and UIKit requires its source ("Use this
            // property in conjunction with the sourceRect property to specify the anchor location for the popover.",
            // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview): the
            // control the app gives for the dialog's step, with an arrow; else the presenter's middle, without.
            if let popover = controller.popoverPresentationController,
                let anchor = driver.anchor(ofLayer: layer).flatMap({ popoverAnchor?($0, presenter) })
            {
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            } else if let popover = controller.popoverPresentationController {
                popover.sourceView = presenter.view
                popover.sourceRect = CGRect(
                    x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
            controller.isModalInPresentation = !Self.tapOutsideCancels(
                alert, popover: presenter.traitCollection.horizontalSizeClass == .regular)
            return controller
        }

        /// Whether the user may close `alert` by a tap outside it: only an action sheet shown as a popover (`popover`:
        /// the width is regular) with a cancel button, where UIKit calls that button's handler then, so that its flow
        /// hears of it ("If your set of actions includes a button configured with the UIAlertAction.Style.cancel
        /// style, UIKit removes that button when displaying your action sheet in a popover. Tapping anywhere outside
        /// of the popover has the same effect as tapping the Cancel button, including calling your action handler.",
        /// https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets).
        /// Elsewhere a tap outside an action sheet closes it too ("A person dismisses an action sheet by selecting one
        /// of the listed options, or by tapping outside an action sheet.", the same page) with no word of a handler,
        /// so the host turns it off (`isModalInPresentation`: "When you set it to true, UIKit ignores events outside
        /// the view controller’s bounds",
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation): on a phone the
        /// user taps the cancel button shown; a dialog without one (which lint reports) is closed by its buttons only.
        static func tapOutsideCancels(_ alert: FlowAlert, popover: Bool) -> Bool {
            alert.style == .dialog && popover && alert.cancelButton != nil
        }

        /// UIKit dismissed the alert as the user tapped a button, then called its handler: the flow hears of it.
        private func alertButtonTapped(layer: Int, index: Int) {
            guard containers.indices.contains(layer), containers[layer] is UIAlertController else { return }
            forget(containers[layer...])
            containers.removeSubrange(layer...)
            driver.alertButtonChosen(layer: layer, index: index)
            render()
        }

        private func forget(_ removed: ArraySlice<UIViewController>) {
            for container in removed {
                tabStacks[ObjectIdentifier(container)] = nil
            }
        }

        private func navigationController(layer: Int, stack: Int) -> UINavigationController? {
            guard containers.indices.contains(layer) else { return nil }
            if let stacks = tabStacks[ObjectIdentifier(containers[layer])] {
                return stacks.indices.contains(stack) ? stacks[stack] : nil
            }
            return containers[layer] as? UINavigationController
        }

        /// Sets a navigation stack's screens, the same controllers for the screens it keeps, and what they allow.
        /// Where a screen handles its system back, its back button asks its flow (`navigationItem.backAction`, iOS 16:
        /// "If a back button already appears in the navigation bar, setting this property replaces its action without
        /// modifying its appearance",
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/backaction), and the back swipe, which
        /// would pop before the flow is asked, is off while it is on top.
        ///
        /// Where the back button's menu, which pops several screens at once, could pass a screen that forbids going
        /// back or asks its flow first (`backMenuPassesAGuard`), the top screen gets a back button of the host's
        /// instead, a custom left item without that menu ("If the new top-level view controller has a custom left bar
        /// button item, that item is displayed", https://developer.apple.com/documentation/uikit/uinavigationcontroller),
        /// which goes back one screen as the system's would.
        private func setStack(_ navigation: UINavigationController, _ entries: [FlowHostEntry], animated: Bool) {
            let overScreensBelow = navigation === placed.navigation
            let backMenuPassesAGuard = entries.backMenuPassesAGuard(overScreensBelow: overScreensBelow)
            let controllers = entries.enumerated().map { index, entry in
                let controller = controller(for: entry.id)
                let item = controller.navigationItem
                item.hidesBackButton = !entry.allowsSystemBack
                let systemBack = { [weak self, weak navigation] in
                    guard let self, let navigation else { return }
                    if entry.handlesSystemBack {
                        self.systemBackTapped(in: navigation)
                    } else {
                        navigation.popViewController(animated: true)
                    }
                }
                item.backAction = entry.handlesSystemBack ? UIAction { _ in systemBack() } : nil
                let ownBackButton = backMenuPassesAGuard && index == entries.count - 1 && entry.allowsSystemBack
                if ownBackButton, item.leftBarButtonItem == nil {
                    item.leftBarButtonItem = FlowBackButtonItem(
                        image: UIImage(systemName: "chevron.backward"), primaryAction: UIAction { _ in systemBack() })
                } else if !ownBackButton, item.leftBarButtonItem is FlowBackButtonItem {
                    item.leftBarButtonItem = nil
                }
                return controller
            }
            // Over the app's screens, below the flow's: the app's own, left as they are.
            let all = overScreensBelow ? placed.appControllers(in: navigation) + controllers : controllers
            if navigation.viewControllers != all {
                navigation.setViewControllers(all, animated: animated)
            }
            if overScreensBelow {
                placed.flowControllers = controllers
                guard !entries.isEmpty else { return }  // the swipe is the app's again
            }
            navigation.isBackSwipeEnabled = entries.last.map { $0.allowsSystemBack && !$0.handlesSystemBack } ?? true
        }

        /// The back button of a screen that handles its system back: its flow hears of it; nothing is popped.
        private func systemBackTapped(in navigation: UINavigationController) {
            guard let (layer, stack) = place(of: navigation) else { return }
            driver.userAskedSystemBack(layer: layer, stack: stack)
            render()
        }

        private func controller(for id: FlowScreenID) -> UIViewController {
            // Only a screen no flow shows any more makes nothing; the next update removes it.
            driver.screen(id) ?? UIViewController()
        }

        private func layer(of controller: UIViewController) -> Int? {
            containers.firstIndex { $0 === controller }
        }
    }

    /// The back button the host gives a screen whose system back button's menu could pass a screen that forbids going
    /// back (`FlowUIKitHost.setStack`): known by its class, so that the host removes only its own.
    final class FlowBackButtonItem: UIBarButtonItem {}

    // MARK: What the user did

    extension FlowUIKitHost: UINavigationControllerDelegate {
        /// Forwarded to `navigationDelegate`.
        public func navigationController(
            _ navigationController: UINavigationController,
            willShow viewController: UIViewController,
            animated: Bool
        ) {
            forwardWillShow(placed.navigationDelegate, navigationController, viewController, animated)
            forwardWillShow(navigationDelegate, navigationController, viewController, animated)
        }

        /// A pop the user did (back button, edge swipe, back menu): reported to the flows; forwarded to
        /// `navigationDelegate`.
        public func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController,
            animated: Bool
        ) {
            if reportUserPop(in: navigationController) {
                render()
            }
            forwardDidShow(placed.navigationDelegate, navigationController, viewController, animated)
            forwardDidShow(navigationDelegate, navigationController, viewController, animated)
        }

        /// Reports the pops the user made that the flows have not heard of: each navigation controller that holds
        /// fewer screens than the host shows in it. `didShow` reports a pop as it ends, but whether UIKit calls it
        /// before or after the transition's coordinator completes, the documentation does not say ("Notifies the
        /// delegate after the navigation controller displays a view controller’s view and navigation item
        /// properties",
        /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)):
        /// when the completion comes first, the host hears of the pop here, before it changes anything, instead of
        /// setting back the screens the user just left.
        private func reportUserPops() {
            for container in containers {
                let stacks =
                    tabStacks[ObjectIdentifier(container)] ?? (container as? UINavigationController).map { [$0] }
                for navigation in stacks ?? [] {
                    reportUserPop(in: navigation)
                }
            }
        }

        /// Reports a pop the user made in `navigation`, if its screens are fewer than the host shows there: true
        /// when it did.
        @discardableResult
        private func reportUserPop(in navigation: UINavigationController) -> Bool {
            // Over the app's screens, the flow's are those the host put there.
            let count =
                navigation === placed.navigation
                ? navigation.viewControllers.filter { controller in
                    placed.flowControllers.contains { $0 === controller }
                }
                .count
                : navigation.viewControllers.count
            guard let (layer, stack) = place(of: navigation), count < driver.shown.layers[layer].stacks[stack].count
            else { return false }
            driver.userPopped(layer: layer, stack: stack, remaining: count)
            return true
        }

        private func place(of navigation: UINavigationController) -> (layer: Int, stack: Int)? {
            for (layer, container) in containers.enumerated() {
                if container === navigation {
                    return (layer, 0)
                }
                if let stack = tabStacks[ObjectIdentifier(container)]?.firstIndex(where: { $0 === navigation }) {
                    return (layer, stack)
                }
            }
            return nil
        }
    }

    extension FlowUIKitHost: UIAdaptivePresentationControllerDelegate {
        /// A sheet the user pulled down: reported to the flows; forwarded to `presentationDelegate`. UIKit calls it
        /// once the sheet is gone ("Notifies the delegate after a presentation is dismissed",
        /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)):
        /// its screens are let go. Whether its transition has ended then, the documentation does not say: what the
        /// flows do next waits for it (`transitionUnderWay()`).
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            if let layer = layer(of: presentationController.presentedViewController) {
                pulledDown = presentationController.presentedViewController
                forget(containers[layer...])
                containers.removeSubrange(layer...)
                driver.userDismissed(layer: layer)
                driver.departedLayersWent()
                render()
            }
            forwardDidDismiss(presentationDelegate, presentationController)
        }

        /// Where the width is compact, the style the flow says for it (`present: { compact: … }`); else `.none`, no
        /// adaptation: the style the flow says everywhere.
        ///
        /// Only four answers are allowed: "The new presentation style, which must be
        /// UIModalPresentationStyle.fullScreen, UIModalPresentationStyle.overFullScreen,
        /// UIModalPresentationStyle.formSheet, or UIModalPresentationStyle.none"; "If you do not return one of the
        /// allowed styles, the presentation controller uses its preferred default style"
        /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)).
        /// A sheet of any kind is a form sheet there, which the width makes a sheet ("In a compact-width,
        /// regular-height size class, the system displays the view controller as a sheet",
        /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet); the flow's own style
        /// is `.none`; a popover cannot be adapted to, so a layer that is not one stays as it is (`.none`).
        ///
        /// Never `controller.adaptivePresentationStyle(for:)`: "The default implementation of this method consults
        /// its delegate object and returns the value returned by that object's
        /// `adaptivePresentationStyleForPresentationController:traitCollection:` method"
        /// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/adaptivepresentationstyle(for:)),
        /// that is this method: asking it back recurses until the stack overflows. `.none` is "A presentation style
        /// that indicates no adaptations should be made"
        /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none).
        public func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            guard traitCollection.horizontalSizeClass == .compact,
                let layer = layer(of: controller.presentedViewController),
                let compact = driver.shown.layers[layer].options?.compact,
                Self.modalStyle(compact) != Self.modalStyle(driver.shown.layers[layer].style)
            else { return .none }
            switch Self.modalStyle(compact) {
            case .fullScreen: return .fullScreen
            case .overFullScreen: return .overFullScreen
            case .formSheet, .pageSheet: return .formSheet
            default: return .none
            }
        }

        /// False where pulling the sheet down asks its flow first (its first screen handles `systemBack`): UIKit then
        /// keeps the sheet and calls `presentationControllerDidAttemptToDismiss`
        /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:):
        /// "UIKit supports refusing to dismiss a presentation when the presentationController.isModalInPresentation
        /// returns true or presentationControllerShouldDismiss(_:) returns false.").
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            guard let layer = layer(of: presentationController.presentedViewController) else { return true }
            return !driver.userDismissAsksFlow(layer: layer)
        }

        /// A pull-down UIKit refused: where the sheet's flow handles the system back, the flow hears of it (its
        /// `systemBack` event); forwarded to `presentationDelegate`, as one the host forbids (`isModalInPresentation`).
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            if let layer = layer(of: presentationController.presentedViewController),
                driver.userDismissAsksFlow(layer: layer)
            {
                driver.userAttemptedDismiss(layer: layer)
                render()
            }
            forwardDidAttemptToDismiss(presentationDelegate, presentationController)
        }
    }

    extension FlowUIKitHost: UITabBarControllerDelegate {
        /// Another tab the user selected: reported to the tabs step's flow; forwarded to `tabBarDelegate`.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {
            if let layer = layer(of: tabBarController) {
                driver.userSelectedTab(layer: layer, index: tabBarController.selectedIndex)
                render()
            }
            forwardDidSelect(tabBarDelegate, tabBarController, viewController)
        }
    }

    extension UINavigationController {
        /// Whether the user can swipe back: from the leading edge, and on iOS 26 anywhere in the content
        /// (`interactiveContentPopGestureRecognizer`, "in cases that are not covered by
        /// interactivePopGestureRecognizer"): where the flow forbids going back or asks first, both are off.
        var isBackSwipeEnabled: Bool {
            get { interactivePopGestureRecognizer?.isEnabled ?? true }
            set {
                interactivePopGestureRecognizer?.isEnabled = newValue
                if #available(iOS 26, *) {
                    interactiveContentPopGestureRecognizer?.isEnabled = newValue
                }
            }
        }
    }
#endif
