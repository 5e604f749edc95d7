// FlowHostDriver placed in the app's own navigation (FlowHostPlacement): what the system back from the flow's first
// screen does, what is left when the flow ends, and where a tab container at the bottom of the root stack goes.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct HostPlacementTests {
    let app = TestApp()

    /// A driver for `root` placed at `placement`, its first update carried out.
    func driver(_ root: any FlowNode<String>, _ placement: FlowHostPlacement) -> FlowHostDriver<String> {
        let driver = FlowHostDriver(root: root, rules: .uiKit, placement: placement)
        driver.canPresent = true
        settle(driver)
        return driver
    }

    /// Runs updates, completing each transition as the platform would; the operations, one list per update.
    @discardableResult
    func settle(_ driver: FlowHostDriver<String>) -> [[FlowHostOperation]] {
        var updates: [[FlowHostOperation]] = []
        for _ in 0..<10 {
            let operations = driver.update()
            if operations.isEmpty { break }
            updates.append(operations)
            if driver.isTransitioning {
                driver.transitionDidComplete()
            }
        }
        return updates
    }

    var home: FlowHostEntry { FlowHostEntry(FlowScreenID(path: [0])) }

    @Test func pushedTheBackFromTheFirstScreenGoesBackToTheAppsScreenAndCancelsTheFlow() {
        let shop = app.startedShop()
        var result: FlowResult<ShopOutcome>?
        shop.onFinish = { result = $0 }
        let driver = driver(shop, .pushed)
        #expect(driver.hasScreenBelow(layer: 0, stack: 0))
        driver.userPopped(layer: 0, stack: 0, remaining: 0)
        #expect(result == .cancelled(.back))
        #expect(
            settle(driver) == [[.setStack(layer: 0, stack: 0, [])]],
            "the platform popped the flow's screen already: the stack the user popped is set as it is")
        #expect(driver.isDone)
    }

    @Test func inTheWindowTheFirstScreenHasNoSystemBack() {
        let shop = app.startedShop()
        let driver = driver(shop, .window)
        #expect(!driver.hasScreenBelow(layer: 0, stack: 0))
        driver.userPopped(layer: 0, stack: 0, remaining: 0)
        #expect(shop.isRunning)
        driver.userDismissed(layer: 0)
        #expect(shop.isRunning, "the root layer is no modal")
    }

    @Test func pushedAFlowThatEndsIsPoppedModalsFirst() {
        let shop = app.startedShop()
        let driver = driver(shop, .pushed)
        app.tap("home", ShopEvent.Home.buy(itemId: 1))
        settle(driver)
        #expect(driver.shown.layers.count == 2, "checkout's cart in a sheet: \(driver.shown)")
        shop.cancel()  // the app closes the flow
        #expect(
            settle(driver) == [[.dismiss(from: 1)], [.setStack(layer: 0, stack: 0, [])]],
            "the sheet goes, then the flow's screens: the app's below are shown again")
        #expect(driver.isDone)
    }

    @Test func pushedTheBackMenuCountsTheFirstScreen() {
        let signup = app.startedShop()
        let driver = driver(signup, .pushed)
        app.tap("home", ShopEvent.Home.open(id: 1))
        settle(driver)
        #expect(!driver.backMenuPassesAGuard(layer: 0, stack: 0), "home and item 1 both allow going back")
        let guarded = [FlowHostEntry(FlowScreenID(path: [0]), allowsSystemBack: false), home, home]
        #expect(!guarded.backMenuPassesAGuard, "in the window, the first screen is never passed")
    }

    @Test func presentedPullingTheRootDownCancelsTheFlow() {
        let shop = app.startedShop()
        var result: FlowResult<ShopOutcome>?
        shop.onFinish = { result = $0 }
        let driver = driver(shop, .presented(.sheet))
        #expect(driver.shown.layers.map(\.description) == ["sheet stack~ [0]"], "a sheet the user may pull down")
        #expect(!driver.userDismissAsksFlow(layer: 0))
        driver.userDismissed(layer: 0)
        driver.departedLayersWent()
        #expect(result == .cancelled(.dismissed))
        #expect(settle(driver).isEmpty, "the platform dismissed it already")
        #expect(driver.isDone)
    }

    @Test func presentedAFlowThatFinishesIsDismissed() {
        let shop = app.startedShop()
        let driver = driver(shop, .presented(.fullScreen))
        #expect(driver.shown.layers.map(\.description) == ["fullScreen stack [0]"])
        app.tap("home", ShopEvent.Home.settings)
        settle(driver)
        app.tap("home", ShopEvent.Home.done)  // ignored: settings is on top
        #expect(shop.isRunning)
        shop.cancel()
        #expect(settle(driver) == [[.dismiss(from: 0)]], "the app's modal and the sheet over it go at once")
        #expect(driver.isDone)
    }

    @Test func outsideTheWindowTabsAtTheBottomArePresentedFullScreen() {
        for placement in [FlowHostPlacement.contained, .pushed, .presented(.sheet)] {
            let shop = app.startedShop()
            let driver = driver(shop, placement)
            app.tap("home", ShopEvent.Home.signIn(userId: 3))
            settle(driver)
            let root = placement == .presented(.sheet) ? "sheet stack~ [0]" : "push stack [0]"
            #expect(
                driver.shown.layers.map(\.description) == [root, "fullScreen tabs 1 *0 [1.0.0] [1.1.0]"],
                "\(placement): the screens below the tabs are the root layer, the tabs over them")
        }
        let shop = app.startedShop()
        let window = driver(shop, .window)
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        settle(window)
        #expect(window.shown.layers.map(\.description) == ["push tabs 1 *0 [1.0.0] [1.1.0]"])
    }

    @Test func inTheWindowAFlowThatEndsLeavesNothingOnScreen() {
        let shop = app.startedShop()
        let driver = driver(shop, .window)
        app.tap("home", ShopEvent.Home.settings)
        settle(driver)
        shop.cancel()
        #expect(settle(driver) == [[.dismiss(from: 1)], [.setStack(layer: 0, stack: 0, [])]])
        #expect(driver.isDone)
    }
}
