// FlowcSwiftUI: shows a running flow tree with SwiftUI (built where SwiftUI exists).

#if canImport(SwiftUI)
    import FlowcRuntime
    import SwiftUI

    /// Shows a running flow tree: a `NavigationStack(path:)` per stack, each modal in a `.sheet` or
    /// `.fullScreenCover`, and a `TabView` for each tabs step (each tab a host of its own).
    ///
    /// The bindings' setters report what the user did by themselves, a pop, a sheet pulled down or another tab
    /// selected, as system navigation events.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public struct FlowHostView: View {
        @StateObject private var model: FlowHostModel

        /// - Parameter root: the root coordinator, whose wiring makes the screens as `AnyView`s; started by the host
        ///   if it has not started yet.
        public init(root: any FlowNode<AnyView>) {
            _model = StateObject(wrappedValue: FlowHostModel(root: root))
        }

        /// The root stack, and the modals above it.
        public var body: some View {
            FlowStackView(model: model, index: 0)
        }
    }

    /// The layout of a running flow tree, published to SwiftUI.
    @MainActor
    public final class FlowHostModel: ObservableObject {
        @Published private(set) var layout: FlowLayout<AnyView>
        let root: any FlowNode<AnyView>

        init(root: any FlowNode<AnyView>) {
            self.root = root
            root.start()
            self.layout = FlowLayout(screens: root.screens)
            root.observeChanges { [weak self] in
                self?.refresh()
            }
        }

        func stack(_ index: Int) -> FlowLayout<AnyView>.Stack? {
            layout.stacks.indices.contains(index) ? layout.stacks[index] : nil
        }

        func screen(_ id: FlowScreenID) -> FlowScreen<AnyView>? {
            layout.stacks.lazy.flatMap(\.screens).first { $0.id == id }
        }

        /// The path of a stack's `NavigationStack`: its screens after the first. Setting a shorter path is a pop.
        func path(of index: Int) -> Binding<[FlowScreenID]> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.stack(index)?.screens.dropFirst().map(\.id) ?? [] }
                },
                set: { [weak self] path in
                    MainActor.assumeIsolated { self?.root.handle(.popped(stack: index, remaining: path.count + 1)) }
                }
            )
        }

        /// Whether the modal above a stack is shown in `style`. Setting false is a dismissal by the user.
        func isPresenting(_ style: FlowPresentation, above index: Int) -> Binding<Bool> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.stack(index + 1)?.style == style }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        if !isPresented, self?.stack(index + 1)?.style == style {
                            self?.root.handle(.dismissed(stack: index + 1))
                        }
                    }
                }
            )
        }

        private func refresh() {
            let layout = FlowLayout(screens: root.screens)
            if !layout.stacks.isEmpty {
                self.layout = layout
            }
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    private struct FlowStackView: View {
        @ObservedObject var model: FlowHostModel
        let index: Int

        var body: some View {
            if let stack = model.stack(index) {
                content(stack)
                    .sheet(isPresented: model.isPresenting(.sheet, above: index)) {
                        FlowStackView(model: model, index: index + 1)
                    }
                    .fullScreenModal(isPresented: model.isPresenting(.fullScreen, above: index)) {
                        FlowStackView(model: model, index: index + 1)
                    }
            }
        }

        /// The stack's screens; nothing under the modal when the first screen is presented (a start decision presenting
        /// it leaves the root stack empty).
        @ViewBuilder
        private func content(_ stack: FlowLayout<AnyView>.Stack) -> some View {
            if let first = stack.screens.first {
                NavigationStack(path: model.path(of: index)) {
                    FlowScreenView(screen: first)
                        .navigationDestination(for: FlowScreenID.self) { id in
                            if let screen = model.screen(id) {
                                FlowScreenView(screen: screen)
                            }
                        }
                }
            } else {
                Color.clear
            }
        }
    }

    /// One screen: the one its flow's wiring makes, or a `TabView` for a tabs step.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    private struct FlowScreenView: View {
        let screen: FlowScreen<AnyView>

        var body: some View {
            if let tabs = screen.tabs {
                let selection = Binding(
                    get: { tabs.selectedIndex },
                    set: { index in MainActor.assumeIsolated { tabs.select(index) } }
                )
                TabView(selection: selection) {
                    ForEach(tabs.tabs.indices, id: \.self) { index in
                        FlowHostView(root: tabs.tabs[index].node)
                            .id(ObjectIdentifier(tabs.tabs[index].node))
                            .tabItem { Text(tabs.tabs[index].flowName) }
                            .tag(index)
                    }
                }
            } else {
                // Nothing only for a screen its flow no longer shows, which the next layout removes.
                screen.make() ?? AnyView(EmptyView())
            }
        }
    }

    extension View {
        /// `.fullScreenCover` where the platform has it, `.sheet` elsewhere.
        @ViewBuilder
        fileprivate func fullScreenModal<Content: View>(
            isPresented: Binding<Bool>,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            #if os(macOS)
                sheet(isPresented: isPresented, content: content)
            #else
                fullScreenCover(isPresented: isPresented, content: content)
            #endif
        }
    }
#endif
