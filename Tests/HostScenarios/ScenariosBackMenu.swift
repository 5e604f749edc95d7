// Issue 30: the back button's menu (a long press: the screens below the top, popped to at once) never passes a screen
// that forbids going back or asks its flow first; the back button and the swipe still go back one screen.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
func runBackMenuScenarios() {
    scenario("the back menu never passes a screen that forbids going back; the back button and the swipe still work") {
        let device = Device(.signedOut)
        let log = DelegateLog()
        device.host.navigationDelegate = log
        device.tap("login", AuthEvent.Login.register)
        device.tap("onboarding", OnboardingEvent.Welcome.getStarted)
        device.tap("createAccount", OnboardingEvent.CreateAccount.created(userId: userID))
        device.tap("permissions", OnboardingEvent.Permissions.notNow)
        let stack = "fullScreen locked [onboarding > createAccount > permissions! > tutorial]"
        expectEqual(device.screen.last, stack)
        let navigation = device.navigation()
        let tutorial = navigation.topViewController
        log.heard = []
        for index in 0..<3 {
            expect(!UIKitModel.User.pickInBackMenu(navigation, index: index), "no menu that could pass permissions")
        }
        device.settle()
        expect(navigation.topViewController === tutorial, "nothing popped")
        expectEqual(log.heard, [], "nothing popped, nothing pushed back")
        device.expectAgreement()
        expect(UIKitModel.User.tapBack(navigation), "the back button")
        device.settle()
        expectEqual(device.screen.last, "fullScreen locked [onboarding > createAccount > permissions!]~")
        device.expectAgreement()
        device.tap("permissions", OnboardingEvent.Permissions.notNow)
        expect(UIKitModel.User.swipeBack(device.navigation()), "the swipe")
        device.settle()
        expectEqual(device.flowTop, "permissions")
        device.expectAgreement()
    }

    scenario("the back menu where no screen below forbids going back pops to the screen picked") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.details)
        expect(UIKitModel.User.pickInBackMenu(device.navigation(), index: 0), "the menu, back to the rooms")
        device.settle()
        expectEqual(device.screen, ["root tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])"])
        device.expectAgreement()
    }
}
