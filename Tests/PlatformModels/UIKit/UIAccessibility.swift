// VoiceOver's notifications, as far as the hosts post them: the model records each one, so that scenarios can check
// what VoiceOver was told and which element it was given to focus.

/// UIKit's accessibility functions.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to VoiceOver.
    public struct Notification: Hashable, Sendable {
        let name: String

        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged: "A
        /// notification that an app posts when a new view appears that occupies a major portion of the screen."
        /// Whether UIKit posts it itself when a navigation controller pushes or pops, or a controller is presented
        /// or dismissed, the documentation does not say (the page speaks of the app posting it): the model records
        /// only what the app posts, and a host posts it where UIKit surely does not (a root swapped, a tab selected
        /// in code, several changes at once), not after each push or present.
        public static let screenChanged = Notification(name: "screenChanged")
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
        public static let layoutChanged = Notification(name: "layoutChanged")
    }

    /// What an app posted: the notification, and its argument.
    public struct Posted {
        public let notification: Notification
        public let argument: Any?
    }

    /// The notifications posted since `UIKitModel.reset()`, in order.
    public internal(set) static var posted: [Posted] = []

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged: "Post this
    /// notification using the post(notification:argument:) function. Optionally, include a parameter that contains
    /// the accessibility element for VoiceOver to move to after processing the notification."
    public static func post(notification: Notification, argument: Any?) {
        posted.append(Posted(notification: notification, argument: argument))
    }
}
