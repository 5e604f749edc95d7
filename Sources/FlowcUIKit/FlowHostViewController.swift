// FlowcUIKit: a view controller that hosts one flow anywhere in an app's hierarchy.

#if canImport(UIKit)
    import FlowcRuntime
    import UIKit

    /// A view controller that shows a flow tree, to put anywhere in an app's own hierarchy: a child of the app's
    /// view controllers, one of its tabs, pushed, or presented. The flow's root stack is a navigation controller this
    /// controller contains; its modals are presented from it as UIKit presents from a child (the app's controller that
    /// defines the presentation context, or its root).
    ///
    /// The flow's first screen has no back button of the flow's: the container is the app's to take away. When the
    /// flow ends, its modals are dismissed and its screens go (the container shows nothing), then `host.onDone` is
    /// called. A tabs step at the bottom of the flow is presented full screen (a tab container is never the child of
    /// another controller).
    @MainActor
    public final class FlowHostViewController: UIViewController {
        /// The host that shows the flows: its delegates, `popoverAnchor`, `update()`, `onDone`.
        public let host: FlowUIKitHost

        /// - Parameters:
        ///   - root: the root coordinator, whose wiring makes the screens as `UIViewController`s; started by the host
        ///     if it has not started yet.
        ///   - tabItem: a tab's bar item, as `FlowUIKitHost(root:tabItem:)` takes it.
        public init(
            root: any FlowNode<UIViewController>,
            tabItem: @escaping FlowUIKitHost.TabItemMaker = FlowUIKitHost.tabItem
        ) {
            host = FlowUIKitHost(root: root, tabItem: tabItem, placement: .contained)
            super.init(nibName: nil, bundle: nil)
            host.placed.container = self
            host.start()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("FlowHostViewController is made in code")
        }

        /// Its view is in the window now: the host shows what waited for it (a restored or linked sheet, one opened
        /// while the container's tab was not selected).
        public override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            host.update()
        }

        /// Makes `container`, the flow's root stack, this controller's child, in place of the one before, as a
        /// container view controller does it (`addChild(_:)`, its view added, then `didMove(toParent:)`:
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:), "it must call the
        /// didMove(toParent:) method of the child view controller ... if there is no transition, immediately after
        /// calling the addChild(_:) method").
        func embed(_ container: UIViewController) {
            for child in children where child !== container {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            guard container.parent !== self else { return }
            addChild(container)
            container.view.frame = view.bounds
            container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(container.view)
            container.didMove(toParent: self)
        }
    }
#endif
