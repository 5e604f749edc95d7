// Navigation the system does by itself (pops, pulled-down sheets), as a host reports it: FlowLayout's stacks and
// remainingScreenCount, and FlowCoordinator.handle down into child flows.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct SystemNavigationTests {
    let app = TestApp()

    /// Shop showing `home > item 1 > sheet:settings > item 2`.
    func shopWithASheet() -> ShopCoordinator<String> {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 1))
        shop.show(
            ShopState(
                input: ShopInput(),
                path: [
                    (.home, .push), (.item(id: 1, ref: nil), .push), (.settings, .sheet),
                    (.item(id: 2, ref: nil), .push),
                ]
            )
        )
        return shop
    }

    @Test func aLayoutSplitsTheScreensAtEachModal() {
        let shop = shopWithASheet()
        app.tap("item 2", ShopEvent.Item.buy)
        let stacks = FlowLayout(screens: shop.screens).stacks
        #expect(stacks.map(\.style) == [.push, .sheet])
        #expect(stacks.map { render($0.screens) } == ["home > item 1", "sheet:settings > item 2 > cart 2"])
    }

    @Test func aFlowInItsOwnModalHasAnEmptyRootStack() throws {
        let welcome = app.welcome()
        welcome.start()
        let stacks = FlowLayout(screens: welcome.screens).stacks
        #expect(stacks.map(\.style) == [.push, .fullScreen])
        #expect(stacks.map(\.screens.count) == [0, 1])
    }

    @Test func remainingScreenCountAfterAPop() {
        let layout = FlowLayout(screens: shopWithASheet().screens)
        #expect(layout.remainingScreenCount(after: .popped(stack: 0, remaining: 1)) == 1)
        #expect(layout.remainingScreenCount(after: .popped(stack: 1, remaining: 1)) == 3)
        #expect(layout.remainingScreenCount(after: .popped(stack: 1, remaining: 2)) == nil, "nothing popped")
        #expect(
            layout.remainingScreenCount(after: .popped(stack: 0, remaining: 2)) == nil, "nothing popped below the sheet"
        )
        #expect(layout.remainingScreenCount(after: .popped(stack: 0, remaining: 3)) == nil, "more than the stack holds")
        #expect(
            layout.remainingScreenCount(after: .popped(stack: 1, remaining: 0)) == nil, "a modal keeps its first screen"
        )
        // Only a host that pushed the flow over screens of the app's pops its first screen (FlowHostPlacement.pushed).
        #expect(layout.remainingScreenCount(after: .popped(stack: 0, remaining: 0)) == 0, "back to the app's screen")
        #expect(layout.remainingScreenCount(after: .popped(stack: 2, remaining: 1)) == nil, "no such stack")
    }

    @Test func remainingScreenCountAfterADismissal() {
        let layout = FlowLayout(screens: shopWithASheet().screens)
        #expect(layout.remainingScreenCount(after: .dismissed(stack: 1)) == 2)
        // Only a host whose root layer the app presented dismisses it (FlowHostPlacement.presented).
        #expect(layout.remainingScreenCount(after: .dismissed(stack: 0)) == 0, "the app's modal, pulled down")
        #expect(layout.remainingScreenCount(after: .dismissed(stack: 2)) == nil, "no such stack")
    }

    @Test func eachEventEndsFlowsWithItsReason() {
        #expect(FlowSystemEvent.popped(stack: 0, remaining: 1).cancellationReason == .back)
        #expect(FlowSystemEvent.dismissed(stack: 1).cancellationReason == .dismissed)
    }

    @Test func aPopTruncatesTheStack() {
        let shop = shopWithASheet()
        shop.handle(.popped(stack: 1, remaining: 1))
        #expect(render(shop) == "home > item 1 > sheet:settings")
        shop.handle(.popped(stack: 0, remaining: 1))
        #expect(render(shop) == "home", "what was above the popped screens goes too")
    }

    @Test func aPopThatPopsNothingBelowAModalKeepsTheModal() {
        // SwiftUI's host reports each stack's path as it is set, unchanged ones too.
        let shop = shopWithASheet()
        shop.handle(.popped(stack: 0, remaining: 2))
        #expect(render(shop) == "home > item 1 > sheet:settings > item 2")
    }

    @Test func aPulledDownSheetClosesItsModalOnce() {
        let shop = shopWithASheet()
        var changes = 0
        shop.observe { if case .state = $0 { changes += 1 } }
        shop.handle(.dismissed(stack: 1))
        #expect(render(shop) == "home > item 1")
        shop.handle(.dismissed(stack: 1))
        shop.handle(.popped(stack: 0, remaining: 2))
        #expect(render(shop) == "home > item 1")
        #expect(changes == 1)
    }

    @Test func aPopInsideAChildPopsTheChildAndPoppingItsLastScreenEndsItWithBack() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 3))
        app.tap("item 3", ShopEvent.Item.buy)
        app.tap("cart 3", CheckoutEvent.Cart.next)
        #expect(render(shop) == "home > item 3 > cart 3 > address")
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        shop.handle(.popped(stack: 0, remaining: 3))
        #expect(render(shop) == "home > item 3 > cart 3")
        #expect(checkout.isRunning)
        guard case .checkout(let state)? = shop.state.top?.route else {
            Issue.record("checkout on top")
            return
        }
        #expect(state.routes == [.cart(itemId: 3)], "the parent's state holds the child's")
        shop.handle(.popped(stack: 0, remaining: 2))
        #expect(checkout.result == .cancelled(.back))
        #expect(render(shop) == "home > item 3")
        #expect(shop.isRunning)
    }

    @Test func aPulledDownSheetOfAChildEndsItWithDismissed() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        app.tap("cart 5", CheckoutEvent.Cart.next)
        app.tap("address", CheckoutEvent.Address.help)
        #expect(render(shop) == "home > sheet:cart 5 > address > sheet:help")
        let checkout = try #require(child(of: shop, CheckoutCoordinator<String>.self))
        shop.handle(.dismissed(stack: 2))
        #expect(render(shop) == "home > sheet:cart 5 > address", "the child's own modal")
        #expect(checkout.isRunning)
        shop.handle(.dismissed(stack: 1))
        #expect(checkout.result == .cancelled(.dismissed))
        #expect(render(shop) == "home")
    }

    @Test func aFlowInItsOwnModalEndsWhenItIsPulledDown() {
        let welcome = app.welcome()
        welcome.start()
        app.tap("intro", WelcomeEvent.Intro.terms)
        welcome.handle(.popped(stack: 1, remaining: 1))
        #expect(render(welcome) == "fullScreen:intro")
        welcome.handle(.dismissed(stack: 1))
        #expect(welcome.result == .cancelled(.dismissed))
    }

    @Test func aChildInItsOwnModalPulledDownLeavesOnlyItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        app.tap("settings", ShopEvent.Settings.welcome)
        #expect(render(shop) == "home > sheet:settings > fullScreen:intro")
        let welcome = try #require(child(of: shop, WelcomeCoordinator<String>.self))
        shop.handle(.dismissed(stack: 2))
        #expect(welcome.result == .cancelled(.dismissed))
        #expect(render(shop) == "home > sheet:settings")
    }
}
