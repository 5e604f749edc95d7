// FlowcSwiftUI: a flow inside the app's own SwiftUI navigation, one flow at a time: its screens pushed onto the path of
// the app's `NavigationStack`, or the flow as the content of a sheet the app presents. What the placement means (the
// system back from the flow's first screen, what an ended flow leaves) is FlowHostPlacement's, in FlowcRuntime.

#if canImport(SwiftUI)
    import FlowcRuntime
    import SwiftUI

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    extension View {
        /// Pushes the screens of `root`'s root stack onto `path`, the path of the app's own `NavigationStack` whose
        /// root is this view, after the app's own values (as a nested FlowStack shares its parent's path); the flow's
        /// modals are presented over the stack. The back button or swipe from the flow's first screen goes back to
        /// the app's screen below and cancels the flow (`.cancelled(.back)`). When the flow ends, its screens leave
        /// the path and its modals close; then `onDone`, where the app lets the coordinator go. While the flow runs, the
        /// app pushes nothing of its own: the top of the path is the flow's.
        ///
        /// - Parameters:
        ///   - root: the flow's coordinator, whose wiring makes the screens as views of one type; nil for none (the
        ///     flow's screens, if any, leave the path). Started if it has not started yet.
        ///   - path: the app's `NavigationStack` path.
        ///   - onDone: called once the flow ended and nothing of it is on screen any more.
        public func flowDestination<Screen: View>(
            _ root: (any FlowNode<Screen>)?, path: Binding<NavigationPath>, onDone: @escaping () -> Void = {}
        ) -> some View {
            modifier(FlowPathEmbedding(root: root, path: path, onDone: onDone))
        }

        /// Presents `root`'s screens in a sheet over this view while `root` is set, as `FlowHostView` shows them.
        /// Pulling the sheet down is the system back from the flow's first screen: it cancels the flow
        /// (`.cancelled(.dismissed)`), and is off where a screen forbids it or the first asks its flow first. When the
        /// flow ends, the sheet closes; then `onDone`, where the app sets its coordinator to nil.
        public func flowSheet<Screen: View>(_ root: (any FlowNode<Screen>)?, onDone: @escaping () -> Void = {})
            -> some View
        {
            modifier(FlowSheetEmbedding(root: root, onDone: onDone))
        }
    }

    /// Where the flow the embeddings show comes from: one host model per coordinator, made as the coordinator changes.
    @MainActor
    final class FlowEmbeddingModel<Screen: View>: ObservableObject {
        /// Bumped after each update of the host, so that SwiftUI reads the bindings again.
        @Published var generation = 0
        private(set) var host: FlowHostModel<Screen>?
        private var root: ObjectIdentifier?
        /// The flow's screens the path holds, above the app's own values (`flowDestination`).
        private var pushed: [FlowScreenID] = []
        private var isDone = false

        /// The host model of `node`, shown at `placement`: the same while `node` is, a new one for another.
        func attach(
            _ node: (any FlowNode<Screen>)?, placement: FlowHostPlacement, onUpdate: @escaping @MainActor () -> Void
        ) {
            let id = node.map { ObjectIdentifier($0) }
            guard id != root else { return }
            root = id
            isDone = false
            host = node.map { FlowHostModel(root: $0, placement: placement) }
            host?.onUpdate = { [weak self] in
                self?.generation += 1
                onUpdate()
            }
            if placement == .pushed {
                host?.hostDidAppear()  // the app's stack is on screen: its modals may be presented
            }
            onUpdate()
        }

        /// Calls `onDone` once, when the host shows nothing of the ended flow any more.
        func reportDone(_ onDone: () -> Void) {
            guard let host, host.driver.isDone, !isDone else { return }
            isDone = true
            onDone()
        }

        // MARK: The app's path (flowDestination)

        /// Makes `path` end with the flow's root stack, after the app's own values: the values the flow no longer
        /// shows are removed from its end, the new ones appended.
        func syncPath(_ path: Binding<NavigationPath>) {
            let wanted = host?.shown.layers.first.flatMap { $0.kind == .stack ? $0.stacks.first : nil }?.map(\.id) ?? []
            let kept = zip(pushed, wanted).prefix { $0 == $1 }.count
            guard kept < pushed.count || kept < wanted.count else { return }
            let stale = pushed.count - kept
            pushed = wanted
            var next = path.wrappedValue
            next.removeLast(min(stale, next.count))
            for id in wanted[kept...] {
                next.append(id)
            }
            path.wrappedValue = next
        }

        /// The path now holds `count` values: fewer than the app's and the flow's is the user's pop, reported to the
        /// flow (to no screen at all: back to the app's screen).
        func pathChanged(count: Int, appCount: Int) {
            guard let host, count < appCount + pushed.count else { return }
            let remaining = max(0, count - appCount)
            pushed.removeLast(pushed.count - remaining)
            host.driver.userPopped(layer: 0, stack: 0, remaining: remaining)
            host.update()
        }

        /// How many values of the path are the app's own, given its count now.
        func appCount(of count: Int) -> Int { count - pushed.count }

        // MARK: The app's sheet (flowSheet)

        /// Whether the sheet is up: while the host shows the flow's root layer. Set to false, the user pulled it down.
        var isPresentingSheet: Binding<Bool> {
            Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.host?.shown.layers.isEmpty == false }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let host = self?.host, !isPresented, !host.shown.layers.isEmpty else { return }
                        host.driver.userDismissed(layer: 0)
                        host.update()
                    }
                }
            )
        }
    }

    /// `flowDestination(_:path:onDone:)`.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    struct FlowPathEmbedding<Screen: View>: ViewModifier {
        let root: (any FlowNode<Screen>)?
        let path: Binding<NavigationPath>
        let onDone: () -> Void
        @StateObject private var model = FlowEmbeddingModel<Screen>()
        /// The path's count as last seen: what the app and the flow hold.
        @State private var appCount = 0

        func body(content: Content) -> some View {
            content
                .navigationDestination(for: FlowScreenID.self) { id in
                    if let host = model.host,
                        let entry = host.entries(layer: 0, stack: 0).first(where: { $0.id == id })
                    {
                        FlowScreenView(model: host, entry: entry)
                    }
                }
                .modifier(FlowEmbeddedModals(model: model))
                .onAppear(perform: attach)
                .onChange(of: root.map { ObjectIdentifier($0) }) { _ in attach() }
                .onChange(of: path.wrappedValue.count) { count in
                    model.pathChanged(count: count, appCount: appCount)
                    appCount = model.appCount(of: count)
                }
        }

        private func attach() {
            model.attach(root, placement: .pushed) { [model, path, onDone] in
                model.syncPath(path)
                model.reportDone(onDone)
            }
        }
    }

    /// `flowSheet(_:onDone:)`.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    struct FlowSheetEmbedding<Screen: View>: ViewModifier {
        let root: (any FlowNode<Screen>)?
        let onDone: () -> Void
        @StateObject private var model = FlowEmbeddingModel<Screen>()

        func body(content: Content) -> some View {
            content
                .sheet(isPresented: model.isPresentingSheet, onDismiss: sheetWent) {
                    if let host = model.host {
                        FlowHostView(model: host)
                    }
                }
                .onAppear(perform: attach)
                .onChange(of: root.map { ObjectIdentifier($0) }) { _ in attach() }
        }

        private func attach() {
            model.attach(root, placement: .presented(.sheet)) { [model, onDone] in
                model.reportDone(onDone)
            }
        }

        /// The sheet went: the host's dismissal, or the user's pull-down, is over.
        private func sheetWent() {
            model.host?.modalDidDismiss()
        }
    }

    /// The modals of a flow whose root stack is the app's: over the app's `NavigationStack`.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    struct FlowEmbeddedModals<Screen: View>: ViewModifier {
        @ObservedObject var model: FlowEmbeddingModel<Screen>

        @ViewBuilder
        func body(content: Content) -> some View {
            if let host = model.host {
                content.modifier(
                    FlowModals(model: host, index: 0) { tab, _ in FlowTabLabel(item: tab.item, strings: tab.strings) })
            } else {
                content
            }
        }
    }
#endif
