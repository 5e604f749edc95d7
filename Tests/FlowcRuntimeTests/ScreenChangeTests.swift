// FlowHostOperation.screenToAnnounce: which screen a host (UIKit's, SwiftUI's) announces to VoiceOver after an
// update, decided on trees of ids.

import Testing

@testable import FlowcRuntime

private func id(_ path: Int...) -> FlowScreenID { FlowScreenID(path: path) }

private func entries(_ ids: [FlowScreenID]) -> [FlowHostEntry] { ids.map { FlowHostEntry($0) } }

private func root(_ ids: FlowScreenID...) -> FlowHostLayer {
    FlowHostLayer(kind: .stack, anchor: [0], style: .push, stacks: [entries(ids)])
}

private func rootTabs(selected: Int, _ stacks: [FlowScreenID]...) -> FlowHostLayer {
    FlowHostLayer(kind: .tabs(id(3)), anchor: [0], style: .push, stacks: stacks.map(entries), selectedTab: selected)
}

private func announced(_ shown: [FlowHostLayer], _ operations: [FlowHostOperation]) -> FlowScreenID? {
    FlowHostOperation.screenToAnnounce(after: operations, from: FlowHostTree(layers: shown))
}

struct ScreenChangeTests {
    /// The platform announces its own moves (a push, a pop, a presentation, a dismissal), and the app's launch.
    @Test func thePlatformsOwnMovesAndTheFirstScreenAreNotAnnounced() {
        #expect(announced([], [.setRoot(root(id(0)))]) == nil)
        #expect(announced([root(id(0))], [.setStack(layer: 0, stack: 0, entries([id(0), id(1)]))]) == nil)
        #expect(announced([root(id(0), id(1), id(2))], [.setStack(layer: 0, stack: 0, entries([id(0)]))]) == nil)
        let sheet = FlowHostLayer(kind: .stack, anchor: [1], style: .sheet, stacks: [entries([id(5)])])
        #expect(announced([root(id(0))], [.present(sheet)]) == nil)
        #expect(announced([root(id(0)), sheet], [.dismiss(from: 1)]) == nil)
        // Nothing the user sees changes: a stack of another tab, a pull-down allowed.
        #expect(announced([rootTabs(selected: 0, [id(1)], [id(2)])], [.setStack(layer: 0, stack: 1, [])]) == nil)
    }

    @Test func aNewRootATabTheFlowsSelectAndAReplacedStackAreAnnounced() {
        #expect(announced([root(id(0), id(1))], [.setRoot(root(id(9)))]) == id(9))
        #expect(announced([rootTabs(selected: 0, [id(1)], [id(2)])], [.selectTab(layer: 0, index: 1)]) == id(2))
        // A link: the tab selected, then its stack set.
        let link: [FlowHostOperation] = [
            .selectTab(layer: 0, index: 1), .setStack(layer: 0, stack: 1, entries([id(2), id(4)])),
        ]
        #expect(announced([rootTabs(selected: 0, [id(1)], [id(2)])], link) == id(4))
        // A stack replaced, not pushed onto nor popped: the platform animates no single move to it.
        #expect(
            announced([root(id(0), id(1))], [.setStack(layer: 0, stack: 0, entries([id(0), id(7), id(8)]))]) == id(8))
    }

    /// A link from a sheet: its tab selected below the sheet, which closes: the screen revealed is announced.
    @Test func aDismissalAfterAChangeRevealsTheScreenToAnnounce() {
        let sheet = FlowHostLayer(kind: .stack, anchor: [1], style: .sheet, stacks: [entries([id(5)])])
        let link: [FlowHostOperation] = [.selectTab(layer: 0, index: 1), .dismiss(from: 1)]
        #expect(announced([rootTabs(selected: 0, [id(1)], [id(2)]), sheet], link) == id(2))
    }

    /// A tab that restarts (its stack emptied first) on the way to another tab.
    @Test func aStackEmptiedOnTheWayDoesNotHideTheChange() {
        let restart: [FlowHostOperation] = [.setStack(layer: 0, stack: 1, []), .selectTab(layer: 0, index: 0)]
        #expect(announced([rootTabs(selected: 1, [id(1)], [id(2)])], restart) == id(1))
    }

    /// A presentation after a change the platform does not announce: its own announcement is the last word.
    @Test func aPresentationLastLeavesTheAnnouncementToThePlatform() {
        let sheet = FlowHostLayer(kind: .stack, anchor: [1], style: .sheet, stacks: [entries([id(5)])])
        #expect(
            announced([rootTabs(selected: 0, [id(1)], [id(2)])], [.selectTab(layer: 0, index: 1), .present(sheet)])
                == nil)
    }
}
