/// A constant of `args` (format v2) that fills nothing: a typo, or a value the target does not take.
enum UnusedArgument: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "unused-argument",
        severity: .error,
        summary: "A constant in `args` that no value of the target takes.",
        explanation: """
            `args` passes constants by name: on a `to` transition to the params of its target (or the input of \
            the flow a subflow step starts), on a `finish` to the outcome's payload, on a subflow step to its \
            child's input. A name the target does not take would be dropped, which is almost always a typo: \
            fix the name (the message suggests the closest), or remove the constant.
            """,
        triggering: [
            CheckExample(
                """
                flow: Auth
                start: choice
                steps:
                  choice:
                    on:
                      login: { to: form, args: { ↓isNewLogn: true } }
                  form:
                    params: { isNewLogin: Bool? }
                    on:
                      done: back
                """)
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Auth
                outcomes:
                  done: { method: String }
                start: choice
                steps:
                  choice:
                    on:
                      login: { to: form, args: { isNewLogin: false, title: Welcome back } }
                      register: { to: form, args: { isNewLogin: true, title: null } }
                      skip: { finish: done, args: { method: none } }
                  form:
                    params: { isNewLogin: Bool, title: String? }
                    on:
                      done: { finish: done, args: { method: password } }
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        let values = ValueFlow.of(program)
        for (f, flow) in program.flows.enumerated() {
            for (s, step) in flow.steps.enumerated() {
                if case .subflow(let child) = step.kind, !step.args.isEmpty, let childFlow = program.flow(child.value) {
                    report(
                        step.args, taken: childFlow.input.map(\.name.value), by: "the input of flow '\(child.value)'",
                        &diagnostics)
                }
                for (h, handler) in step.handlers.enumerated() where !handler.transition.args.isEmpty {
                    guard let resolution = values.resolution(flow: f, step: s, handler: h), resolution.isReliable
                    else { continue }
                    let taken = resolution.bindings.map(\.target.name.value)
                    report(
                        handler.transition.args, taken: taken, by: "the target of '\(handler.event.value)'",
                        &diagnostics)
                }
            }
        }
    }

    private static func report(
        _ literals: [Literal], taken: [String], by target: String, _ diagnostics: inout Diagnostics
    ) {
        let names = Set(taken)
        for literal in literals where !names.contains(literal.name.value) {
            var notes: [Diagnostic.Note] = []
            if let suggestion = Names.suggestion(for: literal.name.value, among: taken) {
                notes.append(.init("did you mean '\(suggestion)'?"))
            }
            notes.append(
                .init(taken.isEmpty ? "\(target) takes no values" : "\(target) takes: \(taken.joined(separator: ", "))")
            )
            diagnostics.append(
                diagnostic(
                    "'\(literal.name.value)' in 'args' fills nothing: \(target) takes no value of that name",
                    at: literal.name.location, notes: notes))
        }
    }
}
