// Issue 30: pushes and pops serialised with UIKit's navigation transitions. The host never changes a navigation
// stack while a push, a pop or the user's back swipe of it is under way (the model of UIKit records it as a
// violation); it waits for the transition to end, hears what the user did, then goes on.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
func runStackRaceScenarios() {
    let chats = { (stack: String) in
        "root tabs(*tab.chats: [\(stack)] | tab.settings: [overview] | tab.calls: [history])"
    }

    /// The screen `controller`'s app code sends `event` (a result arriving, say), with nothing settled after it.
    func send(_ controller: UIViewController?, _ event: Any, line: UInt = #line) {
        expect((controller as? ScreenController)?.tap(event) == true, "the screen sends \(event)", line: line)
    }

    /// The chat app with room a open, the user's finger swiping it back while its screen sends `details` (the flow
    /// pushes the room's details), then letting go (`early`: too early, the room springs back).
    func whileSwipingBack(early: Bool) -> ChatDevice? {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        let room = device.visible
        guard let swipe = UIKitModel.User.beginSwipeBack(device.navigation()) else {
            expect(false, "the user swipes back")
            return nil
        }
        send(room, ChatsEvent.Room.details)
        device.settle()
        if early { swipe.cancel() } else { swipe.letGo() }
        device.settle()
        return device
    }

    for didShowFirst in [false, true] {
        // Whether the delegate hears `didShow` before the swipe's transition ends, the documentation does not say.
        let order = didShowFirst ? "didShow first" : "the transition ends first"
        scenario("the flow pushes while the user swipes back, who lets go: the host waits, the pop wins (\(order))") {
            UIKitModel.navigationDelegateHearsDidShowFirst = didShowFirst
            guard let device = whileSwipingBack(early: false) else { return }
            expectEqual(device.screen, [chats("rooms")], "the user's pop, heard by the flow")
            expect(!device.host.driver.isTransitioning, "the host is not stuck")
            device.expectAgreement()
            device.tap("rooms", ChatsEvent.Rooms.open(roomId: "b"))
            expectEqual(device.screen, [chats("rooms > room b")], "the app goes on")
        }
    }

    scenario("the flow pushes while the user swipes back, who lets go early: the push follows") {
        guard let device = whileSwipingBack(early: true) else { return }
        expectEqual(device.screen, [chats("rooms > room a > roomDetails")])
        device.expectAgreement()
        expect(UIKitModel.User.swipeBack(device.navigation()), "the swipe works again")
        device.settle()
        expectEqual(device.screen, [chats("rooms > room a")])
        device.expectAgreement()
    }

    for didShowFirst in [false, true] {
        let order = didShowFirst ? "didShow first" : "the transition ends first"
        scenario("the flow pops twice quickly: the second pop waits for the first (\(order))") {
            UIKitModel.navigationDelegateHearsDidShowFirst = didShowFirst
            let device = chatDevice()
            device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
            device.tap("room a", ChatsEvent.Room.details)
            let navigation = device.navigation()
            let room = navigation.viewControllers[1]
            send(device.visible, ChatsEvent.RoomDetails.back)
            send(room, ChatsEvent.Room.back)
            device.settle()
            expectEqual(device.screen, [chats("rooms")])
            device.expectAgreement()
        }
    }

    scenario("a link arrives while a push animates: it waits for the push, then opens") {
        let device = chatDevice()
        send(device.visible, ChatsEvent.Rooms.open(roomId: "a"))
        expect(device.root.open(URL(string: "chat://room/c")!), "the link opens")
        device.settle()
        expectEqual(device.screen.first?.contains("room c"), true, "room c is shown: \(device.screen)")
        device.expectAgreement()
    }

    scenario("the user pops two screens from the back menu as the top one opens a sheet: the pop wins") {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.details)
        let details = device.visible
        expect(UIKitModel.User.pickInBackMenu(device.navigation(), index: 0), "back to the rooms")
        send(details, ChatsEvent.RoomDetails.members)
        device.settle()
        expectEqual(device.screen, [chats("rooms")], "the screens the user left went, with what they opened")
        device.expectAgreement()
        expect(!device.host.driver.isTransitioning, "the host is not stuck")
    }
}
