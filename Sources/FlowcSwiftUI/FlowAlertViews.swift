// FlowcSwiftUI: a flow's alert or confirmation dialog as SwiftUI's `.alert` and `.confirmationDialog` take it.

#if canImport(SwiftUI)
    import FlowcRuntime
    import SwiftUI

    /// The text and buttons of a flow's alert or confirmation dialog: the texts from its flow's `Flows` strings table
    /// (`FlowStrings`), each button reporting its tap. One place for the dialogs the layers present
    /// (`FlowModals`) and those a control on screen presents (`flowPopoverAnchor`).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @MainActor
    struct FlowAlertViews {
        /// The user tapped button `index`.
        let tapped: @MainActor (Int) -> Void

        /// The title.
        static func title(_ alert: FlowAlert?) -> Text {
            Text(verbatim: alert.map { $0.strings.text($0.title) } ?? "")
        }

        /// The buttons, in the flow file's order.
        @ViewBuilder
        func buttons(_ alert: FlowAlert) -> some View {
            ForEach(alert.buttons.indices, id: \.self) { button in
                Button(role: Self.role(alert.buttons[button].role)) {
                    tapped(button)
                } label: {
                    Text(verbatim: alert.strings.text(alert.buttons[button].title))
                }
            }
        }

        /// The message, if any.
        @ViewBuilder
        func message(_ alert: FlowAlert) -> some View {
            if let message = alert.message {
                Text(verbatim: alert.strings.text(message))
            }
        }

        private static func role(_ role: FlowAlertRole?) -> ButtonRole? {
            switch role {
            case .cancel: .cancel
            case .destructive: .destructive
            case nil: nil
            }
        }
    }
#endif
