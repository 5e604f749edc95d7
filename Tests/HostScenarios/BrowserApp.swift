// A browser after Firefox's (Tests/HostScenarios/Flows): the web view at the root, the tab tray presented full
// screen with two tab panels (a tab container that is itself a modal) and an options sheet over one panel, and
// settings in a sheet with screens pushed in it; links open a page, or a settings screen, from anywhere.

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
final class BrowserScreens_: BrowserScreens, BrowserSettingsScreens, NormalTabsScreens, PrivateTabsScreens {
    typealias Screen = UIViewController

    func web(url: String?, send: FlowSender<BrowserEvent.Web>) -> UIViewController {
        ScreenController("web \(url ?? "home")", send)
    }
    func list(send: FlowSender<BrowserSettingsEvent.List>) -> UIViewController { ScreenController("list", send) }
    func engines(send: FlowSender<BrowserEvent.Engines>) -> UIViewController { ScreenController("engines", send) }
    func share(send: FlowSender<BrowserEvent.Share>) -> UIViewController { ScreenController("share", send) }
    func searchEngine(send: FlowSender<BrowserSettingsEvent.SearchEngine>) -> UIViewController {
        ScreenController("searchEngine", send)
    }
    func about(send: FlowSender<BrowserSettingsEvent.About>) -> UIViewController { ScreenController("about", send) }
    func grid(send: FlowSender<NormalTabsEvent.Grid>) -> UIViewController { ScreenController("grid", send) }
    func options(send: FlowSender<NormalTabsEvent.Options>) -> UIViewController { ScreenController("options", send) }
    func grid(send: FlowSender<PrivateTabsEvent.Grid>) -> UIViewController { ScreenController("grid", send) }
}

/// The browser's root coordinator, new or in `state`, not started.
@MainActor
func browserApp(_ state: BrowserState? = nil) -> BrowserCoordinator<UIViewController> {
    let screens = BrowserScreens_()
    let wiring = BrowserWiring(
        screens: screens,
        tabTray: TabTrayWiring(
            normalTabs: NormalTabsWiring(screens: screens), privateTabs: PrivateTabsWiring(screens: screens)),
        browserSettings: BrowserSettingsWiring(screens: screens))
    return BrowserCoordinator(state: state ?? BrowserState(input: BrowserInput()), wiring: wiring)
}

/// The browser on a device, new or in `state`.
@MainActor
func browserDevice(_ state: BrowserState? = nil) -> HostDevice<BrowserWiring<UIViewController>> {
    HostDevice(root: browserApp(state))
}

/// A tour of the browser (`tab`: the user selects a panel of the tray).
@MainActor
let browserTour: [(String, Any)] = [
    ("web home", BrowserEvent.Web.showTabs),
    ("grid", NormalTabsEvent.Grid.options),
    ("options", NormalTabsEvent.Options.cancel),
    ("tab", 1),
    ("grid", PrivateTabsEvent.Grid.done),
    ("web home", BrowserEvent.Web.showTabs),
    ("grid", NormalTabsEvent.Grid.open(url: "a.org")),
    ("web a.org", BrowserEvent.Web.settings),
    ("list", BrowserSettingsEvent.List.searchEngine),
    ("searchEngine", BrowserSettingsEvent.SearchEngine.picked),
    ("list", BrowserSettingsEvent.List.about),
    ("about", BrowserSettingsEvent.About.back),
    ("list", BrowserSettingsEvent.List.close),
    ("web a.org", BrowserEvent.Web.showTabs),
    ("grid", NormalTabsEvent.Grid.options),
    ("options", NormalTabsEvent.Options.closeAll),
    ("grid", NormalTabsEvent.Grid.done),
]

let browserLinks = ["browser://open?url=b.org", "browser://settings/search", "browser://nowhere"]

@MainActor
func runBrowserScenarios() {
    scenario("browser: the search engines are a popover from the address bar on an iPad, a sheet on a phone") {
        UIKitModel.horizontalSizeClass = .compact
        let phone = browserDevice()
        phone.tap("web home", BrowserEvent.Web.engines)
        expectEqual(phone.screen, ["root [web home]", "sheet [engines]"], "'compact: sheet'")
        phone.expectAgreement()
        expect(UIKitModel.User.pullDown(phone.window), "a sheet is pulled down")
        phone.settle()
        expectEqual(phone.screen, ["root [web home]"])
        phone.expectAgreement()

        UIKitModel.horizontalSizeClass = .regular
        defer { UIKitModel.horizontalSizeClass = .compact }
        let pad = browserDevice()
        let addressBar = UIView()
        var asked: [String] = []
        pad.host.popoverAnchor = { name, _ in
            asked.append(name)
            return addressBar
        }
        pad.tap("web home", BrowserEvent.Web.engines)
        expectEqual(pad.screen, ["root [web home]", "popover [engines]"])
        expectEqual(asked, ["addressBar"], "the app gives the view the flow names")
        expect(
            pad.window.presentedChain.last?.popoverPresentationController?.sourceView === addressBar,
            "the popover points at the address bar")
        pad.tap("engines", BrowserEvent.Engines.picked)
        expectEqual(pad.screen, ["root [web home]"])
        pad.expectAgreement()
    }

    scenario("browser: sharing is a sheet that stops at half height, then full height") {
        let device = browserDevice()
        device.tap("web home", BrowserEvent.Web.share)
        expectEqual(device.screen, ["root [web home]", "sheet [share]"])
        expectEqual(
            device.window.presentedChain.last?.sheetPresentationController?.detents, [.medium(), .large()])
        device.tap("share", BrowserEvent.Share.done)
        expectEqual(device.screen, ["root [web home]"])
    }

    scenario("browser: the tab tray is a tab container presented full screen, a panel's sheet over it") {
        let device = browserDevice()
        device.tap("web home", BrowserEvent.Web.showTabs)
        device.tap("grid", NormalTabsEvent.Grid.options)
        expectEqual(
            device.screen,
            [
                "root [web home]", "fullScreen locked tabs(*tab.normal: [grid] | tab.private: [grid])",
                "sheet [options]",
            ])
        expect(!(device.window.rootViewController is UITabBarController), "the tray is not the root")
        device.expectAgreement()
    }

    scenario("browser: a link to a page while the tray and a sheet over it are up closes both") {
        let device = browserDevice()
        device.tap("web home", BrowserEvent.Web.showTabs)
        device.tap("grid", NormalTabsEvent.Grid.options)
        expect(device.root.open(URL(string: "browser://open?url=b.org")!), "the link opens")
        device.settle()
        expectEqual(device.screen, ["root [web b.org]"])
        device.expectAgreement()
    }

    scenario("browser: a link into settings from the tray opens the settings sheet once the tray is gone") {
        let device = browserDevice()
        device.tap("web home", BrowserEvent.Web.showTabs)
        expect(device.root.open(URL(string: "browser://settings/search")!), "the link opens")
        device.settle()
        expectEqual(device.screen, ["root [web home]", "sheet [list > searchEngine]"])
        device.expectAgreement()
    }

    scenario("browser: the tour, restored, with system back, pull-down and every link at each stop") {
        let device = tourEveryStop(browserTour, links: browserLinks, device: browserDevice)
        expectEqual(device.screen, ["root [web a.org]"])
    }
}
