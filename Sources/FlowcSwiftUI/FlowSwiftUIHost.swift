// FlowcSwiftUI: shows a running flow tree with SwiftUI (built where SwiftUI exists).

#if canImport(SwiftUI)
    @_spi(Hosts) import FlowcRuntime
    import SwiftUI

    /// Shows a running flow tree with SwiftUI: a `NavigationStack(path:)` per stack, a `TabView` (each tab a
    /// `NavigationStack`) where a tabs step is the first screen of its stack, each modal in a `.sheet` or
    /// `.fullScreenCover` over the one below.
    ///
    /// The view decides nothing: `FlowHostDriver` (FlowcRuntime) says what to show, one modal layer per update before
    /// iOS 17 (SwiftUI leaves a layer on screen when several close at once), each presentation after the previous one
    /// appeared. Each screen is made once per visit and kept. Where a flow forbids going back, the back button is
    /// hidden (which also disables the swipe) and the sheet cannot be pulled down.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public struct FlowHostView<Screen: View, TabLabel: View>: View {
        @StateObject private var model: FlowHostModel<Screen>
        private let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        /// - Parameters:
        ///   - root: the root coordinator, whose wiring makes the screens as views of one type (an enum of the app's
        ///     screens, say); started by the host if it has not started yet.
        ///   - tabLabel: a tab's label in the tab bar: a tab's flow, its index.
        public init(
            root: any FlowNode<Screen>,
            tabLabel: @escaping @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel
        ) {
            _model = StateObject(wrappedValue: FlowHostModel(root: root))
            self.tabLabel = tabLabel
        }

        /// The root layer, and the modals above it.
        public var body: some View {
            FlowLayerView(model: model, index: 0, tabLabel: tabLabel)
                .onAppear { model.hostDidAppear() }
                .environment(\.flowPopovers, FlowPopovers(model: model, tabLabel: tabLabel))
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    extension FlowHostView where TabLabel == FlowTabLabel {
        /// - Parameter root: the root coordinator; tabs labelled by their flows' `tabItem`.
        public init(root: any FlowNode<Screen>) {
            self.init(root: root) { tab, _ in FlowTabLabel(item: tab.item, strings: tab.strings) }
        }

        /// The host of `model`, an embedding's (`flowSheet`).
        init(model: FlowHostModel<Screen>) {
            _model = StateObject(wrappedValue: model)
            tabLabel = { tab, _ in FlowTabLabel(item: tab.item, strings: tab.strings) }
        }
    }

    /// A tab's default label: its flow's `tabItem`, the title looked up in its flow's `Flows` strings table
    /// (`FlowStrings`).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public struct FlowTabLabel: View {
        /// The tab's item.
        public let item: FlowTabItem
        /// Where its title is looked up.
        public let strings: FlowStrings

        /// The label of `item`, its title looked up in `strings`.
        public init(item: FlowTabItem, strings: FlowStrings) {
            self.item = item
            self.strings = strings
        }

        /// The title and, if any, the image.
        public var body: some View {
            let title = strings.text(item.title)
            if let image = item.image {
                Label(title, systemImage: image)
            } else {
                Text(title)
            }
        }
    }

    /// The popovers of a host for the views that anchor them (`flowPopoverAnchor`): the top layer when it is a popover
    /// anchored at one of them.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    final class FlowPopovers<Screen: View, TabLabel: View>: FlowPopoverPresenting {
        let model: FlowHostModel<Screen>
        let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        init(model: FlowHostModel<Screen>, tabLabel: @escaping @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel) {
            self.model = model
            self.tabLabel = tabLabel
        }

        func anchorAppeared(_ name: String) { model.anchors[name, default: 0] += 1 }

        func anchorDisappeared(_ name: String) {
            model.anchors[name, default: 1] -= 1
            if model.anchors[name] == 0 { model.anchors[name] = nil }
        }

        func isPresentingPopover(anchoredAt name: String) -> Binding<Bool> {
            model.isPresentingPopover(anchoredAt: name)
        }

        func popoverContent() -> AnyView {
            AnyView(FlowLayerView(model: model, index: model.shown.layers.count - 1, tabLabel: tabLabel))
        }
    }

    /// What the host shows, published to SwiftUI: `FlowHostDriver`'s `shown`, and the bindings that report what the
    /// user did.
    @MainActor
    public final class FlowHostModel<Screen>: ObservableObject {
        @Published private(set) var shown = FlowHostTree()
        /// The popover anchors on screen (`flowPopoverAnchor`), each with how many views have it.
        @Published var anchors: [String: Int] = [:]
        let driver: FlowHostDriver<Screen>

        init(root: any FlowNode<Screen>, placement: FlowHostPlacement = .window) {
            let stages: Bool
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                stages = false
            } else {
                stages = true
            }
            driver = FlowHostDriver(root: root, rules: .swiftUI(stagesModalLayers: stages), placement: placement)
            root.observeChanges { [weak self] in
                self?.update()
            }
            root.start()
            update()
        }

        func update() {
            for operation in driver.update() {
                // An alert has no view of its own to appear or go: SwiftUI shows or hides it in this update.
                switch operation {
                case .present(let layer) where layer.style == .alert || layer.style == .dialog:
                    driver.transitionDidComplete()
                case .dismiss where driver.departing.first.map({ $0.style == .alert || $0.style == .dialog }) == true:
                    driver.transitionDidComplete()
                default:
                    break
                }
            }
            if shown != driver.shown {
                shown = driver.shown
            }
            onUpdate?()
        }

        /// Called after each update: the embeddings keep the app's path and sheet in step with `shown`.
        var onUpdate: (@MainActor () -> Void)?

        /// The alert or confirmation dialog above layer `index`, if that is what it shows.
        func alert(above index: Int) -> FlowAlert? {
            driver.alert(ofLayer: index + 1)
        }

        /// The user tapped button `button` of the alert above layer `index`: SwiftUI closes it; its flow acts.
        func alertButtonTapped(above index: Int, button: Int) {
            driver.alertButtonChosen(layer: index + 1, index: button)
            update()
        }

        /// Whether an alert of `style` is shown above layer `index`. Set to false with no button tapped (a dialog
        /// dismissed by a tap outside it, or by its standard dismiss action), its cancel button acts
        /// (`FlowHostDriver.userClosedAlert`): "Dialogs include a standard dismiss action by default. If you provide a
        /// button with a role of cancel, that button takes the place of the default dismiss action." and "In regular
        /// size classes in iOS, the system renders confirmation dialogs as a popover that the user dismisses by
        /// tapping anywhere outside the popover"
        /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)).
        /// Whether the cancel button's action runs too then, the documentation does not say; and SwiftUI sets the
        /// binding to false after any button's action ("All actions in a confirmation dialog will dismiss the dialog
        /// after the action runs"), when the flow may show another alert already. So the binding names the alert it
        /// was made for, and the driver acts only while that one is shown: the cancel button acts once either way.
        func isAlerting(_ style: FlowPresentation, above index: Int) -> Binding<Bool> {
            let shownAlert = layer(index + 1)?.style == style ? driver.alertScreen(ofLayer: index + 1) : nil
            return Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.layer(index + 1)?.style == style }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let self, !isPresented, let shownAlert else { return }
                        self.driver.userClosedAlert(layer: index + 1, id: shownAlert)
                        self.update()
                    }
                }
            )
        }

        func hostDidAppear() {
            driver.canPresent = true
            update()
        }

        /// A layer appeared: if the host is presenting it, its presentation is over. (A layer a dismissal uncovers
        /// appears too; that dismissal ends in `modalDidDismiss`.)
        func layerDidAppear(_ index: Int) {
            if case .present = driver.transition, index == shown.layers.count - 1 {
                driver.transitionDidComplete()
            }
            update()
        }

        /// A modal went away: if the host was dismissing it, the dismissal is over (a modal the user pulled down was
        /// reported by its binding already).
        func modalDidDismiss() {
            if case .dismiss = driver.transition {
                driver.transitionDidComplete()
            }
            driver.departedLayersWent()
            update()
        }

        /// Layer `index` as the host shows it.
        func layer(_ index: Int) -> FlowHostLayer? {
            shown.layers.indices.contains(index) ? shown.layers[index] : nil
        }

        /// Layer `index` as it is drawn: a layer being dismissed keeps its content until it is gone.
        func drawnLayer(_ index: Int) -> FlowHostLayer? {
            if let layer = layer(index) {
                return layer
            }
            let departing = index - shown.layers.count
            return driver.departing.indices.contains(departing) ? driver.departing[departing] : nil
        }

        func screen(_ id: FlowScreenID) -> Screen? {
            driver.screen(id)
        }

        func isLoading(_ id: FlowScreenID) -> Bool {
            driver.loading(id) != nil
        }

        func tabs(of index: Int) -> FlowTabs<Screen>? {
            driver.tabs(ofLayer: index)
        }

        /// A stack's `NavigationStack` path: its screens after the first. A shorter path set is the user's pop.
        func path(layer: Int, stack: Int) -> Binding<[FlowScreenID]> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.entries(layer: layer, stack: stack).dropFirst().map(\.id) ?? [] }
                },
                set: { [weak self] path in
                    MainActor.assumeIsolated {
                        guard let self, path.count + 1 < self.entries(layer: layer, stack: stack).count else { return }
                        self.driver.userPopped(layer: layer, stack: stack, remaining: path.count + 1)
                        self.update()
                    }
                }
            )
        }

        func entries(layer: Int, stack: Int) -> [FlowHostEntry] {
            guard let layer = drawnLayer(layer), layer.stacks.indices.contains(stack) else { return [] }
            return layer.stacks[stack]
        }

        /// Whether the layer above `index` is shown in one of `styles` (SwiftUI's sheet shows every kind of sheet,
        /// its full-screen cover both full-screen styles). Set to false, the user dismissed it.
        func isPresenting(_ styles: Set<FlowPresentation>, above index: Int) -> Binding<Bool> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.layer(index + 1).map { styles.contains($0.style) } == true }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let self, !isPresented, self.layer(index + 1).map({ styles.contains($0.style) }) == true
                        else { return }
                        self.driver.userDismissed(layer: index + 1)
                        self.update()
                    }
                }
            )
        }

        /// Whether the layer above `index` is a popover whose anchor is on no view on screen: presented from layer
        /// `index`. Set to false, the user dismissed it.
        func isPresentingUnanchoredPopover(above index: Int) -> Binding<Bool> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated {
                        self?.layer(index + 1)?.style == .popover && self?.popoverAnchor(of: index + 1) == nil
                    }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let self, !isPresented, self.layer(index + 1)?.style == .popover,
                            self.popoverAnchor(of: index + 1) == nil
                        else { return }
                        self.driver.userDismissed(layer: index + 1)
                        self.update()
                    }
                }
            )
        }

        /// Whether the top layer is a popover anchored at `name`, a view on screen (`flowPopoverAnchor`). Set to false,
        /// the user dismissed it.
        func isPresentingPopover(anchoredAt name: String) -> Binding<Bool> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.popoverAnchor(of: (self?.shown.layers.count ?? 0) - 1) == name }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let self, !isPresented else { return }
                        let top = self.shown.layers.count - 1
                        guard self.popoverAnchor(of: top) == name else { return }
                        self.driver.userDismissed(layer: top)
                        self.update()
                    }
                }
            )
        }

        /// The anchor on screen that layer `index`, a popover, points at; nil when it is none, or its anchor is not
        /// on screen (it is presented from the layer below then).
        func popoverAnchor(of index: Int) -> String? {
            guard let anchor = layer(index)?.popoverAnchor, anchors[anchor] != nil else { return nil }
            return anchor
        }

        /// The selected tab of tabs layer `index`. Set, the user selected another tab.
        func selectedTab(of index: Int) -> Binding<Int> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.layer(index)?.selectedTab ?? 0 }
                },
                set: { [weak self] tab in
                    MainActor.assumeIsolated {
                        guard let self, self.layer(index)?.selectedTab != tab else { return }
                        self.driver.userSelectedTab(layer: index, index: tab)
                        self.update()
                    }
                }
            )
        }
    }

    /// One layer, and the modal above it.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct FlowLayerView<Screen: View, TabLabel: View>: View {
        @ObservedObject var model: FlowHostModel<Screen>
        let index: Int
        let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        var body: some View {
            if let layer = model.drawnLayer(index) {
                content(layer)
                    .presentationDetents(Set((layer.options?.detents ?? []).map { $0 == .medium ? .medium : .large }))
                    .interactiveDismissDisabled(!layer.allowsUserDismiss || asksFlowFirst)
                    .onAppear { model.layerDidAppear(index) }
                    .modifier(FlowModals(model: model, index: index, tabLabel: tabLabel))
            }
        }

        /// Whether pulling the app's sheet that holds the root layer down would ask the flow first (its first screen
        /// handles its system back, `FlowHostPlacement.presented`): SwiftUI cannot refuse a pull-down and ask, so the
        /// pull-down is off there, and the flow's own screens go back.
        private var asksFlowFirst: Bool {
            index == 0 && model.driver.userDismissAsksFlow(layer: 0)
        }

        @ViewBuilder
        private func content(_ layer: FlowHostLayer) -> some View {
            switch layer.kind {
            case .stack:
                FlowStackView(model: model, layer: index, stack: 0)
            case .tabs:
                TabView(selection: model.selectedTab(of: index)) {
                    ForEach(layer.stacks.indices, id: \.self) { stack in
                        FlowStackView(model: model, layer: index, stack: stack)
                            .tabItem {
                                if let tab = model.tabs(of: index)?.tabs[stack] {
                                    tabLabel(tab, stack)
                                }
                            }
                            .tag(stack)
                    }
                }
            }
        }
    }

    /// The modal above layer `index`: a sheet, a full-screen cover, a popover, an alert or a confirmation dialog,
    /// attached to the view that shows layer `index` (the host's, or the app's own where the flow's root stack is
    /// pushed onto the app's `NavigationStack`).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    struct FlowModals<Screen: View, TabLabel: View>: ViewModifier {
        @ObservedObject var model: FlowHostModel<Screen>
        let index: Int
        let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        func body(content: Content) -> some View {
            content
                .sheet(
                    isPresented: model.isPresenting([.sheet, .formSheet, .pageSheet], above: index),
                    onDismiss: dismissed, content: above
                )
                .fullScreenModal(
                    isPresented: model.isPresenting([.fullScreen, .overFullScreen], above: index),
                    onDismiss: dismissed, content: above
                )
                .popover(isPresented: model.isPresentingUnanchoredPopover(above: index), content: above)
                .alert(
                    title(model.alert(above: index)), isPresented: model.isAlerting(.alert, above: index),
                    presenting: model.alert(above: index), actions: buttons, message: message
                )
                .confirmationDialog(
                    title(model.alert(above: index)), isPresented: model.isAlerting(.dialog, above: index),
                    titleVisibility: .visible, presenting: model.alert(above: index), actions: buttons,
                    message: message)
        }

        /// An alert's text, from its flow's `Flows` strings table (`FlowStrings`).
        private func title(_ alert: FlowAlert?) -> Text {
            Text(verbatim: alert.map { $0.strings.text($0.title) } ?? "")
        }

        @ViewBuilder
        private func buttons(_ alert: FlowAlert) -> some View {
            ForEach(alert.buttons.indices, id: \.self) { button in
                Button(role: role(alert.buttons[button].role)) {
                    model.alertButtonTapped(above: index, button: button)
                } label: {
                    Text(verbatim: alert.strings.text(alert.buttons[button].title))
                }
            }
        }

        @ViewBuilder
        private func message(_ alert: FlowAlert) -> some View {
            if let message = alert.message {
                Text(verbatim: alert.strings.text(message))
            }
        }

        private func role(_ role: FlowAlertRole?) -> ButtonRole? {
            switch role {
            case .cancel: .cancel
            case .destructive: .destructive
            case nil: nil
            }
        }

        /// The layer above this one.
        private func above() -> FlowLayerView<Screen, TabLabel> {
            FlowLayerView(model: model, index: index + 1, tabLabel: tabLabel)
        }

        private func dismissed() {
            model.modalDidDismiss()
        }
    }

    /// One navigation stack: its first screen, and the others pushed by path.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    private struct FlowStackView<Screen: View>: View {
        @ObservedObject var model: FlowHostModel<Screen>
        let layer: Int
        let stack: Int

        var body: some View {
            let entries = model.entries(layer: layer, stack: stack)
            if let first = entries.first {
                NavigationStack(path: model.path(layer: layer, stack: stack)) {
                    FlowScreenView(model: model, entry: first)
                        .navigationDestination(for: FlowScreenID.self) { id in
                            if let entry = model.entries(layer: layer, stack: stack).first(where: { $0.id == id }) {
                                FlowScreenView(model: model, entry: entry)
                            }
                        }
                }
            } else {
                // A modal presented over an empty root stack (a start decision presenting the first screen).
                Color.clear
            }
        }
    }

    /// One screen, made once per visit, with what the flow allows.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct FlowScreenView<Screen: View>: View {
        let model: FlowHostModel<Screen>
        let entry: FlowHostEntry

        var body: some View {
            // Nothing only for a screen no flow shows any more, which the next update removes.
            if let screen = model.screen(entry.id) {
                screen.navigationBarBackButtonHidden(!entry.allowsSystemBack)
            } else if model.isLoading(entry.id) {
                // An async decision's loading screen (format v2), unless the app set `driver.loadingScreen`.
                ProgressView()
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationBarBackButtonHidden(true)
            }
        }
    }

    extension View {
        /// `.fullScreenCover` where the platform has it, `.sheet` elsewhere.
        @ViewBuilder
        fileprivate func fullScreenModal<Content: View>(
            isPresented: Binding<Bool>,
            onDismiss: @escaping () -> Void,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            #if os(macOS)
                sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
            #else
                fullScreenCover(isPresented: isPresented, onDismiss: onDismiss, content: content)
            #endif
        }
    }
#endif
