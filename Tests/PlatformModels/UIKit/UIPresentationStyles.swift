// Presentation styles beyond sheets and full screen, after Apple's documentation: form and page sheets (a sheet
// presentation controller, whose detents are the heights it stops at), over-full-screen (what is below stays
// visible), popovers (which need a source view or bar button item before the presentation, or UIKit raises an
// exception), and adaptivity: where the width is compact, the presentation controller's
// `adaptivePresentationStyle(for:)` asks its delegate for the style to use
// (`adaptivePresentationStyle(for:traitCollection:)`), which must be full screen, over full screen, a form sheet or
// `.none` (`.none` keeps the style; another answer is a violation, and UIKit's default is used); without a delegate
// a popover behaves as a form sheet there.

@MainActor
public enum UIUserInterfaceSizeClass: Sendable {
    case compact
    case regular
}

@MainActor
open class UITraitCollection: NSObject {
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }
}

extension UIViewController {
    /// The traits of the controller's environment: the window's width, as far as the model cares.
    public var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: UIKitModel.horizontalSizeClass)
    }
}

/// How a modal appears.
public enum UIModalTransitionStyle: Sendable {
    case coverVertical
    case crossDissolve
}

/// A sheet's presentation controller: the heights it stops at.
@MainActor
open class UISheetPresentationController: NSObject {
    /// A height a sheet stops at.
    public struct Detent: Equatable, Sendable {
        let name: String
        public static func medium() -> Detent { Detent(name: "medium") }
        public static func large() -> Detent { Detent(name: "large") }
    }

    open var detents: [Detent] = [.large()]
}

extension UIKitModel {
    /// The width of the device's window: compact on an iPhone, regular on an iPad (full screen).
    public static var horizontalSizeClass = UIUserInterfaceSizeClass.compact

    /// The style a modal is shown in, as its presentation controller adapts it to the width: where the width is
    /// compact, the style `UIPresentationController.adaptivePresentationStyle(for:)` returns (its delegate's
    /// answer), `.none` keeping the style.
    ///
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none: "A presentation style that
    /// indicates no adaptations should be made." Without a delegate, UIKit adapts a popover itself:
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover: "In iOS 13 and later, for
    /// horizontally or vertically compact environments, this option behaves the same as
    /// UIModalPresentationStyle.formSheet." (A form sheet there is a sheet:
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet: "In a compact-width,
    /// regular-height size class, the system displays the view controller as a sheet with part of the background
    /// content visible near the top of the screen.")
    ///
    /// The delegate's answer is one of four styles:
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:):
    /// "The new presentation style, which must be UIModalPresentationStyle.fullScreen,
    /// UIModalPresentationStyle.overFullScreen, UIModalPresentationStyle.formSheet, or UIModalPresentationStyle.none."
    /// and "If you do not return one of the allowed styles, the presentation controller uses its preferred default
    /// style." Another answer (a page sheet, a popover) is a violation here, and the style is the one UIKit would
    /// use without a delegate.
    static func adaptedStyle(of controller: UIViewController) -> UIModalPresentationStyle {
        let style = controller.modalPresentationStyle
        guard horizontalSizeClass == .compact, let presentation = controller.presentationController else {
            return style
        }
        let preferred = style == .popover ? UIModalPresentationStyle.formSheet : style
        guard presentation.delegate != nil else { return preferred }
        let asked = presentation.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
        switch asked {
        case .none: return style
        case .fullScreen, .overFullScreen, .formSheet: return asked
        case .automatic, .pageSheet, .popover:
            violation(
                "adaptivePresentationStyle(for:traitCollection:) returned \(asked), not one of the allowed styles "
                    + "(fullScreen, overFullScreen, formSheet, none)")
            return preferred
        }
    }
}
