// One run of the example app on the model of UIKit: a window, the App flow in a FlowUIKitHost, and what the user
// sees and does.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

/// A device running a flow tree in a FlowUIKitHost: a window, what the user sees and what they do.
@MainActor
class HostDevice<Wiring: FlowWiring> where Wiring.Screen == UIViewController {
    let window = UIWindow(windowScene: UIWindowScene())
    let root: FlowCoordinator<Wiring>
    let host: FlowUIKitHost

    /// `root` shown by a host, installed in the window unless `installed` is false.
    init(root: FlowCoordinator<Wiring>, installed: Bool = true, tabItem: FlowUIKitHost.TabItemMaker? = nil) {
        self.root = root
        if let tabItem {
            host = FlowUIKitHost(root: root, tabItem: tabItem)
        } else {
            host = FlowUIKitHost(root: root)
        }
        if installed {
            install()
        }
    }

    func install() {
        host.install(in: window)
        settle()
    }

    /// Lets the animations end and the completions run.
    func settle() {
        UIKitModel.runUntilIdle()
    }

    /// What the user sees (`UIWindow.screen`).
    var screen: [String] { window.screen }

    /// The screen on top, that the user can touch.
    var visible: UIViewController? {
        var controller = window.presentedChain.last ?? window.rootViewController
        while true {
            if let tabs = controller as? UITabBarController {
                controller = tabs.selectedViewController
            } else if let navigation = controller as? UINavigationController {
                controller = navigation.topViewController
            } else {
                return controller
            }
        }
    }

    /// The navigation controller of the screen on top.
    var visibleNavigation: UINavigationController? { visible?.navigationController }

    /// The navigation controller of the screen on top; a fresh one (and a failure) when there is none.
    func navigation(line: UInt = #line) -> UINavigationController {
        if let navigation = visibleNavigation {
            return navigation
        }
        failures.append("line \(line): no navigation controller on screen: \(screen)")
        return UINavigationController()
    }

    /// The user taps tab `index` of the tab bar on top (the root's, or a presented one's); false when they cannot.
    @discardableResult
    func selectTab(_ index: Int, line: UInt = #line) -> Bool {
        guard let tabBar = (window.presentedChain.last ?? window.rootViewController) as? UITabBarController else {
            failures.append("line \(line): no tab bar on top: \(screen)")
            return false
        }
        let selected = UIKitModel.User.selectTab(tabBar, index)
        settle()
        return selected
    }

    /// The tab bar controller at the root.
    var tabBar: UITabBarController? { window.rootViewController as? UITabBarController }

    /// Taps the button of screen `title` that sends `event`, then lets things settle.
    func tap(_ title: String, _ event: Any, line: UInt = #line) {
        guard let screen = visible as? ScreenController, screen.title == title else {
            return failures.append("line \(line): '\(title)' is not on screen: \(self.screen)")
        }
        expect(screen.tap(event), "'\(title)' sends no \(type(of: event))", line: line)
        settle()
    }

    /// The step the flows have on top: what the user must see.
    var flowTop: String? { topStep(of: root.screens) }

    /// The flows and the window agree: the user sees the flows' top screen, and UIKit was asked nothing it refuses.
    func expectAgreement(_ context: String = "", line: UInt = #line) {
        // A title is the step's name, then maybe its values (`room b`); an alert's is its own; a loading screen
        // (the host's own, FlowLoadingViewController) knows its async decision.
        let step =
            if visible is UIAlertController {
                visible?.title.map { "alert " + $0 }
            } else if let loading = visible as? FlowLoadingViewController {
                loading.loading?.stepName
            } else {
                visible?.title.map { String($0.prefix { $0 != " " }) }
            }
        expectEqual(step, flowTop, "on screen vs the flows' top \(context) \(screen)", line: line)
    }

    /// The state, saved and read back, as an app restores it at the next launch.
    func restoredState() -> FlowState<Wiring.Flow>? {
        guard let data = try? JSONEncoder().encode(root.state) else { return nil }
        return try? JSONDecoder().decode(FlowState<Wiring.Flow>.self, from: data)
    }
}

/// The example app (Flows/) on a device.
@MainActor
final class Device: HostDevice<AppWiring<UIViewController>> {
    let screens: ExampleScreens
    let decisions: ExampleDecisions

    /// The app launched with `launch`, or in `state` (restored, or a link's), installed in the window unless
    /// `installed` is false.
    init(
        _ launch: AppChoice.Launch = .signedIn(userId: userID),
        state: AppState? = nil,
        installed: Bool = true,
        tabItem: FlowUIKitHost.TabItemMaker? = nil
    ) {
        let screens = ExampleScreens()
        let decisions = ExampleDecisions()
        decisions.launch = launch
        self.screens = screens
        self.decisions = decisions
        super.init(
            root: makeApp(screens: screens, decisions: decisions, state: state), installed: installed,
            tabItem: tabItem)
    }

    var app: AppCoordinator<UIViewController> { root }
}

/// The example app's root coordinator, in `state` or new, not started.
@MainActor
func makeApp(screens: ExampleScreens, decisions: ExampleDecisions, state: AppState?) -> AppCoordinator<UIViewController>
{
    let wiring = AppWiring(
        screens: screens, decisions: decisions,
        auth: AuthWiring(screens: screens, onboarding: OnboardingWiring(screens: screens)),
        materials: MaterialsWiring(
            screens: screens, assessment: AssessmentWiring(screens: screens, decisions: decisions)),
        profile: ProfileWiring(screens: screens, decisions: decisions))
    return AppCoordinator(state: state ?? AppState(input: AppInput()), wiring: wiring)
}

/// The step on top of `screens`, in the selected tab of a tabs step: the screen the user must see.
@MainActor
func topStep(of screens: [FlowScreen<UIViewController>]) -> String? {
    guard let last = screens.last else { return nil }
    if let tabs = last.tabs {
        return topStep(of: tabs.tabs[tabs.selectedIndex].screens)
    }
    // An alert is no screen of the app's: it is known by its title.
    if let alert = last.alert { return "alert " + alert.title }
    return last.flowName == "Onboarding" && last.stepName == "welcome" ? "onboarding" : last.stepName
}

/// Takes a tour of an app from its launch, and at each stop checks that the screen and the flows agree, that the
/// state restored shows the same, and that back, swipe, pull-down and each of `links`, tried on a restored copy,
/// leave them in agreement (a refused gesture moving nothing). Returns the device at the end of the tour.
@MainActor
@discardableResult
func tourEveryStop<Wiring: FlowWiring>(
    _ tour: [(String, Any)],
    links: [String],
    device make: (FlowState<Wiring.Flow>?) -> HostDevice<Wiring>,
    line: UInt = #line
) -> HostDevice<Wiring> {
    let device = make(nil)
    for (index, (title, event)) in tour.enumerated() {
        device.take(title, event, line: line)
        device.expectAgreement("after tap \(index)", line: line)
        guard let state = device.restoredState() else {
            expect(false, "the state restores", line: line)
            break
        }
        expectEqual(make(state).screen, device.screen, "restored at stop \(index)", line: line)
        for gesture in ["back", "swipe", "pull"] {
            let copy = make(state)
            let before = copy.flowTop
            // A sheet whose first screen handles its system back refuses the pull-down and asks its flow.
            let asksFlow =
                gesture == "pull"
                && copy.host.driver.userDismissAsksFlow(layer: copy.host.driver.shown.layers.count - 1)
            let done: Bool
            switch gesture {
            case "back": done = copy.visibleNavigation.map { UIKitModel.User.tapBack($0) } ?? false
            case "swipe": done = copy.visibleNavigation.map { UIKitModel.User.swipeBack($0) } ?? false
            default: done = UIKitModel.User.pullDown(copy.window)
            }
            copy.settle()
            copy.expectAgreement("after \(gesture) at stop \(index)", line: line)
            if asksFlow {
                expect(!done && copy.flowTop != before, "a refused pull at stop \(index) asks the flow", line: line)
            } else if !done {
                expectEqual(copy.flowTop, before, "a refused \(gesture) at stop \(index) moves nothing", line: line)
            }
        }
        for link in links {
            let copy = make(state)
            _ = copy.root.open(URL(string: link)!)
            copy.settle()
            copy.expectAgreement("after \(link) at stop \(index)", line: line)
        }
    }
    return device
}

extension HostDevice {
    /// Takes one step of a tour (`tab`: the user selects a tab).
    func take(_ title: String, _ event: Any, line: UInt = #line) {
        if title == "tab", let index = event as? Int {
            expect(selectTab(index), "select tab \(index)", line: line)
        } else if title == "alert", let index = event as? Int {
            expect(UIKitModel.User.tapAlertButton(window, index), "tap button \(index) of the alert", line: line)
            settle()
        } else {
            tap(title, event, line: line)
        }
    }
}
