// Issue 30: an alert or confirmation dialog closed without one of its buttons acts as its cancel button (format.md,
// "Alerts and confirmation dialogs"): a tap outside an action sheet on an iPad (a popover) and on a phone, and
// SwiftUI's dialog closed by a tap outside it, whether or not SwiftUI runs the cancel button's action too.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
func runAlertScenarios() {
    let room = "root tabs(*tab.chats: [rooms > room a] | tab.settings: [overview] | tab.calls: [history])"
    let rooms = "root tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])"
    let dialog = "actionSheet room.leave.title [Leave(destructive), Cancel(cancel)]"

    /// The chat app with room a open and its dialog "leave the room?" up.
    func leaveDialog() -> ChatDevice {
        let device = chatDevice()
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.leave)
        return device
    }

    scenario("a dialog on an iPad is a popover without its cancel button: a tap outside it acts as that button") {
        UIKitModel.horizontalSizeClass = .regular
        let device = leaveDialog()
        expectEqual(device.screen, [room, "actionSheet room.leave.title [Leave(destructive)]"], "no cancel button")
        device.expectAgreement()
        expect(UIKitModel.User.tapOutside(device.window), "a tap outside closes the popover")
        device.settle()
        expectEqual(device.screen, [room], "the flow heard the cancel button: the room, as it was")
        expect(!device.host.driver.isTransitioning, "the host is not stuck")
        device.expectAgreement()
        device.tap("room a", ChatsEvent.Room.leave)
        expect(UIKitModel.User.tapAlertButton(device.window, 0), "leave")
        device.settle()
        expectEqual(device.screen, [rooms], "the app goes on")
        device.expectAgreement()
    }

    scenario("a dialog on an iPad points at the control the app gives for its step, else at the screen's middle") {
        UIKitModel.horizontalSizeClass = .regular
        let device = chatDevice()
        let leaveButton = UIView()
        leaveButton.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        var asked: [String] = []
        device.host.popoverAnchor = { name, _ in
            asked.append(name)
            return name == "confirmLeave" ? leaveButton : nil
        }
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.leave)
        expectEqual(asked, ["confirmLeave"], "the host asks for the dialog's step")
        let popover = device.window.presentedChain.last?.popoverPresentationController
        expect(popover?.sourceView === leaveButton, "the dialog points at the leave button")
        expectEqual(popover?.sourceRect, leaveButton.bounds, "at the whole button")
        expect(popover?.permittedArrowDirections != [], "with an arrow")
        expect(UIKitModel.User.tapAlertButton(device.window, 0), "leave")
        device.settle()
        device.expectAgreement()

        // No control given: the middle of the screen below, without an arrow.
        device.host.popoverAnchor = nil
        device.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        device.tap("room a", ChatsEvent.Room.leave)
        let centred = device.window.presentedChain.last?.popoverPresentationController
        expect(centred?.sourceView != nil && centred?.sourceView !== leaveButton, "the screen below's view")
        expectEqual(centred?.permittedArrowDirections, [], "no arrow")
        device.expectAgreement()
    }

    for reading in [UIKitModel.CompactTapOutside.closesOnly, .actsAsCancel] {
        scenario("a dialog on a phone: a tap outside it never leaves the flow showing a dialog that went (\(reading))")
        {
            UIKitModel.compactTapOutside = reading
            let device = leaveDialog()
            expectEqual(device.screen, [room, dialog])
            let closed = UIKitModel.User.tapOutside(device.window)
            device.settle()
            expectEqual(device.screen, closed ? [room] : [room, dialog], "closed as its cancel button, or kept")
            expect(!device.host.driver.isTransitioning, "the host is not stuck")
            device.expectAgreement()
            if !closed {
                expect(UIKitModel.User.tapAlertButton(device.window, 1), "the cancel button, shown on a phone")
                device.settle()
            }
            device.tap("room a", ChatsEvent.Room.details)
            expectEqual(device.screen.first, room.replacingOccurrences(of: "room a]", with: "room a > roomDetails]"))
            device.expectAgreement()
        }
    }

    scenario("a flow's texts come from its own strings table, which the app's hook answers first (FlowStrings)") {
        // The chat app's flows are compiled into this program: their bundle is its main bundle, which has no
        // `Flows` table, so without the hook the keys are shown.
        FlowStrings.lookup = { key, flow in
            ["room.leave.title": "Leave the room?", "Leave": "Leave", "tab.chats": "Chats in \(flow)"][key]
        }
        defer { FlowStrings.lookup = nil }
        let device = leaveDialog()
        expectEqual(
            device.screen,
            [
                "root tabs(*Chats in Chats: [rooms > room a] | tab.settings: [overview] | tab.calls: [history])",
                "actionSheet Leave the room? [Leave(destructive), Cancel(cancel)]",
            ], "the dialog's title and the tab's title from the hook, the other keys as they are")
    }

    scenario("an alert is closed by its buttons only: a tap outside it does nothing") {
        let device = chatDevice()
        device.selectTab(1)
        device.tap("overview", ChatSettingsEvent.Overview.logOut)
        let screen = device.screen
        expect(!UIKitModel.User.tapOutside(device.window), "nothing happens")
        device.settle()
        expectEqual(device.screen, screen)
        device.expectAgreement()
    }

    for cancelActionRuns in [false, true] {
        // Whether SwiftUI runs the cancel button's action when the user taps outside the dialog, the documentation
        // does not say; it sets the dialog's binding to false either way.
        let reading = cancelActionRuns ? "the cancel button's action runs first" : "no action runs"
        scenario("a dialog closed by a tap outside acts as its cancel button, once (\(reading))", group: "swiftui") {
            let stage = SwiftUIStage(root: chatApp())
            stage.take("rooms", ChatsEvent.Rooms.open(roomId: "a"))
            stage.take("room a", ChatsEvent.Room.leave)
            let top = stage.driver.shown.layers.count - 1
            guard let alert = stage.driver.alert(ofLayer: top), let id = stage.driver.alertScreen(ofLayer: top) else {
                return expect(false, "the dialog is shown: \(stage.driver.shown)")
            }
            if cancelActionRuns, let cancel = alert.cancelButton {
                stage.driver.alertButtonChosen(layer: top, index: cancel)
            }
            stage.driver.userClosedAlert(layer: top, id: id)
            stage.settle()
            expectEqual(topStep(of: stage.root.screens), "room", "one cancel: back on the room, not further")
            expectEqual(stage.driver.shown.layers.count, top, "the dialog is gone")
        }
    }
}
