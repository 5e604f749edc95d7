// Observers that can be removed, and the transitions a flow reports to them (analytics, logs).

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct ObservationTests {
    let app = TestApp()

    @Test func aScreensEventIsReportedWithTheStateBeforeAndWhatItDid() throws {
        let shop = app.startedShop()
        var records: [FlowTransitionRecord<ShopFlow>] = []
        shop.observe { if case .transition(let record) = $0 { records.append(record) } }
        app.tap("home", ShopEvent.Home.open(id: 7))
        let record = try #require(records.only)
        #expect(record.from.routes == [.home])
        guard case .home(.open(let id)) = record.event else {
            Issue.record("\(record.event)")
            return
        }
        #expect(id == 7)
        guard case .next(let next) = record.transition else {
            Issue.record("\(record.transition)")
            return
        }
        #expect(next.routes == [.home, .item(id: 7, ref: nil)])
    }

    @Test func aChildsOutcomeIsReportedAsTheParentsEvent() throws {
        let shop = app.startedShop()
        var records: [FlowTransitionRecord<ShopFlow>] = []
        shop.observe { if case .transition(let record) = $0 { records.append(record) } }
        shop.send(.home(.buy(itemId: 3)))
        let checkout = try #require(shop.children.first as? CheckoutCoordinator<String>)
        checkout.send(.cart(.pay(orderId: 41)))
        #expect(records.count == 2)
        guard case .checkout(.paid(let orderId))? = records.last?.event else {
            Issue.record("\(String(describing: records.last?.event))")
            return
        }
        #expect(orderId == 41)
        #expect(shop.state.routes == [.home, .item(id: 41, ref: "receipt")])
    }

    /// A screen no longer on top sends into nothing: not reported. An event the step on top has no handler for is
    /// handled as `.ignore`, and reported so (a log shows it).
    @Test func aStaleScreensEventIsNotReportedAnUnhandledOneIsReportedAsIgnored() throws {
        let shop = app.startedShop()
        let home = try #require(shop.state.top)
        shop.send(.home(.open(id: 1)))
        var records: [FlowTransitionRecord<ShopFlow>] = []
        shop.observe { if case .transition(let record) = $0 { records.append(record) } }
        shop.send(.home(.settings), from: home.id)
        #expect(records.isEmpty, "home is not on top")
        shop.send(.home(.settings))
        #expect(records.only?.transition == .ignore, "item on top has no such event")
    }

    @Test func aCancelledObserverHearsNoMore() {
        let shop = app.startedShop()
        var transitions = 0
        var changes = 0
        let transitionObservation = shop.observe { if case .transition = $0 { transitions += 1 } }
        let changeObservation = shop.observe { if case .state = $0 { changes += 1 } }
        shop.send(.home(.open(id: 1)))
        #expect(transitions == 1 && changes == 1)
        transitionObservation.cancel()
        changeObservation.cancel()
        changeObservation.cancel()
        shop.send(.item(.related(id: 2)))
        #expect(transitions == 1 && changes == 1)
    }

    @Test func oneObserverHearsWhatHappenedThenTheNewState() throws {
        let shop = app.startedShop()
        var heard: [String] = []
        shop.observe { change in
            switch change {
            case .transition(let record): heard.append("transition from \(record.from.steps.count) steps")
            case .state(let state): heard.append("state of \(state.steps.count) steps")
            case .systemNavigation(let record): heard.append("system took \(record.left.count)")
            }
        }
        shop.send(.home(.open(id: 1)))
        #expect(heard == ["transition from 1 steps", "state of 2 steps"])
        heard = []
        shop.handle(.popped(stack: 0, remaining: 1))
        #expect(heard == ["system took 1", "state of 1 steps"])
    }

    @Test func cancellingOneObserverKeepsTheOthers() {
        let shop = app.startedShop()
        var first = 0
        var second = 0
        let observation = shop.observe { if case .state = $0 { first += 1 } }
        shop.observe { if case .state = $0 { second += 1 } }
        observation.cancel()
        shop.send(.home(.open(id: 1)))
        #expect(first == 0 && second == 1)
    }
}

extension Array {
    /// The single element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
