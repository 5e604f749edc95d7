// The example app, and the chat and browser hubs, as the SwiftUI host shows them on iOS 16: what the host asks SwiftUI to show after each update,
// layer by layer, checked against SwiftUI's rules: one modal layer appears or goes per update, each after the
// previous one appeared (`onAppear`) or went (`onDismiss`), and the screens shown are the flows' screens. The SwiftUI
// host publishes `FlowHostDriver.shown` and nothing else, so the driver is what is checked here.

import FlowcRuntime
import Foundation
import UIKit

/// A SwiftUI host on iOS 16, without SwiftUI: the driver, and SwiftUI's side of it (appearances and dismissals end
/// each transition, as the host's `onAppear` and `onDismiss` report them).
@MainActor
class SwiftUIStage<Wiring: FlowWiring> where Wiring.Screen == UIViewController {
    let root: FlowCoordinator<Wiring>
    let driver: FlowHostDriver<UIViewController>
    /// What the host published, update after update.
    private(set) var updates: [FlowHostTree] = []

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
            guard !driver.update().isEmpty else { break }
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
            if driver.isTransitioning {
                driver.transitionDidComplete()
            }
        }
        if root.isRunning {
            expectEqual(
                driver.shown, FlowHostLayout(root: root, placement: driver.placement).tree,
                "the host shows what the flows want", line: line)
        } else {
            expect(driver.isDone, "the flow ended: nothing of it is shown \(driver.shown)", line: line)
        }
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
                    stage.driver.userDismissed(layer: top)
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
}
