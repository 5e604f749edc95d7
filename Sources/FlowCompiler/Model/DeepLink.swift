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
    /// The query items, the fragment's after the path's.
    public var query: [QueryItem]
    /// Format v2: the host a pattern written `https://host/…` is bound to, lowercased; nil for any host.
    public var host: String?
    /// Format v2: the custom scheme a pattern written `myapp://…` is bound to, lowercased; nil for any scheme.
    public var scheme: String?
    /// Where the pattern is bound, as a key two patterns share only when some URL can match both: `https://host`,
    /// `scheme://`, or nil for any host and scheme.
    public var binding: String? { host.map { "https://\($0)" } ?? scheme.map { "\($0)://" } }
    /// Format v2: the fragment a pattern reads (`#/{roomId}?via={via}`), as a path and query of its own; nil when the
    /// pattern has none (a URL with a fragment then does not match).
    public var fragment: (path: [Segment], query: [QueryItem])?
    public var problem: String?

    public init(_ text: Located<String>) {
        self.text = text
        self.query = []
        do throws(TypeParseError) {
            var rest = Substring(text.value)
            if let separator = rest.range(of: "://"), !rest[..<separator.lowerBound].contains(where: "/?#".contains) {
                let scheme = rest[..<separator.lowerBound]
                guard let first = scheme.first, first.isASCII, first.isLetter,
                    scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
                else {
                    throw TypeParseError(message: "'\(scheme)' is not a URL scheme; write one like 'myapp://…'")
                }
                rest = rest[separator.upperBound...]
                if ["http", "https"].contains(scheme.lowercased()) {
                    // A web host (`https://matrix.to/…`): the site, then the path.
                    let end = rest.firstIndex { $0 == "/" || $0 == "#" || $0 == "?" } ?? rest.endIndex
                    let host = rest[..<end]
                    guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
                    else {
                        throw TypeParseError(message: "'\(host)' is not a host; write one like 'https://matrix.to/…'")
                    }
                    self.host = host.lowercased()
                    rest = rest[end...]
                } else {
                    // A custom scheme (`firefox://open-url?url={url}`): its host is the first path segment, as URLs
                    // of that scheme are read; `myapp:///x` has none.
                    self.scheme = scheme.lowercased()
                }
                if rest.first != "/" { rest = "/" + rest }
            }
            let halves = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let parsed = try DeepLink.parse(String(halves[0]))
            // Without a web host, a custom scheme's URL carries the first segment as its host, where '@' and ':'
            // say something else (`myapp://user@host:port`).
            if host == nil, case .literal(let first)? = parsed.path.first, first.contains(where: "@:".contains) {
                throw TypeParseError(
                    message: "'\(first)' cannot be the first segment: a custom scheme's URL holds it as its host, "
                        + "where '@' and ':' mean a user and a port; bind the link to a host ('https://…') or begin "
                        + "it with another segment")
            }
            self.path = parsed.path
            self.query = parsed.query
            if halves.count == 2 {
                guard halves[1].hasPrefix("/") else {
                    throw TypeParseError(message: "a fragment pattern starts with '/', like '#/{roomId}'")
                }
                let fragment = try DeepLink.parse(String(halves[1]))
                self.fragment = fragment
                self.query += fragment.query
            }
        } catch {
            self.path = nil
            self.problem = error.message
        }
    }

    /// Every placeholder name, path first, then the fragment's path, then the query items, in order.
    public var placeholders: [String] {
        let paths = (path ?? []) + (fragment?.path ?? [])
        return paths.compactMap { if case .placeholder(let name) = $0 { return name } else { return nil } }
            + query.map(\.placeholder)
    }

    private static func parse(_ text: String) throws(TypeParseError) -> (path: [Segment], query: [QueryItem]) {
        guard text.hasPrefix("/") else {
            throw TypeParseError(
                message: "a deep link pattern starts with '/', a host or a scheme, like '/materials/{materialId}', "
                    + "'https://matrix.to/#/{roomId}' or 'myapp://materials/{materialId}'")
        }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let pathText = parts[0].dropFirst()
        var path: [Segment] = []
        if !pathText.isEmpty {
            for piece in pathText.split(separator: "/", omittingEmptySubsequences: false) {
                if piece.isEmpty {
                    throw TypeParseError(message: "the path has an empty segment ('//' or a trailing '/')")
                }
                path.append(try segment(piece))
            }
        }
        var query: [QueryItem] = []
        if parts.count == 2 {
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                // A value is read by the rule of query items, not of path segments: `url=/settings/{section}` is
                // a value that is no placeholder, not a segment holding a `/`.
                guard pair.count == 2, !pair[0].isEmpty, pair[1].first == "{",
                    case .placeholder(let name) = try segment(pair[1])
                else {
                    throw TypeParseError(
                        message: "a query item must read 'name={placeholder}', its whole value one placeholder, "
                            + "not '\(item)'")
                }
                query.append(QueryItem(name: String(pair[0]), placeholder: name))
            }
        }
        return (path, query)
    }

    /// The characters besides letters and digits that a path segment holds unescaped (RFC 3986 `pchar`).
    private static let segmentPunctuation = "-._~!$&'()*+,;=:@"

    private static func segment(_ piece: Substring) throws(TypeParseError) -> Segment {
        if piece.first == "{" {
            guard piece.last == "}", piece.count > 2 else {
                throw TypeParseError(message: "'\(piece)' is not a placeholder; write '{name}'")
            }
            let name = piece.dropFirst().dropLast()
            guard
                allSatisfy(
                    name, ascii: { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "_") },
                    { $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                throw TypeParseError(message: "'\(piece)' must name one param, like '{materialId}'")
            }
            return .placeholder(String(name))
        }
        if piece.contains("{") || piece.contains("}") {
            throw TypeParseError(
                message: "'\(piece)' mixes fixed text with a placeholder: a placeholder is a whole segment, "
                    + "'/{name}' (the app reads a prefix such as '@' from the value)")
        }
        // RFC 3986's segment characters: unreserved, sub-delims, ':' and '@' (Matrix ids: `!room:server`).
        let allowed = allSatisfy(
            piece, ascii: { isASCIIAlphanumeric($0) || Self.segmentPunctuation.utf8.contains($0) },
            { $0.isLetter || $0.isNumber || Self.segmentPunctuation.contains($0) })
        guard allowed else {
            throw TypeParseError(
                message: "'\(piece)' has characters a URL path segment cannot hold unescaped (a space, '%', "
                    + "'\\', quotes, brackets…); leave such text to a placeholder, whose value the URL encodes")
        }
        return .literal(String(piece))
    }

    /// `characters` on the text's Characters, or `ascii` on its bytes when it is all ASCII (where both agree):
    /// Character properties are slow, and every deep link of a program is parsed.
    private static func allSatisfy(
        _ text: Substring, ascii: (UInt8) -> Bool, _ characters: (Character) -> Bool
    ) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.allSatisfy(ascii) }
        return text.allSatisfy(characters)
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
