// Decision steps: the question the app answers, its choices, and the helper that applies a choice.

extension FlowViewModelBuilder {
    func decisionModel(_ step: Step, isFirst: Bool) throws(GenerationError) -> FlowViewModel.Decision {
        let name = step.id.value
        let typeName = memberTypeName(ofStep: name)
        let stepIndex = flow.index(ofStep: name) ?? 0
        var choices: [FlowViewModel.Choice] = []
        for (handlerIndex, handler) in step.handlers.enumerated() {
            let declaration = try caseDeclaration(handler.event.value, handler.transition.with, column: 4)
            // Bindings are built on each read of `Resolution.bindings`: once per transition here.
            let resolution = values.resolution(flow: flowIndex, step: stepIndex, handler: handlerIndex)?.bindings
            let used = usedNames(resolution, kind: .with)
            let pattern = casePattern(handler.event.value, handler.transition.with.map(\.name.value), used: used)
            let action = try actionCode(handler, of: step, bindings: resolution, prefix: "")
            let flat = pattern.flat + " " + action.flat
            let fits = 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength
            choices.append(
                .init(
                    lines: declaration, patternLines: fits ? [flat] : pattern.lines(at: 4),
                    actionLines: fits ? [] : action.lines(at: 6)))
        }
        // Format v2: the values it reads by name come first, then the flow's input. A live value reaches the app
        // as itself, out of its `FlowLive`, as it reaches a screen.
        var parameters: [SwiftCode] = []
        for param in step.params {
            parameters.append(.text("\(self.label(param.name.value)): \(try self.valueTypeName(param.type))"))
        }
        let isAsync = step.isAsyncDecision
        let question = SwiftCode.list(
            "func \(escaped(name))(", parameters + [.text("input: \(type("Input"))")],
            ") \(isAsync ? "async " : "")-> \(type("Choice")).\(typeName)")
        // The helper takes the params under their labels, named as the choices' actions use them.
        var helperParameters: [SwiftCode] = []
        for param in step.params {
            let (label, local) = (self.label(param.name.value), self.local(param.name.value))
            helperParameters.append(
                .text("\(label == local ? label : "\(label) \(local)"): \(try self.typeName(param.type))"))
        }
        let helper = SwiftCode.list(
            "private static func \(decideHelper(name))(",
            helperParameters + [.text("input: Input"), .text("decisions: Decisions")], ") -> FlowAction<Self> {")
        let ask = SwiftCode.list(
            "switch decisions.\(escaped(name))(", questionArguments(step) + [.text("input: input")], ") {")
        return .init(
            doc: SwiftNames.docLines(step.summary),
            typeName: typeName,
            methodName: escaped(name),
            helperName: decideHelper(name),
            questionLines: question.lines(at: 2),
            choices: choices,
            isFirst: isFirst,
            isAsync: isAsync,
            helperLines: helper.lines(at: 2),
            askLines: ask.lines(at: 4))
    }

    /// The values a decision's question takes, by label: a live value as itself (`proxy: proxy.value`).
    private func questionArguments(_ step: Step) -> [SwiftCode] {
        step.params.map { param in
            let live = param.type.expr?.isLive == true
            return .text("\(label(param.name.value)): \(local(param.name.value))\(live ? ".value" : "")")
        }
    }

    /// The call of a sync decision's helper entering it with `arguments` (its params' values):
    /// `Self.decideGrade(answers: answers, input: input, decisions: decisions)`.
    func decideCall(_ step: Step, arguments: [SwiftCode], prefix: String) -> SwiftCode {
        .list(
            prefix + "Self.\(decideHelper(step.id.value))(",
            arguments + [.text("input: input"), .text("decisions: decisions")], ")")
    }

    /// `work(at:)`'s cases (format v2): each async decision's route, its params handed to the app's question, the
    /// answer sent as the step's event. Nil when the flow has no async decision.
    func workCases() -> [SwitchCase]? {
        let asyncSteps = flow.steps.filter(\.isAsyncDecision)
        guard !asyncSteps.isEmpty else { return nil }
        return asyncSteps.map { step in
            let name = step.id.value
            let params = step.params.map(\.name.value)
            let pattern = casePattern(name, params, used: params)
            let ask = SwiftCode.call(
                "await decisions.\(escaped(name))", questionArguments(step) + [.text("input: input")])
            let body = SwiftCode.list("{ .\(escaped(name))(", [ask], ") }")
            let flat = pattern.flat + " " + body.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                return SwitchCase(patternLines: [flat], bodyLines: [])
            }
            return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: body.lines(at: 6))
        }
    }

    func decideHelper(_ step: String) -> String {
        "decide" + (Names.upperCamel(step) ?? step)
    }
}
