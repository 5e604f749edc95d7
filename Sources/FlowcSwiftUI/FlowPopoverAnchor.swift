// FlowcSwiftUI: where a flow's popover points (`present: { style: popover, anchor: name }`).

#if canImport(SwiftUI)
    import FlowcRuntime
    import SwiftUI

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    extension View {
        /// Makes this view the one the flows' popovers anchored at `name` point at (`present: { style: popover,
        /// anchor: addressBar }`): SwiftUI attaches a popover to the view that presents it, so the host presents
        /// those popovers from here. Inside a `FlowHostView`; while no view on screen has the name, the popover is
        /// presented from the screen below it. A confirmation dialog's step name (`confirmDelete`) marks the control
        /// that opens it: on an iPad, where the dialog is a popover, it points there.
        public func flowPopoverAnchor(_ name: String) -> some View {
            modifier(FlowPopoverAnchor(name: name))
        }
    }

    /// What an anchor asks of its host: whether a popover anchored at it is shown, and its content.
    @MainActor
    protocol FlowPopoverPresenting: AnyObject, Sendable {
        func anchorAppeared(_ name: String)
        func anchorDisappeared(_ name: String)
        func isPresentingPopover(anchoredAt name: String) -> Binding<Bool>
        func popoverContent() -> AnyView
        func isPresentingDialog(anchoredAt name: String) -> Binding<Bool>
        func dialog() -> FlowAlert?
        func dialogButtonTapped(_ button: Int)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct FlowPopoverAnchor: ViewModifier {
        let name: String
        @Environment(\.flowPopovers) private var popovers

        func body(content: Content) -> some View {
            content
                .onAppear { popovers?.anchorAppeared(name) }
                .onDisappear { popovers?.anchorDisappeared(name) }
                .popover(isPresented: popovers?.isPresentingPopover(anchoredAt: name) ?? .constant(false)) {
                    if let popovers {
                        popovers.popoverContent()
                    }
                }
                .confirmationDialog(
                    FlowAlertViews.title(popovers?.dialog()),
                    isPresented: popovers?.isPresentingDialog(anchoredAt: name) ?? .constant(false),
                    titleVisibility: .visible, presenting: popovers?.dialog(), actions: dialogViews.buttons,
                    message: dialogViews.message)
        }
    }

    extension FlowPopoverAnchor {
        /// The dialog's text and buttons, each reporting its tap to the host.
        @MainActor
        fileprivate var dialogViews: FlowAlertViews {
            FlowAlertViews { [popovers] button in popovers?.dialogButtonTapped(button) }
        }
    }

    private struct FlowPopoversKey: EnvironmentKey {
        static let defaultValue: (any FlowPopoverPresenting)? = nil
    }

    extension EnvironmentValues {
        /// The host whose popovers the anchors inside it present.
        var flowPopovers: (any FlowPopoverPresenting)? {
            get { self[FlowPopoversKey.self] }
            set { self[FlowPopoversKey.self] = newValue }
        }
    }
#endif
