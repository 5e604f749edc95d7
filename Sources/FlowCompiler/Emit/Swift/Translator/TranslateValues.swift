// The flow's values: its input (with the initializers public code needs), outcomes, and the app's types as the generated code spells them.

extension FlowViewModelBuilder {
    func inputModel() throws(GenerationError) -> FlowViewModel.Input {
        let fields = try flow.input.map { param throws(GenerationError) in
            FlowViewModel.Field(
                name: escaped(param.name.value), label: label(param.name.value), type: try typeName(param.type))
        }
        var isDefault = true
        for param in flow.input where !(try typeExpr(param.type).isOptional) {
            isDefault = false
        }
        var inits: [CodeLines] = []
        if !access.isEmpty {
            inits.append(CodeLines(lines: memberwiseInit(fields, column: 2)))
            if isDefault, !fields.isEmpty {
                let arguments = fields.map { SwiftCode.text("\($0.label): nil") }
                let call = SwiftCode.list("self.init(", arguments, ")").lines(at: 4)
                inits.append(CodeLines(lines: ["\(access)init() {"] + call.map { "  " + $0 } + ["}"]))
            }
        }
        return FlowViewModel.Input(fields: fields, isDefault: isDefault, inits: inits)
    }

    /// `init(a: A, b: B) { self.a = a … }`, declared for public and package access. A parameter named `self` gets
    /// another internal name, or it would hide `self`.
    func memberwiseInit(_ fields: [FlowViewModel.Field], column: Int) -> [String] {
        let internalName = { (field: FlowViewModel.Field) in field.label == "self" ? "selfValue" : field.name }
        let parameters = fields.map { field in
            SwiftCode.text(field.label == "self" ? "self selfValue: \(field.type)" : "\(field.label): \(field.type)")
        }
        var lines = SwiftCode.list("\(access)init(", parameters, ") {").lines(at: column)
        if fields.isEmpty {
            lines = ["\(access)init() {"]
        }
        lines += fields.map { "  self.\($0.name) = \(internalName($0))" }
        lines.append("}")
        return lines
    }

    func typeExpr(_ type: TypeRef) throws(GenerationError) -> TypeExpr {
        guard let expr = type.expr else {
            throw GenerationError(location: type.location, message: "'\(type.spelling)' is not a valid type")
        }
        return expr
    }

    /// The type as the generated code spells it: each app type through its alias (`ChatFlow.ContactType`).
    /// A live type (format v2) is held as `FlowLive<T>`, never encoded.
    func typeName(_ type: TypeRef) throws(GenerationError) -> String {
        let expr = try typeExpr(type)
        if case .live(let wrapped) = expr { return "FlowLive<\(spelled(wrapped))>" }
        return spelled(expr)
    }

    /// The type of the value itself: a live type's without its `FlowLive` (what a screen's factory takes).
    func valueTypeName(_ type: TypeRef) throws(GenerationError) -> String {
        let expr = try typeExpr(type)
        if case .live(let wrapped) = expr { return spelled(wrapped) }
        return spelled(expr)
    }

    private func spelled(_ expr: TypeExpr) -> String {
        if aliases.isEmpty { return expr.description }
        return expr.replacingNamed { parts in aliases[parts].map { [self.type("Flow"), $0] } }.description
    }

    /// `case name(label: Type, …)`, or `case name`.
    func caseDeclaration(_ name: String, _ params: [Param], column: Int) throws(GenerationError) -> [String] {
        let items = try params.map { param throws(GenerationError) in
            SwiftCode.text("\(label(param.name.value)): \(try typeName(param.type))")
        }
        return SwiftCode.call(escaped(name), items, prefix: "case ").lines(at: column)
    }
}
