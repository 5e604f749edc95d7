import Foundation

/// A deep link as a value (format v2): flowc generates `<Flow>Link`, one case per link pattern of the flow's
/// screens, with the pattern's values typed. The app opens one from a notification, a shortcut or Siri without
/// writing a URL: `coordinator.open(MaterialsLink.detail(materialId: id, tab: nil))`; `url(base:)` writes its URL,
/// `init?(url:)` reads one back, and reading what was written gives the same link.
public protocol FlowLink: Hashable, Sendable {
    /// The link `url` matches; nil when it matches none of the flow's patterns, or a value is not of its type.
    init?(url: URL)

    /// The URL of the link on `base`: for `http` and `https`, the path and query after `base`'s; for another
    /// scheme (`myapp://`), the path's first segment is the host, as `FlowDeepLink` reads it.
    func url(base: URL) -> URL
}

extension FlowLink {
    /// The link's URL on a scheme of flowc's own, `flowc-link://`: what `FlowCoordinator.open(_:)` opens.
    public var url: URL { url(base: URL(string: "flowc-link://")!) }
}

extension FlowCoordinator {
    /// Opens a typed deep link (format v2) as `open(_ url:)` opens its URL.
    @discardableResult
    public func open(_ link: some FlowLink) -> Bool {
        open(link.url)
    }
}

extension FlowDeepLink {
    /// Writes a link's URL on `base` (`FlowLink.url(base:)`): the path's segments and the query items that have a
    /// value, each percent-encoded so that `FlowDeepLink(url:)` reads it back as it was.
    ///
    /// A link bound to a host (format v2) is written on `https://host` whatever `base` is, one bound to a scheme on
    /// `scheme://`; one that reads a fragment writes `fragment` (its path and query) after `#`.
    @_spi(Generated)
    public static func url(
        base: URL, host: String? = nil, scheme: String? = nil, path: [String], query: [(name: String, value: String?)],
        fragment: (path: [String], query: [(name: String, value: String?)])? = nil
    ) -> URL {
        let base = host.flatMap { URL(string: "https://\($0)") } ?? scheme.flatMap { URL(string: "\($0)://") } ?? base
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: true) else { return base }
        let scheme = components.scheme?.lowercased()
        let isWeb = scheme == "http" || scheme == "https"
        var segments = path[...]
        var basePath = ""
        if isWeb {
            basePath =
                components.percentEncodedPath.hasSuffix("/")
                ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        } else {
            components.percentEncodedHost = segments.first.map { encoded($0) } ?? ""
            segments = segments.dropFirst()
        }
        let pathText = basePath + segments.map { "/" + encoded($0) }.joined()
        // A web URL's empty path is written `/` (`https://matrix.to/#/…`).
        components.percentEncodedPath = pathText.isEmpty && isWeb ? "/" : pathText
        components.percentEncodedQuery = queryText(query)
        components.percentEncodedFragment = fragment.map { fragment in
            fragment.path.map { "/" + encoded($0) }.joined()
                + (queryText(fragment.query).map { "?" + $0 } ?? "")
        }
        return components.url ?? base
    }

    /// The query items that have a value, percent-encoded; nil for none.
    private static func queryText(_ query: [(name: String, value: String?)]) -> String? {
        let items = query.compactMap { item in
            item.value.map { "\(encoded(item.name))=\(encoded($0))" }
        }
        return items.isEmpty ? nil : items.joined(separator: "&")
    }

    /// Percent-encodes all but the unreserved characters (RFC 3986): what is left as it is reads back the same in a
    /// host, a path segment or a query item.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}

extension String {
    /// The text a deep link writes for the value (`FlowLink.url(base:)`).
    public var deepLinkText: String { self }
}

extension Int {
    /// The text a deep link writes for the value.
    public var deepLinkText: String { String(self) }
}

extension Double {
    /// The text a deep link writes for the value, read back as the same `Double`.
    public var deepLinkText: String { "\(self)" }
}

extension Bool {
    /// `true` or `false`.
    public var deepLinkText: String { self ? "true" : "false" }
}

extension UUID {
    /// Its `uuidString`.
    public var deepLinkText: String { uuidString }
}
