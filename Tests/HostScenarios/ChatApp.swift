// A chat app after Element X's signed-in session (Tests/HostScenarios/Flows): three tabs, a room pushed in the chats
// tab, a call report in a sheet over the tabs after the calls tab's flow ends (that tab starting again below it), members in a sheet with a screen pushed in it, a new chat in a sheet that opens its room below when it
// closes, deactivation full screen inside the settings tab, and logging out, which replaces the tabs.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
final class ChatScreens: SessionScreens, ChatsScreens, StartChatScreens, ChatSettingsScreens, CallsScreens {
    typealias Screen = UIViewController

    func history(send: FlowSender<CallsEvent.History>) -> UIViewController { ScreenController("history", send) }
    func lock(send: FlowSender<SessionEvent.Lock>) -> UIViewController { ScreenController("lock", send) }
    func callReport(callId: String, send: FlowSender<SessionEvent.CallReport>) -> UIViewController {
        ScreenController("callReport \(callId)", send)
    }
    func landing(send: FlowSender<SessionEvent.Landing>) -> UIViewController { ScreenController("landing", send) }
    func rooms(send: FlowSender<ChatsEvent.Rooms>) -> UIViewController { ScreenController("rooms", send) }
    func room(roomId: String, send: FlowSender<ChatsEvent.Room>) -> UIViewController {
        ScreenController("room \(roomId)", send)
    }
    func roomDetails(roomId: String, send: FlowSender<ChatsEvent.RoomDetails>) -> UIViewController {
        ScreenController("roomDetails", send)
    }
    func members(roomId: String, send: FlowSender<ChatsEvent.Members>) -> UIViewController {
        ScreenController("members", send)
    }
    func invite(roomId: String, send: FlowSender<ChatsEvent.Invite>) -> UIViewController {
        ScreenController("invite", send)
    }
    func search(send: FlowSender<StartChatEvent.Search>) -> UIViewController { ScreenController("search", send) }
    func confirm(userId: String, send: FlowSender<StartChatEvent.Confirm>) -> UIViewController {
        ScreenController("confirm", send)
    }
    func overview(send: FlowSender<ChatSettingsEvent.Overview>) -> UIViewController {
        ScreenController("overview", send)
    }
    func account(send: FlowSender<ChatSettingsEvent.Account>) -> UIViewController { ScreenController("account", send) }
    func deactivate(send: FlowSender<ChatSettingsEvent.Deactivate>) -> UIViewController {
        ScreenController("deactivate", send)
    }
    func appearance(send: FlowSender<ChatSettingsEvent.Appearance>) -> UIViewController {
        ScreenController("appearance", send)
    }
}

/// The chat app's root coordinator, new or in `state`, not started.
@MainActor
func chatApp(_ state: SessionState? = nil) -> SessionCoordinator<UIViewController> {
    let screens = ChatScreens()
    let wiring = SessionWiring(
        screens: screens, chats: ChatsWiring(screens: screens, startChat: StartChatWiring(screens: screens)),
        chatSettings: ChatSettingsWiring(screens: screens), calls: CallsWiring(screens: screens))
    return SessionCoordinator(state: state ?? SessionState(input: SessionInput()), wiring: wiring)
}

/// The chat app on a device, as the scenarios drive it.
typealias ChatDevice = HostDevice<SessionWiring<UIViewController>>

/// The chat app on a device, new or in `state`.
@MainActor
func chatDevice(_ state: SessionState? = nil) -> ChatDevice {
    HostDevice(root: chatApp(state))
}

/// A tour of the chat app: the screen tapped and what it sends (`tab`: the user selects a tab).
@MainActor
let chatTour: [(String, Any)] = [
    ("rooms", ChatsEvent.Rooms.open(roomId: "a")),
    ("room a", ChatsEvent.Room.details),
    ("roomDetails", ChatsEvent.RoomDetails.members),
    ("members", ChatsEvent.Members.invite),
    ("invite", ChatsEvent.Invite.sent),
    ("roomDetails", ChatsEvent.RoomDetails.back),
    ("room a", ChatsEvent.Room.back),
    ("rooms", ChatsEvent.Rooms.startChat),
    ("search", StartChatEvent.Search.pick(userId: "u1")),
    ("confirm", StartChatEvent.Confirm.create(roomId: "b")),
    ("room b", ChatsEvent.Room.details),
    ("tab", 1),
    ("overview", ChatSettingsEvent.Overview.logOut),
    ("alert", 1),
    ("overview", ChatSettingsEvent.Overview.appearance),
    ("appearance", ChatSettingsEvent.Appearance.done),
    ("overview", ChatSettingsEvent.Overview.account),
    ("account", ChatSettingsEvent.Account.deactivate),
    ("deactivate", ChatSettingsEvent.Deactivate.cancel),
    ("tab", 0),
    ("roomDetails", ChatsEvent.RoomDetails.members),
    ("members", ChatsEvent.Members.invite),
    ("invite", ChatsEvent.Invite.back),
    ("members", ChatsEvent.Members.close),
    ("tab", 1),
    ("account", ChatSettingsEvent.Account.deactivate),
    ("deactivate", ChatSettingsEvent.Deactivate.confirm),
    ("landing", SessionEvent.Landing.signIn),
    ("rooms", ChatsEvent.Rooms.open(roomId: "c")),
    ("tab", 2),
    ("history", CallsEvent.History.report(callId: "k1")),
    ("callReport k1", SessionEvent.CallReport.send),
    ("tab", 0),
    ("room c", ChatsEvent.Room.back),
    ("tab", 2),
    ("history", CallsEvent.History.report(callId: "k2")),
    ("callReport k2", SessionEvent.CallReport.cancel),
    ("history", CallsEvent.History.clear),
    ("rooms", ChatsEvent.Rooms.startChat),
    ("search", StartChatEvent.Search.cancel),
]

let chatLinks = ["chat://room/c", "chat://settings/account", "chat://nowhere"]

@MainActor
func runChatScenarios() {
    scenario("chat: logging out asks first: an alert over the tab, whose buttons close it before they act") {
        let device = chatDevice()
        expect(device.selectTab(1), "the settings tab")
        device.tap("overview", ChatSettingsEvent.Overview.logOut)
        expectEqual(
            device.screen,
            [
                "root tabs(tab.chats: [rooms] | *tab.settings: [overview] | tab.calls: [history])",
                "alert settings.logOut.title [Log Out(destructive), Cancel(cancel)]",
            ])
        device.expectAgreement()
        expect(!UIKitModel.User.pullDown(device.window), "an alert is not pulled down")
        expect(UIKitModel.User.tapAlertButton(device.window, 1), "cancel")
        device.settle()
        expectEqual(device.screen, ["root tabs(tab.chats: [rooms] | *tab.settings: [overview] | tab.calls: [history])"])
        device.tap("overview", ChatSettingsEvent.Overview.logOut)
        expect(UIKitModel.User.tapAlertButton(device.window, 0), "log out")
        device.settle()
        expectEqual(device.screen, ["root [landing]"])
        device.expectAgreement()
    }

    scenario("chat: a new chat's sheet closes and its room opens in the tab below") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.startChat)
        device.tap("search", StartChatEvent.Search.pick(userId: "u1"))
        expectEqual(
            device.screen,
            [
                "root tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])",
                "sheet [search > confirm]~",
            ])
        device.tap("confirm", StartChatEvent.Confirm.create(roomId: "b"))
        expectEqual(
            device.screen, ["root tabs(*tab.chats: [rooms > room b] | tab.settings: [overview] | tab.calls: [history])"]
        )
        device.expectAgreement()
    }

    scenario("chat: a link to another tab while a sheet is up closes it and keeps the first tab's room") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.details)
        device.tap("roomDetails", ChatsEvent.RoomDetails.members)
        device.tap("members", ChatsEvent.Members.invite)
        let chats = device.tabBar?.viewControllers?.first as? UINavigationController
        let stack = chats?.viewControllers ?? []
        expect(device.root.open(URL(string: "chat://settings/account")!), "the link opens")
        device.settle()
        expectEqual(
            device.screen,
            [
                "root tabs(tab.chats: [rooms > room a > roomDetails] | *tab.settings: [overview > account] | tab.calls: [history])"
            ])
        expect(chats?.viewControllers.elementsEqual(stack, by: ===) == true, "the chats tab keeps its controllers")
        device.expectAgreement()
    }

    scenario("chat: logging out from a full-screen modal inside a tab replaces the tabs, the modal gone first") {
        let device = chatDevice()
        device.selectTab(1)
        device.tap("overview", ChatSettingsEvent.Overview.account)
        device.tap("account", ChatSettingsEvent.Account.deactivate)
        expectEqual(device.screen.last, "fullScreen locked [deactivate]")
        device.tap("deactivate", ChatSettingsEvent.Deactivate.confirm)
        expectEqual(device.screen, ["root [landing]"])
        device.tap("landing", SessionEvent.Landing.signIn)
        expectEqual(device.screen, ["root tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])"])
    }

    scenario("chat: a tab's outcome shows a sheet over the tabs; that tab starts again, the others keep theirs") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        let chats = device.tabBar?.viewControllers?.first as? UINavigationController
        let chatsStack = chats?.viewControllers ?? []
        expect(device.selectTab(2), "the calls tab")
        let calls = device.tabBar?.viewControllers?.last as? UINavigationController
        let history = calls?.viewControllers.first
        device.tap("history", CallsEvent.History.report(callId: "k1"))
        expectEqual(
            device.screen,
            [
                "root tabs(tab.chats: [rooms > room a] | tab.settings: [overview] | *tab.calls: [history])",
                "sheet [callReport k1]",
            ])
        device.expectAgreement()
        expect(chats?.viewControllers.elementsEqual(chatsStack, by: ===) == true, "the chats tab keeps its controllers")
        expect(calls?.viewControllers.first !== history, "the calls tab starts again: a new history screen")
        expect(UIKitModel.User.pullDown(device.window), "the user pulls the sheet down")
        device.settle()
        expectEqual(
            device.screen,
            ["root tabs(tab.chats: [rooms > room a] | tab.settings: [overview] | *tab.calls: [history])"])
        device.expectAgreement()
    }

    scenario("chat: the session is revoked under the app's lock screen: the lock goes, the landing page shows") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.root.send(SessionAppEvent.locked)
        device.settle()
        expectEqual(device.screen.last, "fullScreen locked [lock]~", "no system back (~)")
        device.expectAgreement()
        expectEqual(device.root.send(SessionAppEvent.locked), 1)
        device.settle()
        expectEqual(device.screen.count, 2, "one lock screen: the lock ignores a second lock")
        device.root.send(ChatSettingsAppEvent.authError)
        device.settle()
        expectEqual(device.screen, ["root [landing]"])
        device.expectAgreement()
    }

    scenario("chat: the tour, restored, with system back, pull-down and every link at each stop") {
        let device = tourEveryStop(chatTour, links: chatLinks, device: chatDevice)
        expectEqual(device.screen, ["root tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])"])
    }
}
