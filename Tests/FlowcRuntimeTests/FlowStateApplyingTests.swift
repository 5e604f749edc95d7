// FlowState.applying: each navigation action of the flow file, on Shop's stacks (screens only).

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct FlowStateApplyingTests {
    func shop(_ path: [(route: ShopRoute, style: FlowPresentation)]) -> ShopState {
        ShopState(input: ShopInput(), path: path)
    }

    func item(_ id: Int) -> ShopRoute { .item(id: id, ref: nil) }

    @Test func showPushesOnTheCurrentStack() {
        let state = shop([(.home, .push), (.settings, .sheet)])
        let next = nextState(state.applying(.show(item(1), .push)))
        #expect(layout(next) == ["0 home", "1 sheet:settings", "2 item"])
        #expect(next?.top?.route == item(1))
    }

    @Test(arguments: [FlowPresentation.sheet, .fullScreen])
    func showWithAModalStyleOpensAModal(style: FlowPresentation) {
        let next = nextState(shop([(.home, .push)]).applying(.show(.settings, style)))
        #expect(layout(next) == ["0 home", "1 \(style.rawValue):settings"])
    }

    @Test func aFirstStepShownAsAModalOpensTheFlowsOwnModal() {
        let next = nextState(ShopState(input: ShopInput()).applying(.show(.home, .fullScreen)))
        #expect(layout(next) == ["0 fullScreen:home"])
    }

    @Test func aPathsFirstStepIsTheRootWhateverItsStyle() {
        #expect(layout(shop([(.home, .sheet), (.settings, .sheet)])) == ["0 home", "1 sheet:settings"])
    }

    @Test func replaceInTheRootStackReplacesTheWholeStack() {
        let next = nextState(shop([(.home, .push), (item(1), .push), (item(2), .push)]).applying(.replace(.settings)))
        #expect(layout(next) == ["3 settings"])
    }

    @Test func replaceInAModalReplacesTheModalsStackAndKeepsItsStyle() {
        let state = shop([(.home, .push), (.settings, .sheet), (item(1), .push)])
        let next = nextState(state.applying(.replace(item(2))))
        #expect(layout(next) == ["0 home", "3 sheet:item"])
        #expect(next?.top?.route == item(2))
    }

    @Test func replaceInTheFlowsOwnModalKeepsItsStyle() {
        let own = nextState(ShopState(input: ShopInput()).applying(.show(.home, .fullScreen)))
        let next = own.flatMap { nextState($0.applying(.show(item(1), .push))) }.flatMap {
            nextState($0.applying(.replace(.settings)))
        }
        #expect(layout(next) == ["2 fullScreen:settings"])
    }

    @Test func backPopsTheTopScreen() {
        let next = nextState(shop([(.home, .push), (item(1), .push)]).applying(.back))
        #expect(layout(next) == ["0 home"])
    }

    @Test func backFromAModalsFirstScreenClosesTheModal() {
        let next = nextState(shop([(.home, .push), (.settings, .sheet)]).applying(.back))
        #expect(layout(next) == ["0 home"])
    }

    @Test func backFromTheFlowsFirstScreenLeavesTheFlow() {
        #expect(shop([(.home, .push)]).applying(.back) == .leave(.back))
    }

    @Test func dismissClosesTheInnermostModalWithWhatIsPushedOnIt() {
        let state = shop([
            (.home, .push), (.settings, .sheet), (item(1), .push), (item(2), .fullScreen), (item(3), .push),
        ])
        #expect(layout(nextState(state.applying(.dismiss))) == ["0 home", "1 sheet:settings", "2 item"])
    }

    @Test func dismissWithoutAModalLeavesTheFlow() {
        #expect(shop([(.home, .push), (item(1), .push)]).applying(.dismiss) == .leave(.dismissed))
    }

    @Test func dismissOfTheFlowsOwnModalLeavesTheFlow() throws {
        let own = try #require(nextState(ShopState(input: ShopInput()).applying(.show(.home, .sheet))))
        let pushed = try #require(nextState(own.applying(.show(item(1), .push))))
        #expect(pushed.applying(.dismiss) == .leave(.dismissed))
    }

    @Test func popToGoesBackToTheLastEarlierVisitClosingTheModalsAbove() {
        let state = shop([(.home, .push), (item(1), .push), (.settings, .sheet), (item(2), .push), (.settings, .push)])
        #expect(
            layout(nextState(state.applying(.popTo("item")))) == ["0 home", "1 item", "2 sheet:settings", "3 item"])
        #expect(layout(nextState(state.applying(.popTo("home")))) == ["0 home"])
    }

    @Test func popToTheScreenOnTopStaysThere() {
        // A decision's choice that keeps the screen it is entered from, even when an earlier visit is below.
        let state = shop([(.home, .push), (item(1), .push), (item(2), .push)])
        #expect(state.applying(.popTo("item")) == .next(state))
    }

    @Test func popToAStepNotOnTheStackIsIgnored() {
        let state = shop([(.home, .push), (item(1), .push)])
        #expect(state.applying(.popTo("settings")) == .ignore)
    }

    @Test func finishEndsWithTheOutcome() {
        #expect(shop([(.home, .push)]).applying(.finish(.done)) == .finish(.done))
    }

    @Test func stepIDsAreNeverReused() throws {
        let popped = try #require(nextState(shop([(.home, .push), (item(1), .push)]).applying(.back)))
        let next = nextState(popped.applying(.show(item(2), .push)))
        #expect(layout(next) == ["0 home", "2 item"])
        #expect(next?.nextStepID == 3)
    }

    @Test func theStartTransitionEntersTheStartStep() {
        #expect(layout(nextState(ShopFlow.startTransition(input: ShopInput(), decisions: ()))) == ["0 home"])
    }

    @Test func aStartDecisionCanPresentTheFirstScreenOrFinish() {
        let decisions = TestDecisions()
        #expect(
            layout(nextState(WelcomeFlow.startTransition(input: WelcomeInput(), decisions: decisions))) == [
                "0 fullScreen:intro"
            ])
        decisions.answer = .skip
        #expect(WelcomeFlow.startTransition(input: WelcomeInput(), decisions: decisions) == .finish(.skipped))
    }
}
