// Issue 30: one flow at a time in an existing app. A flow pushed onto the app's own navigation controller and given
// back as it was (on its outcome, on the user's back from its first screen, on the app's cancel), the user's gestures
// racing with it; a flow in a container in one of the app's tabs; a flow presented from one of the app's view
// controllers and pulled down.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
func runEmbeddingScenarios() {
    runPushedScenarios()
    runContainedScenarios()
    runPresentedScenarios()
}

@MainActor
private func runPushedScenarios() {
    let own = "root tabs(*own: [home > profile])"
    let logOut = "alert settings.logOut.title [Log Out(destructive), Cancel(cancel)]"

    /// The app with the settings flow pushed onto its navigation controller, above `home > profile`.
    func pushed() -> (OwnApp, ChatSettingsCoordinator<UIViewController>, FlowUIKitHost, Box) {
        let app = OwnApp()
        let box = Box()
        let settings = settingsFlow { box.results.append(ended($0)) }
        let host = FlowUIKitHost(root: settings, pushedOnto: app.navigation)
        host.onDone = { box.done += 1 }
        app.settle()
        return (app, settings, host, box)
    }

    scenario(
        "a flow pushed onto the app's navigation controller finishes: its screens go, the app's stay", group: "embed"
    ) {
        let (app, _, host, box) = pushed()
        expectEqual(app.screen, ["root tabs(*own: [home > profile > overview])"])
        expect(app.navigation.delegate === host, "the host is the delegate while the flow runs")
        app.tap("overview", ChatSettingsEvent.Overview.account)
        expectEqual(app.screen, ["root tabs(*own: [home > profile > overview > account])"])
        expect(app.delegate.heard.contains("didShow account"), "the app's delegate hears the calls meanwhile")
        app.tap("account", ChatSettingsEvent.Account.back)
        app.tap("overview", ChatSettingsEvent.Overview.logOut)
        expectEqual(app.screen, ["root tabs(*own: [home > profile > overview])", logOut])
        expect(UIKitModel.User.tapAlertButton(app.window, 0), "log out")
        app.settle()
        expectEqual(app.screen, [own], "the flow's screens went")
        app.expectGivenBack()
        expectEqual(box.results, ["loggedOut"])
        expectEqual(box.done, 1, "onDone, once")
        expect(app.delegate.heard.last == "didShow profile", "the app's delegate hears its screen shown again")
    }

    for gesture in ["the back button", "the back swipe", "the back menu"] {
        scenario(
            "\(gesture) from a pushed flow's first screen goes back to the app's screen, the flow cancelled",
            group: "embed"
        ) {
            let (app, settings, _, box) = pushed()
            let done: Bool
            switch gesture {
            case "the back button": done = UIKitModel.User.tapBack(app.navigation)
            case "the back swipe": done = UIKitModel.User.swipeBack(app.navigation)
            default: done = UIKitModel.User.pickInBackMenu(app.navigation, index: 0)
            }
            expect(done, "the user goes back")
            app.settle()
            expectEqual(app.screen, gesture == "the back menu" ? ["root tabs(*own: [home])"] : [own])
            expect(!settings.isRunning, "the flow ended")
            expectEqual(box.results, ["cancelled back"])
            expectEqual(box.done, 1)
            expect(app.navigation.delegate === app.delegate, "the app's delegate is back")
        }
    }

    for didShowFirst in [false, true] {
        let order = didShowFirst ? "didShow first" : "the transition ends first"
        scenario(
            "a pushed flow ends while the user swipes back from its second screen: it is given back (\(order))",
            group: "embed"
        ) {
            UIKitModel.navigationDelegateHearsDidShowFirst = didShowFirst
            let (app, settings, _, box) = pushed()
            app.tap("overview", ChatSettingsEvent.Overview.account)
            guard let swipe = UIKitModel.User.beginSwipeBack(app.navigation) else {
                return expect(false, "the user swipes back")
            }
            settings.send(ChatSettingsAppEvent.authError)  // the server signs the user out: the flow finishes
            app.settle()
            swipe.letGo()
            app.settle()
            expectEqual(app.screen, [own])
            app.expectGivenBack()
            expectEqual(box.done, 1)
        }

        scenario(
            "a pushed flow pushes while the user swipes back from its first screen: the pop wins (\(order))",
            group: "embed"
        ) {
            UIKitModel.navigationDelegateHearsDidShowFirst = didShowFirst
            let (app, _, _, box) = pushed()
            let overview = app.top as? ScreenController
            guard let swipe = UIKitModel.User.beginSwipeBack(app.navigation) else {
                return expect(false, "the user swipes back")
            }
            expect(overview?.tap(ChatSettingsEvent.Overview.account) == true, "overview sends account")
            app.settle()
            swipe.letGo()
            app.settle()
            expectEqual(app.screen, [own])
            app.expectGivenBack()
            expectEqual(box.results, ["cancelled back"])
        }
    }

    scenario("a pushed flow pushes while the user swipes back from its first screen, who lets go early", group: "embed")
    {
        let (app, _, _, box) = pushed()
        let overview = app.top as? ScreenController
        guard let swipe = UIKitModel.User.beginSwipeBack(app.navigation) else {
            return expect(false, "the user swipes back")
        }
        expect(overview?.tap(ChatSettingsEvent.Overview.account) == true, "overview sends account")
        app.settle()
        swipe.cancel()
        app.settle()
        expectEqual(app.screen, ["root tabs(*own: [home > profile > overview > account])"])
        expectEqual(box.done, 0, "the flow goes on")
    }

    scenario("the app closes a pushed flow while its push animates: the host waits, then gives back", group: "embed") {
        let app = OwnApp()
        let box = Box()
        let settings = settingsFlow { box.results.append(ended($0)) }
        let host = FlowUIKitHost(root: settings, pushedOnto: app.navigation)
        host.onDone = { box.done += 1 }
        settings.cancel()  // the push of overview still animates
        app.settle()
        expectEqual(app.screen, [own])
        app.expectGivenBack()
        expectEqual(box.results, ["cancelled removed"])
        expectEqual(box.done, 1)
    }

    scenario("a pushed flow that ends with a sheet open closes it, then pops its screens", group: "embed") {
        let (app, settings, _, box) = pushed()
        app.tap("overview", ChatSettingsEvent.Overview.appearance)
        expectEqual(app.screen, ["root tabs(*own: [home > profile > overview])", "sheet [appearance]"])
        settings.send(ChatSettingsAppEvent.authError)
        app.settle()
        expectEqual(app.screen, [own])
        app.expectGivenBack()
        expectEqual(box.done, 1)
    }

    scenario("a pushed flow whose first screen handles its system back: its back button asks the flow", group: "embed")
    {
        let app = OwnApp()
        let box = Box()
        let host = FlowUIKitHost(root: startChatFlow { box.results.append(ended($0)) }, pushedOnto: app.navigation)
        host.onDone = { box.done += 1 }
        app.settle()
        expectEqual(app.screen, ["root tabs(*own: [home > profile > search]~)"], "no back swipe: it would pop first")
        expect(UIKitModel.User.tapBack(app.navigation), "the back button")
        app.settle()
        expectEqual(
            app.screen,
            [
                "root tabs(*own: [home > profile > search]~)",
                "alert startChat.discard.title [Discard(destructive), Cancel(cancel)]",
            ], "nothing popped: the flow asks first")
        expect(UIKitModel.User.tapAlertButton(app.window, 0), "discard")
        app.settle()
        expectEqual(app.screen, [own])
        app.expectGivenBack()
        expectEqual(box.results, ["cancelled"], "the flow's own outcome: its discard button")
        expectEqual(box.done, 1)
    }
}

@MainActor
private func runContainedScenarios() {
    scenario("a flow in a container in the app's tab: its stack, its sheet over the app, pulled down", group: "embed") {
        let chats = chatsFlow()
        let container = FlowHostViewController(root: chats)
        let app = OwnApp(second: container)
        expect(UIKitModel.User.selectTab(app.tabs, 1), "the flow's tab")
        app.settle()
        expectEqual(app.screen, ["root tabs(own: [home > profile] | *flow: [rooms])"])
        app.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        app.tap("room a", ChatsEvent.Room.details)
        app.tap("roomDetails", ChatsEvent.RoomDetails.members)
        expectEqual(
            app.screen, ["root tabs(own: [home > profile] | *flow: [rooms > room a > roomDetails])", "sheet [members]"])
        expect(UIKitModel.User.pullDown(app.window), "the user pulls the sheet down")
        app.settle()
        expectEqual(app.screen, ["root tabs(own: [home > profile] | *flow: [rooms > room a > roomDetails])"])
        expectEqual(topStep(of: chats.screens), "roomDetails")
        expect(UIKitModel.User.selectTab(app.tabs, 0), "back to the app's tab")
        app.settle()
        expect(UIKitModel.User.tapBack(app.navigation), "the app's own back button")
        app.settle()
        expectEqual(app.screen, ["root tabs(*own: [home] | flow: [rooms > room a > roomDetails])"])
    }

    scenario("a restored flow in a tab not selected presents its sheet once its tab is selected", group: "embed") {
        let state = ChatsState(
            input: ChatsInput(),
            path: [(.rooms, .push), (.room(roomId: "a"), .push), (.members(roomId: "a"), .sheet)])
        let container = FlowHostViewController(root: chatsFlow(state))
        let app = OwnApp(second: container)
        expectEqual(app.screen, ["root tabs(*own: [home > profile] | flow: [rooms > room a])"], "nothing over the app")
        expect(UIKitModel.User.selectTab(app.tabs, 1), "the flow's tab")
        app.settle()
        expectEqual(app.screen, ["root tabs(own: [home > profile] | *flow: [rooms > room a])", "sheet [members]"])
    }

    scenario("a flow in a container that ends leaves the container empty, then onDone", group: "embed") {
        let box = Box()
        let container = FlowHostViewController(root: settingsFlow { box.results.append(ended($0)) })
        container.host.onDone = { box.done += 1 }
        let app = OwnApp(second: container)
        expect(UIKitModel.User.selectTab(app.tabs, 1), "the flow's tab")
        app.settle()
        app.tap("overview", ChatSettingsEvent.Overview.account)
        app.tap("account", ChatSettingsEvent.Account.deactivate)
        app.tap("deactivate", ChatSettingsEvent.Deactivate.confirm)
        expectEqual(app.screen, ["root tabs(own: [home > profile] | *flow: [])"])
        expectEqual(box.results, ["loggedOut"])
        expectEqual(box.done, 1)
    }

    scenario(
        "a flow with tabs at the bottom, in a container: its tab container is presented full screen", group: "embed"
    ) {
        let container = FlowHostViewController(root: chatApp())
        let app = OwnApp(second: container)
        expect(UIKitModel.User.selectTab(app.tabs, 1), "the flow's tab")
        app.settle()
        expectEqual(
            app.screen,
            [
                "root tabs(own: [home > profile] | *flow: [])",
                "fullScreen locked tabs(*tab.chats: [rooms] | tab.settings: [overview] | tab.calls: [history])",
            ])
        app.tap("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        expectEqual(
            app.screen.last,
            "fullScreen locked tabs(*tab.chats: [rooms > room a] | tab.settings: [overview] | tab.calls: [history])")
    }
}

@MainActor
private func runPresentedScenarios() {
    let own = "root tabs(*own: [home > profile])"

    /// The app with the settings flow presented from its profile screen.
    func presented() -> (OwnApp, ChatSettingsCoordinator<UIViewController>, Box) {
        let app = OwnApp()
        let box = Box()
        let settings = settingsFlow { box.results.append(ended($0)) }
        let host = FlowUIKitHost(root: settings, presentedFrom: app.navigation.topViewController!)
        host.onDone = { box.done += 1 }
        app.settle()
        return (app, settings, box)
    }

    scenario("a flow presented from the app's view controller, pulled down: cancelled, and gone", group: "embed") {
        let (app, settings, box) = presented()
        expectEqual(app.screen, [own, "sheet [overview]"])
        app.tap("overview", ChatSettingsEvent.Overview.account)
        expectEqual(app.screen, [own, "sheet [overview > account]"])
        expect(UIKitModel.User.pullDown(app.window), "the user pulls the flow down")
        app.settle()
        expectEqual(app.screen, [own])
        expect(!settings.isRunning, "the flow ended")
        expectEqual(box.results, ["cancelled dismissed"])
        expectEqual(box.done, 1)
    }

    scenario("a presented flow that finishes is dismissed, its alert first", group: "embed") {
        let (app, _, box) = presented()
        app.tap("overview", ChatSettingsEvent.Overview.logOut)
        expect(UIKitModel.User.tapAlertButton(app.window, 0), "log out")
        app.settle()
        expectEqual(app.screen, [own])
        expectEqual(box.done, 1)
    }

    for early in [false, true] {
        scenario(
            "a presented flow ends while the user pulls it down\(early ? ", who lets go early" : ""): it goes",
            group: "embed"
        ) {
            let (app, settings, box) = presented()
            guard let pull = UIKitModel.User.beginPullDown(app.window) else {
                return expect(false, "the user pulls the flow down")
            }
            settings.send(ChatSettingsAppEvent.authError)
            app.settle()
            if early { pull.cancel() } else { pull.letGo() }
            app.settle()
            expectEqual(app.screen, [own])
            expectEqual(box.results, ["loggedOut"])
            expectEqual(box.done, 1)
        }
    }

    scenario(
        "a presented flow whose first screen handles its system back refuses the pull-down, asks the flow",
        group: "embed"
    ) {
        let app = OwnApp()
        let box = Box()
        let host = FlowUIKitHost(
            root: startChatFlow { box.results.append(ended($0)) }, presentedFrom: app.navigation.topViewController!)
        host.onDone = { box.done += 1 }
        app.settle()
        expectEqual(app.screen, [own, "sheet [search]~"], "no back swipe on search: it asks first")
        expect(!UIKitModel.User.pullDown(app.window), "UIKit refuses the pull-down")
        app.settle()
        expectEqual(
            app.screen,
            [own, "sheet [search]~", "alert startChat.discard.title [Discard(destructive), Cancel(cancel)]"])
        expect(UIKitModel.User.tapAlertButton(app.window, 0), "discard")
        app.settle()
        expectEqual(app.screen, [own])
        expectEqual(box.done, 1)
    }

    scenario("a flow presented while the app's own sheet goes is presented once it went", group: "embed") {
        let app = OwnApp()
        let ownSheet = OwnScreen("own sheet")
        app.tabs.present(ownSheet, animated: true)
        app.settle()
        guard let pull = UIKitModel.User.beginPullDown(app.window) else {
            return expect(false, "the user pulls the app's sheet down")
        }
        let host = FlowUIKitHost(root: settingsFlow(), presentedFrom: app.tabs)
        pull.letGo()
        app.settle()
        expectEqual(app.screen, [own, "sheet [overview]"])
        expect(host.driver.root.isRunning, "the flow runs")
    }
}

/// How a flow ended, as the scenarios compare it: its outcome, or `cancelled` and why.
func ended<Outcome>(_ result: FlowResult<Outcome>) -> String {
    switch result {
    case .outcome(let outcome): "\(outcome)"
    case .cancelled(let reason): "cancelled \(reason)"
    }
}

/// What a scenario heard of a flow: how it ended, and how often its host was done.
@MainActor
final class Box {
    var results: [String] = []
    var done = 0
}
