/// The platform-free part of a host: what it shows (`shown`), what it does next (`update()`, by
/// `FlowReconciler`), each screen made once per visit, and what the user did, reported to the flows.
///
/// A host owns one, observes the root flow, and on each change (and whenever the platform finished a transition or
/// the user navigated) carries out `update()`'s operations in order. It decides nothing itself.
@MainActor
public final class FlowHostDriver<Screen> {
    /// The root flow.
    public let root: any FlowNode<Screen>
    /// The platform's rules.
    public let rules: FlowReconciler.Rules
    /// Where the host shows the flows in the app: the window's root, inside the app's own navigation, or presented.
    public let placement: FlowHostPlacement
    /// What the host shows, as far as the platform carried out the operations.
    public private(set) var shown = FlowHostTree()
    /// The presentation or dismissal under way: nothing else happens until `transitionDidComplete()`.
    public private(set) var transition: FlowHostOperation?
    /// A presentation or dismissal is under way.
    public var isTransitioning: Bool { transition != nil }
    /// The layers a dismissal removed while it is under way (its own, or the user's pull-down), bottom to top, and
    /// their screens: a platform that draws a modal's content from state (SwiftUI) shows them as they slide away,
    /// not an empty modal. Empty once the platform says they went (`transitionDidComplete()`, `departedLayersWent()`).
    public private(set) var departing: [FlowHostLayer] = []
    /// Whether the top layer can present: in a window, presenting nothing of the app's own. The host sets it before
    /// each `update()`.
    public var canPresent = false
    /// Makes the loading screen of an async decision (format v2) while the app's work runs; nil: the host shows
    /// its own (FlowcUIKit an activity indicator, FlowcSwiftUI a `ProgressView`).
    public var loadingScreen: (@MainActor (FlowLoading) -> Screen)?
    /// The screen the host announces to VoiceOver as a new screen once it carried out the last `update()`'s
    /// operations, and the dismissal among them ended (`FlowHostOperation.screenToAnnounce`); nil when the platform
    /// announces the change itself.
    public private(set) var screenToAnnounce: FlowScreenID?
    /// The last `screenToAnnounce` not yet taken (`takeScreenToAnnounce()`).
    private var pendingAnnouncement: FlowScreenID?
    private var layout: FlowHostLayout<Screen>?
    private var shownLayout: [FlowHostLayout<Screen>.Layer] = []
    /// The layers of `departing` as they were shown, while a dismissal is under way: put back if it fails.
    private var departingLayout: [FlowHostLayout<Screen>.Layer] = []
    private var made: [FlowScreenID: Screen] = [:]
    /// Stacks the user popped: the host sets them again at the next update, so that what the new top allows (the
    /// back swipe) is applied, though the screens are as wanted already.
    private var popped: [(layer: Int, stack: Int)] = []

    /// A driver for the flow tree `root`, under `rules`, shown where `placement` says.
    public init(root: any FlowNode<Screen>, rules: FlowReconciler.Rules, placement: FlowHostPlacement = .window) {
        self.root = root
        self.rules = rules
        self.placement = placement
    }

    /// Whether the host shows nothing of the flows any more, and will not: the root flow ended and what it showed is
    /// gone. A host placed in the app's own navigation has given back what it took (`FlowHostPlacement`).
    public var isDone: Bool {
        root.isRunning == false && shown.layers.allSatisfy { $0.stacks.allSatisfy(\.isEmpty) } && !isTransitioning
            && departing.isEmpty && (shown.layers.isEmpty || !placement.rootStyle.isModal)
    }

    /// The operations to carry out now, in order; `shown` already holds their result. After a `present` or a
    /// `dismiss` (always the last), call `transitionDidComplete()` once the platform finished it.
    public func update() -> [FlowHostOperation] {
        guard !isTransitioning else {
            screenToAnnounce = nil
            return []
        }
        let layout = FlowHostLayout(root: root, placement: placement)
        self.layout = layout
        var operations = FlowReconciler.operations(
            from: shown, to: layout.tree, canPresent: canPresent, rules: rules)
        for (layer, stack) in popped.reversed()
        where shown.layers.indices.contains(layer) && shown.layers[layer].stacks.indices.contains(stack)
            && !operations.contains(where: { $0.setsStack(layer: layer, stack: stack) })
        {
            operations.insert(.setStack(layer: layer, stack: stack, shown.layers[layer].stacks[stack]), at: 0)
        }
        popped = []
        screenToAnnounce = FlowHostOperation.screenToAnnounce(after: operations, from: shown)
        pendingAnnouncement = screenToAnnounce ?? pendingAnnouncement
        for operation in operations {
            if case .dismiss(let from) = operation {
                departing = Array(shown.layers[from...])
                departingLayout = shownLayout.indices.contains(from) ? Array(shownLayout[from...]) : []
            }
            shown = shown.applying(operation)
            if operation.isTransition {
                transition = operation
            }
        }
        // Each layer shown is the flows' layer in its place, or, while a dismissal waits, the one it was.
        shownLayout = shown.layers.indices.compactMap { index in
            if layout.layers.indices.contains(index), layout.layers[index].tree.isSameContainer(as: shown.layers[index])
            {
                return layout.layers[index]
            }
            return shownLayout.indices.contains(index) ? shownLayout[index] : nil
        }
        forgetScreensNoLongerShown()
        return operations
    }

    /// The screen to announce to VoiceOver now: the last update's `screenToAnnounce`, or an earlier one's, once no
    /// transition is under way (the dismissal of a link's sheet ended); nil while one is, or when there is none
    /// left. Taken once: a host that calls it after each update and each transition's end announces each change
    /// once, after what it started ended, as FlowUIKitHost does.
    public func takeScreenToAnnounce() -> FlowScreenID? {
        guard !isTransitioning, let id = pendingAnnouncement else { return nil }
        pendingAnnouncement = nil
        return id
    }

    /// The platform finished the last `present` or `dismiss`: call `update()` next.
    public func transitionDidComplete() {
        transition = nil
        departing = []
        departingLayout = []
    }

    /// The platform refused the last `dismiss` (something else moves; UIKit then never calls the completion): the
    /// layers are shown again as they were, and the next `update()` tries again.
    public func dismissalDidFail() {
        guard case .dismiss = transition, departing.count == departingLayout.count else { return }
        shown.layers += departing
        shownLayout += departingLayout
        departing = []
        departingLayout = []
        transition = nil
    }

    /// The layers the user dismissed went: their screens are let go at the next `update()`.
    public func departedLayersWent() {
        departing = []
    }

    /// The platform refused the last `present` (something else, the app's own alert say, is presented or moving):
    /// the layer is not shown, and the next `update()` tries again.
    public func presentationDidFail() {
        guard isTransitioning, shown.layers.count > 1 else { return }
        shown.layers.removeLast()
        shownLayout.removeLast()
        transition = nil
    }

    /// The screen `id`, made by its flow's wiring the first time it is asked for during a visit and kept until the
    /// screen is no longer shown; nil for a screen no flow shows.
    public func screen(_ id: FlowScreenID) -> Screen? {
        if let screen = made[id] {
            return screen
        }
        guard let shown = layout?.screen(id),
            let screen = shown.loading.flatMap({ loadingScreen?($0) }) ?? shown.make()
        else { return nil }
        made[id] = screen
        return screen
    }

    /// The loading screen `id` shows, when it is an async decision's (format v2).
    public func loading(_ id: FlowScreenID) -> FlowLoading? {
        layout?.screen(id)?.loading
    }

    /// The tabs of tabs layer `layer`, as last shown.
    public func tabs(ofLayer layer: Int) -> FlowTabs<Screen>? {
        shownLayout.indices.contains(layer) ? shownLayout[layer].tabs : nil
    }

    // MARK: What the user did

    /// The user popped stack `stack` of layer `layer` (back button, swipe, back menu) to `remaining` screens: the
    /// platform already did; the flows hear of it. Call `update()` next: if a flow forbids the pop, it puts the
    /// screens back. Pushed onto the app's navigation stack (`FlowHostPlacement.pushed`), the root stack may be
    /// popped to no screen at all, back to the app's screen below the flow's first: the flow is cancelled, or the
    /// first screen's flow handles its system back.
    public func userPopped(layer: Int, stack: Int, remaining: Int) {
        // A navigation stack keeps its first screen, unless it is the app's, the flow's screens above the app's.
        let lowest = hasScreenBelow(layer: layer, stack: stack) ? 0 : 1
        guard shown.layers.indices.contains(layer), shown.layers[layer].stacks.indices.contains(stack),
            (lowest..<shown.layers[layer].stacks[stack].count).contains(remaining)
        else { return }
        shown.layers[layer].stacks[stack].removeSubrange(remaining...)
        popped.append((layer, stack))
        reportPop(layer: layer, stack: stack, remaining: remaining)
    }

    /// The user asked the system back of the top screen of stack `stack` of layer `layer`, a screen that handles it
    /// (`FlowHostEntry.handlesSystemBack`: UIKit's back button ran the host's `backAction`): nothing was popped; its
    /// flow sends the screen's `systemBack` event. Call `update()` next.
    public func userAskedSystemBack(layer: Int, stack: Int) {
        guard shown.layers.indices.contains(layer), shown.layers[layer].stacks.indices.contains(stack),
            shown.layers[layer].stacks[stack].count > (hasScreenBelow(layer: layer, stack: stack) ? 0 : 1),
            shown.layers[layer].stacks[stack].last?.handlesSystemBack == true
        else { return }
        reportPop(layer: layer, stack: stack, remaining: shown.layers[layer].stacks[stack].count - 1)
    }

    /// Whether stack `stack` of layer `layer` shows the flow's screens above screens of the app's: the root stack of a
    /// flow pushed onto the app's navigation stack. Its first screen has a system back, to the app's screen below.
    public func hasScreenBelow(layer: Int, stack: Int) -> Bool {
        placement.rootHasScreenBelow && layer == 0 && shown.layers.first?.kind == .stack
    }

    /// Whether the menu of the top screen's back button in stack `stack` of layer `layer` could pass a screen that
    /// forbids going back or asks its flow first (`Array.backMenuPassesAGuard`): over the app's screens, the flow's
    /// first screen counts too, as the menu lists the app's screens below it.
    public func backMenuPassesAGuard(layer: Int, stack: Int) -> Bool {
        guard shown.layers.indices.contains(layer), shown.layers[layer].stacks.indices.contains(stack) else {
            return false
        }
        return shown.layers[layer].stacks[stack].backMenuPassesAGuard(
            overScreensBelow: hasScreenBelow(layer: layer, stack: stack))
    }

    private func reportPop(layer: Int, stack: Int, remaining: Int) {
        let source = shownLayout[layer]
        if let tabs = source.tabs, tabs.tabs.indices.contains(stack) {
            tabs.tabs[stack].node.handle(.popped(stack: 0, remaining: remaining))
        } else {
            source.owner.handle(.popped(stack: source.flowStack, remaining: source.offset + remaining))
        }
    }

    /// Whether pulling modal layer `layer` down asks its flow instead (its first screen handles the system back,
    /// `on: systemBack:`): the host refuses the pull-down (UIKit's `presentationControllerShouldDismiss`) and
    /// reports the attempt (`userAttemptedDismiss`), so the modal never goes and comes back.
    public func userDismissAsksFlow(layer: Int) -> Bool {
        guard layer >= lowestDismissableLayer, shown.layers.indices.contains(layer), shown.layers[layer].kind == .stack
        else { return false }
        return shown.layers[layer].stacks.first?.first?.handlesSystemBack == true
    }

    /// The user tried to pull modal layer `layer` down and the host refused (`userDismissAsksFlow(layer:)`): the
    /// modal stays; its first screen's flow sends its `systemBack` event. Call `update()` next.
    public func userAttemptedDismiss(layer: Int) {
        guard userDismissAsksFlow(layer: layer) else { return }
        reportDismissal(of: shownLayout[layer])
    }

    /// The user dismissed modal layer `layer` (pulled the sheet down): the platform already removed it and the
    /// layers above; the flows hear of it. Call `update()` next. Where the app presents the root layer
    /// (`FlowHostPlacement.presented`), layer 0 too: the flow is cancelled, or its first screen's flow handles its
    /// system back.
    public func userDismissed(layer: Int) {
        guard layer >= lowestDismissableLayer, shown.layers.indices.contains(layer) else { return }
        departing = Array(shown.layers[layer...])
        shown.layers.removeSubrange(layer...)
        let source = shownLayout[layer]
        shownLayout.removeSubrange(layer...)
        reportDismissal(of: source)
    }

    /// The root layer is no modal of the flows', unless the app presents it.
    private var lowestDismissableLayer: Int { placement.rootStyle.isModal ? 0 : 1 }

    private func reportDismissal(of source: FlowHostLayout<Screen>.Layer) {
        if source.offset > 0, source.tabs == nil {
            source.owner.handle(.popped(stack: source.flowStack, remaining: source.offset))
        } else {
            source.owner.handle(.dismissed(stack: source.flowStack))
        }
    }

    /// The user tapped button `index` of the alert or confirmation dialog of layer `layer`: UIKit and SwiftUI close
    /// it themselves (UIKit before it calls the button's handler), so it is no longer shown; its flow runs the
    /// button's transition. Call `update()` next.
    public func alertButtonChosen(layer: Int, index: Int) {
        guard layer >= 1, shown.layers.indices.contains(layer), let alert = alert(ofLayer: layer) else { return }
        shown.layers.removeSubrange(layer...)
        shownLayout.removeSubrange(layer...)
        alert.choose(index)
    }

    /// The user closed the alert or confirmation dialog of layer `layer` without tapping one of its buttons (SwiftUI
    /// set its `isPresented` to false: a tap outside a dialog, the dialog's standard dismiss action), the one shown as
    /// screen `id` (`alertScreen(ofLayer:)` when the host showed it): it acts as its cancel button (format.md, "Alerts
    /// and confirmation dialogs"). Nothing when layer `layer` no longer shows that alert: a button acted already
    /// (SwiftUI sets `isPresented` to false after a button's action runs, which may show another alert in its place).
    /// An alert without a cancel button (which lint reports for a dialog) is no longer shown: the next `update()`
    /// shows it again, as its flow still does. Call `update()` next.
    public func userClosedAlert(layer: Int, id: FlowScreenID) {
        guard layer >= 1, alertScreen(ofLayer: layer) == id, let alert = alert(ofLayer: layer) else { return }
        if let cancel = alert.cancelButton {
            alertButtonChosen(layer: layer, index: cancel)
        } else {
            shown.layers.removeSubrange(layer...)
            shownLayout.removeSubrange(layer...)
        }
    }

    /// The screen of the alert or confirmation dialog layer `layer` shows; nil for a layer of screens.
    public func alertScreen(ofLayer layer: Int) -> FlowScreenID? {
        guard alert(ofLayer: layer) != nil, shown.layers.indices.contains(layer) else { return nil }
        return shown.layers[layer].stacks.first?.first?.id
    }

    /// The name of the view layer `layer` points at where it is a popover, which the app gives the host
    /// (`FlowUIKitHost.popoverAnchor`, SwiftUI's `.flowPopoverAnchor(name)`): a popover's `anchor`, a confirmation
    /// dialog's step name (the control that opened it: a dialog is a popover on an iPad); nil for any other layer.
    public func anchor(ofLayer layer: Int) -> String? {
        if let alert = alert(ofLayer: layer) {
            return alert.style == .dialog ? alert.stepName : nil
        }
        return shown.layers.indices.contains(layer) ? shown.layers[layer].popoverAnchor : nil
    }

    /// The alert or confirmation dialog layer `layer` shows, as last shown; nil for a layer of screens.
    public func alert(ofLayer layer: Int) -> FlowAlert? {
        shownLayout.indices.contains(layer) ? shownLayout[layer].alert : nil
    }

    /// The user selected tab `index` of tabs layer `layer`: the platform shows it already; its flow hears of it.
    /// Call `update()` next.
    public func userSelectedTab(layer: Int, index: Int) {
        guard shown.layers.indices.contains(layer), let tabs = tabs(ofLayer: layer) else { return }
        shown.layers[layer].selectedTab = index
        tabs.select(index)
    }

    private func forgetScreensNoLongerShown() {
        var ids = Set<FlowScreenID>()
        for layer in shown.layers + departing + (layout?.tree.layers ?? []) {
            for stack in layer.stacks {
                ids.formUnion(stack.map(\.id))
            }
        }
        made = made.filter { ids.contains($0.key) }
    }
}
