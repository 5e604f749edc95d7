// Restoration that degrades (issue 30): a state saved by an older build, where one step no longer decodes, restores
// each flow up to that step, the user landing at the deepest place that still exists; a child flow (a subflow, each
// tab) is cut on its own. A restored step is shown as the current flow shows it, not as it was saved.

import Foundation
import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct DegradingRestorationTests {
    let app = TestApp()

    /// Shop signed in, on the Feed tab buying item 2 (Checkout inside the tab, on its address screen), with the
    /// Account tab selected: `home > tabs[1](list > sheet:cart 2 > address | profile 3)`.
    func savedShop() throws -> String {
        let shop = app.startedShop(input: ShopInput(userId: 3))
        app.tap("home", ShopEvent.Home.signIn(userId: 3))
        app.tap("list", FeedEvent.List.buy(itemId: 2))
        app.tap("cart 2", CheckoutEvent.Cart.next)
        try #require(shop.screens.last?.tabs).select(1)
        #expect(render(shop) == "home > tabs[1](list > sheet:cart 2 > address | profile 3)")
        return try json(shop.state)
    }

    func json<Flow>(_ state: FlowState<Flow>) throws -> String {
        String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    }

    /// `json` as an older build wrote it: `old` where the current build writes `new` (exactly once).
    func older(_ json: String, _ new: String, was old: String) throws -> String {
        try #require(json.components(separatedBy: new).count == 2, "'\(new)' is written once in \(json)")
        return json.replacingOccurrences(of: new, with: old)
    }

    func restore<Flow>(_ json: String, as: FlowState<Flow>.Type, live: FlowLiveValues? = nil) throws -> FlowState<Flow>
    {
        let decoder = JSONDecoder()
        if let live { decoder.userInfo[.flowLiveValues] = live }
        return try decoder.decode(FlowState<Flow>.self, from: Data(json.utf8))
    }

    /// The restored Shop, started on a new launch.
    func relaunched(_ state: ShopState) -> ShopCoordinator<String> {
        let shop = TestApp().shop(state)
        shop.start()
        return shop
    }

    @Test func aStepRenamedDeepInAChildCutsThatChildThereOnly() throws {
        // Checkout's `address` was `shippingAddress` when the state was saved: Checkout, two levels down in the Feed
        // tab, keeps its cart; Feed, the other tab and Shop keep everything.
        let saved = try older(savedShop(), #""route":["address"]"#, was: #""route":["shippingAddress"]"#)
        let shop = relaunched(try restore(saved, as: ShopState.self))
        #expect(render(shop) == "home > tabs[1](list > sheet:cart 2 | profile 3)")
        #expect(shop.isRunning)
    }

    @Test func aBrokenTabLosesOnlyItsOwnStack() throws {
        // Feed's subflow step `buy` was `purchase`: the Feed tab is cut at its list, Account and the selected tab stay.
        let saved = try older(savedShop(), #""route":["buy","#, was: #""route":["purchase","#)
        let shop = relaunched(try restore(saved, as: ShopState.self))
        #expect(render(shop) == "home > tabs[1](list | profile 3)")
        let feed = try #require(child(of: shop, FeedCoordinator<String>.self))
        #expect(feed.isRunning && feed.children.isEmpty, "the tab's Checkout is gone with its step")
    }

    @Test func aTabCutToNothingStartsAgainFromItsStart() throws {
        // Account's only step was `me`: the tab starts anew with its input, the Feed tab keeps its sheet.
        let saved = try older(savedShop(), #""route":["profile",3]"#, was: #""route":["me",3]"#)
        let shop = relaunched(try restore(saved, as: ShopState.self))
        #expect(render(shop) == "home > tabs[1](list > sheet:cart 2 > address | profile 3)")
    }

    @Test func aValueThatNoLongerDecodesCutsTheFlowAtItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 7))
        app.tap("item 7", ShopEvent.Item.related(id: 8))
        #expect(render(shop) == "home > item 7 > item 8")
        // Item ids were strings: item 7 no longer decodes, nor does what was above it.
        let saved = try older(json(shop.state), #""route":["item",7,null]"#, was: #""route":["item","7",null]"#)
        let restored = try restore(saved, as: ShopState.self)
        #expect(layout(restored) == ["0 home"])
        #expect(render(relaunched(restored)) == "home")
    }

    @Test func aChildWhoseInputNoLongerDecodesCutsItsParentAtItsStep() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 2))
        #expect(render(shop) == "home > sheet:cart 2")
        let saved = try older(json(shop.state), #""itemId":2"#, was: #""itemId":"two""#)
        #expect(render(relaunched(try restore(saved, as: ShopState.self))) == "home")
    }

    @Test func aLiveValueTheAppCannotGiveCutsTheFlowAtItsStep() throws {
        let player = Player()
        let state = LibraryState(
            input: LibraryInput(), path: [(.shelf, .push), (.video(player: FlowLive(player)), .push)])
        let saved = try json(state)
        #expect(layout(try restore(saved, as: LibraryState.self)) == ["0 shelf"], "no player: the shelf")
        let restored = try restore(saved, as: LibraryState.self, live: FlowLiveValues(player))
        #expect(layout(restored) == ["0 shelf", "1 video"], "with the app's player: the video")
        guard case .video(let live) = restored.routes.last else { return #expect(Bool(false)) }
        #expect(live.value === player)
    }

    @Test func aRootWhoseFirstStepNoLongerDecodesStartsAgainNeverEmpty() throws {
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.open(id: 7))
        let saved = try older(json(shop.state), #""route":["home"]"#, was: #""route":["lobby"]"#)
        let restored = try restore(saved, as: ShopState.self)
        #expect(restored.steps.isEmpty)
        let relaunched = relaunched(restored)
        #expect(render(relaunched) == "home")
        #expect(relaunched.state.steps.map(\.id) == [2], "numbered on after the saved steps")
    }

    @Test func aRestoredStepIsShownAsTheCurrentFlowShowsIt() throws {
        // An older Shop pushed its settings; the current one presents them in a sheet, which `close` dismisses.
        let old = ShopState(input: ShopInput(), path: [(.home, .push), (.settings, .push)])
        let restored = try restore(json(old), as: ShopState.self)
        #expect(layout(restored) == ["0 home", "1 sheet:settings"])
        let shop = relaunched(restored)
        #expect(render(shop) == "home > sheet:settings")
        shop.send(.settings(.close))
        #expect(render(shop) == "home", "the sheet closes")
        #expect(shop.isRunning, "the root goes on")
    }

    @Test func aStyleTheCurrentFlowStillShowsAStepWithIsKept() throws {
        // Checkout is pushed from an item and presented from home; the bottom step keeps its style (how the flow
        // itself is shown); a step the flow file cannot say (home, which `replace` puts first) is kept as saved.
        let saved = ShopState(
            input: ShopInput(),
            path: [(.home, .push), (.checkout(CheckoutState(input: CheckoutInput(itemId: 1))), .push), (.home, .sheet)])
        #expect(layout(try restore(json(saved), as: ShopState.self)) == ["0 home", "1 checkout", "2 sheet:home"])
    }
}
