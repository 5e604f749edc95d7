// FlowcSwiftUI: shows a running flow tree with SwiftUI (built where SwiftUI exists).

#if canImport(SwiftUI)
    @_spi(Hosts) import FlowcRuntime
    import SwiftUI

    #if canImport(UIKit)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    /// Shows a running flow tree with SwiftUI: a `NavigationStack(path:)` per stack, a `TabView` (each tab a
    /// `NavigationStack`) where a tabs step is the first screen of its stack, each modal in a `.sheet` or
    /// `.fullScreenCover` over the one below.
    ///
    /// The view decides nothing: `FlowHostDriver` (FlowcRuntime) says what to show, one modal layer per update before
    /// iOS 17 (SwiftUI leaves a layer on screen when several close at once), each presentation after the previous one
    /// appeared. Each screen is made once per visit and kept, with the identity of its visit (`.id`), so that its
    /// `@State` starts afresh when a flow shows the same step again. Where a flow forbids going back, the back button
    /// is hidden (which also disables the swipe) and the sheet cannot be pulled down. Another root coordinator (after
    /// signing out, say) gets a host of its own.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public struct FlowHostView<Screen: View, TabLabel: View>: View {
        private let source: FlowHostSource<Screen>
        private let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        /// - Parameters:
        ///   - root: the root coordinator, whose wiring makes the screens as views of one type (an enum of the app's
        ///     screens, say); started by the host if it has not started yet.
        ///   - tabLabel: a tab's label in the tab bar: a tab's flow, its index.
        public init(
            root: any FlowNode<Screen>,
            tabLabel: @escaping @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel
        ) {
            source = .root(root)
            self.tabLabel = tabLabel
        }

        /// The root layer, and the modals above it, of the host of this root coordinator: a `@StateObject` is made
        /// "only once during the lifetime of the container that declares the state object", and SwiftUI "does create
        /// a new instance if the identity of a view changes" (https://developer.apple.com/documentation/swiftui/stateobject),
        /// so the view that keeps the model takes the root's identity (`.id`: "When the proxy value specified by the
        /// `id` parameter changes, the identity of the view — for example, its state — is reset.",
        /// https://developer.apple.com/documentation/swiftui/view/id(_:)).
        public var body: some View {
            FlowHostContent(source: source, tabLabel: tabLabel).id(source.id)
        }
    }

    /// Where a `FlowHostView`'s model comes from: its root coordinator, or an embedding's model (`flowSheet`).
    enum FlowHostSource<Screen> {
        case root(any FlowNode<Screen>)
        case model(FlowHostModel<Screen>)

        /// The identity of the host: one model per root coordinator.
        var id: ObjectIdentifier {
            switch self {
            case .root(let root): ObjectIdentifier(root)
            case .model(let model): ObjectIdentifier(model)
            }
        }

        @MainActor
        func makeModel() -> FlowHostModel<Screen> {
            switch self {
            case .root(let root): FlowHostModel(root: root)
            case .model(let model): model
            }
        }
    }

    /// The host's model, kept while the host's source is the same, and what it shows.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct FlowHostContent<Screen: View, TabLabel: View>: View {
        @StateObject private var model: FlowHostModel<Screen>
        let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        init(source: FlowHostSource<Screen>, tabLabel: @escaping @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel) {
            _model = StateObject(wrappedValue: source.makeModel())
            self.tabLabel = tabLabel
        }

        var body: some View {
            FlowLayerView(model: model, index: 0, tabLabel: tabLabel)
                .onAppear { model.hostDidAppear() }
                .environment(\.flowPopovers, model.popovers(tabLabel: tabLabel))
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
            source = .model(model)
            tabLabel = { tab, _ in FlowTabLabel(item: tab.item, strings: tab.strings) }
        }
    }

    /// A tab's default label: its flow's `tabItem`, the title looked up in its flow's `Flows` strings table
    /// (`FlowStrings`), the image the app's asset of that name, else the SF Symbol (`FlowTabItem.tabImage`, as
    /// FlowcUIKit's tab item).
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
            switch item.tabImage(assetExists: Self.assetExists) {
            case .asset(let name): Label(title, image: name)
            case .systemSymbol(let name): Label(title, systemImage: name)
            case nil: Text(title)
            }
        }

        /// Whether the app's main bundle has an image named `name` (where SwiftUI's `Image(_:)` looks by default:
        /// "If `nil`, SwiftUI uses the main `Bundle`.", https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)).
        private static func assetExists(_ name: String) -> Bool {
            #if canImport(UIKit)
                UIImage(named: name) != nil
            #elseif canImport(AppKit)
                NSImage(named: name) != nil
            #else
                false
            #endif
        }
    }

    /// The popovers of a host for the views that anchor them (`flowPopoverAnchor`): the top layer when it is a popover
    /// anchored at one of them.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    final class FlowPopovers<Screen: View, TabLabel: View>: FlowPopoverPresenting {
        /// Weak: the model keeps its popovers (`FlowHostModel.popovers(tabLabel:)`).
        weak var model: FlowHostModel<Screen>?
        let tabLabel: @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel

        init(model: FlowHostModel<Screen>, tabLabel: @escaping @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel) {
            self.model = model
            self.tabLabel = tabLabel
        }

        func anchorAppeared(_ name: String) { model?.anchors[name, default: 0] += 1 }

        func anchorDisappeared(_ name: String) {
            guard let model else { return }
            model.anchors[name, default: 1] -= 1
            if model.anchors[name] == 0 { model.anchors[name] = nil }
        }

        func isPresentingPopover(anchoredAt name: String) -> Binding<Bool> {
            model?.isPresentingPopover(anchoredAt: name) ?? .constant(false)
        }

        func isPresentingDialog(anchoredAt name: String) -> Binding<Bool> {
            model?.isPresentingDialog(anchoredAt: name) ?? .constant(false)
        }

        /// The top layer's dialog: the one an anchor presents.
        func dialog() -> FlowAlert? {
            guard let model else { return nil }
            return model.alert(above: model.shown.layers.count - 2)
        }

        func dialogButtonTapped(_ button: Int) {
            guard let model else { return }
            model.alertButtonTapped(above: model.shown.layers.count - 2, button: button)
        }

        /// The top layer drawn: the popover, also while it goes (a dismissal keeps it drawn until it disappeared).
        func popoverContent() -> AnyView {
            guard let model else { return AnyView(EmptyView()) }
            return AnyView(FlowLayerView(model: model, index: model.drawnLayerCount - 1, tabLabel: tabLabel))
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
                    .modifier(FlowDetents(detents: layer.options?.detents ?? []))
                    .interactiveDismissDisabled(!layer.allowsUserDismiss || asksFlowFirst)
                    .onAppear { model.layerDidAppear(index) }
                    .onDisappear { model.layerDidDisappear(index) }
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

    /// A sheet's detents, where its flow sets some: "By default, sheets support the `large` detent."
    /// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)); what an empty set means, the
    /// page does not say, so none is set then.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct FlowDetents: ViewModifier {
        let detents: [FlowPresentationOptions.Detent]

        @ViewBuilder
        func body(content: Content) -> some View {
            if detents.isEmpty {
                content
            } else {
                content.presentationDetents(Set(detents.map { $0 == .medium ? .medium : .large }))
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
                    FlowAlertViews.title(model.alert(above: index)),
                    isPresented: model.isAlerting(.alert, above: index),
                    presenting: model.alert(above: index), actions: alertViews.buttons, message: alertViews.message
                )
                .confirmationDialog(
                    FlowAlertViews.title(model.alert(above: index)),
                    isPresented: model.isAlerting(.dialog, above: index), titleVisibility: .visible,
                    presenting: model.alert(above: index), actions: alertViews.buttons, message: alertViews.message)
        }

        /// The alert's text and buttons, each reporting its tap to the layer it is above.
        private var alertViews: FlowAlertViews {
            FlowAlertViews { [model, index] button in model.alertButtonTapped(above: index, button: button) }
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

    /// One screen, made once per visit, with what the flow allows, and the identity of its visit: a new visit of the
    /// same step (a `replace` with the same case, a tab restarted) is a new `FlowScreenID`, and `.id` resets the
    /// view's state then ("When the proxy value specified by the `id` parameter changes, the identity of the view —
    /// for example, its state — is reset.", https://developer.apple.com/documentation/swiftui/view/id(_:)); a push or
    /// pop above it keeps it.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct FlowScreenView<Screen: View>: View {
        let model: FlowHostModel<Screen>
        let entry: FlowHostEntry

        var body: some View {
            // The appearances inside the identity: a new visit in the same place appears, the old one disappears.
            content
                .onAppear { model.screenDidAppear(entry.id) }
                .onDisappear { model.screenDidDisappear(entry.id) }
                .id(entry.id)
        }

        @ViewBuilder
        private var content: some View {
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
