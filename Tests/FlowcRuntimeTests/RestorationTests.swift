// State restoration: a FlowState with child states survives JSON, and a coordinator created from it shows the
// same screens and restarts the child coordinators; show(_:) numbers a new state's steps after the old ones.

import Foundation
import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct RestorationTests {
    let app = TestApp()

    /// Shop signed in, on the Feed tab buying item 2 (Checkout inside the tab, on its address screen), with the
    /// Account tab selected.
    func runningShop() throws -> ShopCoordinator<String> {
        let shop = app.startedShop(input: ShopInput(userId: 3))
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        app.tap("list", FeedEvent.List.buy(itemId: 2))
        app.tap("cart 2", CheckoutEvent.Cart.next)
        try #require(shop.screens.last?.tabs).select(1)
        return shop
    }

    func roundTrip(_ state: ShopState) throws -> ShopState {
        try JSONDecoder().decode(ShopState.self, from: JSONEncoder().encode(state))
    }

    @Test func aStateSurvivesJSON() throws {
        let state = try runningShop().state
        #expect(try roundTrip(state) == state)
        let modal = ShopState(
            input: ShopInput(),
            path: [
                (.home, .push), (.settings, .sheet), (.item(id: 1, ref: "mail"), .push),
                (.checkout(CheckoutState(input: CheckoutInput(itemId: 2))), .sheet),
            ]
        )
        // Each step in a style Shop shows it with: a restored step is shown as the flow shows it
        // (DegradingRestorationTests).
        #expect(try roundTrip(modal) == modal)
        let unknown = ShopState(input: ShopInput(), path: [(.home, .push), (.item(id: 2, ref: nil), .fullScreen)])
        #expect(try roundTrip(unknown).steps.map(\.style) == [.push, .push], "Shop only ever pushes an item")
    }

    @Test func aRestoredCoordinatorShowsTheSameScreensAndRestartsItsChildren() throws {
        let shop = try runningShop()
        let saved = try roundTrip(shop.state)
        let relaunched = TestApp()
        let restored = relaunched.shop(saved)
        restored.start()
        #expect(render(restored) == "home > tabs[1](list > sheet:cart 2 > address | profile 3)")
        #expect(render(restored) == render(shop))
        #expect(restored.screens.map(\.id) == shop.screens.map(\.id))
        #expect(restored.state == shop.state)
        let feed = try #require(child(of: restored, FeedCoordinator<String>.self))
        let checkout = try #require(child(of: feed, CheckoutCoordinator<String>.self))
        #expect(feed.isRunning && checkout.isRunning)
        #expect(feed !== shop.children.first, "new coordinators")
        relaunched.tap("address", CheckoutEvent.Address.pay(orderId: 1))
        #expect(render(restored) == "home > tabs[1](list | profile 3)", "the restored children run")
        #expect(render(shop) == "home > tabs[1](list > sheet:cart 2 > address | profile 3)", "the old ones are apart")
    }

    @Test func startingARestoredTreeIsOneChange() throws {
        let restored = TestApp().shop(try runningShop().state)
        var changes = 0
        restored.observe { if case .state = $0 { changes += 1 } }
        restored.start()
        #expect(changes == 1, "the children starting inside are part of it")
    }

    @Test func aRestoredStateDoesNotEnterTheStartAgain() throws {
        let welcome = app.welcome()
        welcome.start()
        app.tap("intro", WelcomeEvent.Intro.terms)
        let saved = welcome.state
        let relaunched = TestApp()
        relaunched.decisions.answer = .skip
        let restored = relaunched.welcome(saved)
        restored.start()
        #expect(render(restored) == "fullScreen:intro > terms")
        #expect(relaunched.decisions.asked == 0)
        #expect(restored.isRunning)
    }

    @Test func aRestoredFlowGoesOnNumberingItsSteps() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 1))
        let restored = app.shop(try roundTrip(shop.state))
        restored.start()
        restored.send(.item(.back))
        restored.send(.home(.open(id: 2)))
        #expect(layout(restored.state) == ["0 home", "2 item"])
    }

    @Test func showKeepsTheStepsBothStatesShareAndNumbersTheNewOnesAfterTheOldOnes() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 7))
        #expect(render(shop) == "home > item 7")
        let oldItem = try #require(app.screens.sender("item 7", ShopEvent.Item.self))
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push), (.item(id: 1, ref: nil), .push)]))
        #expect(layout(shop.state) == ["0 home", "2 item"], "home stays, the other item is a new step")
        #expect(shop.state.nextStepID == 3)
        #expect(render(shop) == "home > item 1")
        oldItem(.back)
        #expect(render(shop) == "home > item 1", "the old item's screen is not the new one")
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push)]))
        #expect(layout(shop.state) == ["0 home"])
        app.tap("home", ShopEvent.Home.open(id: 1))
        #expect(render(shop) == "home > item 1", "home's screen of the same visit still counts")
    }

    @Test func showDoesNothingToAFlowThatDoesNotRun() {
        let shop = app.shop()
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push), (.settings, .sheet)]))
        #expect(shop.state.steps.isEmpty)
        shop.start()
        app.tap("home", ShopEvent.Home.done)
        shop.show(ShopState(input: ShopInput(), path: [(.home, .push)]))
        #expect(shop.screens.isEmpty)
    }
}
