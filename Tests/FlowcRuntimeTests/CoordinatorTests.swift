// FlowCoordinator on its own flow: start, events through the screens' senders, how the flow ends, observers.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct CoordinatorTests {
    let app = TestApp()

    @Test func startEntersTheStartStep() {
        let shop = app.shop()
        #expect(!shop.isRunning)
        #expect(shop.screens.isEmpty)
        shop.start()
        #expect(shop.isRunning)
        #expect(shop.result == nil)
        #expect(render(shop) == "home")
        #expect(shop.state.routes == [.home])
    }

    @Test func startingTwiceChangesNothing() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 7))
        shop.start()
        #expect(render(shop) == "home > item 7")
    }

    @Test func aScreensSenderReachesTheStepOnTop() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 7))
        #expect(render(shop) == "home > item 7")
        app.tap("item 7", ShopEvent.Item.related(id: 8))
        #expect(render(shop) == "home > item 7 > item 8")
    }

    @Test func eventsOfAStepNoLongerOnTopAreIgnored() throws {
        let shop = app.startedShop()
        let home = try #require(shop.state.top)
        app.tap("home", ShopEvent.Home.open(id: 7))
        app.tap("home", ShopEvent.Home.settings)
        shop.send(.home(.settings), from: home.id)
        shop.send(.home(.settings))
        #expect(render(shop) == "home > item 7")
        app.tap("item 7", ShopEvent.Item.back)
        shop.send(.home(.settings), from: home.id)
        #expect(render(shop) == "home > sheet:settings", "the step is on top again")
    }

    @Test func sendGoesToTheStepOnTop() {
        let shop = app.startedShop()
        shop.send(.home(.open(id: 3)))
        shop.send(.item(.related(id: 4)))
        #expect(shop.state.routes == [.home, .item(id: 3, ref: nil), .item(id: 4, ref: nil)])
    }

    @Test func finishSetsTheResultAndCallsOnFinishOnce() {
        let shop = app.startedShop()
        var results: [FlowResult<ShopOutcome>] = []
        shop.onFinish = { results.append($0) }
        app.tap("home", ShopEvent.Home.done)
        #expect(results == [.outcome(.done)])
        #expect(shop.result == .outcome(.done))
        #expect(!shop.isRunning)
        #expect(shop.screens.isEmpty)
        shop.cancel()
        shop.send(.home(.back))
        shop.handle(.popped(stack: 0, remaining: 1))
        #expect(results == [.outcome(.done)])
        #expect(shop.result == .outcome(.done))
    }

    @Test func backFromTheFirstScreenEndsTheFlowWithBack() {
        let shop = app.startedShop()
        var results: [FlowResult<ShopOutcome>] = []
        shop.onFinish = { results.append($0) }
        app.tap("home", ShopEvent.Home.back)
        #expect(results == [.cancelled(.back)])
    }

    @Test func cancelEndsTheFlowWithRemovedAndItsChildrenWithParentEnded() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        app.tap("list", FeedEvent.List.buy(itemId: 2))
        let feed = try #require(child(of: shop, FeedCoordinator<String>.self))
        let account = try #require(child(of: shop, AccountCoordinator<String>.self, at: 1))
        let checkout = try #require(child(of: feed, CheckoutCoordinator<String>.self))
        var results: [FlowResult<ShopOutcome>] = []
        shop.onFinish = { results.append($0) }
        shop.cancel()
        #expect(results == [.cancelled(.removed)])
        #expect(feed.result == .cancelled(.parentEnded))
        #expect(account.result == .cancelled(.parentEnded))
        #expect(checkout.result == .cancelled(.parentEnded), "grandchildren end too")
        #expect(shop.children.isEmpty)
        shop.cancel()
        #expect(results.count == 1)
    }

    @Test func cancelBeforeStartEndsTheFlow() {
        let shop = app.shop()
        shop.cancel()
        shop.start()
        #expect(shop.result == .cancelled(.removed))
        #expect(!shop.isRunning)
        #expect(shop.screens.isEmpty)
    }

    @Test func observersHearOfEachChangeOnce() {
        let shop = app.shop()
        var changes = 0
        shop.observe { if case .state = $0 { changes += 1 } }
        shop.start()
        #expect(changes == 1)
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        #expect(changes == 2, "the step and its child starting are one change")
        app.tap("cart 5", CheckoutEvent.Cart.next)
        #expect(changes == 3, "a child's change is a change of its parent")
        app.tap("address", CheckoutEvent.Address.pay(orderId: 8))
        #expect(changes == 4, "the child ending and the parent's handler are one change")
        #expect(render(shop) == "home > item 8 (receipt)")
        app.tap("address", CheckoutEvent.Address.pay(orderId: 9))
        shop.send(.home(.settings))
        shop.handle(.popped(stack: 0, remaining: 2))
        #expect(changes == 4, "ignored events change nothing")
    }

    @Test func observeStateGetsTheStateWithTheChildrensStates() throws {
        let shop = app.startedShop()
        var states: [ShopState] = []
        shop.observe { if case .state(let state) = $0 { states.append(state) } }
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        app.tap("cart 5", CheckoutEvent.Cart.next)
        #expect(states.count == 2)
        guard case .checkout(let checkout)? = states.last?.top?.route else {
            Issue.record("checkout on top")
            return
        }
        #expect(checkout.routes == [.cart(itemId: 5), .address])
        #expect(states.last == shop.state)
    }

    @Test func observersCalledFromAnObserverWaitForTheChangeToEnd() {
        let shop = app.startedShop()
        var seen: [[ShopRoute]] = []
        shop.observe { [unowned shop] change in
            guard case .state = change else { return }
            seen.append(shop.state.routes)
            if shop.state.routes.count == 2 {
                shop.send(.item(.back))
            }
        }
        shop.send(.home(.open(id: 1)))
        #expect(seen == [[.home, .item(id: 1, ref: nil)], [.home]])
    }
}
