enum MissingValue: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "missing-value",
        severity: .error,
        summary: "A param/input/payload that no source provides.",
        explanation: """
            Values are passed by name. When a transition leaves a step and enters another, the params of the \
            screen it enters (or the `input` of the flow a subflow or tabs step starts, or the payload of the \
            outcome a `finish` ends with) are filled from, in this order: the transition's `with`, the params \
            of the step it leaves, the flow's `input`, and, after a subflow or tab flow, the payload of the \
            outcome being handled. The start step's params come from the flow's `input`. A value that none of \
            these provides is an error, since the generated code would have nothing to pass; a missing \
            optional (`T?`) is simply nil. Values do not pass through a decision: a decision has no params, so \
            after one only the choice's own `with` and the flow's input are available. Fix it by sending the \
            value in the transition's `with`, adding it to the flow's `input`, or making the param optional. \
            (`back`, `dismiss` and `popTo` return to screens that already have their values; deep-linked \
            screens get theirs from the link, see invalid-deeplink.)
            """,
        triggering: [
            CheckExample(
                """
                flow: Settings
                start: list
                entries:
                  section: [list, ↓detail]
                steps:
                  list:
                    on:
                      open: { to: detail, with: { sectionId: String } }
                  detail:
                    params: { sectionId: String }
                """),
            CheckExample(
                """
                flow: Avatar
                start: profile
                steps:
                  profile:
                    receives: { image: String, caption: String }
                    on:
                      change: { to: picker, present: sheet }
                  picker:
                    on:
                      ↓chosen: { dismiss: { with: { image: String } } }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      ↓submit: verifyCode
                  verifyCode:
                    params: { phone: String, attempt: Int? }
                    terminal: true
                """),
            CheckExample(
                """
                flow: Checkout
                input:
                  cartId: UUID
                start: cart
                steps:
                  cart:
                    on:
                      pay: { to: route, with: { amount: Double } }
                  route:
                    decide:
                      ↓card: payByCard
                      cash: { to: payCash, with: { amount: Double } }
                  payByCard:
                    params: { cartId: UUID, amount: Double }
                    terminal: true
                  payCash:
                    params: { amount: Double }
                    terminal: true
                """),
            CheckExample(
                files: [
                    (
                        "app.flow.yaml",
                        """
                        flow: App
                        start: home
                        steps:
                          home:
                            on:
                              ↓openProfile: userProfile
                          userProfile:
                            flow: Profile
                            on:
                              closed: back
                        """
                    ),
                    (
                        "profile.flow.yaml",
                        """
                        flow: Profile
                        input:
                          userId: UUID
                        outcomes:
                          closed: { reason: String }
                        start: show
                        steps:
                          show:
                            params: { userId: UUID }
                            on:
                              ↓close: { finish: closed }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Detail
                start: ↓show
                steps:
                  show:
                    params: { itemId: Int }
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                files: [
                    (
                        "auth.flow.yaml",
                        """
                        flow: Auth
                        input:
                          prefillEmail: String?
                        outcomes:
                          signedIn: { userId: UUID, email: String? }
                        start: login
                        steps:
                          login:
                            params: { prefillEmail: String? }
                            on:
                              submit: { to: verifyCode, with: { phone: String } }
                          verifyCode:
                            params: { phone: String, prefillEmail: String?, attempt: Int? }
                            on:
                              verified: { to: editProfile, with: { userId: UUID } }
                          editProfile:
                            flow: Profile
                            on:
                              done: { finish: signedIn }
                        """
                    ),
                    (
                        "profile.flow.yaml",
                        """
                        flow: Profile
                        input:
                          userId: UUID
                        outcomes:
                          done: { userId: UUID }
                        start: edit
                        steps:
                          edit:
                            params: { userId: UUID }
                            on:
                              save: { finish: done }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Checkout
                input:
                  cartId: UUID
                start: cart
                steps:
                  cart:
                    on:
                      pay: route
                  route:
                    decide:
                      card: { to: payByCard, with: { amount: Double } }
                      free: receipt
                  payByCard:
                    params: { cartId: UUID, amount: Double }
                    on:
                      paid: receipt
                  receipt:
                    params: { note: String? }
                    terminal: true
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let values = ValueFlow.of(program)
        for index in values.reliableResolutions(withStatus: .missing) {
            for binding in values.resolutions[index].bindings(withStatus: .missing) {
                diagnostics.append(diagnostic(binding, values.resolutions[index], program))
            }
        }
        // Entries (format v2): each screen of an entry's stack is shown with its params from the flow's input.
        for flow in program.flows {
            flow.forEachEntryScreen { entry, id, step in
                for param in step.params where param.type.expr?.isOptional == false {
                    guard !flow.input.contains(where: { $0.name.value == param.name.value }) else { continue }
                    let declaration = ValueFlowWording.declaration(param)
                    diagnostics.append(
                        diagnostic(
                            "entry '\(entry.name.value)' shows '\(id.value)', which needs '\(declaration)': the input of "
                                + "flow '\(flow.name.value)' has no such value", at: id.location,
                            notes: [
                                .init("'\(param.name.value)' is declared here", at: param.name.location),
                                .init(
                                    "an entry's screens take their params from the flow's input: add '\(declaration)' "
                                        + "to 'input', or make the param optional"),
                            ]))
                }
            }
        }
        // Values handed back (format v2): the revealed screen's `receives`.
        ValuesBack.of(program).forEachBinding(withStatus: .missing, in: program) { binding, handler, receiver in
            let declaration = ValueFlowWording.declaration(binding.target)
            diagnostics.append(
                diagnostic(
                    "screen '\(receiver.id.value)' receives '\(declaration)', which '\(handler.event.value)' does not "
                        + "hand back", at: handler.event.location,
                    notes: [
                        .init("'\(binding.target.name.value)' is declared here", at: binding.target.name.location),
                        .init(
                            "add '\(declaration)' to the 'with' of '\(handler.event.value)', or make it optional in the "
                                + "'receives' of '\(receiver.id.value)' if it may not come"),
                    ]))
        }
    }

    private static func diagnostic(
        _ binding: ValueFlow.Binding, _ resolution: ValueFlow.Resolution, _ program: Program
    ) -> Diagnostic {
        var notes = [ValueFlowWording.declaredNote(binding)]
        let name = binding.target.name.value
        let available = resolution.available
        if let suggestion = Names.suggestion(for: name, among: available.map(\.name)),
            let source = available.first(where: { $0.name == suggestion })
        {
            let origin = ValueFlowWording.source(source, resolution, in: program)
            notes.append(.init("did you mean '\(suggestion)'? it comes from \(origin)", at: source.location))
        }
        if resolution.step == nil {
            notes.append(.init("the start step's values come from the flow's 'input'"))
        }
        notes.append(.init(ValueFlowWording.provideHint(binding.target, resolution, in: program)))
        if case .stepParams = binding.destination {
            notes.append(
                .init(
                    "or make the param optional ('\(name): \(ValueFlowWording.type(binding.target.type))?') to pass nil"
                ))
        }
        return Self.diagnostic(
            "missing value for \(ValueFlowWording.target(binding))", at: resolution.location, notes: notes)
    }
}
