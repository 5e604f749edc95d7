import Foundation

/// A URL taken apart for matching deep-link patterns.
///
/// The path is matched segment by segment, percent-decoded. For `http` and `https` the host is the site; for other
/// schemes a host is the first path segment (`myapp://materials/42` is `/materials/42`). A URL with a fragment matches
/// no pattern: a fragment is the page's own business, often a web app's route (`https://matrix.to/#/@alice:example.org`),
/// and patterns have none, so such a URL is left to the app.
public struct FlowDeepLink: Sendable {
    /// The path's segments, percent-decoded; for a custom scheme the host first.
    public let pathSegments: [String]
    /// The query items, by name (the first of a repeated name).
    public let queryItems: [String: String]
    /// Whether the URL has a fragment (then it matches no pattern).
    public let hasFragment: Bool

    /// Takes `url` apart.
    public init(url: URL) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        var segments: [String] = []
        let scheme = components?.scheme?.lowercased()
        if let host = components?.host, !host.isEmpty, scheme != "http", scheme != "https" {
            segments.append(host)
        }
        for segment in (components?.percentEncodedPath ?? "").split(separator: "/") {
            segments.append(segment.removingPercentEncoding ?? String(segment))
        }
        var items: [String: String] = [:]
        for item in components?.queryItems ?? [] where items[item.name] == nil {
            items[item.name] = item.value ?? ""
        }
        self.pathSegments = segments
        self.queryItems = items
        self.hasFragment = !(components?.fragment ?? "").isEmpty
    }

    /// Matches a pattern of the flow file, e.g. `/materials/{materialId}?tab={tab}`: the same number of path segments,
    /// equal literals, and every query item whose value is not optional (the generated code reads the values); no
    /// fragment.
    public func match(_ pattern: String) -> FlowDeepLinkMatch? {
        guard !hasFragment else { return nil }
        let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let patternSegments = (parts.first ?? "").split(separator: "/")
        guard patternSegments.count == pathSegments.count else { return nil }
        var values: [String: String] = [:]
        for (patternSegment, segment) in zip(patternSegments, pathSegments) {
            if let name = Self.placeholder(patternSegment) {
                values[name] = segment
            } else if patternSegment != segment {
                return nil
            }
        }
        if parts.count == 2 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, let name = Self.placeholder(pair[1]) else { continue }
                if let value = queryItems[String(pair[0])], !value.isEmpty {
                    values[name] = value
                }
            }
        }
        return FlowDeepLinkMatch(values: values)
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
