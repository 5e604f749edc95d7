// VoiceOver after changes UIKit does not announce itself: a new root, a tab the flows select, a link. The host
// posts screen changed with the new screen's view, so that VoiceOver moves there; after a push or a sheet, UIKit's
// own move, it posts nothing.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

/// The titles of the screens whose views were posted with screen changed, in order.
@MainActor
private var announced: [String] {
    UIAccessibility.posted.compactMap { posted in
        guard posted.notification == .screenChanged else { return nil }
        let view = posted.argument as? UIView
        return (view?.next as? ScreenController)?.title ?? "?"
    }
}

@MainActor
func runAccessibilityScenarios() {
    scenario("accessibility: a push, a sheet and the user's own tab are UIKit's moves: no announcement") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.back)
        device.tap("rooms", ChatsEvent.Rooms.startChat)
        device.tap("search", StartChatEvent.Search.cancel)
        expect(device.selectTab(1), "the settings tab")
        expectEqual(announced, [])
    }

    scenario("accessibility: logging out replaces the root: VoiceOver moves to the landing page") {
        let device = chatDevice()
        expect(device.selectTab(1), "the settings tab")
        device.tap("overview", ChatSettingsEvent.Overview.logOut)
        expect(UIKitModel.User.tapAlertButton(device.window, 0), "log out")
        device.settle()
        expectEqual(device.screen, ["root [landing]"])
        expectEqual(announced, ["landing"])
        expect(UIAccessibility.posted.last?.argument as? UIView === device.visible?.view, "the landing page's view")
    }

    scenario("accessibility: a tab the flows select is announced, its top screen focused") {
        let device = chatDevice()
        expect(device.selectTab(2), "the calls tab")
        device.tap("history", CallsEvent.History.clear)
        expectEqual(device.screen.first?.contains("*tab.chats"), true)
        expectEqual(announced, ["rooms"])
        expect(UIAccessibility.posted.last?.argument as? UIView === device.visible?.view, "the rooms screen's view")
    }

    scenario("accessibility: a link to another tab is announced, its screen focused") {
        let device = chatDevice()
        expect(device.root.open(URL(string: "chat://settings/account")!), "the link opens")
        device.settle()
        expectEqual(announced, ["account"])
        expect(UIAccessibility.posted.last?.argument as? UIView === device.visible?.view, "the account screen's view")
    }

    scenario("accessibility: a link from a sheet closes it, then is announced once, on the screen it opens") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.details)
        device.tap("roomDetails", ChatsEvent.RoomDetails.members)
        expect(device.root.open(URL(string: "chat://settings/account")!), "the link opens")
        device.settle()
        expectEqual(device.visible?.title, "account")
        expectEqual(announced, ["account"])
        device.expectAgreement()
    }
}
