// The example app, and the chat and browser hubs, as the SwiftUI host shows them on iOS 16: what the host asks SwiftUI to show after each update,
// layer by layer, checked against SwiftUI's rules: one modal layer appears or goes per update, each after the
// previous one appeared (`onAppear`) or went (a sheet's or cover's `onDismiss`, a popover's content `onDisappear`:
// `.popover` has no `onDismiss`), and the screens shown are the flows' screens. The SwiftUI host publishes
// `FlowHostDriver.shown` and nothing else, so the driver is what is checked here, with what SwiftUI reports of each
// style handed to it as the host hands it (`FlowHostDriver.swiftUIReported`).

import FlowcRuntime
import Foundation
import UIKit

/// A SwiftUI host on iOS 16, without SwiftUI: the driver, and SwiftUI's side of it (what SwiftUI reports of each modal,
/// which the host hands to the driver: only what ends a transition for its style ends it).
@MainActor
class SwiftUIStage<Wiring: FlowWiring> where Wiring.Screen == UIViewController {
    let root: FlowCoordinator<Wiring>
    let driver: FlowHostDriver<UIViewController>
    /// What the host published, update after update.
    private(set) var updates: [FlowHostTree] = []
    /// The titles of the screens the host announced to VoiceOver, in order (`FlowHostDriver.takeScreenToAnnounce()`).
    private(set) var announced: [String] = []

    init(root: FlowCoordinator<Wiring>, placement: FlowHostPlacement = .window) {
        self.root = root
        driver = FlowHostDriver(root: root, rules: .swiftUI(stagesModalLayers: true), placement: placement)
        root.start()
        driver.canPresent = true  // the root view appeared
        settle()
    }

    /// Updates until the host shows what the flows want, SwiftUI finishing each transition, and checks each update.
    func settle(line: UInt = #line) {
        var previous = updates.last ?? FlowHostTree()
        for _ in 0..<20 {
            let operations = driver.update()
            guard !operations.isEmpty else { break }
            let shown = driver.shown
            // A root replaced over no modal, or modal layers changed: at most one modal layer appears or goes.
            let sameRoot = previous.layers.first.map { shown.layers.first?.isSameContainer(as: $0) == true } ?? false
            let kept = sameRoot ? zip(previous.layers, shown.layers).prefix { $0.isSameContainer(as: $1) }.count : 1
            let modalsChanged =
                sameRoot ? (shown.layers.count - kept) + (previous.layers.count - kept) : shown.layers.count - 1
            expect(
                modalsChanged <= 1 && (sameRoot || previous.layers.count <= 1),
                "one modal layer per update: \(previous) → \(shown)", line: line)
            updates.append(shown)
            previous = shown
            report([.updated] + operations.flatMap(swiftUIReports(after:)))
        }
        if root.isRunning {
            expectEqual(
                driver.shown, FlowHostLayout(root: root, placement: driver.placement).tree,
                "the host shows what the flows want", line: line)
        } else {
            expect(driver.isDone, "the flow ended: nothing of it is shown \(driver.shown)", line: line)
        }
    }

    /// What SwiftUI reports once it carried out `operation` (the driver has applied it): a modal's content appears
    /// (`onAppear`); a sheet or a cover that goes runs its `onDismiss`, and its content disappears; a popover's content
    /// disappears, and nothing else (`.popover(isPresented:content:)` has no `onDismiss`); an alert or a dialog has no
    /// content of the host's. Written from SwiftUI's modifiers, not from the driver's rule, so that a rule waiting for
    /// what SwiftUI never reports freezes the stage as it would the app.
    private func swiftUIReports(after operation: FlowHostOperation) -> [FlowSwiftUIReport] {
        switch operation {
        case .present(let layer) where layer.style != .alert && layer.style != .dialog:
            return [.appeared(layer: driver.shown.layers.count - 1)]
        case .dismiss(let from):
            return driver.departing.enumerated().flatMap { offset, layer -> [FlowSwiftUIReport] in
                switch layer.style {
                case .alert, .dialog: []
                case .popover: [.disappeared(layer: from + offset)]
                default: [.disappeared(layer: from + offset), .dismissed]
                }
            }
        default:
            return []
        }
    }

    /// Hands SwiftUI's reports to the driver as the host does, and records what the host announces after each.
    private func report(_ reports: [FlowSwiftUIReport]) {
        for report in [nil] + reports {
            if let report {
                driver.swiftUIReported(report)
            }
            if let id = driver.takeScreenToAnnounce() {
                announced.append((driver.screen(id) as? ScreenController)?.title ?? "\(id)")
            }
        }
    }

    /// The user dismissed the top layer (pulled a sheet down, tapped outside a popover): the host reports it, SwiftUI
    /// removes the modal and reports it went.
    func userDismissTop(line: UInt = #line) {
        let top = driver.shown.layers.count - 1
        driver.userDismissed(layer: top)
        report(
            driver.departing.enumerated().flatMap { offset, layer -> [FlowSwiftUIReport] in
                layer.style == .popover
                    ? [.disappeared(layer: top + offset)] : [.disappeared(layer: top + offset), .dismissed]
            })
        expect(driver.departing.isEmpty, "the layers the user dismissed are let go", line: line)
        updates.append(driver.shown)  // SwiftUI removed the modal
        settle(line: line)
    }

    /// The screen on top of stack `stack` of layer `layer`.
    func top(layer: Int = 0, stack: Int = 0) -> FlowScreenID? {
        let layers = driver.shown.layers
        guard layers.indices.contains(layer), layers[layer].stacks.indices.contains(stack) else { return nil }
        return layers[layer].stacks[stack].last?.id
    }

    /// The screen on top of what the host shows.
    var visible: ScreenController? {
        guard let layer = driver.shown.layers.last, layer.stacks.indices.contains(layer.selectedTab),
            let entry = layer.stacks[layer.selectedTab].last
        else { return nil }
        return driver.screen(entry.id) as? ScreenController
    }

    /// The loading screen on top (an async decision's; the host shows a `ProgressView`).
    var visibleLoading: FlowLoading? {
        guard let layer = driver.shown.layers.last, layer.stacks.indices.contains(layer.selectedTab),
            let entry = layer.stacks[layer.selectedTab].last
        else { return nil }
        return driver.loading(entry.id)
    }

    /// Takes one step of a tour, as the user would in SwiftUI (`tab`: the tab bar on top).
    func take(_ title: String, _ event: Any, line: UInt = #line) {
        let top = driver.shown.layers.count - 1
        if title == "tab", let index = event as? Int {
            expect(
                driver.shown.layers.last.map { if case .tabs = $0.kind { true } else { false } } == true,
                "a tab bar on top", line: line)
            driver.userSelectedTab(layer: top, index: index)
        } else if title == "alert", let index = event as? Int {
            // The button's action: the host reports it, and SwiftUI closes the alert.
            expect(driver.alert(ofLayer: top) != nil, "an alert on top", line: line)
            driver.alertButtonChosen(layer: top, index: index)
            updates.append(driver.shown)  // SwiftUI closed the alert
        } else {
            guard let screen = visible, screen.title == title else {
                return failures.append("line \(line): '\(title)' is not on top: \(driver.shown)")
            }
            expect(screen.tap(event), "'\(title)' sends no \(type(of: event))", line: line)
        }
        settle(line: line)
        let alert = driver.alert(ofLayer: driver.shown.layers.count - 1)
        let step =
            alert.map { "alert " + $0.title } ?? visibleLoading?.stepName
            ?? visible?.title.map { String($0.prefix { $0 != " " }) }
        expectEqual(step, topStep(of: root.screens), "on top vs the flows' top", line: line)
    }
}

/// The example app on the SwiftUI stage.
@MainActor
final class ExampleStage: SwiftUIStage<AppWiring<UIViewController>> {
    let screens: ExampleScreens
    let decisions: ExampleDecisions

    init(_ launch: AppChoice.Launch = .signedOut, state: AppState? = nil) {
        let screens = ExampleScreens()
        let decisions = ExampleDecisions()
        decisions.launch = launch
        self.screens = screens
        self.decisions = decisions
        super.init(root: makeApp(screens: screens, decisions: decisions, state: state))
    }

    var app: AppCoordinator<UIViewController> { root }

    /// Takes one step of the tour.
    func takeStep(_ title: String, _ event: Any, line: UInt = #line) async {
        await takeExampleStep(
            title, event, decisions: decisions, take: { take($0, $1, line: line) }, settle: { settle(line: line) })
    }
}

@MainActor
func runSwiftUIScenarios() async {
    await asyncScenario("the tour under SwiftUI's rules, one modal layer per update", group: "swiftui") {
        let stage = ExampleStage()
        for (title, event) in tour {
            await stage.takeStep(title, event)
        }
        expectEqual(stage.driver.shown.layers.count, 1, "no modal left")
        expectEqual(stage.visible?.title, "welcome", "signed out on welcome")
        expectEqual(stage.screens.made["tutorial"], 2, "a screen is made once per visit")
    }

    scenario("several modal layers closing at once close one per update, each after the other went", group: "swiftui") {
        let stage = ExampleStage()
        stage.take("login", AuthEvent.Login.register)
        stage.take("onboarding", OnboardingEvent.Welcome.getStarted)
        stage.take("createAccount", OnboardingEvent.CreateAccount.created(userId: userID))
        stage.take("permissions", OnboardingEvent.Permissions.notNow)
        let before = stage.updates.count
        stage.take("tutorial", OnboardingEvent.Tutorial.done)
        let layers = stage.updates[before...].map { $0.layers.map(\.description) }
        expectEqual(
            layers,
            [
                ["push stack []", "fullScreen stack [0.0]"], ["push stack []"], ["push tabs 1 *0 [1.0.0] [1.1.0]"],
            ], "Onboarding's cover, then Auth's, then the tabs at the root")
    }

    await asyncScenario(
        "at every stop, a pop or pull-down SwiftUI allows leaves flows and screen in agreement", group: "swiftui"
    ) {
        let stops = await tourStops()
        for (index, state) in stops.enumerated() {
            for gesture in ["pop", "pull"] {
                let stage = ExampleStage(state: state)
                guard let layer = stage.driver.shown.layers.last else { continue }
                let top = stage.driver.shown.layers.count - 1
                let stack = layer.stacks.indices.contains(layer.selectedTab) ? layer.stacks[layer.selectedTab] : []
                if gesture == "pop", stack.count > 1, stack.last?.allowsSystemBack == true {
                    stage.driver.userPopped(layer: top, stack: layer.selectedTab, remaining: stack.count - 1)
                } else if gesture == "pull", top > 0, layer.allowsUserDismiss {
                    stage.userDismissTop()
                    expectEqual(stage.visible?.title, topStep(of: stage.app.screens), "after pull at stop \(index)")
                    continue
                } else {
                    continue
                }
                stage.settle()
                expectEqual(stage.visible?.title, topStep(of: stage.app.screens), "after \(gesture) at stop \(index)")
            }
        }
    }

    scenario("the chat app's and the browser's tours under SwiftUI's rules", group: "swiftui") {
        let chat = SwiftUIStage(root: chatApp())
        for (title, event) in chatTour {
            chat.take(title, event)
        }
        let browser = SwiftUIStage(root: browserApp())
        for (title, event) in browserTour {
            browser.take(title, event)
        }
    }

    scenario("a popover points at its anchor, a dialog at its step's control; nothing else points", group: "swiftui") {
        let browser = SwiftUIStage(root: browserApp())
        expectEqual(browser.driver.anchor(ofLayer: 0), nil, "the root layer")
        browser.take("web home", BrowserEvent.Web.engines)
        expectEqual(browser.driver.anchor(ofLayer: 1), "addressBar", "the engines' popover, at the address bar")
        let chat = SwiftUIStage(root: chatApp())
        chat.take("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        chat.take("room a", ChatsEvent.Room.leave)
        expectEqual(chat.driver.alert(ofLayer: 1)?.style, .dialog)
        expectEqual(chat.driver.anchor(ofLayer: 1), "confirmLeave", "the dialog, at the control its step names")
        chat.take("alert", 1)
        chat.take("tab", 1)
        chat.take("overview", ChatSettingsEvent.Overview.logOut)
        expectEqual(chat.driver.alert(ofLayer: 1)?.style, .alert)
        expectEqual(chat.driver.anchor(ofLayer: 1), nil, "an alert points at nothing")
    }

    scenario("a popover the flow dismisses ends when its content disappears: navigation goes on", group: "swiftui") {
        let stage = SwiftUIStage(root: browserApp())
        stage.take("web home", BrowserEvent.Web.engines)
        expectEqual(stage.driver.shown.layers.last?.style, .popover, "the engines in a popover")
        stage.take("engines", BrowserEvent.Engines.picked)
        expect(!stage.driver.isTransitioning, "the popover's dismissal ended")
        expectEqual(stage.driver.shown.layers.count, 1, "the popover went")
        stage.take("web home", BrowserEvent.Web.settings)
        expectEqual(stage.visible?.title, "list", "the flows go on: the settings sheet")
    }

    scenario("a popover the user dismisses is let go once its content disappeared", group: "swiftui") {
        let stage = SwiftUIStage(root: browserApp())
        stage.take("web home", BrowserEvent.Web.engines)
        stage.userDismissTop()
        expectEqual(stage.visible?.title, "web home")
        stage.take("web home", BrowserEvent.Web.settings)
        expectEqual(stage.visible?.title, "list")
    }

    scenario(
        "a screen's identity is its visit: a same-case replace and a restarted tab make new ones", group: "swiftui"
    ) {
        let browser = SwiftUIStage(root: browserApp())
        let home = browser.top()
        browser.take("web home", BrowserEvent.Web.showTabs)
        browser.take("grid", NormalTabsEvent.Grid.open(url: "a.org"))
        expectEqual(browser.visible?.title, "web a.org", "`web` replaced by `web`")
        expect(browser.top() != nil && browser.top() != home, "a new identity, so SwiftUI resets the screen's state")

        let chat = SwiftUIStage(root: chatApp())
        let rooms = chat.top()
        chat.take("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        expectEqual(chat.driver.shown.layers[0].stacks[0].first?.id, rooms, "a push keeps the screen below")
        chat.take("room a", ChatsEvent.Room.back)
        expectEqual(chat.top(), rooms, "a pop keeps it")
        chat.take("tab", 2)
        let history = chat.top(stack: 2)
        chat.take("history", CallsEvent.History.report(callId: "k1"))
        chat.take("callReport k1", SessionEvent.CallReport.cancel)
        expectEqual(chat.visible?.title, "history")
        expect(chat.top(stack: 2) != nil && chat.top(stack: 2) != history, "the restarted tab's history is a new visit")
    }

    scenario("VoiceOver under SwiftUI: a push, a sheet and the user's own tab are SwiftUI's moves", group: "swiftui") {
        let stage = SwiftUIStage(root: chatApp())
        stage.take("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        stage.take("room a", ChatsEvent.Room.back)
        stage.take("rooms", ChatsEvent.Rooms.startChat)
        stage.take("search", StartChatEvent.Search.cancel)
        stage.take("tab", 1)
        expectEqual(stage.announced, [])
    }

    scenario("VoiceOver under SwiftUI: a new root, a tab the flows select, a link are announced", group: "swiftui") {
        let logout = SwiftUIStage(root: chatApp())
        logout.take("tab", 1)
        logout.take("overview", ChatSettingsEvent.Overview.logOut)
        logout.take("alert", 0)
        expectEqual(logout.visible?.title, "landing")
        expectEqual(logout.announced, ["landing"], "the new root")

        let calls = SwiftUIStage(root: chatApp())
        calls.take("tab", 2)
        calls.take("history", CallsEvent.History.clear)
        expectEqual(calls.announced, ["rooms"], "the tab the flows selected")

        let link = SwiftUIStage(root: chatApp())
        link.take("rooms", ChatsEvent.Rooms.open(roomId: "a"))
        link.take("room a", ChatsEvent.Room.details)
        link.take("roomDetails", ChatsEvent.RoomDetails.members)
        expect(link.root.open(URL(string: "chat://settings/account")!), "the link opens")
        link.settle()
        expectEqual(link.visible?.title, "account")
        expectEqual(link.announced, ["account"], "once, after the sheet went, on the screen it opens")
    }
}
