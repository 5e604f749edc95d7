// A close-and-go-on with nothing of its modal's own to close first (format.md, "Alerts and confirmation dialogs" and
// "When a child flow ends"), on Gate: an alert that is the first thing the flow shows, and the handlers of a child
// flow presented as a sheet.

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct CloseAndGoOnTests {
    func started() throws -> GateState {
        try #require(nextState(GateFlow.startTransition(input: GateInput(), decisions: ())))
    }

    func tap(_ event: GateEvent.Confirm, on state: GateState) -> FlowTransition<GateFlow> {
        GateFlow.transition(from: state, on: .confirm(event), decisions: ())
    }

    @Test func anAlertShownFirstIsTheFlowsOnlyStep() throws {
        #expect(layout(try started()) == ["0 alert:confirm"])
    }

    @Test func aButtonOfAnAlertShownFirstShowsItsTargetAsTheFlowsFirstStep() throws {
        // No screen of the flow is below the alert: its target is shown as a start decision's choice would be.
        #expect(layout(nextState(tap(.open, on: try started()))) == ["1 list"])
        #expect(layout(nextState(tap(.openSheet, on: try started()))) == ["1 sheet:list"])
    }

    @Test func theOtherButtonsOfAnAlertShownFirstLeaveOrFinishTheFlow() throws {
        #expect(tap(.cancel, on: try started()) == .leave(.back))
        #expect(tap(.close, on: try started()) == .leave(.dismissed))
        #expect(tap(.done, on: try started()) == .finish(.done))
    }

    @Test func aButtonOfAnAlertOverAScreenShowsItsTargetFromThatScreen() throws {
        let list = try #require(nextState(tap(.open, on: try started())))
        let asked = try #require(nextState(GateFlow.transition(from: list, on: .list(.ask), decisions: ())))
        #expect(layout(asked) == ["1 list", "2 alert:confirm"])
        #expect(layout(nextState(tap(.openSheet, on: asked))) == ["1 list", "3 sheet:list"])
        #expect(layout(nextState(tap(.cancel, on: asked))) == ["1 list"])
    }

    func inCheckout() -> GateState {
        GateState(
            input: GateInput(), path: [(.list, .push), (.checkout(CheckoutState(input: .init(itemId: 1))), .sheet)])
    }

    func childEnded(_ outcome: CheckoutOutcome, _ state: GateState) -> FlowTransition<GateFlow> {
        GateFlow.transition(from: state, on: .checkout(outcome), decisions: ())
    }

    @Test func closeAndGoOnAfterAChildInASheetGoesOnFromTheStepBelow() {
        let state = inCheckout()
        #expect(layout(state) == ["0 list", "1 sheet:checkout"])
        // The modal it would close, the child's, is gone already: `{ to: receipt }` from the step below.
        let paid = nextState(childEnded(.paid(orderId: 9), state))
        #expect(layout(paid) == ["0 list", "2 fullScreen:receipt"])
        #expect(paid?.top?.route == .receipt(orderId: 9))
        #expect(layout(nextState(childEnded(.restarted, state))) == ["0 list", "2 receipt"])
        #expect(layout(nextState(childEnded(.returnedHome, state))) == ["0 list"])
    }
}
