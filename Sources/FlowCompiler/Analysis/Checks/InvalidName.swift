enum InvalidName: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "invalid-name",
        severity: .error,
        summary: "A name not in the required case (suggest the fixed name).",
        explanation: """
            Names become Swift identifiers in the generated code, so they follow Swift's conventions: flow \
            names are UpperCamelCase (an ASCII capital, then letters and digits: `Auth`, `Checkout2`); step \
            ids, events, decision choices, outcomes, and the names in `params`, `input`, outcome payloads and \
            `with` are lowerCamelCase (an ASCII lowercase letter, then letters and digits: `verifyCode`). A \
            tabs step's handlers are `Flow.outcome`, each part in its case. Swift keywords such as `default` \
            are fine: they are escaped in the output. `back` and `dismiss` cannot be step ids, since a \
            transition with that name always means going back or closing the modal. The diagnostic suggests \
            the name in the right case; rename it there and wherever the name is used.
            """,
        triggering: [
            CheckExample(
                """
                flow: ↓auth
                start: Login
                steps:
                  ↓Login:
                    on:
                      ↓Submit: done
                  done: { terminal: true }
                """),
            CheckExample(
                """
                flow: Auth
                outcomes:
                  ↓signed_in: { ↓UserId: UUID }
                start: pick
                steps:
                  pick:
                    decide:
                      ↓Known: login
                      unknown: login
                  login:
                    params: { ↓Email: String? }
                    on:
                      submit: { finish: signed_in, with: { ↓UserId: UUID } }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      close: { to: dismiss }
                  ↓dismiss: { terminal: true }
                """),
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: main
                     steps:
                       main:
                         tabs: [Home]
                         on:
                           ↓home.Done: end
                       end: { terminal: true }
                     """),
                    ("home.flow.yaml",
                     """
                     flow: Home
                     outcomes:
                       done: {}
                     start: feed
                     steps:
                       feed:
                         on:
                           close: { finish: done }
                     """),
                ]),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Checkout2
                outcomes:
                  paid: { receiptID: String }
                start: cart
                steps:
                  cart:
                    on:
                      import: { to: step2, with: { receiptID: String } }
                  step2:
                    params: { receiptID: String }
                    on:
                      default: { finish: paid }
                """),
            CheckExample(
                files: [
                    ("app.flow.yaml",
                     """
                     flow: App
                     start: main
                     steps:
                       main:
                         tabs: [Home]
                         on:
                           Home.done: end
                       end: { terminal: true }
                     """),
                    ("home.flow.yaml",
                     """
                     flow: Home
                     outcomes:
                       done: {}
                     start: feed
                     steps:
                       feed:
                         on:
                           back: { finish: done }
                     """),
                ]),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            for entry in flow.entries where !Names.isTooLong(entry.name.value) {
                report(entry.name, "entry name '\(entry.name.value)' is not lowerCamelCase", upper: false, &diagnostics)
            }
        }
        // Every name is checked, and nearly all are valid: each message is only spelt out once its name is
        // found invalid (`report` takes it as an autoclosure), and the step's id only looked up then.
        NameInventory.forEach(in: program) { kind, located, flow, stepIndex, owner in
            var step: String? { stepIndex.map { program.flows[flow].steps[$0].id.value } }
            let name = located.value
            // A name over the limit is name-too-long's: its fixed spelling would be as long.
            guard !Names.isTooLong(name) else { return }
            switch kind {
            case .flow:
                report(located, "flow name '\(name)' is not UpperCamelCase", upper: true, &diagnostics)
            case .step:
                if name == "back" || name == "dismiss" {
                    diagnostics.append(
                        diagnostic(
                            "'\(name)' cannot be a step id", at: located.location,
                            notes: [
                                .init(
                                    "a transition '\(name)' always means \(name == "back" ? "going back" : "closing the modal"), so it could not lead to this step; rename the step"
                                )
                            ]
                        ))
                } else if let fixed = NameFix.lowerCamel(name), fixed == "back" || fixed == "dismiss" {
                    diagnostics.append(
                        diagnostic(
                            "step id '\(name)' is not lowerCamelCase", at: located.location,
                            notes: [.init("'\(fixed)' cannot be a step id either: it is a transition; rename the step")]
                        ))
                } else {
                    report(located, "step id '\(name)' is not lowerCamelCase", upper: false, &diagnostics)
                }
            case .event:
                report(
                    located, "event '\(name)' of step '\(step ?? "")' is not lowerCamelCase", upper: false, &diagnostics
                )
            case .choice:
                report(
                    located, "choice '\(name)' of step '\(step ?? "")' is not lowerCamelCase", upper: false,
                    &diagnostics)
            case .outcome:
                report(located, "outcome '\(name)' is not lowerCamelCase", upper: false, &diagnostics)
            case .input:
                report(located, "input '\(name)' is not lowerCamelCase", upper: false, &diagnostics)
            case .param:
                report(
                    located, "param '\(name)' of step '\(step ?? "")' is not lowerCamelCase", upper: false, &diagnostics
                )
            case .payloadField:
                report(
                    located, "field '\(name)' of outcome '\(owner ?? "")' is not lowerCamelCase", upper: false,
                    &diagnostics)
            case .withValue:
                report(
                    located, "value '\(name)' sent with '\(owner ?? "")' is not lowerCamelCase", upper: false,
                    &diagnostics)
            case .outcomeHandler:
                // `Child.outcome` under a subflow step is the wrong form, not the wrong case: unknown-handler.
                guard !name.contains(".") else { return }
                report(
                    located, "outcome '\(name)' handled by step '\(step ?? "")' is not lowerCamelCase", upper: false,
                    &diagnostics)
            case .tabHandler:
                reportTabHandler(located, &diagnostics)
            }
        }
    }

    /// One name that should be lowerCamelCase (or UpperCamelCase when `upper`).
    private static func report(
        _ name: Located<String>, _ message: @autoclosure () -> String, upper: Bool, _ diagnostics: inout Diagnostics
    ) {
        let valid = upper ? Names.isUpperCamel(name.value) : Names.isLowerCamel(name.value)
        guard !valid else { return }
        let fixed = upper ? NameFix.upperCamel(name.value) : NameFix.lowerCamel(name.value)
        diagnostics.append(suggesting(fixed, for: name, message(), upper: upper))
    }

    /// A tabs handler `Flow.outcome` with a part in the wrong case. Keys of another form are unknown-handler's.
    private static func reportTabHandler(_ key: Located<String>, _ diagnostics: inout Diagnostics) {
        guard let parts = NameFix.tabKey(key.value) else { return }
        let flowValid = Names.isUpperCamel(parts.flow)
        let outcomeValid = Names.isLowerCamel(parts.outcome)
        guard !flowValid || !outcomeValid else { return }
        let message: String
        switch (flowValid, outcomeValid) {
        case (false, true): message = "flow '\(parts.flow)' in handler '\(key.value)' is not UpperCamelCase"
        case (true, false): message = "outcome '\(parts.outcome)' in handler '\(key.value)' is not lowerCamelCase"
        default:
            message =
                "handler '\(key.value)' is not 'Flow.outcome' with an UpperCamelCase flow and a lowerCamelCase outcome"
        }
        var fixed: String?
        if let flow = flowValid ? parts.flow : NameFix.upperCamel(parts.flow),
            let outcome = outcomeValid ? parts.outcome : NameFix.lowerCamel(parts.outcome)
        {
            fixed = flow + "." + outcome
        }
        var result = suggesting(fixed, for: key, message, upper: nil)
        if fixed == nil {
            result.notes = [
                .init(
                    "write a tabs handler 'Flow.outcome': an UpperCamelCase flow of the tabs, a dot, and one of its lowerCamelCase outcomes"
                )
            ]
        }
        diagnostics.append(result)
    }

    private static func suggesting(
        _ fixed: String?, for name: Located<String>, _ message: String, upper: Bool?
    ) -> Diagnostic {
        if let fixed, fixed != name.value {
            return diagnostic(
                message, at: name.location,
                notes: [
                    .init(
                        upper == nil
                            ? "write it '\(fixed)'" : "write it '\(fixed)' (here and wherever the name is used)")
                ],
                fixIts: [.init(replacing: name.location, with: fixed)])
        }
        let rule =
            upper == true
            ? "a flow name starts with an ASCII capital letter, followed by ASCII letters and digits only"
            : "a lowerCamelCase name starts with an ASCII lowercase letter, followed by ASCII letters and digits only"
        return diagnostic(message, at: name.location, notes: [.init(rule)])
    }
}
