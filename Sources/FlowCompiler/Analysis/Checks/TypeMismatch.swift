enum TypeMismatch: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "type-mismatch",
        severity: .error,
        summary: "A value provided with another type.",
        explanation: """
            A param, a child flow's input or an outcome's payload is filled by name from the transition's \
            `with`, the params of the step it leaves, the flow's `input` and, after a subflow or tab flow, the \
            handled outcome's payload (the first that has the name wins). The value found must have the type \
            that is expected: the same type, written in any spelling of it (`[String]` as text or as a YAML \
            list), or `T` where `T?` is expected. Anything else, such as `Int` for `String`, or `String?` \
            for `String` (the value may be nil), is an error: the generated code would not compile or would \
            have to guess. A live value (`live T`, format v2) fills only a place of the same live type. The notes show where the value comes from and where the expected type is \
            declared; give both the same type, or send a value of the right type in the transition's `with`, \
            which comes first.
            """,
        triggering: [
            CheckExample(
                files: [
                    (
                        "auth.flow.yaml",
                        """
                        flow: Auth
                        start: choice
                        steps:
                          choice:
                            on:
                              login: { to: form, args: { isNewLogin: ↓"yes" } }
                          form:
                            params: { isNewLogin: Bool }
                            on:
                              done: back
                        """
                    )
                ]),
            CheckExample(
                """
                flow: Cart
                start: cart
                steps:
                  cart:
                    receives: { quantity: String }
                    on:
                      edit: quantity
                  quantity:
                    on:
                      set: { back: { with: { quantity: ↓Int } } }
                """),
            CheckExample(
                """
                flow: Auth
                start: login
                steps:
                  login:
                    on:
                      ↓submit: { to: verifyCode, with: { phone: Int } }
                  verifyCode:
                    params: { phone: String }
                    terminal: true
                """),
            CheckExample(
                """
                flow: Auth
                input:
                  email: String?
                start: login
                steps:
                  login:
                    params: { email: String? }
                    on:
                      ↓next: confirm
                  confirm:
                    params: { email: String }
                    terminal: true
                """),
            CheckExample(
                files: [
                    (
                        "shop.flow.yaml",
                        """
                        flow: Shop
                        outcomes:
                          bought: { orderId: UUID }
                        start: catalog
                        steps:
                          catalog:
                            on:
                              ↓buy: { to: payment, with: { total: Int } }
                          payment:
                            flow: Checkout
                            on:
                              ↓paid: { finish: bought }
                        """
                    ),
                    (
                        "checkout.flow.yaml",
                        """
                        flow: Checkout
                        input:
                          total: Double
                        outcomes:
                          paid: { orderId: String }
                        start: pay
                        steps:
                          pay:
                            params: { total: Double }
                            on:
                              confirm: { finish: paid, with: { orderId: String } }
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Detail
                input:
                  itemId: String
                start: ↓show
                steps:
                  show:
                    params: { itemId: Int }
                    terminal: true
                """),
            CheckExample(
                """
                flow: Room
                input:
                  proxy: live RoomProxy
                start: ↓timeline
                steps:
                  timeline:
                    params: { proxy: RoomProxy }
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                input:
                  phone: Int
                start: login
                steps:
                  login:
                    on:
                      submit: { to: verifyCode, with: { phone: String, code: Int } }
                  verifyCode:
                    params: { phone: String, code: Int? }
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      open: { to: reader, with: { tags: [String], pages: "[Int: String]", book: Models.Book } }
                  reader:
                    params: { tags: "[String]?", pages: [Int: String], book: Models.Book? }
                    terminal: true
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let values = ValueFlow.of(program)
        for index in values.reliableResolutions(withStatus: .mismatch) {
            for binding in values.resolutions[index].bindings(withStatus: .mismatch) {
                guard let source = binding.source else { continue }
                diagnostics.append(diagnostic(binding, source, values.resolutions[index], program))
            }
        }
        // Entries (format v2): an entry's screens take their params from the flow's input, by name.
        for flow in program.flows {
            flow.forEachEntryScreen { entry, id, step in
                for param in step.params where param.type.expr != nil {
                    guard let input = flow.input.first(where: { $0.name.value == param.name.value }),
                        input.type.expr != nil, LinkStacks.inputValue(filling: param, of: flow) == nil
                    else { continue }
                    let expected = ValueFlowWording.type(param.type)
                    diagnostics.append(
                        diagnostic(
                            "entry '\(entry.name.value)' shows '\(id.value)', whose '\(param.name.value)' is a '\(expected)', "
                                + "but the flow's input has it as '\(ValueFlowWording.type(input.type))'",
                            at: id.location,
                            notes: [
                                .init("the input declares it here", at: input.type.location),
                                .init("give both the same type"),
                            ]))
                }
            }
        }
        // Values handed back (format v2): the revealed screen's `receives`.
        ValuesBack.of(program).forEachBinding(withStatus: .mismatch, in: program) { binding, handler, receiver in
            guard let source = binding.source else { return }
            let name = binding.target.name.value
            let expected = ValueFlowWording.type(binding.target.type)
            diagnostics.append(
                diagnostic(
                    "'\(name)' is handed back by '\(handler.event.value)' as '\(ValueFlowWording.type(source.type))', but "
                        + "screen '\(receiver.id.value)' receives it as '\(expected)'", at: source.type.location,
                    notes: [
                        .init(
                            "'\(receiver.id.value)' receives '\(name): \(expected)'", at: binding.target.type.location),
                        .init("give both the same type"),
                    ]))
        }
    }

    /// A constant of `args` that cannot be a value of the type it fills.
    private static func literalDiagnostic(
        _ binding: ValueFlow.Binding, _ literal: Literal, _ resolution: ValueFlow.Resolution, _ program: Program
    ) -> Diagnostic {
        let name = binding.target.name.value
        let expected = ValueFlowWording.type(binding.target.type)
        let origin = ValueFlowWording.source(
            ValueFlow.Source(kind: .literal, name: name, type: nil, location: nil), resolution, in: program)
        var notes = [ValueFlowWording.declaredNote(binding)]
        let standard =
            binding.target.type.expr.map { Literal(name: literal.name, value: literal.value, kind: .enumCase).fits($0) }
            == false
        switch literal.kind {
        case .enumCase where standard:
            notes.append(
                .init("'\(expected)' is a standard type: give it a value of its own, like \(example(for: expected))"))
        case .string where !literal.value.value.isEmpty && !standard:
            notes.append(.init("for a case of '\(expected)', write it with a dot: '\(name): .\(literal.value.value)'"))
        default:
            notes.append(.init("'\(expected)' has no literal here: pass it with 'with', or from the flow's input"))
        }
        return diagnostic(
            "'\(name)' is \(literal.description) in \(origin), which cannot be a '\(expected)'",
            at: literal.value.location,
            notes: notes)
    }

    private static func example(for type: String) -> String {
        switch type.replacingOccurrences(of: "?", with: "") {
        case "String": "'\"text\"'"
        case "Bool": "'true'"
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal": "'1.5'"
        default: "'3'"
        }
    }

    private static func diagnostic(
        _ binding: ValueFlow.Binding, _ source: ValueFlow.Source, _ resolution: ValueFlow.Resolution,
        _ program: Program
    ) -> Diagnostic {
        if let literal = source.literal { return literalDiagnostic(binding, literal, resolution, program) }
        let name = binding.target.name.value
        let expected = ValueFlowWording.type(binding.target.type)
        let provided = ValueFlowWording.type(source.type)
        let origin = ValueFlowWording.source(source, resolution, in: program)
        var notes: [Diagnostic.Note] = [
            .init("'\(name)' comes from \(origin) as '\(provided)'", at: source.location),
            ValueFlowWording.declaredNote(binding),
        ]
        if let providedType = source.type?.expr, let expectedType = binding.target.type.expr,
            providedType.isOptional, !expectedType.isOptional, providedType.unwrapped.canFill(expectedType)
        {
            notes.append(.init("'\(provided)' may be nil; make the target '\(expected)?', or provide a '\(expected)'"))
        }
        if source.kind == .with {
            notes.append(.init("change it to '\(name): \(expected)' in \(origin)"))
        } else if resolution.step == nil {
            notes.append(.init("give the input and the param the same type"))
        } else if let carried = ValueFlowWording.childPayloadValue(named: name, resolution, in: program),
            let carriedType = carried.value.type.expr, let expectedType = binding.target.type.expr,
            carriedType.canFill(expectedType),
            let event = ValueFlowWording.handler(resolution, in: program)?.handler.event.value
        {
            // The child sends the right value, but a source that comes before the payload hides it.
            let declaration = ValueFlowWording.declaration(carried.value)
            notes.append(
                .init(
                    "the payload of outcome '\(carried.outcome)' of flow '\(carried.flow)' carries '\(declaration)', but \(origin) comes first; to pass the child's value, repeat it in the handler's 'with': '\(event): { …, with: { \(declaration) } }'",
                    at: carried.value.name.location))
        } else {
            let hint = ValueFlowWording.provideHint(binding.target, resolution, in: program, explainDecision: false)
            notes.append(.init("give both the same type, or \(hint) (the 'with' comes first)"))
        }
        return Self.diagnostic(
            "\(ValueFlowWording.target(binding)) expects '\(expected)', but '\(name)' is '\(provided)'",
            at: resolution.location, notes: notes)
    }
}
