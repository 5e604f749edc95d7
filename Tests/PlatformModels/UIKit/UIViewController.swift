// UIViewController: containment, views in the window, and modal presentation.

@MainActor
open class UIResponder: NSObject {
    /// The next responder in the chain; the model knows only a view's (`UIView.next`).
    open var next: UIResponder? { nil }
}

/// A view: in a window or not.
@MainActor
open class UIView: UIResponder {
    weak var owner: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiresponder/next: "For example, UIView implements this
    /// method and returns the UIViewController object that manages it (if it has one) or its superview (if it
    /// doesn't)." The model knows the managing controller only.
    open override var next: UIResponder? { owner }

    /// The window the view is in; nil when it is not in the window hierarchy.
    open var window: UIWindow? { owner?.windowShowingView }
    /// The view's bounds: a phone's screen, as far as the model cares.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The view's place in its superview.
    open var frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    open var center = CGPoint.zero
    open private(set) var subviews: [UIView] = []
    open var autoresizingMask: AutoresizingMask = []

    /// Which margins and sizes follow the superview's bounds.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `view` is this view or one of its subviews, at any depth.
    func contains(_ view: UIView) -> Bool {
        view === self || subviews.contains { $0.contains(view) }
    }
}

/// A spinning indicator of work under way.
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Sendable {
        case medium
        case large
    }

    public let style: Style
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init()
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// How a modal is presented.
public enum UIModalPresentationStyle: Sendable {
    case automatic
    case fullScreen
    case pageSheet
    case formSheet
    case overFullScreen
    case popover
    /// From an adaptive delegate: keep the style.
    case none
}

/// An action a control performs.
@MainActor
open class UIAction: NSObject {
    public let title: String
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A button in a navigation bar.
@MainActor
open class UIBarButtonItem: NSObject {
    open var title: String?
    open var image: UIImage?
    /// What a tap on the item does.
    open var primaryAction: UIAction?

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
}

@MainActor
open class UINavigationItem: NSObject {
    /// Whether the back button (and its menu) is hidden.
    open var hidesBackButton = false
    /// A custom item at the left of the bar, shown instead of the back button (and so without its menu) while the
    /// item's controller is on top.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller ("The left item"): "If the new
    /// top-level view controller has a custom left bar button item, that item is displayed. To specify a custom
    /// left bar button item, set the leftBarButtonItem property of the view controller’s navigation item."
    open var leftBarButtonItem: UIBarButtonItem?
    /// What the back button does instead of popping (iOS 16).
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/backaction: "If a back button already
    /// appears in the navigation bar, setting this property replaces its action without modifying its
    /// appearance." The documentation does not say what it does to the back button's menu or to the back swipe:
    /// the model lets both pop as before (a host that intercepts the back disables the swipe itself).
    open var backAction: UIAction?
}

@MainActor
open class UIViewController: UIResponder {
    open var title: String?
    public let navigationItem = UINavigationItem()
    /// UIKit's is implicitly unwrapped (`UITabBarItem!`); never nil here.
    open var tabBarItem = UITabBarItem(title: nil, image: nil, tag: 0)
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// The style the controller was presented in, as adapted to the width (UIKit's presentation controller keeps
    /// it); nil when it is not presented.
    public internal(set) var shownStyle: UIModalPresentationStyle?
    /// Whether the user may not dismiss the modal interactively (pull it down).
    open var isModalInPresentation = false

    /// The container holding this controller.
    public internal(set) weak var parent: UIViewController?
    /// The controller this one presents (strong: the presenter keeps it).
    var presented: UIViewController?
    /// The controller that presents this one.
    weak var presenter: UIViewController?
    private var loadedView: UIView?
    private var storedPresentationController: UIPresentationController?

    public override init() {
        super.init()
    }

    /// UIKit's designated initializer; the model has no nib to load.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// The view, loaded on first use (UIKit's is implicitly unwrapped, `UIView!`).
    public var view: UIView {
        if let loadedView {
            return loadedView
        }
        let view = UIView()
        view.owner = self
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Called once, after the view loads.
    open func viewDidLoad() {}

    /// Called once the view is in the window, after the transition that put it there (`UIKitModel.appearances`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:): "Notifies the view
    /// controller that its view was added to a view hierarchy."
    open func viewDidAppear(_ animated: Bool) {}

    /// Called as a container of the app's adds this controller (`addChild(_:)`) or removes it
    /// (`removeFromParent()`), before it does (Containment.swift).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called once this controller was added to a container or removed from it (Containment.swift).
    open func didMove(toParent parent: UIViewController?) {
        UIKitModel.awaitingDidMove.removeAll { $0 === self }
    }

    /// The view if it is loaded (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded: "The
    /// view controller’s view, or nil if the view isn’t yet loaded."). A controller shown in the window has it
    /// loaded: its container put it in its own view
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/view: "a container view controller
    /// implementation may add another view controller’s view object to its own view hierarchy"), which loads it.
    public var viewIfLoaded: UIView? { loadedView ?? (windowShowingView != nil ? view : nil) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded: "Accessing this property does
    /// not attempt to load the view if it is not currently in memory."
    public var isViewLoaded: Bool { loadedView != nil }

    /// The controllers this one contains (a container's): for a container of the app's, those it added with
    /// `addChild(_:)`.
    open var children: [UIViewController] { addedChildren }
    /// The children a container of the app's added (Containment.swift).
    var addedChildren: [UIViewController] = []

    /// The controller presented by this one or by one of its ancestors.
    public var presentedViewController: UIViewController? {
        presented ?? parent?.presentedViewController
    }

    /// The controller presenting this one, or the nearest ancestor.
    public var presentingViewController: UIViewController? {
        presenter ?? parent?.presentingViewController
    }

    /// The nearest navigation controller holding this one.
    public var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    private var storedSheet: UISheetPresentationController?
    private var storedPopover: UIPopoverPresentationController?

    /// A page or form sheet's presentation controller; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        guard
            modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet
                || modalPresentationStyle == .automatic
        else { return nil }
        if storedSheet == nil { storedSheet = UISheetPresentationController() }
        return storedSheet
    }

    /// A popover's presentation controller; nil for other styles.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if storedPopover == nil { storedPopover = UIPopoverPresentationController() }
        return storedPopover
    }

    /// The presentation controller of this controller as a modal, made for its `modalPresentationStyle`.
    public var presentationController: UIPresentationController? {
        if let storedPresentationController {
            return storedPresentationController
        }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = controller
        return controller
    }

    /// The controller without a parent that holds this one.
    var topAncestor: UIViewController {
        parent?.topAncestor ?? self
    }

    /// Whether the child's view is in the container's view (the top of a stack, the selected tab; for a container of
    /// the app's, a child whose view it added to its own).
    func shows(_ child: UIViewController) -> Bool {
        guard let own = loadedView, let childView = child.loadedView else { return false }
        return own.contains(childView)
    }

    /// The window this controller's view is in: its top ancestor is a window's root or presented, and each
    /// container on the way shows the next.
    var windowShowingView: UIWindow? {
        guard let parent else {
            if let window = UIKitModel.windows.first(where: { $0.rootViewController === self }) {
                return window
            }
            return presenter?.windowShowingView
        }
        return parent.shows(self) ? parent.windowShowingView : nil
    }

    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let context = topAncestor
        let name = "\(type(of: viewControllerToPresent))"
        // The documentation does not say what happens to a presentation asked for while another presentation or
        // dismissal (the user's pull-down too) is under way. UIKit logs "Attempt to present … while a presentation
        // or dismiss is in progress!", does nothing, and never calls the completion: the model does the same.
        guard UIKitModel.transitionsInProgress == 0 else {
            return UIKitModel.violation("Attempt to present \(name) while a presentation or dismiss is in progress")
        }
        guard context.presented == nil else {
            return UIKitModel.violation("Attempt to present \(name) on \(type(of: self)) which is already presenting")
        }
        guard windowShowingView != nil else {
            return UIKitModel.violation(
                "Attempt to present \(name) on \(type(of: self)) whose view is not in the window hierarchy")
        }
        guard viewControllerToPresent.parent == nil, viewControllerToPresent.presenter == nil,
            viewControllerToPresent !== context
        else {
            return UIKitModel.violation(
                "Application tried to present modally a view controller \(name) that is "
                    + "already presented or has a parent")
        }
        if viewControllerToPresent.modalPresentationStyle == .popover,
            viewControllerToPresent.popoverPresentationController?.sourceView == nil
        {
            return UIKitModel.violation(
                "UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the "
                    + "presentation occurs")
        }
        context.presented = viewControllerToPresent
        viewControllerToPresent.presenter = context
        viewControllerToPresent.shownStyle = UIKitModel.adaptedStyle(of: viewControllerToPresent)
        _ = viewControllerToPresent.view
        UIKitModel.transition([viewControllerToPresent], presenter: context) {
            completion?()
        }
    }

    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        // As for a presentation: UIKit logs "Attempt to dismiss … while a presentation or dismiss is in progress!",
        // does nothing and never calls the completion; the documentation does not say.
        guard UIKitModel.transitionsInProgress == 0 else {
            return UIKitModel.violation(
                "Attempt to dismiss from \(type(of: self)) while a presentation or dismiss is in progress")
        }
        let context = topAncestor
        let presenter: UIViewController
        if context.presented != nil {
            presenter = context
        } else if let own = context.presenter {
            presenter = own
        } else {
            // Nothing to dismiss: the documentation does not say whether the completion runs. The model does not
            // run it, the harsher reading.
            return
        }
        let dismissed = presenter.presented
        presenter.removePresentedChain()
        UIKitModel.transition(dismissed.map { [$0] } ?? [], presenter: presenter) {
            completion?()
        }
    }

    /// The transition under way that involves this controller (as the presenting one only where
    /// `UIKitModel.presenterSeesTransition`) or, failing that, one of its ancestors; nil when nothing moves.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator: "When a presentation
    /// or dismissal is in progress, this method returns the transition coordinator object associated with that
    /// transition. If there is no in-progress transition associated with the current view controller, UIKit checks
    /// the view controller's ancestors for a transition coordinator object and returns that object if it exists."
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var next: UIViewController? = self
        while let controller = next {
            if let coordinator = UIKitModel.coordinators.first(where: {
                $0.involved.contains { $0 === controller }
                    || (UIKitModel.presenterSeesTransition && $0.presenter === controller)
            }) {
                return coordinator
            }
            next = controller.parent
        }
        return nil
    }

    /// Whether the controller is being dismissed: from the moment a dismissal starts (the user let go of a
    /// pull-down, an alert closes) to its end.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed: "A Boolean value
    /// indicating whether the view controller is in the process of being dismissed by one of its ancestors."
    public internal(set) var isBeingDismissed = false

    /// Ends the presentation of the controller this one presents, and of those above it.
    func removePresentedChain() {
        var next = presented
        presented = nil
        while let controller = next {
            next = controller.presented
            controller.presented = nil
            controller.presenter = nil
        }
    }
}

/// How a modal is presented; its delegate hears of what the user does to it.
@MainActor
open class UIPresentationController: NSObject {
    public unowned let presentedViewController: UIViewController
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
    }

    public var presentingViewController: UIViewController {
        presentedViewController.presenter ?? presentedViewController
    }

    private var consultsDelegate = false

    /// The style the presented controller adapts to for `traitCollection`: its delegate's answer.
    ///
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/adaptivepresentationstyle(for:):
    /// "The default implementation of this method consults its delegate object and returns the value returned by
    /// that object's `adaptivePresentationStyleForPresentationController:traitCollection:` method." Its return
    /// value: "The value provided by the presentation controller's delegate or UIModalPresentationStyle.none if a
    /// delegate was not provided or does not return a valid value."
    ///
    /// A delegate that answers by calling this method again recurses without end: a stack overflow on a device,
    /// a violation here.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return .none }
        guard !consultsDelegate else {
            UIKitModel.violation(
                "adaptivePresentationStyle(for:) called from its delegate's "
                    + "adaptivePresentationStyle(for:traitCollection:): infinite recursion (a stack overflow)")
            return .none
        }
        consultsDelegate = true
        defer { consultsDelegate = false }
        let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return style
    }
}

/// Hears of a modal the user dismisses (not of one dismissed in code). In UIKit its methods are optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }
}
