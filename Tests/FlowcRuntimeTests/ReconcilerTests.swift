// FlowReconciler: every navigation decision of the hosts, on trees of ids, under UIKit's and SwiftUI's rules.

import Testing

@testable import FlowcRuntime

private func id(_ path: Int...) -> FlowScreenID { FlowScreenID(path: path) }

private func entries(_ ids: [FlowScreenID]) -> [FlowHostEntry] { ids.map { FlowHostEntry($0) } }

/// A root navigation stack.
private func root(_ ids: FlowScreenID...) -> FlowHostLayer {
    FlowHostLayer(kind: .stack, anchor: [0], style: .push, stacks: [entries(ids)])
}

/// A root tab container of tabs step `tabs`, one stack per tab.
private func rootTabs(_ tabs: FlowScreenID, selected: Int = 0, _ stacks: [FlowScreenID]...) -> FlowHostLayer {
    FlowHostLayer(kind: .tabs(tabs), anchor: [0], style: .push, stacks: stacks.map(entries), selectedTab: selected)
}

/// A modal stack from `anchor`.
private func modal(
    _ style: FlowPresentation, _ anchor: [Int], _ ids: FlowScreenID..., dismissible: Bool = true
) -> FlowHostLayer {
    FlowHostLayer(
        kind: .stack, anchor: anchor, style: style, stacks: [entries(ids)],
        allowsUserDismiss: style == .sheet && dismissible)
}

private func operations(
    _ shown: [FlowHostLayer], _ wanted: [FlowHostLayer], inWindow: Bool = true, rules: FlowReconciler.Rules = .uiKit
) -> [FlowHostOperation] {
    FlowReconciler.operations(
        from: FlowHostTree(layers: shown), to: FlowHostTree(layers: wanted), canPresent: inWindow, rules: rules)
}

struct ReconcilerTests {
    @Test func theFirstUpdateSetsTheRootAndPresentsOnlyInAWindow() {
        let wanted = [root(id(0)), modal(.sheet, [1], id(1))]
        #expect(operations([], wanted, inWindow: false) == [.setRoot(root(id(0)))])
        #expect(operations([], wanted) == [.setRoot(root(id(0))), .present(wanted[1])])
    }

    /// The flows show nothing (the root flow ended): nothing of them stays on screen, modals first.
    @Test func anEmptyTreeTakesDownTheModalsThenEmptiesTheRoot() {
        #expect(operations([], []) == [])
        #expect(operations([root(id(0))], []) == [.setStack(layer: 0, stack: 0, [])])
        #expect(operations([root(id(0)), modal(.sheet, [1], id(1))], []) == [.dismiss(from: 1)])
        // A root layer the app presented (FlowHostPlacement.presented) is dismissed, with what is above it.
        #expect(operations([modal(.sheet, [0], id(0)), modal(.sheet, [1], id(1))], []) == [.dismiss(from: 0)])
    }

    @Test func oneLayerIsPresentedAtATimeFromTheTop() {
        let wanted = [root(id(0)), modal(.fullScreen, [1], id(1)), modal(.sheet, [2], id(2))]
        #expect(operations([root(id(0))], wanted) == [.present(wanted[1])])
        #expect(operations(Array(wanted.prefix(2)), wanted) == [.present(wanted[2])])
    }

    @Test func theRootContainerChangesOnlyWithNothingPresentedOverIt() {
        let tabs = rootTabs(id(3), [id(3, 0, 0)], [id(3, 1, 0)])
        let shown = [root(id(0), id(1)), modal(.fullScreen, [1], id(2))]
        #expect(operations(shown, [tabs]) == [.dismiss(from: 1)], "the modal goes first")
        #expect(operations([root(id(0), id(1))], [tabs]) == [.setRoot(tabs)])
        #expect(operations([tabs, modal(.sheet, [3, 1, 1], id(3, 1, 1))], [root(id(4))]) == [.dismiss(from: 1)])
    }

    @Test func uiKitDismissesAChainAtOnceSwiftUIBeforeIOS17OneLayerAtATime() {
        let shown = [root(id(0)), modal(.sheet, [1], id(1)), modal(.sheet, [2], id(2)), modal(.sheet, [3], id(3))]
        #expect(operations(shown, [root(id(0))]) == [.dismiss(from: 1)])
        #expect(operations(shown, [root(id(0))], rules: .swiftUI(stagesModalLayers: false)) == [.dismiss(from: 1)])
        #expect(operations(shown, [root(id(0))], rules: .swiftUI(stagesModalLayers: true)) == [.dismiss(from: 3)])
    }

    @Test func aContainerThatStaysGetsOnlyWhatDiffers() {
        let shown = [rootTabs(id(3), [id(3, 0, 0)], [id(3, 1, 0)])]
        let wanted = [rootTabs(id(3), selected: 1, [id(3, 0, 0)], [id(3, 1, 0), id(3, 1, 1)])]
        #expect(
            operations(shown, wanted) == [
                .setStack(layer: 0, stack: 1, entries([id(3, 1, 0), id(3, 1, 1)])), .selectTab(layer: 0, index: 1),
            ])
        #expect(operations(wanted, wanted) == [])
    }

    @Test func aStackKeepsItsModalWhenItsScreensChangeBelowIt() {
        let sheet = modal(.sheet, [1], id(5))
        #expect(
            operations([root(id(0)), sheet], [root(id(0), id(4)), sheet]) == [
                .setStack(layer: 0, stack: 0, entries([id(0), id(4)]))
            ])
    }

    @Test func aModalReplacedInPlaceKeepsItsContainer() {
        let shown = [root(id(0)), modal(.sheet, [1], id(1), id(2))]
        let wanted = [root(id(0)), modal(.sheet, [1], id(7))]
        #expect(operations(shown, wanted) == [.setStack(layer: 1, stack: 0, entries([id(7)]))])
    }

    @Test func aModalFromElsewhereOrInAnotherStyleIsAnotherModal() {
        let tabs = rootTabs(id(3), [id(3, 0, 0)], [id(3, 1, 0)])
        let firstTabs = modal(.sheet, [3, 0, 1], id(3, 0, 1))
        let secondTabs = modal(.sheet, [3, 1, 1], id(3, 1, 1))
        #expect(operations([tabs, firstTabs], [tabs, secondTabs]) == [.dismiss(from: 1)])
        #expect(operations([tabs], [tabs, secondTabs]) == [.present(secondTabs)])
        let cover = modal(.fullScreen, [3, 0, 1], id(3, 0, 1))
        #expect(operations([tabs, firstTabs], [tabs, cover]) == [.dismiss(from: 1)])
    }

    @Test func whatTheUserMayDoChangesInPlace() {
        let open = modal(.sheet, [1], id(1))
        let locked = modal(.sheet, [1], id(1), dismissible: false)
        #expect(operations([root(id(0)), open], [root(id(0)), locked]) == [.setUserDismiss(layer: 1, false)])
        var forbidding = root(id(0), id(1))
        forbidding.stacks[0][1].allowsSystemBack = false
        #expect(
            operations([root(id(0), id(1))], [forbidding]) == [.setStack(layer: 0, stack: 0, forbidding.stacks[0])])
    }

    /// From any tree to any other, carrying out the operations and completing each transition reaches the wanted
    /// tree, with at most one transition per list, always the last.
    @Test(arguments: [FlowReconciler.Rules.uiKit, .swiftUI(stagesModalLayers: true)])
    func everyTreeReachesEveryOtherUnderTheRules(rules: FlowReconciler.Rules) {
        let tabs = rootTabs(id(3), [id(3, 0, 0)], [id(3, 1, 0)])
        let trees: [[FlowHostLayer]] = [
            [], [root(id(0))], [root(id(0), id(1))], [root()], [root(), modal(.fullScreen, [0], id(0))],
            [root(id(0)), modal(.sheet, [1], id(1))], [root(id(0)), modal(.fullScreen, [1], id(1), id(2))],
            [root(id(0)), modal(.sheet, [1], id(1)), modal(.sheet, [2], id(2)), modal(.fullScreen, [3], id(3))],
            [tabs], [rootTabs(id(3), selected: 1, [id(3, 0, 0)], [id(3, 1, 0), id(3, 1, 1)])],
            [tabs, modal(.sheet, [3, 0, 1], id(3, 0, 1))], [tabs, modal(.sheet, [3, 1, 1], id(3, 1, 1))],
        ]
        for shown in trees {
            for wanted in trees where !wanted.isEmpty {
                var tree = FlowHostTree(layers: shown)
                var rounds = 0
                while rounds < 10 {
                    let list = operations(tree.layers, wanted, rules: rules)
                    if list.isEmpty { break }
                    #expect(list.dropLast().allSatisfy { !$0.isTransition }, "\(list)")
                    for operation in list {
                        tree = tree.applying(operation)
                    }
                    rounds += 1
                }
                #expect(tree.layers == wanted, "from \(shown) to \(wanted)")
            }
        }
    }
}
