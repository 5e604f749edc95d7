/// The URLs a suite opens for each deep link, and the URLs of other shapes it checks that no link of the flow reads.
///
/// A link's URL is written from its pattern with each placeholder's sample text (what `FlowSample` gives its type,
/// written as a link writes it), independently of the generated `url(base:)`. The other shapes change one thing
/// (a literal, a typed value, one segment more, the host or scheme) and are kept only when no pattern of the flow
/// reads them: this model follows `DeepLinkValueType`, the rule the generated code and deeplink-conflict share.
struct TestURLs {
    let flow: Flow

    /// A URL of `link` at `step`, every placeholder filled (optional query items too).
    func url(_ link: DeepLink, at step: Step) -> String? {
        guard let path = link.path else { return nil }
        let fragmentQuery = link.fragment?.query.count ?? 0
        let mainQuery = Array(link.query.prefix(link.query.count - fragmentQuery))
        var text = base(link) + pathText(path, step) + queryText(mainQuery, step)
        if let fragment = link.fragment {
            text += "#" + pathText(fragment.path, step) + queryText(fragment.query, step)
        }
        return text
    }

    /// URLs one change away from `link`'s, each with what was changed; only those no link of the flow reads.
    func otherShapes(_ link: DeepLink, at step: Step) -> [(url: String, change: String)] {
        guard let path = link.path, link.fragment == nil else { return [] }
        let query = queryText(link.query, step)
        var shapes: [(String, String, [String])] = []
        let texts = path.map { segmentText($0, step) }
        if let literal = path.firstIndex(where: { if case .literal = $0 { true } else { false } }) {
            var changed = texts
            changed[literal] += "-other"
            shapes.append(("a literal segment changed", "", changed))
        }
        for (index, segment) in path.enumerated() {
            guard case .placeholder(let name) = segment, let type = valueType(name, step), type != .string else {
                continue
            }
            var changed = texts
            changed[index] = "not-a-\(type.rawValue.lowercased())"
            shapes.append(("'\(name)' not a \(type.rawValue)", "", changed))
        }
        shapes.append(("one segment more", "", texts + ["extra"]))
        var result: [(url: String, change: String)] = []
        for (change, _, segments) in shapes where !readsAny(segments, binding: link.binding) {
            result.append((base(link) + "/" + segments.joined(separator: "/") + query, change))
        }
        let rest = texts.joined(separator: "/")
        if let host = link.host, !readsAny(texts, binding: "https://elsewhere.example") {
            result.append(("https://elsewhere.example/" + rest + query, "another host than \(host)"))
        } else if let scheme = link.scheme, !readsAny(texts, binding: "other\(scheme)://") {
            result.append(("other\(scheme)://" + rest + query, "another scheme than \(scheme)"))
        }
        return result
    }

    // MARK: Writing

    private func base(_ link: DeepLink) -> String {
        if let host = link.host { return "https://\(host)" }
        // A custom scheme's host is the first path segment: `scheme:/` + `/segment…`.
        if let scheme = link.scheme { return "\(scheme):/" }
        return "https://example.com"
    }

    private func pathText(_ path: [DeepLink.Segment], _ step: Step) -> String {
        "/" + path.map { segmentText($0, step) }.joined(separator: "/")
    }

    private func queryText(_ items: [DeepLink.QueryItem], _ step: Step) -> String {
        guard !items.isEmpty else { return "" }
        return "?" + items.map { "\(encoded($0.name))=\(sampleText($0.placeholder, step))" }.joined(separator: "&")
    }

    private func segmentText(_ segment: DeepLink.Segment, _ step: Step) -> String {
        switch segment {
        case .literal(let text): return encoded(text)
        case .placeholder(let name): return sampleText(name, step)
        }
    }

    /// The text of `FlowSample`'s value of the placeholder's type.
    private func sampleText(_ placeholder: String, _ step: Step) -> String {
        switch valueType(placeholder, step) ?? .string {
        case .string: return "sample"
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        }
    }

    private func valueType(_ placeholder: String, _ step: Step) -> DeepLinkValueType? {
        guard let type = step.params.first(where: { $0.name.value == placeholder })?.type.expr else { return nil }
        return DeepLinkValueType(type) ?? DeepLinkValueType.listElement(type)
    }

    /// Percent-encodes what a URL path or query may not hold as it is.
    private func encoded(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*+,;:@")
        var result = ""
        for byte in text.utf8 {
            let character = Character(Unicode.Scalar(byte))
            result += byte < 128 && allowed.contains(character) ? String(character) : "%" + hex(byte)
        }
        return result
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    // MARK: Reading

    /// Whether some link of the flow with a path reads these segments (bound where `binding` is, or anywhere).
    private func readsAny(_ segments: [String], binding: String?) -> Bool {
        for step in flow.steps where step.isScreen {
            for link in step.deeplinks {
                guard let path = link.path, path.count == segments.count else { continue }
                if link.binding != nil, link.binding != binding { continue }
                let reads = zip(path, segments).allSatisfy { segment, text in
                    switch segment {
                    case .literal(let literal): return encoded(literal) == text
                    case .placeholder(let name): return (valueType(name, step) ?? .string).accepts(text)
                    }
                }
                if reads { return true }
            }
        }
        return false
    }
}
