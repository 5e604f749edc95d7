/// A deep link pattern: `/materials/{materialId}?tab={tab}`.
public struct DeepLink: Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case placeholder(String)
    }

    public struct QueryItem: Hashable, Sendable {
        public var name: String
        public var placeholder: String
    }

    public var text: Located<String>
    /// nil when the pattern is malformed (the reason is in `problem`).
    public var path: [Segment]?
    public var query: [QueryItem]
    public var problem: String?

    public init(_ text: Located<String>) {
        self.text = text
        self.query = []
        do {
            let parsed = try DeepLink.parse(text.value)
            self.path = parsed.path
            self.query = parsed.query
        } catch {
            self.path = nil
            self.problem = error.message
        }
    }

    /// Every placeholder name, path first, in order.
    public var placeholders: [String] {
        (path ?? []).compactMap { if case .placeholder(let name) = $0 { return name } else { return nil } }
            + query.map(\.placeholder)
    }

    private static func parse(_ text: String) throws(TypeParseError) -> (path: [Segment], query: [QueryItem]) {
        guard text.hasPrefix("/") else {
            throw TypeParseError(message: "a deep link pattern starts with '/', like '/materials/{materialId}'")
        }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let pathText = parts[0].dropFirst()
        var path: [Segment] = []
        if !pathText.isEmpty {
            for piece in pathText.split(separator: "/", omittingEmptySubsequences: false) {
                if piece.isEmpty { throw TypeParseError(message: "the path has an empty segment ('//' or a trailing '/')") }
                path.append(try segment(piece))
            }
        }
        var query: [QueryItem] = []
        if parts.count == 2 {
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty, case .placeholder(let name) = try segment(pair[1]) else {
                    throw TypeParseError(message: "a query item must read 'name={placeholder}', not '\(item)'")
                }
                query.append(QueryItem(name: String(pair[0]), placeholder: name))
            }
        }
        return (path, query)
    }

    private static func segment(_ piece: Substring) throws(TypeParseError) -> Segment {
        if piece.first == "{" {
            guard piece.last == "}", piece.count > 2 else {
                throw TypeParseError(message: "'\(piece)' is not a placeholder; write '{name}'")
            }
            let name = piece.dropFirst().dropLast()
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw TypeParseError(message: "'\(piece)' must name one param, like '{materialId}'")
            }
            return .placeholder(String(name))
        }
        let allowed = piece.allSatisfy { $0.isLetter || $0.isNumber || "-._~".contains($0) }
        guard allowed else {
            throw TypeParseError(message: "'\(piece)' has characters a URL path segment cannot hold unescaped")
        }
        return .literal(String(piece))
    }
}
