// Child coordinators of subflow steps: started with their step, their screens in its place, ended when it goes,
// their outcomes handled by the parent, leaving by back or dismiss.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct ChildFlowTests {
    let app = TestApp()

    @Test func aSubflowStepStartsItsChildWhoseScreensTakeItsPlace() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        #expect(render(shop) == "home > sheet:cart 5", "the step's modal style goes to the child's first screen")
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        #expect(checkout.isRunning)
        #expect(checkout.flowName == "Checkout")
        #expect(shop.screens.map(\.id.description) == ["0", "1.0"])
        #expect(shop.screens.map(\.flowName) == ["Shop", "Checkout"])
        #expect(
            checkout.screens.map(\.style) == [.sheet], "the child reports its first screen in its sheet, as its parent")
    }

    @Test func aChildsOutcomeReachesTheParentsHandler() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        weak let checkout = child(of: shop, CheckoutCoordinator<String>.self)
        #expect(checkout != nil)
        app.tap("cart 5", CheckoutEvent.Cart.pay(orderId: 42))
        #expect(render(shop) == "home > item 42 (receipt)")
        #expect(shop.children.isEmpty)
        #expect(checkout == nil, "released with its step")
    }

    @Test func aChildsResultIsItsOutcome() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        app.tap("cart 5", CheckoutEvent.Cart.pay(orderId: 42))
        #expect(checkout.result == .outcome(.paid(orderId: 42)))
    }

    @Test func aChildsOutcomeHandledByFinishEndsTheParent() {
        let shop = app.startedShop()
        var results: [FlowResult<ShopOutcome>] = []
        shop.onFinish = { results.append($0) }
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        app.tap("cart 5", CheckoutEvent.Cart.quit)
        #expect(results == [.outcome(.done)])
    }

    @Test func aChildsOutcomeHandledByReplaceReplacesTheStackThatHeldTheStep() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 3))
        app.tap("item 3", ShopEvent.Item.buy)
        app.tap("cart 3", CheckoutEvent.Cart.restart)
        #expect(render(shop) == "home")
        #expect(layout(shop.state) == ["3 home"])
    }

    @Test func aChildLeavingByBackRemovesItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 3))
        app.tap("item 3", ShopEvent.Item.buy)
        #expect(render(shop) == "home > item 3 > cart 3")
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        app.tap("cart 3", CheckoutEvent.Cart.back)
        #expect(checkout.result == .cancelled(.back))
        #expect(render(shop) == "home > item 3")
        #expect(shop.isRunning)
    }

    @Test func aChildLeavingByDismissClosesTheModalHoldingItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        app.tap("settings", ShopEvent.Settings.open(id: 4))
        app.tap("item 4", ShopEvent.Item.buy)
        #expect(render(shop) == "home > sheet:settings > item 4 > cart 4")
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        app.tap("cart 4", CheckoutEvent.Cart.close)
        #expect(checkout.result == .cancelled(.dismissed))
        #expect(render(shop) == "home")
    }

    @Test func aChildClosingTheModalItsFirstStepOpenedLeavesOnlyItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        app.tap("settings", ShopEvent.Settings.welcome)
        #expect(render(shop) == "home > sheet:settings > fullScreen:intro")
        let welcome = try #require(child(of: shop, WelcomeCoordinator<String>.self))
        app.tap("intro", WelcomeEvent.Intro.close)
        #expect(welcome.result == .cancelled(.dismissed))
        #expect(render(shop) == "home > sheet:settings", "the settings sheet below stays")
    }

    @Test func aChildInItsOwnModalShownAsAModalStepIsOneModal() throws {
        let shop = app.startedShop()
        shop.show(
            ShopState(
                input: ShopInput(), path: [(.home, .push), (.welcome(WelcomeState(input: WelcomeInput())), .sheet)]))
        #expect(render(shop) == "home > sheet:intro", "the step's style, not a second modal")
        #expect(FlowLayout(screens: shop.screens).stacks.map(\.screens.count) == [1, 1])
        let welcome = try #require(child(of: shop, WelcomeCoordinator<String>.self))
        app.tap("intro", WelcomeEvent.Intro.close)
        #expect(welcome.result == .cancelled(.dismissed))
        #expect(render(shop) == "home")
    }

    @Test func anAppCancellingAChildRemovesItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 3))
        app.tap("item 3", ShopEvent.Item.buy)
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        checkout.cancel()
        #expect(checkout.result == .cancelled(.removed))
        #expect(render(shop) == "home > item 3")
        #expect(shop.isRunning)
    }

    @Test func aChildThatFinishesAsItStartsIsHandledAtOnce() {
        app.decisions.answer = .skip
        let shop = app.startedShop()
        var changes = 0
        shop.observe { if case .state = $0 { changes += 1 } }
        app.tap("home", ShopEvent.Home.welcome)
        #expect(app.decisions.asked == 1)
        #expect(render(shop) == "home")
        #expect(shop.children.isEmpty)
        #expect(changes == 1)
    }

    @Test func childrenOfStepsThatGoEndWithRemoved() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push), (.settings, .sheet)]))
        #expect(checkout.result == .cancelled(.removed))
        #expect(shop.children.isEmpty)
        #expect(render(shop) == "home > sheet:settings")
    }

    @Test func aChildsChangesShowInTheParentsState() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        app.tap("cart 5", CheckoutEvent.Cart.next)
        #expect(render(shop) == "home > sheet:cart 5 > address")
        guard case .checkout(let checkout)? = shop.state.top?.route else {
            Issue.record("checkout on top")
            return
        }
        #expect(checkout.routes == [.cart(itemId: 5), .address])
    }

    @Test func theParentIgnoresEventsWhileAChildIsOnTop() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        shop.send(.home(.settings))
        app.tap("home", ShopEvent.Home.open(id: 1))
        #expect(render(shop) == "home > sheet:cart 5")
        #expect(shop.isRunning)
    }
}
