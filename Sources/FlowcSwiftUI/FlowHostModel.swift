// FlowcSwiftUI: what the SwiftUI host shows, published to its views, and what SwiftUI reports back to the driver.

#if canImport(SwiftUI)
    @_spi(Hosts) import FlowcRuntime
    import SwiftUI

    #if canImport(UIKit)
        import UIKit
    #endif

    /// What the host shows, published to SwiftUI: `FlowHostDriver`'s `shown`, and the bindings that report what the
    /// user did.
    @MainActor
    public final class FlowHostModel<Screen>: ObservableObject {
        @Published private(set) var shown = FlowHostTree()
        /// The popover anchors on screen (`flowPopoverAnchor`), each with how many views have it.
        @Published var anchors: [String: Int] = [:]
        let driver: FlowHostDriver<Screen>
        /// The host's popovers for its anchors, made once (`popovers(tabLabel:)`).
        var popovers: (any FlowPopoverPresenting)?
        /// The screen to announce to VoiceOver once it appeared (`FlowHostDriver.takeScreenToAnnounce()`).
        private var announcement: FlowScreenID?
        /// The screens on screen, as their `onAppear` and `onDisappear` say.
        private var appeared: Set<FlowScreenID> = []

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
            _ = driver.update()
            // An alert has no view of its own to appear or go: SwiftUI shows or hides it in this update.
            driver.swiftUIReported(.updated)
            if shown != driver.shown {
                shown = driver.shown
            }
            announceIfDue()
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
                    // A dialog whose control is on screen is presented from there (`isPresentingDialog`).
                    MainActor.assumeIsolated {
                        self?.layer(index + 1)?.style == style
                            && (style != .dialog || self?.popoverAnchor(of: index + 1) == nil)
                    }
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
        /// appears too; that dismissal ends as `FlowHostDriver.swiftUITransitionEnd` says.)
        func layerDidAppear(_ index: Int) {
            driver.swiftUIReported(.appeared(layer: index))
            update()
        }

        /// A layer's content disappeared: a popover, which has no `onDismiss`, went.
        func layerDidDisappear(_ index: Int) {
            driver.swiftUIReported(.disappeared(layer: index))
            update()
        }

        /// A sheet or a full-screen cover went away: if the host was dismissing it, the dismissal is over (a modal the
        /// user pulled down was reported by its binding already).
        func modalDidDismiss() {
            driver.swiftUIReported(.dismissed)
            update()
        }

        /// Screen `id` appeared: VoiceOver may be moved to it now.
        func screenDidAppear(_ id: FlowScreenID) {
            appeared.insert(id)
            announceIfDue()
        }

        func screenDidDisappear(_ id: FlowScreenID) {
            appeared.remove(id)
        }

        /// Moves VoiceOver to the new screen where SwiftUI does not (a new root, a tab the flows selected, a link that
        /// set a stack: `FlowHostOperation.screenToAnnounce`), once what the host started ended and the screen
        /// appeared: "A notification that an app posts when a new view appears that occupies a major portion of the
        /// screen." (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged). Posted
        /// without an element, as SwiftUI gives the host no view of the screen; "Optionally, include a parameter that
        /// contains the accessibility element for VoiceOver to move to". The documentation does not say whether a
        /// notification posted before the new screen's first frame (`onAppear` "completes before the first rendered
        /// frame appears") is acted on after it: the host posts on the main queue's next turn. Not on macOS, where
        /// UIAccessibility does not exist.
        private func announceIfDue() {
            announcement = driver.takeScreenToAnnounce() ?? announcement
            guard let id = announcement, appeared.contains(id) else { return }
            announcement = nil
            #if canImport(UIKit) && !os(watchOS)
                DispatchQueue.main.async {
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                }
            #endif
        }

        /// Layer `index` as the host shows it.
        func layer(_ index: Int) -> FlowHostLayer? {
            shown.layers.indices.contains(index) ? shown.layers[index] : nil
        }

        /// How many layers are drawn: those shown, and those going.
        var drawnLayerCount: Int { shown.layers.count + driver.departing.count }

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
                    MainActor.assumeIsolated { self?.isTopLayer(.popover, anchoredAt: name) == true }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let self, !isPresented else { return }
                        let top = self.shown.layers.count - 1
                        guard self.isTopLayer(.popover, anchoredAt: name) else { return }
                        self.driver.userDismissed(layer: top)
                        self.update()
                    }
                }
            )
        }

        /// The anchor on screen that layer `index`, a popover, points at; nil when it is none, or its anchor is not
        /// on screen (it is presented from the layer below then).
        func popoverAnchor(of index: Int) -> String? {
            guard let anchor = driver.anchor(ofLayer: index), anchors[anchor] != nil else { return nil }
            return anchor
        }

        /// Whether the top layer is shown in `style` and points at the anchor `name`, a view on screen.
        func isTopLayer(_ style: FlowPresentation, anchoredAt name: String) -> Bool {
            let top = shown.layers.count - 1
            return layer(top)?.style == style && popoverAnchor(of: top) == name
        }

        /// Whether the top layer is a confirmation dialog that points at `name`, the control that opened it
        /// (`flowPopoverAnchor` with the dialog's step name): SwiftUI shows a dialog as a popover on an iPad,
        /// attached to the view that presents it ("In regular size classes in iOS, the system renders confirmation
        /// dialogs as a popover"), so the anchor presents it. Set to false with no button tapped, its cancel button
        /// acts, as `isAlerting` says.
        func isPresentingDialog(anchoredAt name: String) -> Binding<Bool> {
            let top = shown.layers.count - 1
            let shownAlert = isTopLayer(.dialog, anchoredAt: name) ? driver.alertScreen(ofLayer: top) : nil
            return Binding(
                get: { [weak self] in
                    MainActor.assumeIsolated { self?.isTopLayer(.dialog, anchoredAt: name) == true }
                },
                set: { [weak self] isPresented in
                    MainActor.assumeIsolated {
                        guard let self, !isPresented, let shownAlert else { return }
                        self.driver.userClosedAlert(layer: top, id: shownAlert)
                        self.update()
                    }
                }
            )
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

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    extension FlowHostModel where Screen: View {
        /// The host's popovers for the anchors inside it: one object per model, the same at each body evaluation.
        func popovers<TabLabel: View>(tabLabel: @escaping @MainActor (FlowTabs<Screen>.Tab, Int) -> TabLabel)
            -> any FlowPopoverPresenting
        {
            if let popovers {
                return popovers
            }
            let made = FlowPopovers(model: self, tabLabel: tabLabel)
            popovers = made
            return made
        }
    }
#endif
