// Typed deep links (format v2): `<Flow>Link`, one case per link pattern of the flow's screens, its values typed;
// `init?(url:)` reads a URL as the flow's own links do, `url(base:)` writes one back.

extension FlowViewModelBuilder {
    /// The `<Flow>Link` enum's pieces; nil when no screen of the flow has a link.
    func linkValue() throws(GenerationError) -> FlowViewModel.LinkValue? {
        let links = linkedScreens
        guard !links.isEmpty else { return nil }
        var cases: [CodeLines] = []
        var parses: [FlowViewModel.DeepLinkCase] = []
        var formats: [SwitchCase] = []
        var countByStep: [Int: Int] = [:]
        for (stepIndex, step, link) in links {
            guard let path = link.path else { continue }  // invalid-deeplink's
            countByStep[stepIndex, default: 0] += 1
            let number = countByStep[stepIndex]!
            let name = step.id.value + (number > 1 ? "\(number)" : "")
            let values = linkValues(link, path: path, of: step)
            cases.append(CodeLines(lines: try caseDeclaration(name, values, column: 2)))
            parses.append(try linkParse(link, name: name, values: values))
            formats.append(linkFormat(link, path: path, name: name, values: values))
        }
        return .init(cases: cases, parses: parses, formats: formats)
    }

    /// Each placeholder with its param's type; a path placeholder (the fragment's too) always has a value.
    private func linkValues(_ link: DeepLink, path: [DeepLink.Segment], of step: Step) -> [Param] {
        let segments = path + (link.fragment?.path ?? [])
        let pathCount = segments.filter { if case .placeholder = $0 { true } else { false } }.count
        let pathNames = Set(link.placeholders.prefix(pathCount))
        var values: [Param] = []
        for placeholder in link.placeholders {
            guard let param = step.params.first(where: { $0.name.value == placeholder }), var type = param.type.expr
            else { continue }
            if pathNames.contains(placeholder) { type = type.unwrapped }
            values.append(Param(name: param.name, type: TypeRef(spelling: type.description, at: param.type.location)))
        }
        return values
    }

    /// Reading: the pattern's match, each value read as its type.
    private func linkParse(_ link: DeepLink, name: String, values: [Param]) throws(GenerationError)
        -> FlowViewModel.DeepLinkCase
    {
        var conditions: [String] = []
        for value in values { conditions.append(linkCondition(value.name.value, try typeExpr(value.type))) }
        let made = SwiftCode.call(
            ".\(escaped(name))", values.map { .text("\(label($0.name.value)): \(local($0.name.value))") })
        let conditionLines = linkConditionLines(SwiftNames.stringLiteral(link.text.value), conditions)
        return .init(conditionLines: conditionLines, stateLines: ["self = " + made.flat, "return"])
    }

    /// Writing: the path's segments and the query's items, each value as its deep link text; a host's and a
    /// fragment's too (format v2).
    private func linkFormat(_ link: DeepLink, path: [DeepLink.Segment], name: String, values: [Param]) -> SwitchCase {
        let fragmentItems = link.fragment?.query ?? []
        let (items, lists) = queryCodes(link.query.dropLast(fragmentItems.count), values)
        var arguments: [SwiftCode] = [.text("base: base")]
        if let host = link.host { arguments.append(.text("host: \(SwiftNames.stringLiteral(host))")) }
        if let scheme = link.scheme { arguments.append(.text("scheme: \(SwiftNames.stringLiteral(scheme))")) }
        arguments += [.list("path: [", segmentCodes(path), "]"), .list("query: [", items, "]" + lists)]
        if let fragment = link.fragment {
            let (fragmentQuery, fragmentLists) = queryCodes(fragment.query[...], values)
            let parts: [SwiftCode] = [
                .list("path: [", segmentCodes(fragment.path), "]"),
                .list("query: [", fragmentQuery, "]" + fragmentLists),
            ]
            arguments.append(.list("fragment: (", parts, ")"))
        }
        let pattern = casePattern(name, values.map(\.name.value), used: values.map(\.name.value))
        let call = SwiftCode.list("FlowDeepLink.url(", arguments, ")")
        let flat = pattern.flat + " " + call.flat
        if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
            return SwitchCase(patternLines: [flat], bodyLines: [])
        }
        return SwitchCase(patternLines: pattern.lines(at: 4), bodyLines: call.lines(at: 6))
    }

    /// A link's path segments as the code writes them: literals, and each placeholder's value as its text.
    private func segmentCodes(_ path: [DeepLink.Segment]) -> [SwiftCode] {
        path.map { segment in
            switch segment {
            case .literal(let text): .text(SwiftNames.stringLiteral(text))
            case .placeholder(let value): .text("\(local(value)).deepLinkText")
            }
        }
    }

    /// A link's query items as the code writes them, `("tab", tab?.deepLinkText)`; and, for a list (format v2), the
    /// items of its values, appended after the others.
    private func queryCodes(_ query: ArraySlice<DeepLink.QueryItem>, _ values: [Param]) -> ([SwiftCode], String) {
        var items: [SwiftCode] = []
        var lists = ""
        for item in query {
            let type = values.first { $0.name.value == item.placeholder }?.type.expr
            let itemName = SwiftNames.stringLiteral(item.name)
            if let type, DeepLinkValueType.listElement(type) != nil {
                lists += " + \(local(item.placeholder)).map { (\(itemName), $0.deepLinkText) }"
                continue
            }
            let optional = type?.isOptional ?? true
            items.append(.text("(\(itemName), \(local(item.placeholder))\(optional ? "?" : "").deepLinkText)"))
        }
        return (items, lists)
    }
}
