enum NameTooLong: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "name-too-long",
        severity: .error,
        summary: "A name over 128 characters.",
        explanation: """
            Every name a flow gives (the flow's, step ids, events, choices, outcomes, and the names of `input`, \
            `params`, payloads and `with` values) is at most 128 characters. A flow's name makes file names \
            (`Auth.swift`, `Auth.svg`, and the files tools derive from them while writing and compiling), and \
            file systems allow 255 bytes per file name; every name becomes a Swift identifier, joined with others \
            into longer ones (`AuthScreens`, `AuthEvent.VerifyCode`, `homeSignedOut`). Real names are far \
            shorter: shorten the name, here and wherever it is used.
            """,
        triggering: [
            CheckExample(
                "flow: ↓" + String(repeating: "Very", count: 33) + "Long\nstart: start\nsteps:\n  start:\n    on:\n"
                    + "      ↓" + String(repeating: "next", count: 33) + ": end\n  end: { terminal: true }")
        ],
        nonTriggering: [
            CheckExample(
                "flow: " + String(repeating: "Very", count: 31) + "Long\nstart: start\nsteps:\n  start:\n    on:\n"
                    + "      " + String(repeating: "next", count: 32) + ": end\n  end: { terminal: true }")
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        NameInventory.forEach(in: program) { kind, located, _, _, _ in
            guard Names.isTooLong(located.value), let what = describe(kind) else { return }
            let name = located.value
            let count = name.count
            diagnostics.append(
                diagnostic(
                    "\(what) '\(Names.shown(name))' is \(count) characters long; a name is at most \(Names.maxLength)",
                    at: underliningAtMost(located.location),
                    notes: [.init(kind == .flow ? flowNote : nameNote)]))
        }
    }

    /// The name's place, underlined as far as a name may go: not a line of two million `~`.
    private static func underliningAtMost(_ location: SourceLocation) -> SourceLocation {
        var location = location
        location.length = min(location.length, Names.maxLength)
        return location
    }

    private static let flowNote =
        "a flow's name makes its file names ('<Flow>.swift', '<Flow>.svg'; at most 255 bytes each, with what tools add) and its type names ('<Flow>Screens'); shorten it"
    private static let nameNote =
        "names become Swift identifiers, joined with others into longer ones ('AuthEvent.VerifyCode'); shorten it, here and wherever it is used"

    /// What a name is, for the message; nil for the handler keys of subflow and tabs steps, which repeat an
    /// outcome's name (reported where the outcome is defined).
    private static func describe(_ kind: NameInventory.Kind) -> String? {
        switch kind {
        case .flow: "flow name"
        case .step: "step id"
        case .event: "event"
        case .choice: "choice"
        case .outcome: "outcome"
        case .input: "input"
        case .param: "param"
        case .payloadField: "field"
        case .withValue: "value"
        case .outcomeHandler, .tabHandler: nil
        }
    }
}
