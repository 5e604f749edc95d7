// A tabs step: one child coordinator per tab, the selected tab, the tabs' outcomes.

import FlowcTesting
import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct TabsTests {
    let app = TestApp()

    func signedIn() -> ShopCoordinator<String> {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        return shop
    }

    func tabs(of shop: ShopCoordinator<String>) -> FlowTabs<String>? {
        shop.screens.last?.tabs
    }

    @Test func aTabsStepStartsOneFlowPerTabInOneContainer() throws {
        let shop = signedIn()
        #expect(render(shop) == "home > tabs[0](list | profile 3)")
        #expect(shop.children.map(\.flowName) == ["Feed", "Account"])
        #expect(shop.children.allSatisfy { $0.isRunning })
        let container = try #require(tabs(of: shop))
        #expect(container.tabs.map(\.flowName) == ["Feed", "Account"])
        #expect(container.tabs.map { $0.screens.map(\.id.description) } == [["1.0.0"], ["1.1.0"]])
        #expect(shop.screens.last?.stepName == "main")
    }

    @Test func aTestReachesEachTabsFlowByItsTypeWithoutACast() throws {
        let shop = signedIn()
        #expect(shop.child(FeedCoordinator<String>.self)?.flowName == "Feed")
        #expect(shop.child(AccountCoordinator<String>.self)?.flowName == "Account")
        #expect(shop.child(CheckoutCoordinator<String>.self) == nil, "no such flow runs")
    }

    @Test func selectingATabChangesTheStateOnce() throws {
        let shop = signedIn()
        var changes = 0
        shop.observe { if case .state = $0 { changes += 1 } }
        let container = try #require(tabs(of: shop))
        container.select(1)
        #expect(changes == 1)
        #expect(tabs(of: shop)?.selectedIndex == 1)
        guard case .main(let main)? = shop.state.top?.route else {
            Issue.record("main on top")
            return
        }
        #expect(main.selectedTab == 1)
        let selected = try #require(tabs(of: shop))
        selected.select(1)
        selected.select(2)
        #expect(changes == 1, "the tab shown, or no such tab")
    }

    @Test func eachTabRunsItsOwnStack() {
        let shop = signedIn()
        app.tap("list", FeedEvent.List.open(id: 8))
        #expect(render(shop) == "home > tabs[0](list > post 8 | profile 3)")
        guard case .main(let main)? = shop.state.top?.route else {
            Issue.record("main on top")
            return
        }
        #expect(main.feed.routes == [.list, .post(id: 8)])
        #expect(main.account.routes == [.profile(userId: 3)])
    }

    @Test func aTabsOutcomeReachesTheParentAndEndsTheOtherTabs() throws {
        let shop = signedIn()
        let feed = try #require(child(of: shop, FeedCoordinator<String>.self))
        let account = try #require(child(of: shop, AccountCoordinator<String>.self, at: 1))
        app.tap("profile 3", AccountEvent.Profile.signOut)
        #expect(render(shop) == "home")
        #expect(layout(shop.state) == ["2 home"])
        #expect(account.result == .outcome(.signedOut))
        #expect(feed.result == .cancelled(.removed))
        #expect(shop.children.isEmpty)
    }

    @Test func systemNavigationInATabGoesToItsFlow() throws {
        let shop = signedIn()
        app.tap("list", FeedEvent.List.open(id: 8))
        let tab = try #require(tabs(of: shop)?.tabs.first)
        tab.node.handle(.popped(stack: 0, remaining: 1))
        #expect(render(shop) == "home > tabs[0](list | profile 3)")
    }

    @Test func aTabsOwnChildRunsInsideTheTab() throws {
        let shop = signedIn()
        app.tap("list", FeedEvent.List.buy(itemId: 2))
        #expect(render(shop) == "home > tabs[0](list > sheet:cart 2 | profile 3)")
        let feed = try #require(child(of: shop, FeedCoordinator<String>.self))
        #expect(feed.children.map(\.flowName) == ["Checkout"])
        app.tap("cart 2", CheckoutEvent.Cart.abandon)
        #expect(render(shop) == "home > tabs[0](list | profile 3)")
    }
}
