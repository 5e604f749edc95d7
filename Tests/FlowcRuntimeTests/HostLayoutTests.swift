// FlowHostLayout: a running flow tree as the layers a platform shows: tabs at the root of their stack, the selected
// tab's modals over them, screens pushed above a tabs step in a full-screen layer.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct HostLayoutTests {
    let app = TestApp()

    func tree(_ node: any FlowNode<String>) -> [String] {
        FlowHostLayout(root: node).tree.layers.map(\.description)
    }

    @Test func aStackAndItsModals() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 1))
        app.tap("item 1", ShopEvent.Item.buy)
        #expect(tree(shop) == ["push stack [0 1 2.0]"], "a pushed subflow shares the stack")
        let other = app.startedShop()
        app.tap("home", ShopEvent.Home.settings)
        #expect(tree(other) == ["push stack [0]", "sheet stack~ [1]"])
    }

    @Test func aTabsStepIsTheContainerOfItsStackCoveringWhatIsBelowIt() {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        #expect(tree(shop) == ["push tabs 1 *0 [1.0.0] [1.1.0]"], "home is under the tabs")
    }

    @Test func theSelectedTabsModalsComeRightAfterItsContainer() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        app.tap("list", FeedEvent.List.buy(itemId: 5))
        #expect(tree(shop) == ["push tabs 1 *0 [1.0.0] [1.1.0]", "sheet stack~ [1.0.1.0]"])
        let tabs = try #require(shop.screens.last?.tabs)
        tabs.select(1)
        #expect(tree(shop) == ["push tabs 1 *1 [1.0.0] [1.1.0]"], "the other tab's modal is not shown")
        #expect(FlowHostLayout(root: shop).layers[0].tree.anchor == [0])
    }

    @Test func screensPushedAboveATabsStepAreAFullScreenLayerOverIt() {
        let tabs = ShopTabs.Main(
            selectedTab: 0, feed: FeedState(input: FeedInput()), account: AccountState(input: AccountInput(userId: 3)))
        let shop = app.shop(
            ShopState(
                input: ShopInput(), path: [(.home, .push), (.main(tabs), .push), (.item(id: 1, ref: nil), .push)]))
        shop.start()
        #expect(tree(shop) == ["push tabs 1 *0 [1.0.0] [1.1.0]", "fullScreen stack [2]"])
        let layer = FlowHostLayout(root: shop).layers[1]
        #expect(layer.tree.anchor == [0, 2])
    }

    @Test func aModalStartingWithTabsPresentsTheTabContainer() {
        let signup = startedSignup()
        #expect(tree(signup) == ["push stack [0]"])
        signup.send(.form(.create))
        signup.send(.created(.share))
        signup.send(.share(.send))
        #expect(tree(signup) == ["push stack [0 1!]", "popover stack [2 3!]"], "what forbids going back is marked")
    }

    @Test func aModalLayerCarriesItsFirstScreensPresentationOptions() throws {
        let signup = startedSignup()
        signup.send(.form(.create))
        signup.send(.created(.share))
        let layers = FlowHostLayout(root: signup).tree.layers
        #expect(layers[0].options == nil && layers[0].popoverAnchor == nil)
        let popover = try #require(layers.last)
        #expect(popover.options == FlowPresentationOptions(detents: [.medium], anchor: "shareButton", compact: .sheet))
        #expect(popover.popoverAnchor == "shareButton", "the view the app gives the host")
        #expect(popover.allowsUserDismiss, "a popover is closed by a tap outside it")
    }
}
