import Foundation

/// A URL taken apart for matching deep-link patterns.
///
/// The path is matched segment by segment, percent-decoded. For `http` and `https` the host is the site; for other
/// schemes a host is the first path segment (`myapp://materials/42` is `/materials/42`). A pattern may be bound to a
/// host (`https://matrix.to/…`, format v2): it then matches only `http` and `https` URLs of that host; or to a custom
/// scheme (`myapp://…`): it then matches only URLs of that scheme. A URL with a
/// fragment matches only a pattern that reads one (`https://matrix.to/#/{roomId}?via={via}`, format v2), whose
/// fragment is matched as a path and query of its own.
public struct FlowDeepLink: Sendable {
    /// The path's segments, percent-decoded; for a custom scheme the host first.
    public let pathSegments: [String]
    /// The query items, by name (the first of a repeated name).
    public let queryItems: [String: String]
    /// Every value of each query item, in the URL's order (format v2: a list reads a repeated item, `via=a&via=b`).
    public let queryItemLists: [String: [String]]
    /// Whether the URL has a fragment (then it matches only a pattern that reads one).
    public let hasFragment: Bool
    /// The host of an `http` or `https` URL, lowercased (format v2: patterns bound to a host); nil for another scheme.
    public let webHost: String?
    /// The URL's scheme, lowercased (format v2: patterns bound to a custom scheme, `myapp://…`).
    public let scheme: String?
    /// The fragment read as a path and query of its own (format v2: `#/{roomId}?via={via}`).
    let fragment: Parts?

    /// A path and query, taken apart.
    struct Parts: Sendable {
        var segments: [String]
        var items: [String: String]
        var lists: [String: [String]]
    }

    /// Takes `url` apart.
    public init(url: URL) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        var segments: [String] = []
        let scheme = components?.scheme?.lowercased()
        let isWeb = scheme == "http" || scheme == "https"
        if let host = components?.host, !host.isEmpty, !isWeb {
            segments.append(host)
        }
        let main = Self.parts(path: components?.percentEncodedPath ?? "", query: components?.percentEncodedQuery)
        self.pathSegments = segments + main.segments
        self.queryItems = main.items
        self.queryItemLists = main.lists
        let fragment = components?.percentEncodedFragment ?? ""
        self.hasFragment = !fragment.isEmpty
        self.webHost = isWeb ? components?.host?.lowercased() : nil
        self.scheme = scheme
        if fragment.isEmpty {
            self.fragment = nil
        } else {
            let split = fragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            self.fragment = Self.parts(path: String(split[0]), query: split.count == 2 ? String(split[1]) : nil)
        }
    }

    /// A percent-encoded path and query, taken apart and decoded.
    private static func parts(path: String, query: String?) -> Parts {
        var parts = Parts(segments: [], items: [:], lists: [:])
        for segment in path.split(separator: "/") {
            parts.segments.append(segment.removingPercentEncoding ?? String(segment))
        }
        for item in (query ?? "").split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = pair[0].removingPercentEncoding, !name.isEmpty else { continue }
            let value = pair.count == 2 ? (pair[1].removingPercentEncoding ?? String(pair[1])) : ""
            if parts.items[name] == nil { parts.items[name] = value }
            if !value.isEmpty { parts.lists[name, default: []].append(value) }
        }
        return parts
    }

    /// Matches a pattern of the flow file, e.g. `/materials/{materialId}?tab={tab}`: the same number of path segments,
    /// equal literals, and every query item whose value is not optional (the generated code reads the values); the
    /// pattern's host, if it has one; a fragment only when the pattern reads one.
    public func match(_ pattern: String) -> FlowDeepLinkMatch? {
        var rest = Substring(pattern)
        if let separator = rest.range(of: "://"), !rest[..<separator.lowerBound].contains(where: "/?#".contains) {
            let bound = rest[..<separator.lowerBound].lowercased()
            rest = rest[separator.upperBound...]
            if bound == "http" || bound == "https" {
                // Bound to a web host: that host's http and https URLs.
                let end = rest.firstIndex { $0 == "/" || $0 == "#" || $0 == "?" } ?? rest.endIndex
                guard let webHost, webHost == rest[..<end].lowercased() else { return nil }
                rest = rest[end...]
            } else {
                // Bound to a custom scheme (`firefox://open-url?…`): that scheme only, its host the first segment.
                guard bound == scheme else { return nil }
            }
            if rest.first != "/" { rest = "/" + rest }
        }
        let halves = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var values: [String: String] = [:]
        var lists: [String: [String]] = [:]
        let main = Parts(segments: pathSegments, items: queryItems, lists: queryItemLists)
        guard Self.match(halves[0], main, into: &values, &lists) else { return nil }
        if halves.count == 2 {
            guard let fragment, Self.match(halves[1], fragment, into: &values, &lists) else { return nil }
        } else if hasFragment {
            return nil
        }
        return FlowDeepLinkMatch(values: values, lists: lists)
    }

    /// Matches one path-and-query pattern against `parts`, adding the placeholders' text.
    private static func match(
        _ pattern: Substring, _ parts: Parts, into values: inout [String: String], _ lists: inout [String: [String]]
    ) -> Bool {
        let halves = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let patternSegments = (halves.first ?? "").split(separator: "/")
        guard patternSegments.count == parts.segments.count else { return false }
        for (patternSegment, segment) in zip(patternSegments, parts.segments) {
            if let name = placeholder(patternSegment) {
                values[name] = segment
            } else if patternSegment != segment {
                return false
            }
        }
        if halves.count == 2 {
            for item in halves[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, let name = placeholder(pair[1]) else { continue }
                if let value = parts.items[String(pair[0])], !value.isEmpty {
                    values[name] = value
                }
                lists[name] = parts.lists[String(pair[0])] ?? []
            }
        }
        return true
    }

    /// The name in `{name}`; nil for a literal.
    private static func placeholder(_ text: Substring) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        return String(text.dropFirst().dropLast())
    }
}

/// The placeholder values of a matched deep link, as text.
public struct FlowDeepLinkMatch: Sendable {
    /// The text of each placeholder, by name.
    public let values: [String: String]
    /// Every value of each query placeholder's item, by name (format v2: lists).
    public let lists: [String: [String]]

    /// The values of a match.
    public init(values: [String: String], lists: [String: [String]] = [:]) {
        self.values = values
        self.lists = lists
    }

    /// A list param (format v2), from each value of a repeated query item: empty when the item is absent; nil when
    /// a value is not of the type (the link does not match).
    public func values<Value: FlowDeepLinkValue>(_ name: String) -> [Value]? {
        var result: [Value] = []
        for text in lists[name] ?? [] {
            guard let value = Value(deepLinkText: text) else { return nil }
            result.append(value)
        }
        return result
    }

    /// A list of a child flow's input on a link's back stack (format v2): every value of the query placeholder's
    /// repeated item, empty when the item is absent; nil when the link reads no such item (the input comes from
    /// elsewhere) or a value is not of the type.
    public func list<Value: FlowDeepLinkValue>(_ name: String) -> [Value]? {
        guard lists[name] != nil else { return nil }
        return values(name)
    }

    /// A required param: nil when absent or not of the type (the link does not match).
    public func value<Value: FlowDeepLinkValue>(_ name: String) -> Value? {
        guard let text = values[name], !text.isEmpty else { return nil }
        return Value(deepLinkText: text)
    }

    /// An optional param: `.some(nil)` when absent or empty, nil when present but not of the type (the link does not
    /// match).
    public func optionalValue<Value: FlowDeepLinkValue>(_ name: String) -> Value?? {
        guard let text = values[name], !text.isEmpty else { return .some(nil) }
        return Value(deepLinkText: text).map { .some($0) }
    }
}

/// A type a deep-link placeholder can hold. The text each accepts is what flowc's deeplink-conflict check assumes.
public protocol FlowDeepLinkValue {
    /// The value `text` stands for; nil when it is not one.
    init?(deepLinkText text: String)
}

extension String: FlowDeepLinkValue {
    /// Any text but the empty one, percent-decoded.
    public init?(deepLinkText text: String) {
        guard !text.isEmpty else { return nil }
        self = text
    }
}

extension Int: FlowDeepLinkValue {
    /// What `Int(_:)` reads.
    public init?(deepLinkText text: String) {
        self.init(text)
    }
}

extension Double: FlowDeepLinkValue {
    /// What `Double(_:)` reads.
    public init?(deepLinkText text: String) {
        self.init(text)
    }
}

extension Bool: FlowDeepLinkValue {
    /// What `Bool(_:)` reads: `true` or `false`.
    public init?(deepLinkText text: String) {
        self.init(text)
    }
}

extension UUID: FlowDeepLinkValue {
    /// What `UUID(uuidString:)` reads.
    public init?(deepLinkText text: String) {
        self.init(uuidString: text)
    }
}
