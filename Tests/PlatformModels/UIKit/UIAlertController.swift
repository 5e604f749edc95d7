// UIAlertController, after Apple's documentation: an alert or an action sheet with actions. The controller dismisses
// itself when the user taps an action, and the action's handler runs as it goes (`alertHandlerTiming`: while it
// closes or once it is gone; a handler may present another controller). At most one action has the cancel style
// (UIKit raises an exception for a second). An action sheet shown where the width is regular is a popover, which
// needs its source (`popoverPresentationController`) and shows no cancel button; an alert is not pulled down. An
// alert goes only by one of its buttons; an action sheet also by a tap outside it (`User.tapOutside`), which acts as
// its cancel button in a popover, and is ignored where `isModalInPresentation` is set.

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

    /// Whether the controller is an action sheet shown in a popover: where the width is regular.
    ///
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover: "In a horizontally regular
    /// environment, this style displays the view controller in a popover view." (UIKit gives an action sheet that
    /// style: "The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover", as
    /// its exception for a popover without a source says.)
    var isPopover: Bool {
        preferredStyle == .actionSheet && UIKitModel.horizontalSizeClass == .regular
    }

    /// The actions shown as buttons: all of them, but the cancel action of an action sheet in a popover.
    ///
    /// https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets:
    /// "If your set of actions includes a button configured with the UIAlertAction.Style.cancel style, UIKit removes
    /// that button when displaying your action sheet in a popover."
    public var shownActions: [UIAlertAction] {
        isPopover ? actions.filter { $0.style != .cancel } : actions
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

    /// What a tap outside an action sheet does where it is not a popover (the width is compact).
    public enum CompactTapOutside: Sendable {
        /// It closes the action sheet as its cancel button would, calling that action's handler.
        case actsAsCancel
        /// It closes the action sheet and calls no handler.
        case closesOnly
    }

    /// https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets: "A
    /// person dismisses an action sheet by selecting one of the listed options, or by tapping outside an action
    /// sheet." That the tap acts as the cancel button, calling its handler, the page says of a popover only
    /// ("Tapping anywhere outside of the popover has the same effect as tapping the Cancel button, including calling
    /// your action handler."): where the width is compact, the model does either (by default the harsher, no
    /// handler), and a host must be right under both.
    public static var compactTapOutside = CompactTapOutside.closesOnly
}

extension UIKitModel.User {
    /// Taps button `index` of the alert on top: UIKit dismisses it and calls the button's handler
    /// (`UIKitModel.alertHandlerTiming` says when).
    @discardableResult
    public static func tapAlertButton(_ window: UIWindow, _ index: Int) -> Bool {
        guard UIKitModel.coordinators.isEmpty, let alert = window.presentedChain.last as? UIAlertController,
            alert.actions.indices.contains(index), alert.shownActions.contains(where: { $0 === alert.actions[index] })
        else { return false }
        return close(alert, calling: alert.actions[index])
    }

    /// Taps outside the alert or action sheet on top. An alert stays; an action sheet closes, unless it is
    /// `isModalInPresentation`, and its cancel action's handler runs as the popover's, or in compact width as
    /// `UIKitModel.compactTapOutside` says. False when nothing happens.
    ///
    /// https://developer.apple.com/documentation/uikit/getting-the-user-s-attention-with-alerts-and-action-sheets:
    /// "The following image shows an alert, which the person dismisses by selecting one of the listed options." and
    /// "A person dismisses an action sheet by selecting one of the listed options, or by tapping outside an action
    /// sheet."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation: "When you set it to
    /// true, UIKit ignores events outside the view controller’s bounds and prevents the interactive dismissal of
    /// the view controller while it is onscreen."
    @discardableResult
    public static func tapOutside(_ window: UIWindow) -> Bool {
        guard UIKitModel.coordinators.isEmpty, let alert = window.presentedChain.last as? UIAlertController,
            alert.preferredStyle == .actionSheet, !alert.isModalInPresentation
        else { return false }
        let cancel = alert.actions.first { $0.style == .cancel }
        let calls = alert.isPopover || UIKitModel.compactTapOutside == .actsAsCancel
        return close(alert, calling: calls ? cancel : nil)
    }

    /// UIKit dismisses `alert` and calls `action`'s handler, if any (`UIKitModel.alertHandlerTiming` says when).
    private static func close(_ alert: UIAlertController, calling action: UIAlertAction?) -> Bool {
        guard let presenter = alert.presenter else { return false }
        if alert.preferredStyle == .actionSheet, alert.popoverPresentationController?.sourceView == nil {
            UIKitModel.violation("an action sheet shown as a popover needs a sourceView or barButtonItem")
        }
        let closing = UIKitModel.begin([alert], presenter: presenter, presentation: true)
        alert.isBeingDismissed = true
        let timing = UIKitModel.alertHandlerTiming
        if timing == .whileTheAlertCloses, let action {
            action.handler?(action)
        }
        UIKitModel.later {
            alert.isBeingDismissed = false
            if presenter.presented === alert {
                presenter.removePresentedChain()
            }
            UIKitModel.end(closing)
            if timing == .afterTheAlertClosed, let action {
                action.handler?(action)
            }
        }
        return true
    }
}
