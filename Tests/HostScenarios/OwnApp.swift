// An app with its own view controllers, adopting flowc one flow at a time: a tab bar of its own whose first tab is a
// navigation stack of its screens, with a navigation delegate of its own. The embedding scenarios put the chat app's
// flows into it.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

/// One of the app's own screens, titled.
final class OwnScreen: UIViewController {
    init(_ title: String) {
        super.init()
        self.title = title
    }
}

/// The app's navigation delegate: what it heard.
@MainActor
final class OwnNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var heard: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { heard.append("didShow \(viewController.title ?? "?")") }
}

/// The app on a device: its window, its tab bar, its navigation controller showing `home > profile`.
@MainActor
final class OwnApp {
    let window = UIWindow(windowScene: UIWindowScene())
    let tabs = UITabBarController()
    let navigation = UINavigationController(rootViewController: OwnScreen("home"))
    let delegate = OwnNavigationDelegate()
    /// The app's screens in its navigation controller, as the app put them there.
    let ownScreens: [UIViewController]

    /// The app launched, its second tab `second` if any (a flow's container), the first selected.
    init(second: UIViewController? = nil) {
        navigation.pushViewController(OwnScreen("profile"), animated: false)
        ownScreens = navigation.viewControllers
        navigation.delegate = delegate
        navigation.tabBarItem = UITabBarItem(title: "own", image: nil, tag: 0)
        second?.tabBarItem = UITabBarItem(title: "flow", image: nil, tag: 1)
        tabs.setViewControllers([navigation] + (second.map { [$0] } ?? []), animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        settle()
    }

    func settle() {
        UIKitModel.runUntilIdle()
    }

    /// What the user sees (`UIWindow.screen`).
    var screen: [String] { window.screen }

    /// The screen on top of the app's navigation controller.
    var top: UIViewController? { navigation.topViewController }

    /// The app's navigation controller is as the app left it: its screens, its delegate, its back swipe.
    func expectGivenBack(line: UInt = #line) {
        expect(navigation.viewControllers.elementsEqual(ownScreens, by: ===), "the app's own screens", line: line)
        expect(navigation.delegate === delegate, "the app's delegate is back", line: line)
        expect(navigation.interactivePopGestureRecognizer?.isEnabled == true, "the back swipe is on", line: line)
    }

    /// Taps the button of the screen on top of the app's window (a flow's screen) that sends `event`.
    func tap(_ title: String, _ event: Any, line: UInt = #line) {
        var controller = window.presentedChain.last ?? window.rootViewController
        while true {
            if let tabs = controller as? UITabBarController {
                controller = tabs.selectedViewController
            } else if let navigation = controller as? UINavigationController {
                controller = navigation.topViewController
            } else if let child = controller?.children.last {
                controller = child
            } else {
                break
            }
        }
        guard let screen = controller as? ScreenController, screen.title == title else {
            return failures.append("line \(line): '\(title)' is not on screen: \(self.screen)")
        }
        expect(screen.tap(event), "'\(title)' sends no \(type(of: event))", line: line)
        settle()
    }
}

/// The chat app's settings flow, new and not started, reporting how it ended to `result`.
@MainActor
func settingsFlow(_ result: @escaping (FlowResult<ChatSettingsOutcome>) -> Void = { _ in })
    -> ChatSettingsCoordinator<UIViewController>
{
    let settings = ChatSettingsCoordinator(
        input: ChatSettingsInput(), wiring: ChatSettingsWiring(screens: ChatScreens()))
    settings.onFinish = result
    return settings
}

/// The chat app's start-chat flow, whose first screen handles its system back (it asks before discarding).
@MainActor
func startChatFlow(_ result: @escaping (FlowResult<StartChatOutcome>) -> Void = { _ in })
    -> StartChatCoordinator<UIViewController>
{
    let startChat = StartChatCoordinator(input: StartChatInput(), wiring: StartChatWiring(screens: ChatScreens()))
    startChat.onFinish = result
    return startChat
}

/// The chat app's chats flow, new or in `state`.
@MainActor
func chatsFlow(_ state: ChatsState? = nil) -> ChatsCoordinator<UIViewController> {
    let screens = ChatScreens()
    return ChatsCoordinator(
        state: state ?? ChatsState(input: ChatsInput()),
        wiring: ChatsWiring(screens: screens, startChat: StartChatWiring(screens: screens)))
}
