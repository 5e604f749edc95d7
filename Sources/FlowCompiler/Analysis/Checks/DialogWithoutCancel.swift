/// A confirmation dialog (format v2) with no cancel button: the system can close a dialog without a button, and the
/// hosts then send its cancel button's event (format.md, "Alerts and confirmation dialogs").
enum DialogWithoutCancel: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "dialog-without-cancel",
        severity: .error,
        summary: "A confirmation dialog without a cancel button, though the user can close it without a button.",
        explanation: """
            A confirmation dialog (`dialog:`) can be closed without one of its buttons: on an iPad it is a \
            popover, which a tap outside it closes, and SwiftUI gives every dialog a dismiss action of its own. \
            Closing it so acts as its cancel button: the hosts send that button's event, and its transition says \
            what closing the dialog does (UIKit does the same: it leaves the cancel button out of the popover and \
            calls its handler on a tap outside). A dialog without a cancel button has nothing to send, and would \
            be gone while its flow still shows it. Give it one: an event named `cancel`, or `role: cancel` on the \
            button that leaves things as they were; `cancel: back` only closes the dialog. An alert (`alert:`) \
            needs none: the system closes an alert only through its buttons.
            """,
        triggering: [
            CheckExample(
                """
                flow: Files
                start: list
                steps:
                  list:
                    on:
                      delete: { to: confirmDelete, with: { fileId: String } }
                  ↓confirmDelete:
                    dialog: Delete this file?
                    params: { fileId: String }
                    on:
                      delete: { popTo: list, role: destructive }
                      keep: back
                """)
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Files
                start: list
                steps:
                  list:
                    on:
                      delete: { to: confirmDelete, with: { fileId: String } }
                      share: confirmShare
                      signOut: confirmSignOut
                  confirmDelete:
                    summary: Its cancel button is named so.
                    dialog: Delete this file?
                    params: { fileId: String }
                    on:
                      delete: { popTo: list, role: destructive }
                      cancel: back
                  confirmShare:
                    summary: Its cancel button says so with its role.
                    dialog: Share with everyone?
                    on:
                      share: back
                      keep: { back: null, role: cancel, title: Keep private }
                  confirmSignOut:
                    summary: An alert is closed by its buttons only.
                    alert: Sign out?
                    on:
                      signOut: back
                      stay: back
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            for step in flow.steps where step.alert?.style == .dialog {
                let buttons = step.handlers.filter { !$0.isAppEvent }
                // A dialog without any button is a dead-end, reported as such.
                guard !buttons.isEmpty, !buttons.contains(where: { WrongValue.role(of: $0) == .cancel }) else {
                    continue
                }
                diagnostics.append(
                    diagnostic(
                        "dialog '\(step.id.value)' has no cancel button, and the user can close it without a button",
                        at: step.id.location,
                        notes: [
                            .init(
                                "a tap outside it (a popover on an iPad) or SwiftUI's own dismiss action acts as its "
                                    + "cancel button"),
                            .init(
                                "add 'cancel: back', or 'role: cancel' on the button that leaves things as they were"),
                        ]))
            }
        }
    }
}
