// UIAlertController, after Apple's documentation: an alert or an action sheet with actions. The controller dismisses
// itself when the user taps an action, and the action's handler runs once it is gone (a handler may present another
// controller). At most one action has the cancel style (UIKit raises an exception for a second). An action sheet
// shown where the width is regular is a popover, which needs its source (`popoverPresentationController`); an alert
// is not pulled down.

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Sendable {
        case alert
        case actionSheet
    }

    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    private let sheetPopover = UIPopoverPresentationController()

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return UIKitModel.violation(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
    }

    /// The popover an action sheet is shown in where the width is regular; nil for an alert.
    open override var popoverPresentationController: UIPopoverPresentationController? {
        preferredStyle == .actionSheet ? sheetPopover : nil
    }
}

/// Where a popover points.
@MainActor
open class UIPopoverPresentationController: NSObject {
    open var sourceView: UIView?
    open var sourceRect = CGRect(x: 0, y: 0, width: 0, height: 0)
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let any = UIPopoverArrowDirection(rawValue: 15)
}

/// One button of an alert.
@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Sendable {
        case `default`
        case cancel
        case destructive
    }

    public let title: String?
    public let style: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

extension UIKitModel {
    /// When an alert's button handler runs, as the alert closes.
    public enum AlertHandlerTiming: Sendable {
        /// While the alert's dismissal still animates: UIKit refuses a presentation or dismissal then.
        case whileTheAlertCloses
        /// Once the alert is gone.
        case afterTheAlertClosed
    }

    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:): the handler is "A
    /// block to execute when the user selects the action." The documentation does not say whether it runs while
    /// the alert's dismissal animates or after it: the model does either (by default the harsher, while it
    /// animates), and a host must be right under both.
    public static var alertHandlerTiming = AlertHandlerTiming.whileTheAlertCloses
}

extension UIKitModel.User {
    /// Taps button `index` of the alert on top: UIKit dismisses it and calls the button's handler
    /// (`UIKitModel.alertHandlerTiming` says when).
    @discardableResult
    public static func tapAlertButton(_ window: UIWindow, _ index: Int) -> Bool {
        guard UIKitModel.coordinators.isEmpty, let alert = window.presentedChain.last as? UIAlertController,
            alert.actions.indices.contains(index), let presenter = alert.presenter
        else { return false }
        if alert.preferredStyle == .actionSheet, alert.popoverPresentationController?.sourceView == nil {
            UIKitModel.violation("an action sheet shown as a popover needs a sourceView or barButtonItem")
        }
        let action = alert.actions[index]
        let closing = UIKitModel.begin([alert], presenter: presenter, presentation: true)
        alert.isBeingDismissed = true
        let timing = UIKitModel.alertHandlerTiming
        if timing == .whileTheAlertCloses {
            action.handler?(action)
        }
        UIKitModel.later {
            alert.isBeingDismissed = false
            if presenter.presented === alert {
                presenter.removePresentedChain()
            }
            UIKitModel.end(closing)
            if timing == .afterTheAlertClosed {
                action.handler?(action)
            }
        }
        return true
    }
}
