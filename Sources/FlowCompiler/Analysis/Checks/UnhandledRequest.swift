enum UnhandledRequest: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unhandled-request",
        severity: .error,
        summary: "A subflow/tabs step that does not handle a request of its child (format v2).",
        explanation: """
            A flow asks the flow that runs it for something without ending (`{ request: showSettings }`, \
            declared under `requests:`): the chats tab asks the session to show the settings, a room asks to \
            start a call. Only the parent can do it, so every subflow step that runs the flow has an `on:` \
            entry for each of its requests (`showSettings: { to: settings, present: sheet }`), and every tabs \
            step one per request of each tab flow (`Chats.showSettings: …`). The handler runs with the step \
            kept: the child's screens stay, and what the handler shows goes above them. A request without a \
            handler would do nothing when the user taps the button that sends it. Each missing request is \
            reported at the step, with a note where the child declares it.
            """,
        triggering: [
            CheckExample(files: [
                ("session.flow.yaml",
                 """
                 flow: Session
                 start: chats
                 steps:
                   ↓chats:
                     flow: Chats
                   settings:
                     present: sheet
                     on:
                       close: dismiss
                 """),
                ("chats.flow.yaml",
                 """
                 flow: Chats
                 requests:
                   showSettings: {}
                 start: list
                 steps:
                   list:
                     on:
                       settings: { request: showSettings }
                 """),
            ], alsoTriggers: ["unreachable-step"]),
            CheckExample(files: [
                ("session.flow.yaml",
                 """
                 flow: Session
                 start: main
                 steps:
                   ↓main:
                     tabs: [Chats, Rooms]
                     on:
                       Chats.showSettings: { to: settings, present: sheet }
                   settings:
                     present: sheet
                     on:
                       close: dismiss
                 """),
                ("chats.flow.yaml",
                 """
                 flow: Chats
                 requests:
                   showSettings: {}
                 start: list
                 steps:
                   list:
                     on:
                       settings: { request: showSettings }
                 """),
                ("rooms.flow.yaml",
                 """
                 flow: Rooms
                 requests:
                   startCall: { roomId: String }
                 start: list
                 steps:
                   list:
                     on:
                       call: { request: startCall, with: { roomId: String } }
                 """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("session.flow.yaml",
                 """
                 flow: Session
                 start: main
                 steps:
                   main:
                     tabs: [Chats, Rooms]
                     on:
                       Chats.showSettings: { to: settings, present: sheet }
                       Rooms.startCall: { to: call, present: fullScreen }
                   settings:
                     present: sheet
                     on:
                       close: dismiss
                   call:
                     params: { roomId: String }
                     on:
                       hangUp: dismiss
                 """),
                ("chats.flow.yaml",
                 """
                 flow: Chats
                 requests:
                   showSettings: {}
                 start: list
                 steps:
                   list:
                     on:
                       settings: { request: showSettings }
                 """),
                ("rooms.flow.yaml",
                 """
                 flow: Rooms
                 requests:
                   startCall: { roomId: String }
                 start: list
                 steps:
                   list:
                     on:
                       call: { request: startCall, with: { roomId: String } }
                 """),
            ])
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let handling = program.cached(OutcomeHandling.self) { OutcomeHandling($0) }
        // A handler that failed to read would be reported as missing.
        for missing in handling.missing where program.flows[missing.flow].isComplete {
            let child = program.flows[missing.child]
            guard missing.outcome >= child.outcomes.count else { continue }
            let step = program.flows[missing.flow].steps[missing.step]
            let request = child.message(at: missing.outcome).name
            let isTabs = if case .tabs = step.kind { true } else { false }
            let key = isTabs ? "\(child.name.value).\(request.value)" : request.value
            diagnostics.append(
                diagnostic(
                    "\(isTabs ? "tabs" : "subflow") step '\(step.id.value)' does not handle request '\(request.value)' "
                        + "of flow '\(child.name.value)'",
                    at: step.id.location,
                    notes: [
                        .init("'\(request.value)' is declared here", at: request.location),
                        .init(
                            "add '\(key): { to: step, present: sheet }' (or another transition) under 'on:'; the "
                                + "\(child.name.value) flow keeps running below what it shows"),
                    ]))
        }
    }
}
