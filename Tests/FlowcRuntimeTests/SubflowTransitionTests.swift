// FlowDefinition.transition with a subflow or tabs step on top: the child's screens are gone, then the handler
// applies from the place the step held (see the doc comment of `transition(from:on:decisions:)`).

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct SubflowTransitionTests {
    let checkout = ShopRoute.checkout(CheckoutState(input: CheckoutInput(itemId: 1)))

    func shop(_ path: [(route: ShopRoute, style: FlowPresentation)]) -> ShopState {
        ShopState(input: ShopInput(), path: path)
    }

    func transition(_ state: ShopState, _ outcome: CheckoutOutcome) -> FlowTransition<ShopFlow> {
        ShopFlow.transition(from: state, on: .checkout(outcome), decisions: ())
    }

    @Test func toShowsItsTargetFromTheStepBelow() {
        let next = nextState(
            transition(shop([(.home, .push), (.item(id: 1, ref: nil), .push), (checkout, .push)]), .paid(orderId: 9)))
        #expect(layout(next) == ["0 home", "1 item", "3 item"])
        #expect(next?.top?.route == .item(id: 9, ref: "receipt"))
    }

    @Test func toFromAStepPresentedAsAModalPushesOntoTheStackBelow() {
        let next = nextState(transition(shop([(.home, .push), (checkout, .sheet)]), .paid(orderId: 9)))
        #expect(layout(next) == ["0 home", "2 item"])
    }

    @Test func backRemovesOnlyTheStep() {
        let state = shop([(.home, .push), (.settings, .sheet), (checkout, .push)])
        #expect(layout(nextState(transition(state, .abandoned))) == ["0 home", "1 sheet:settings"])
    }

    @Test func backFromAStepThatIsTheFlowsFirstLeavesTheFlow() {
        #expect(transition(shop([(checkout, .push)]), .abandoned) == .leave(.back))
    }

    @Test func dismissClosesTheModalHoldingAPushedStep() {
        let state = shop([(.home, .push), (.settings, .sheet), (checkout, .push)])
        #expect(layout(nextState(transition(state, .closed))) == ["0 home"])
    }

    @Test func dismissOfAStepPresentedAsAModalDoesWhatBackDoes() {
        let state = shop([(.home, .push), (.settings, .sheet), (checkout, .fullScreen)])
        #expect(layout(nextState(transition(state, .closed))) == ["0 home", "1 sheet:settings"])
    }

    @Test func dismissOfTheFlowsFirstStepPresentedAsAModalLeavesByBack() throws {
        let state = try #require(nextState(ShopState(input: ShopInput()).applying(.show(checkout, .sheet))))
        #expect(transition(state, .closed) == .leave(.back))
    }

    @Test func dismissOfAStepPushedOnTheRootStackLeavesTheFlow() {
        #expect(transition(shop([(.home, .push), (checkout, .push)]), .closed) == .leave(.dismissed))
    }

    @Test func replaceReplacesTheStackThatHeldTheStep() {
        let inModal = shop([(.home, .push), (.settings, .sheet), (.item(id: 1, ref: nil), .push), (checkout, .push)])
        #expect(layout(nextState(transition(inModal, .restarted))) == ["0 home", "4 sheet:home"])
        let inRoot = shop([(.home, .push), (.item(id: 1, ref: nil), .push), (checkout, .push)])
        #expect(layout(nextState(transition(inRoot, .restarted))) == ["3 home"])
    }

    @Test func popToGoesBackBelowTheStep() {
        let state = shop([(.home, .push), (.settings, .sheet), (.item(id: 1, ref: nil), .push), (checkout, .push)])
        #expect(layout(nextState(transition(state, .returnedHome))) == ["0 home"])
    }

    @Test func finishEndsTheFlow() {
        #expect(transition(shop([(.home, .push), (checkout, .push)]), .quit) == .finish(.done))
    }

    @Test func aTabsStepsHandlerAppliesTheSameWay() {
        let main = ShopRoute.main(
            ShopTabs.Main(
                selectedTab: 1,
                feed: FeedState(input: FeedInput()),
                account: AccountState(input: AccountInput(userId: 3))
            )
        )
        let state = shop([(.home, .push), (.item(id: 1, ref: nil), .push), (main, .push)])
        #expect(
            layout(nextState(ShopFlow.transition(from: state, on: .main(.accountSignedOut), decisions: ()))) == [
                "3 home"
            ])
    }

    @Test func eventsOfAnotherStepAreIgnored() {
        let state = shop([(.home, .push), (checkout, .push)])
        #expect(ShopFlow.transition(from: state, on: .home(.settings), decisions: ()) == .ignore)
        #expect(ShopFlow.transition(from: state, on: .welcome(.accepted), decisions: ()) == .ignore)
        #expect(
            ShopFlow.transition(from: ShopState(input: ShopInput()), on: .home(.settings), decisions: ()) == .ignore)
    }

    @Test func aScreenOnTopTakesTheActionAsIs() {
        let state = shop([(.home, .push), (.item(id: 1, ref: nil), .push)])
        #expect(ShopFlow.transition(from: state, on: .item(.home), decisions: ()) == state.applying(.popTo("home")))
        #expect(ShopFlow.transition(from: state, on: .item(.close), decisions: ()) == .leave(.dismissed))
    }
}
