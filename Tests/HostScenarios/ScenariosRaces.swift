// Issue 30: the UIKit host against UIKit's documented rules: the adaptive style it is asked for, the user's gestures
// and the flows' changes racing with UIKit's transitions, and the system back decided before UIKit acts.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

/// Hears what the host forwards of UIKit's delegate calls.
@MainActor
final class DelegateLog: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    var heard: [String] = []
    /// What the app does when it hears of a sheet the user pulled down.
    var onDidDismiss: (() -> Void)?
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { heard.append("didShow \(viewController.title ?? "?")") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        heard.append("didDismiss")
        onDidDismiss?()
    }
}

@MainActor
func runRaceScenarios() {
    let tabs = "root tabs(tab.chats: [rooms] | *tab.settings: [overview] | tab.calls: [history])"
    let chatsTabs = "root tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])"
    let discard = "alert startChat.discard.title [Discard(destructive), Cancel(cancel)]"

    scenario("a sheet on a phone: the host answers the adaptive style itself, never asking UIKit back") {
        UIKitModel.horizontalSizeClass = .compact
        let device = chatDevice()
        device.selectTab(1)
        device.tap("overview", ChatSettingsEvent.Overview.appearance)
        expectEqual(device.screen, [tabs, "sheet [appearance]"])
        device.expectAgreement()
    }

    /// The settings tab's appearance sheet with the user's finger on it, pulling it down; the flow then acts as
    /// `during` says, and the user lets go (`early`: before the sheet is gone).
    func whilePullingDown(early: Bool = false, _ during: (ChatDevice) -> Void) -> ChatDevice? {
        let device = chatDevice()
        device.selectTab(1)
        device.tap("overview", ChatSettingsEvent.Overview.appearance)
        guard let pull = UIKitModel.User.beginPullDown(device.window) else {
            expect(false, "the user pulls the sheet down")
            return nil
        }
        during(device)
        device.settle()
        if early { pull.cancel() } else { pull.letGo() }
        device.settle()
        return device
    }

    scenario("the flow closes a sheet while the user pulls it down: the host waits, then goes on") {
        guard let device = whilePullingDown({ $0.root.send(ChatSettingsAppEvent.authError) }) else { return }
        expectEqual(device.screen, ["root [landing]"])
        expect(!device.host.driver.isTransitioning, "the host is not stuck")
        device.expectAgreement()
        device.tap("landing", SessionEvent.Landing.signIn)
        expectEqual(device.screen, [chatsTabs], "the app goes on")
    }

    scenario("the flow closes a sheet while the user pulls it down, who lets go early: the host goes on") {
        guard let device = whilePullingDown(early: true, { $0.root.send(ChatSettingsAppEvent.authError) }) else {
            return
        }
        expectEqual(device.screen, ["root [landing]"])
        expect(!device.host.driver.isTransitioning, "the host is not stuck")
        device.expectAgreement()
    }

    scenario("the flow presents while the user pulls a sheet down: the presentation waits, then succeeds") {
        guard let device = whilePullingDown({ $0.root.send(SessionAppEvent.locked) }) else { return }
        expectEqual(device.screen, [tabs, "fullScreen locked [lock]~"])
        device.expectAgreement()
        device.tap("lock", SessionEvent.Lock.unlocked)
        expectEqual(device.screen, [tabs], "the app goes on")
    }

    let readings = [UIKitModel.AlertHandlerTiming.whileTheAlertCloses, .afterTheAlertClosed].flatMap { timing in
        [false, true].map { (timing, $0) }
    }
    for (timing, presenterSees) in readings {
        // Whether the sheet under the alert sees the alert's coordinator, the documentation does not say.
        let reading = presenterSees ? "the sheet sees its coordinator" : "only the alert sees its coordinator"
        scenario("the flow closes a sheet while the alert the user answered closes (\(timing), \(reading))") {
            UIKitModel.alertHandlerTiming = timing
            UIKitModel.presenterSeesTransition = presenterSees
            let device = chatDevice()
            device.tap("rooms", ChatsEvent.Rooms.startChat)
            UIKitModel.User.pullDown(device.window)
            device.settle()
            expectEqual(device.screen.last, discard, "the flow asks first")
            expect(UIKitModel.User.tapAlertButton(device.window, 0), "discard")
            device.settle()
            expectEqual(device.screen, [chatsTabs], "the alert and the sheet are gone")
            expect(!device.host.driver.isTransitioning, "the host is not stuck")
            device.expectAgreement()
            device.tap("rooms", ChatsEvent.Rooms.startChat)
            expectEqual(device.screen, [chatsTabs, "sheet [search]~"], "the app goes on (no swipe: it asks first)")
        }
    }

    for delegateFirst in [true, false] {
        // Whether the delegate hears of the pull-down before its transition ends, the documentation does not say.
        let order = delegateFirst ? "before its transition ends" : "after its transition ended"
        scenario("the app presents as it hears of a sheet the user pulled down (\(order)): the presentation succeeds") {
            UIKitModel.delegateHearsDismissalFirst = delegateFirst
            let device = chatDevice()
            let log = DelegateLog()
            device.host.presentationDelegate = log
            log.onDidDismiss = { device.root.send(SessionAppEvent.locked) }
            device.selectTab(1)
            device.tap("overview", ChatSettingsEvent.Overview.appearance)
            expect(UIKitModel.User.pullDown(device.window), "the user pulls the sheet down")
            device.settle()
            expectEqual(log.heard, ["didDismiss"])
            expectEqual(device.screen, [tabs, "fullScreen locked [lock]~"], "the lock is presented, not refused")
            expect(!device.host.driver.isTransitioning, "the host is not stuck")
            device.expectAgreement()
            device.tap("lock", SessionEvent.Lock.unlocked)
            expectEqual(device.screen, [tabs], "the app goes on")
        }
    }

    scenario("a sheet the user pulled down lets its screens go") {
        let device = chatDevice()
        device.selectTab(1)
        device.tap("overview", ChatSettingsEvent.Overview.appearance)
        weak let appearance = device.visible
        expect(appearance != nil, "the appearance screen on screen")
        expect(UIKitModel.User.pullDown(device.window), "the user pulls the sheet down")
        device.settle()
        expectEqual(device.screen, [tabs])
        expect(device.host.driver.departing.isEmpty, "nothing departing: \(device.host.driver.departing)")
        expect(appearance == nil, "the pulled-down screen is let go")
    }

    scenario("a sheet that handles its system back refuses the pull-down and asks its flow, never presented again") {
        let device = chatDevice()
        let log = DelegateLog()
        device.host.presentationDelegate = log
        device.tap("rooms", ChatsEvent.Rooms.startChat)
        let sheet = device.window.presentedChain.last
        expect(!UIKitModel.User.pullDown(device.window), "UIKit refuses the pull-down")
        device.settle()
        expectEqual(device.screen, [chatsTabs, "sheet [search]~", discard], "the flow asks first")
        expect(device.window.presentedChain.first === sheet, "the same sheet, never dismissed and presented again")
        expectEqual(log.heard, [], "no dismissal")
        device.expectAgreement()
        expect(UIKitModel.User.tapAlertButton(device.window, 1), "keep the new chat")
        device.settle()
        expectEqual(device.screen, [chatsTabs, "sheet [search]~"])
        expect(device.window.presentedChain.first === sheet, "the same sheet")
        device.expectAgreement()
    }

    scenario("a screen that handles its system back: the back button asks its flow, nothing pops, no back swipe") {
        let device = chatDevice()
        let log = DelegateLog()
        device.host.navigationDelegate = log
        device.tap("rooms", ChatsEvent.Rooms.startChat)
        device.tap("search", StartChatEvent.Search.pick(userId: "u1"))
        log.heard = []
        let navigation = device.navigation()
        let confirm = navigation.topViewController
        expect(!UIKitModel.User.swipeBack(navigation), "no back swipe where the flow asks first")
        expect(UIKitModel.User.tapBack(navigation), "the back button")
        device.settle()
        expectEqual(device.screen, [chatsTabs, "sheet [search > confirm]~", discard], "the flow asks first")
        expectEqual(log.heard, [], "nothing popped, nothing pushed back")
        expect(navigation.topViewController === confirm, "the same confirm screen")
        expect(UIKitModel.User.tapAlertButton(device.window, 1), "keep the new chat")
        device.settle()
        expectEqual(device.screen, [chatsTabs, "sheet [search > confirm]~"])
        device.expectAgreement()
    }
}
