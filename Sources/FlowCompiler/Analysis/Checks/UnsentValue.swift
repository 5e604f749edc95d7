/// A handler of a child flow's outcome has no screen behind it: nothing sends its `with` but the outcome itself.
enum UnsentValue: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unsent-value",
        severity: .error,
        summary: "A child outcome's handler whose `with` names a value the outcome does not carry.",
        explanation: """
            On a screen, `with` declares the values the screen sends with its event. A handler of a subflow or \
            tabs step runs when a child flow ends: no screen sends anything, and the only values that arrive \
            are the payload of the outcome being handled. So a `with` there can only repeat values of that \
            payload, with a type they fill; any other value would have nothing to come from, and the \
            generated code could not be built. Add the value to the child's outcome (and send it where the \
            child finishes), fix its name or type, or leave it out: the payload's values are available to the \
            handler's target by name anyway.
            """,
        triggering: [
            CheckExample(files: [
                ("feed.flow.yaml",
                 """
                 flow: Feed
                 start: list
                 steps:
                   list:
                     on:
                       compose: composer
                   composer:
                     flow: Composer
                     on:
                       posted: { to: post, with: { ↓postId: String } }
                       cancelled: back
                   post:
                     params: { postId: String }
                     on:
                       close: back
                 """),
                ("composer.flow.yaml",
                 """
                 flow: Composer
                 outcomes:
                   posted: { draftId: String }
                   cancelled: {}
                 start: edit
                 steps:
                   edit:
                     on:
                       send: { finish: posted, with: { draftId: String } }
                       cancel: { finish: cancelled }
                 """),
            ]),
            CheckExample(files: [
                ("main.flow.yaml",
                 """
                 flow: Main
                 start: tabs
                 steps:
                   tabs:
                     tabs: [Inbox]
                     on:
                       Inbox.opened: { to: message, with: { messageId: ↓Int } }
                   message:
                     params: { messageId: Int }
                     on:
                       close: back
                 """),
                ("inbox.flow.yaml",
                 """
                 flow: Inbox
                 outcomes:
                   opened: { messageId: String }
                 start: list
                 steps:
                   list:
                     on:
                       open: { finish: opened, with: { messageId: String } }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("feed.flow.yaml",
                 """
                 flow: Feed
                 start: list
                 steps:
                   list:
                     on:
                       compose: composer
                   composer:
                     flow: Composer
                     on:
                       posted: { to: post, with: { postId: String } }
                       cancelled: back
                   post:
                     params: { postId: String?, draftId: String }
                     on:
                       close: back
                 """),
                ("composer.flow.yaml",
                 """
                 flow: Composer
                 outcomes:
                   posted: { postId: String, draftId: String }
                   cancelled: {}
                 start: edit
                 steps:
                   edit:
                     on:
                       send: { finish: posted, with: { postId: String, draftId: String } }
                       cancel: { finish: cancelled }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            for step in flow.steps {
                for handler in step.handlers where !handler.transition.with.isEmpty {
                    // A handler that takes no outcome of the child is unknown-handler's to report.
                    guard let (child, outcome) = program.outcome(handledBy: handler, of: step) else { continue }
                    for value in handler.transition.with {
                        report(value, handler: handler, child: child, outcome: outcome, into: &diagnostics)
                    }
                }
            }
        }
    }

    private static func report(
        _ value: Param, handler: Handler, child: Flow, outcome: Outcome, into diagnostics: inout Diagnostics
    ) {
        let name = value.name.value
        let source = "outcome '\(outcome.name.value)' of flow '\(child.name.value)'"
        guard let carried = outcome.payload.first(where: { $0.name.value == name }) else {
            let carries =
                outcome.payload.isEmpty
                ? "it carries no values"
                : "it carries "
                    + outcome.payload.prefix(6).map { "'\($0.name.value): \($0.type.spelling)'" }
                    .joined(separator: ", ") + (outcome.payload.count > 6 ? ", …" : "")
            diagnostics.append(
                diagnostic(
                    "'with' value '\(name)' of handler '\(handler.event.value)' has nothing to come from: the \(source) does not carry it",
                    at: value.name.location,
                    notes: [
                        .init(
                            "a child's outcome handler has no screen that sends values; its 'with' can only name values of the outcome's payload (\(carries))"
                        ),
                        .init(
                            "add '\(name): \(value.type.spelling)' to the payload of \(source) and send it where the child finishes, or remove it from this 'with'",
                            at: outcome.name.location),
                    ]))
            return
        }
        // An unreadable type is invalid-type's to report.
        guard let sent = carried.type.expr, let declared = value.type.expr, !sent.canFill(declared) else { return }
        diagnostics.append(
            diagnostic(
                "'with' value '\(name)' of handler '\(handler.event.value)' is '\(value.type.spelling)', but the \(source) carries it as '\(carried.type.spelling)'",
                at: value.type.location,
                notes: [
                    .init("the payload declares '\(name)' here", at: carried.name.location)
                ],
                fixIts: [.init(replacing: value.type.location, with: carried.type.spelling)]))
    }
}
