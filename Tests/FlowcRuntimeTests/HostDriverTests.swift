// FlowHostDriver, as the SwiftUI host runs it: after each update, layer by layer, what the host asks SwiftUI to
// show; SwiftUI before iOS 17 closes one modal layer per update, each after the previous one went. And screens made
// once per visit.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct HostDriverTests {
    let app = TestApp()

    /// Signup's root stack on `created`, which forbids going back.
    let formAndCreated = [
        FlowHostEntry(FlowScreenID(path: [0])), FlowHostEntry(FlowScreenID(path: [1]), allowsSystemBack: false),
    ]

    /// Shop with settings in a sheet and Welcome's intro full screen over it.
    func twoModals() -> ShopCoordinator<String> {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        app.tap("settings", ShopEvent.Settings.welcome)
        return shop
    }

    /// Runs updates, completing each transition as the platform would, and records what is shown after each.
    func settle(_ driver: FlowHostDriver<String>) -> [[String]] {
        var steps: [[String]] = []
        for _ in 0..<10 {
            let operations = driver.update()
            if operations.isEmpty { break }
            steps.append(driver.shown.layers.map(\.description))
            if driver.isTransitioning {
                driver.transitionDidComplete()
            }
        }
        return steps
    }

    @Test func swiftUIBeforeIOS17ClosesOneModalLayerPerUpdate() {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: true))
        driver.canPresent = true
        #expect(
            settle(driver) == [
                ["push stack [0]", "sheet stack~ [1]"],
                ["push stack [0]", "sheet stack~ [1]", "fullScreen stack [2.0]"],
            ], "presented one after the other")
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push)]))
        #expect(render(shop) == "home")
        #expect(
            settle(driver) == [["push stack [0]", "sheet stack~ [1]"], ["push stack [0]"]],
            "the cover, then the sheet, each after the other went")
    }

    @Test func uiKitClosesTheChainAtOnce() {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .uiKit)
        driver.canPresent = true
        _ = settle(driver)
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push)]))
        #expect(settle(driver) == [["push stack [0]"]])
    }

    /// The SwiftUI host reads the same decision as UIKit's: the first screen is the launch's, not announced; a sheet's
    /// stack replaced under a cover that closes shows a screen no single move of SwiftUI's brought: announced.
    @Test func theScreenToAnnounceIsDecidedForSwiftUIToo() {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: false))
        driver.canPresent = true
        _ = driver.update()
        #expect(driver.screenToAnnounce == nil, "the launch")
        driver.transitionDidComplete()
        _ = settle(driver)
        app.tap("intro", WelcomeEvent.Intro.accept)
        _ = driver.update()
        #expect(driver.screenToAnnounce == FlowScreenID(path: [3]), "the sheet's new home, revealed")
    }

    @Test func aModalReplacedInPlaceKeepsItsContainerAndTheLayerAboveGoes() {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .uiKit)
        driver.canPresent = true
        _ = settle(driver)
        app.tap("intro", WelcomeEvent.Intro.accept)
        #expect(render(shop) == "home > sheet:home", "Welcome's accept replaces the sheet's stack with home")
        #expect(
            driver.update() == [
                .setStack(layer: 1, stack: 0, [FlowHostEntry(FlowScreenID(path: [3]))]), .dismiss(from: 2),
            ])
    }

    @Test func nothingHappensWhileATransitionIsUnderWay() {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .uiKit)
        driver.canPresent = true
        #expect(driver.update() == [.setRoot(driver.shown.layers[0]), .present(driver.shown.layers[1])])
        #expect(driver.update() == [], "the sheet is still sliding up")
        driver.transitionDidComplete()
        #expect(driver.update().count == 1)
    }

    @Test func nothingIsPresentedOutsideAWindow() {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .uiKit)
        #expect(settle(driver) == [["push stack [0]"]])
        driver.canPresent = true
        #expect(settle(driver).last?.count == 3)
    }

    @Test func aScreenIsMadeOncePerVisit() throws {
        let shop = app.startedShop()
        var made = 0
        let counting = FlowHostDriver(root: shop, rules: .uiKit)
        _ = counting.update()
        let home = try #require(counting.shown.layers.first?.stacks.first?.first?.id)
        app.screens.onMake = { made += 1 }
        #expect(counting.screen(home) == "home")
        #expect(counting.screen(home) == "home")
        #expect(made == 1, "kept, not made again for each body evaluation")
        shop.send(.home(.open(id: 1)))
        _ = counting.update()
        let item = try #require(counting.shown.layers.first?.stacks.first?.last?.id)
        #expect(counting.screen(item) == "item 1")
        shop.send(.item(.back))
        _ = counting.update()
        shop.send(.home(.open(id: 1)))
        _ = counting.update()
        let again = try #require(counting.shown.layers.first?.stacks.first?.last?.id)
        #expect(again != item)
        #expect(counting.screen(again) == "item 1")
        #expect(made == 3, "a new visit makes a new screen")
    }

    @Test func whatTheUserDidIsReportedToTheFlowThatShowsIt() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: true))
        driver.canPresent = true
        _ = settle(driver)
        driver.userSelectedTab(layer: 0, index: 1)
        #expect(shop.screens.last?.tabs?.selectedIndex == 1)
        driver.userSelectedTab(layer: 0, index: 0)
        app.tap("list", FeedEvent.List.open(id: 4))
        _ = settle(driver)
        #expect(driver.shown.layers.map(\.description) == ["push tabs 1 *0 [1.0.0 1.0.1] [1.1.0]"])
        driver.userPopped(layer: 0, stack: 0, remaining: 1)
        #expect(render(shop) == "home > tabs[0](list | profile 3)", "the Feed tab popped its post")
        app.tap("list", FeedEvent.List.buy(itemId: 2))
        _ = settle(driver)
        driver.userDismissed(layer: 1)
        #expect(render(shop) == "home > tabs[0](list | profile 3)", "the tab's sheet pulled down")
        #expect(settle(driver) == [], "what the user did is what is shown")
    }

    @Test func aPopTheFlowForbidsIsPutBack() {
        let signup = startedSignup()
        signup.send(.form(.create))
        let driver = FlowHostDriver(root: signup, rules: .swiftUI(stagesModalLayers: true))
        _ = settle(driver)
        driver.userPopped(layer: 0, stack: 0, remaining: 1)
        #expect(driver.shown.layers.map(\.description) == ["push stack [0]"], "SwiftUI popped")
        #expect(
            driver.update() == [
                .setStack(layer: 0, stack: 0, formAndCreated)
            ], "the host pushes it back")
    }

    @Test func aStackTheUserPoppedIsSetAgainSoItsNewTopRuleApplies() {
        let signup = startedSignup()
        signup.send(.form(.create))
        signup.send(.created(.details))
        let driver = FlowHostDriver(root: signup, rules: .uiKit)
        _ = settle(driver)
        #expect(driver.shown.layers.map(\.description) == ["push stack [0 1! 2]"])
        driver.userPopped(layer: 0, stack: 0, remaining: 2)
        #expect(layout(signup.state) == ["0 form", "1 created"])
        #expect(
            driver.update() == [
                .setStack(layer: 0, stack: 0, formAndCreated)
            ], "the host sets the stack again: created forbids the back swipe")
        #expect(driver.update() == [], "once")
    }

    @Test func theLayersADismissalRemovesAreKeptWithTheirScreensUntilTheyAreGone() throws {
        let shop = twoModals()
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: true))
        driver.canPresent = true
        _ = settle(driver)
        let cover = try #require(driver.shown.layers.last)
        let intro = try #require(cover.stacks.first?.first?.id)
        let introScreen = driver.screen(intro)
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push)]))
        #expect(driver.update() == [.dismiss(from: 2)])
        #expect(driver.departing == [cover], "the cover, as it slides away")
        #expect(driver.screen(intro) == introScreen, "with its screen")
        driver.transitionDidComplete()
        #expect(driver.departing.isEmpty)
        #expect(driver.update() == [.dismiss(from: 1)])
        #expect(driver.screen(intro) == nil, "gone once the cover went")
    }

    @Test func aLayerTheUserPulledDownIsKeptUntilItWent() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        let driver = FlowHostDriver(root: shop, rules: .swiftUI(stagesModalLayers: true))
        driver.canPresent = true
        _ = settle(driver)
        let sheet = try #require(driver.shown.layers.last)
        driver.userDismissed(layer: 1)
        #expect(driver.departing == [sheet])
        #expect(driver.update() == [])
        driver.departedLayersWent()
        #expect(driver.departing.isEmpty)
    }
}
