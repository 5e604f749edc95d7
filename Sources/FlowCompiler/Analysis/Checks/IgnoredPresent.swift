/// The start step's `present` is for the transitions that lead back to it; with none, it does nothing.
enum IgnoredPresent: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "ignored-present",
        severity: .warning,
        summary: "A `present: sheet`/`fullScreen` on a start step that nothing presents.",
        explanation: """
            A step's `present` says how a transition that leads to it without saying how shows it. The start \
            step is not entered by a transition: the flow always shows it at the bottom of its stack (on the \
            parent's stack for a pushed subflow), and a deep link to it opens it there too. So `present: \
            sheet` on a start step that no transition leads to does nothing, and the screen the author meant \
            as a modal is pushed. To show a whole flow modally, write `present` on the step that starts it, in \
            the parent flow; to open the first screen in a modal of the flow's own, start with a decision whose \
            choice presents it (see "A start that presents" in the format reference).
            """,
        triggering: [
            CheckExample(
                """
                flow: Scanner
                outcomes: { scanned: { code: String }, cancelled: {} }
                start: scan
                steps:
                  scan:
                    present: ↓sheet
                    on:
                      found: { finish: scanned, with: { code: String } }
                      close: { finish: cancelled }
                """)
        ],
        nonTriggering: [
            CheckExample(files: [
                ("browser.flow.yaml",
                 """
                 flow: Browser
                 start: page
                 steps:
                   page:
                     on:
                       scan: scanner
                   scanner:
                     flow: Scanner
                     present: sheet
                     on:
                       scanned: back
                       cancelled: back
                 """),
                ("scanner.flow.yaml",
                 """
                 flow: Scanner
                 outcomes: { scanned: { code: String }, cancelled: {} }
                 start: scan
                 steps:
                   scan:
                     on:
                       found: { finish: scanned, with: { code: String } }
                       close: { finish: cancelled }
                 """),
            ]),
            CheckExample(
                """
                flow: Tour
                outcomes: { done: {} }
                start: intro
                steps:
                  intro:
                    present: fullScreen
                    on:
                      next: details
                  details:
                    on:
                      again: intro
                      finish: { finish: done }
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            guard let start = flow.startIndex, let present = flow.steps[start].present, present.value.isModal
            else { continue }
            let id = flow.steps[start].id.value
            // A transition that leads to the start step without saying how shows it as its `present` says.
            let used = flow.steps.contains { step in
                step.handlers.contains { handler in
                    guard case .go(let target) = handler.transition.kind else { return false }
                    return target.value == id && handler.transition.present == nil
                }
            }
            guard !used else { continue }
            diagnostics.append(
                diagnostic(
                    "'present: \(present.value.rawValue)' on start step '\(id)' of flow '\(flow.name.value)' does nothing: the start step is shown at the bottom of the flow's stack, and no transition leads to it",
                    at: present.location,
                    notes: [
                        .init(
                            "to show flow '\(flow.name.value)' as a \(present.value.rawValue), write 'present: \(present.value.rawValue)' on the step that starts it in the parent flow"
                        ),
                        .init(
                            "to open '\(id)' in a modal of the flow's own, start with a decision whose choice says '{ to: \(id), present: \(present.value.rawValue) }'"
                        ),
                    ]))
        }
    }
}
