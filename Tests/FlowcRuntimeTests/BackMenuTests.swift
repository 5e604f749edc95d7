// The back button's menu (a long press pops several screens at once): where it could pass a screen that forbids
// going back or asks its flow first, the hosts show the top screen's back button without it.

import Testing

@testable import FlowcRuntime

struct BackMenuTests {
    private func entry(_ step: Int, allows: Bool = true, handles: Bool = false) -> FlowHostEntry {
        FlowHostEntry(FlowScreenID(path: [step]), allowsSystemBack: allows, handlesSystemBack: handles)
    }

    @Test func aScreenBetweenTheFirstAndTheTopThatForbidsOrHandlesTheSystemBackIsAGuard() {
        #expect([entry(0), entry(1, allows: false), entry(2)].backMenuPassesAGuard)
        #expect([entry(0), entry(1, handles: true), entry(2)].backMenuPassesAGuard)
        #expect([entry(0), entry(1), entry(2, allows: false), entry(3)].backMenuPassesAGuard)
    }

    @Test func theFirstScreenAndTheTopAreNoGuardsOfTheMenu() {
        // The first screen is only revealed; the top's own back is its back button's, which the hosts handle.
        #expect(![entry(0, allows: false), entry(1), entry(2)].backMenuPassesAGuard)
        #expect(![entry(0), entry(1), entry(2, handles: true)].backMenuPassesAGuard)
        #expect(![entry(0), entry(1, allows: false)].backMenuPassesAGuard)
        #expect(![entry(0)].backMenuPassesAGuard)
        #expect(!([] as [FlowHostEntry]).backMenuPassesAGuard)
    }
}
