// FlowScreen and FlowScreenID: what a host gets for each screen.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct FlowScreenTests {
    let app = TestApp()

    @Test func makeReturnsTheWiringsScreen() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 4))
        let screens = shop.screens
        #expect(screens.map { $0.make() } == ["home", "item 4"])
        #expect(screens.map(\.stepName) == ["home", "item"])
        #expect(screens.map(\.flowName) == ["Shop", "Shop"])
    }

    @Test func aChildsScreenIsMadeByTheChildsWiring() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 6))
        let cart = try #require(shop.screens.last)
        #expect(cart.make() == "cart 6")
        #expect(cart.flowName == "Checkout")
        #expect(cart.stepName == "cart")
        #expect(cart.tabs == nil)
    }

    @Test func aTabContainerHasNoScreenOfItsOwn() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 1))
        let container = try #require(shop.screens.last)
        #expect(container.tabs != nil)
        #expect(container.make() == nil)
    }

    @Test func aScreenItsFlowNoLongerShowsIsNotMade() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 4))
        let item = try #require(shop.screens.last)
        shop.send(.item(.back))
        #expect(item.make() == nil)
    }

    @Test func anIDReadsAsItsPath() {
        #expect(FlowScreenID(path: [1, 0, 2]).description == "1.0.2")
        #expect(FlowScreenID(path: [0]).description == "0")
    }
}
