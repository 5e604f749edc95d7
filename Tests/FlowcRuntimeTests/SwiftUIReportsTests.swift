// What SwiftUI reports of each modal style, and which report ends the SwiftUI host's transition
// (FlowSwiftUIReports.swift); the announcement the host takes once a transition ended; and the driver's back menu and
// serialisation rules, which hold under SwiftUI's rules as under UIKit's.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct SwiftUIReportsTests {
    let app = TestApp()

    /// Runs updates, ending each transition with the report SwiftUI makes for it.
    func settle(_ driver: FlowHostDriver<String>) {
        for _ in 0..<10 {
            guard !driver.update().isEmpty else { return }
            driver.swiftUIReported(.updated)
            if let end = driver.swiftUITransitionEnd {
                driver.swiftUIReported(end)
            }
        }
    }

    @Test func eachStyleEndsWithWhatSwiftUIReportsOfIt() {
        #expect(FlowPresentation.popover.swiftUIEndOfDismissal(layer: 2) == .disappeared(layer: 2), "no onDismiss")
        for style in [FlowPresentation.sheet, .formSheet, .pageSheet, .fullScreen, .overFullScreen] {
            #expect(style.swiftUIEndOfDismissal(layer: 1) == .dismissed, "\(style): onDismiss")
            #expect(style.swiftUIEndOfPresentation(layer: 1) == .appeared(layer: 1), "\(style): onAppear")
        }
        for style in [FlowPresentation.alert, .dialog] {
            #expect(style.swiftUIEndOfDismissal(layer: 1) == .updated, "\(style): no content of the host's")
            #expect(style.swiftUIEndOfPresentation(layer: 1) == .updated)
        }
    }

    @Test func aSheetTheFlowDismissesEndsAtItsOnDismissNotBefore() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: true))
        driver.canPresent = true
        _ = driver.update()
        #expect(driver.swiftUITransitionEnd == .appeared(layer: 1))
        driver.swiftUIReported(.appeared(layer: 0))
        #expect(driver.isTransitioning, "the layer below appearing is not the sheet")
        driver.swiftUIReported(.appeared(layer: 1))
        #expect(!driver.isTransitioning)
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push)]))
        #expect(driver.update() == [.dismiss(from: 1)])
        driver.swiftUIReported(.disappeared(layer: 1))
        #expect(driver.isTransitioning && driver.departing.count == 1, "its content still drawn until onDismiss")
        driver.swiftUIReported(.dismissed)
        #expect(!driver.isTransitioning && driver.departing.isEmpty)
    }

    @Test func aLayerTheUserDismissedIsLetGoWhenSwiftUISaysItWent() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: false))
        driver.canPresent = true
        settle(driver)
        driver.userDismissed(layer: 1)
        driver.swiftUIReported(.disappeared(layer: 0))
        #expect(driver.departing.count == 1, "the root's content is no layer that went")
        driver.swiftUIReported(.disappeared(layer: 1))
        #expect(driver.departing.isEmpty, "a popover's way: its content went")
    }

    /// A link that replaces the sheet's stack and closes the cover over it: announced once the cover went, once.
    @Test func theScreenToAnnounceIsTakenOnceTheTransitionEnded() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        app.tap("settings", ShopEvent.Settings.welcome)
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: false))
        driver.canPresent = true
        settle(driver)
        #expect(driver.takeScreenToAnnounce() == nil, "the launch")
        app.tap("intro", WelcomeEvent.Intro.accept)
        _ = driver.update()
        #expect(driver.isTransitioning)
        #expect(driver.takeScreenToAnnounce() == nil, "not while the cover goes")
        #expect(driver.update() == [], "nothing else while it goes")
        driver.swiftUIReported(.dismissed)
        #expect(driver.takeScreenToAnnounce() == FlowScreenID(path: [3]), "the sheet's new home")
        #expect(driver.takeScreenToAnnounce() == nil, "once")
    }

    /// The back menu rule is the stack's, whatever the platform: SwiftUI's host cannot take the menu off its back
    /// button, so a pop past a guarded screen is put back by the flow and the driver, as UIKit's would be.
    @Test func theBackMenuRuleAndItsPutBackHoldUnderSwiftUIsRules() {
        let signup = startedSignup()
        signup.send(.form(.create))
        signup.send(.created(.details))
        let driver = FlowHostDriver(root: signup, rules: .swiftUI(stagesModalLayers: false))
        settle(driver)
        #expect(driver.shown.layers.map(\.description) == ["push stack [0 1! 2]"])
        #expect(driver.backMenuPassesAGuard(layer: 0, stack: 0), "created forbids going back")
        driver.userPopped(layer: 0, stack: 0, remaining: 1)
        settle(driver)
        #expect(layout(signup.state).first == "0 form")
        #expect(
            driver.shown == FlowHostLayout(root: signup, placement: .window).tree,
            "what the flows kept is shown again: no pop passes created")
        #expect(driver.shown.layers[0].stacks[0].count >= 2, "created is still shown")
    }

    /// Under SwiftUI's rules too, nothing (a push neither) is carried out while a presentation is under way.
    @Test func aPushWaitsForThePresentationUnderWayUnderSwiftUIsRules() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: false))
        driver.canPresent = true
        _ = driver.update()
        #expect(driver.isTransitioning)
        app.tap("settings", ShopEvent.Settings.welcome)
        #expect(driver.update() == [], "the sheet is still sliding up")
        driver.swiftUIReported(.appeared(layer: 1))
        #expect(driver.update().count == 1, "then the cover")
    }
}

/// Both hosts' tab images: the app's asset of the tab's image name, else the SF Symbol of that name.
struct TabImageTests {
    @Test func aTabsImageIsTheAppsAssetElseTheSymbol() {
        let item = FlowTabItem(title: "tab.calls", image: "phone")
        #expect(item.tabImage(assetExists: { $0 == "phone" }) == .asset("phone"))
        #expect(item.tabImage(assetExists: { _ in false }) == .systemSymbol("phone"))
        #expect(FlowTabItem(title: "tab.calls").tabImage(assetExists: { _ in true }) == nil)
    }
}
