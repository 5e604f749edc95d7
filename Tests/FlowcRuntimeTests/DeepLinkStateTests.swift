// The state a deep link opens: a flow's own screens, screens of child flows through the parent's link edges
// (breadth first), inputs lent by the running flows, and FlowCoordinator.open(_:).

import Foundation
import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct DeepLinkStateTests {
    let app = TestApp()

    func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    func state(_ text: String, userId: Int? = nil) throws -> ShopState? {
        ShopState(url: try url(text), input: ShopInput(userId: userId))
    }

    @Test func aLinkToOneOfTheFlowsScreensOpensItOnItsWayFromTheStart() throws {
        let item = try state("myapp://items/42?ref=mail")
        #expect(item?.routes == [.home, .item(id: 42, ref: "mail")])
        #expect(try state("https://shop.example.com/items/42")?.routes == [.home, .item(id: 42, ref: nil)])
        #expect(layout(try state("myapp://settings")) == ["0 home", "1 sheet:settings"])
    }

    @Test func aLinkWhoseValuesAreNotOfTheirTypesOpensNothing() throws {
        #expect(try state("myapp://items/forty-two") == nil)
        #expect(try state("myapp://items/42#reviews") == nil)
        #expect(try state("myapp://nothing/here") == nil)
    }

    @Test func aLinkIntoAChildFlowOpensItInTheParentsStep() throws {
        let shop = try #require(try state("myapp://checkout/5/address"))
        #expect(layout(shop) == ["0 home", "1 sheet:checkout"])
        guard case .checkout(let checkout)? = shop.top?.route else {
            Issue.record("checkout on top")
            return
        }
        #expect(checkout.input == CheckoutInput(itemId: 5))
        #expect(checkout.routes == [.cart(itemId: 5), .address])
    }

    @Test func childFlowsAreSearchedBreadthFirst() throws {
        // Checkout is Shop's third link edge, and also Feed's first (Feed being Shop's first): breadth first finds it
        // one level down before Feed's, which depth first would find first.
        let link = FlowDeepLink(url: try url("myapp://checkout/5/address"))
        #expect(ShopFlow.linkPaths(to: link).map(\.path) == [[2]])
        #expect(ShopFlow.linkPaths(to: FlowDeepLink(url: try url("myapp://posts/3"))).map(\.path) == [[0]])
        #expect(ShopFlow.linkPaths(to: FlowDeepLink(url: try url("myapp://items/3"))).map(\.path) == [[]])
        #expect(FeedFlow.linkPaths(to: link).map(\.path) == [[0]])
    }

    @Test func aLinkIntoATabSelectsItAndFillsTheOtherTabsFromTheInput() throws {
        let shop = try #require(try state("myapp://posts/3", userId: 7))
        #expect(layout(shop) == ["0 home", "1 main"])
        guard case .main(let main)? = shop.top?.route else {
            Issue.record("main on top")
            return
        }
        #expect(main.selectedTab == 0)
        #expect(main.feed.routes == [.list, .post(id: 3)])
        #expect(main.account == AccountState(input: AccountInput(userId: 7)), "a new flow, entering its start once run")
        let opened = app.shop(shop)
        opened.start()
        #expect(render(opened) == "home > tabs[0](list > post 3 | profile 7)")
    }

    @Test func aLinkNeedingAValueNoFlowHasOpensNothing() throws {
        #expect(try state("myapp://posts/3") == nil, "the Account tab needs a user")
        #expect(try state("myapp://profile") == nil)
        guard case .main(let main)? = try state("myapp://profile", userId: 7)?.top?.route else {
            Issue.record("main on top")
            return
        }
        #expect(main.selectedTab == 1)
        #expect(main.account.routes == [.profile(userId: 7)])
    }

    @Test func aFlowWithADefaultInputOpensLinksWithoutOne() throws {
        #expect(ShopState(url: try url("myapp://settings")) == (try state("myapp://settings")))
    }

    @Test func openShowsTheLinksState() throws {
        let shop = app.startedShop()
        #expect(shop.open(try url("myapp://items/3?ref=mail")))
        #expect(render(shop) == "home > item 3 (mail)")
        #expect(shop.open(try url("myapp://checkout/5/address")))
        #expect(render(shop) == "home > sheet:cart 5 > address")
        #expect(child(of: shop, CheckoutCoordinator<String>.self)?.isRunning == true)
    }

    @Test func openReturnsFalseWhenNothingMatches() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 1))
        var changes = 0
        shop.observe { if case .state = $0 { changes += 1 } }
        #expect(!shop.open(try url("myapp://nothing")))
        #expect(!shop.open(try url("myapp://items/1#top")))
        #expect(!shop.open(try url("myapp://profile")), "no user to open Account with")
        #expect(render(shop) == "home > item 1")
        #expect(changes == 0)
    }

    @Test func openReturnsFalseWhenTheFlowDoesNotRun() throws {
        let shop = app.shop()
        #expect(!shop.open(try url("myapp://items/3")), "not started: a launch opens a link with ShopState(url:)")
        shop.start()
        app.tap("home", ShopEvent.Home.done)
        #expect(!shop.open(try url("myapp://items/3")), "ended")
        #expect(shop.screens.isEmpty)
    }

    @Test func theRunningTabsLendTheirInputsAndKeepTheirStates() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 9))
        app.tap("list", FeedEvent.List.open(id: 8))
        #expect(shop.open(try url("myapp://profile")))
        #expect(render(shop) == "home > tabs[1](list > post 8 | profile 9)")
    }
}

/// A link changes only what it must: the steps both states share keep their screens, and the child flows both hold
/// keep running, down to the same coordinators.
@MainActor
struct DeepLinkKeepsWhatItDoesNotTouchTests {
    let app = TestApp()

    func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test func aLinkIntoOneTabKeepsTheOtherTabsFlowAndScreens() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        app.tap("list", FeedEvent.List.open(id: 4))
        let running = shop.children
        let tabsStep = shop.screens.map(\.id)
        let feedScreens = shop.screens.last?.tabs?.tabs[0].screens.map(\.id)
        #expect(shop.open(try url("myapp://profile")))
        #expect(render(shop) == "home > tabs[1](list > post 4 | profile 3)")
        #expect(shop.screens.map(\.id) == tabsStep, "home and the tabs step keep their ids")
        #expect(zip(shop.children, running).allSatisfy { $0 === $1 }, "both tabs' coordinators keep running")
        #expect(shop.screens.last?.tabs?.tabs[0].screens.map(\.id) == feedScreens, "Feed keeps its screens")
    }

    @Test func aLinkIntoARunningChildFlowKeepsItAndItsSharedScreens() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        let checkout = try #require(shop.children.first)
        let cart = shop.screens.last?.id
        #expect(shop.open(try url("myapp://checkout/5/address")))
        #expect(render(shop) == "home > sheet:cart 5 > address")
        #expect(shop.children.first === checkout, "the same Checkout coordinator")
        #expect(shop.screens[1].id == cart, "the cart keeps its screen")
    }

    @Test func aLinkElsewhereReplacesWhatDiffers() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 5))
        let checkout = try #require(shop.children.first as? CheckoutCoordinator<String>)
        let home = shop.screens.first?.id
        #expect(shop.open(try url("myapp://items/3?ref=mail")))
        #expect(render(shop) == "home > item 3 (mail)")
        #expect(!checkout.isRunning, "the Checkout the link leaves ends")
        #expect(shop.screens.first?.id == home, "home stays")
    }
}
