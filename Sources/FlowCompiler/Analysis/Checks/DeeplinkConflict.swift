enum DeeplinkConflict: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "deeplink-conflict",
        severity: .error,
        summary: "Two links that can match the same URL.",
        explanation: """
            Every URL must open one screen, so no two deep links of the program, in any flows, may match the \
            same URL. Two paths can match the same URL when they have as many segments and, at each position, \
            both sides can read the same text: equal literals; a literal and a placeholder that reads it \
            (`/users/me` and `/users/{name}` with `name: String`); or two placeholders whose types share a text \
            (a `String` reads anything, and `1` is both an `Int` and a `Double`). `Int`, `Double`, `Bool` \
            (`true`/`false`) and `UUID` placeholders read only text of their type, so `/orders/{orderId}` \
            (`Int`) and `/orders/latest` do not conflict. Query items tell links apart only when one link \
            requires an item that the other reads as a type sharing no text with it (`?id={orderId}` with an \
            `Int` and `?id={receiptId}` with a `UUID`): a URL may leave optional items out and may carry items a \
            link does not name, so a link whose path is `/` and whose query items are all optional matches every \
            URL whose path is `/`. A URL is matched by its path and query (docs/format.md, "Deep links"): the \
            host of an `http(s)` URL is the site, another scheme's host is the first path segment. In format v2 a \
            link may be bound to a host (`https://matrix.to/#/{roomId}`) or to a custom scheme \
            (`firefox://open-url?url={url}`) and may read a fragment: links bound to different hosts or schemes \
            never conflict, but a link for any host conflicts with a host's or a scheme's link of the same \
            shape, since it matches those URLs too; a link with a fragment and one without never meet. Each link is reported once, \
            at the link, with a URL both match; the earliest link it overlaps (by file, then position) is named \
            in the message, each other one in a note. Make their paths differ by a literal segment.
            """,
        triggering: [
            CheckExample(
                """
                flow: Browser
                start: page
                steps:
                  page:
                    params: { url: String? }
                    deeplink:
                      - firefox://open-url?url={url}
                      - ↓/open-url?url={url}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Rooms
                start: list
                steps:
                  list:
                    terminal: true
                  room:
                    params: { roomId: String }
                    deeplink: https://matrix.to/#/{roomId}
                    terminal: true
                  alias:
                    params: { alias: String }
                    deeplink: ↓/#/{alias}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Account
                start: home
                steps:
                  home:
                    terminal: true
                  profile:
                    params: { userId: Int }
                    deeplink: /users/{userId}
                    terminal: true
                  search:
                    params: { name: String }
                    deeplink: ↓/users/{name}
                    terminal: true
                """),
            CheckExample(
                files: [
                    (
                        "account.flow.yaml",
                        """
                        flow: Account
                        start: home
                        steps:
                          home:
                            deeplink: /users/me
                            terminal: true
                        """
                    ),
                    (
                        "people.flow.yaml",
                        """
                        flow: People
                        start: list
                        steps:
                          list:
                            terminal: true
                          person:
                            params: { handle: String, tab: String? }
                            deeplink:
                              - ↓/users/{handle}
                              - ↓/users/{handle}?tab={tab}
                            terminal: true
                        """
                    ),
                ]),
            CheckExample(
                """
                flow: Rooms
                start: home
                steps:
                  home:
                    params: { provider: String?, hint: String? }
                    deeplink: /?provider={provider}&hint={hint}
                    terminal: true
                  join:
                    params: { server: String }
                    deeplink: ↓/?via={server}
                    terminal: true
                  room:
                    params: { roomId: String }
                    deeplink: ↓/?room={roomId}
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Browser
                start: page
                steps:
                  page:
                    params: { url: String? }
                    deeplink:
                      - firefox://open-url?url={url}
                      - firefox-private://open-url?url={url}
                      - https://firefox.com/open-url?url={url}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Rooms
                start: list
                steps:
                  list:
                    terminal: true
                  room:
                    params: { roomId: String, via: [String] }
                    deeplink: https://matrix.to/#/{roomId}?via={via}
                    terminal: true
                  permalink:
                    params: { roomId: String }
                    deeplink: https://app.element.io/#/{roomId}
                    terminal: true
                  settings:
                    deeplink: /settings
                    terminal: true
                """),
            CheckExample(
                """
                flow: Orders
                start: list
                steps:
                  list:
                    deeplink: /orders/latest
                    terminal: true
                  order:
                    params: { orderId: Int }
                    deeplink: /orders/{orderId}
                    terminal: true
                  receipt:
                    params: { receiptId: UUID }
                    deeplink: /orders/{receiptId}/receipt
                    terminal: true
                  flag:
                    params: { enabled: Bool }
                    deeplink: /orders/flags/{enabled}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Orders
                start: list
                steps:
                  list:
                    params: { page: Int? }
                    deeplink: /?page={page}
                    terminal: true
                  order:
                    params: { orderId: Int, tab: String? }
                    deeplink: /open?id={orderId}&tab={tab}
                    terminal: true
                  receipt:
                    params: { receiptId: UUID }
                    deeplink: /open?id={receiptId}
                    terminal: true
                  flags:
                    params: { page: Bool }
                    deeplink: /?page={page}
                    terminal: true
                """),
        ])

    /// A path segment as far as matching goes.
    private enum Segment {
        case literal(String)
        case placeholder(DeepLinkValueType)
    }

    private struct Entry {
        var link: DeepLink
        var flow: String
        var step: String
        var segments: [Segment]
        /// The query items whose param's type is known, in the pattern's order: what a URL of the link must
        /// carry (a required param's) or may carry (an optional param's, absent or empty for nil).
        var query: [QueryItem]
        /// Where the link is bound (format v2: a host or a custom scheme, `DeepLink.binding`); nil for any.
        var binding: String?
    }

    private struct QueryItem {
        var name: String
        var type: DeepLinkValueType
        var isRequired: Bool
    }

    /// A trie of the links seen so far, one root per segment count (links of different lengths never match).
    /// A query walks only the branches a URL of the new link could also take, so in the common case, where
    /// links are told apart by literal segments, checking a link costs its length and the whole check is
    /// linear in the links' size; only placeholders that match many diverging branches (a `String` at a
    /// position where many links have literals) widen the walk, up to the number of those links.
    private struct Trie {
        struct Node {
            var literals: [String: Int] = [:]
            /// Literal children that a typed placeholder reads, so a placeholder visits only those.
            var literalsByType: [DeepLinkValueType: [Int]] = [:]
            var allLiterals: [Int] = []
            var placeholders: [DeepLinkValueType: Int] = [:]
            /// The links that end here, in insertion order.
            var ends: [Int] = []
        }

        var nodes: [Node] = []
        var roots: [Int: Int] = [:]

        /// Every inserted link whose path can match a path this one matches, in insertion order.
        func overlaps(_ path: [Segment]) -> [Int] {
            guard let root = roots[path.count] else { return [] }
            var found: [Int] = []
            var stack: [(node: Int, depth: Int)] = [(root, 0)]
            while let (index, depth) = stack.popLast() {
                let node = nodes[index]
                guard depth < path.count else {
                    found += node.ends
                    continue
                }
                switch path[depth] {
                case .literal(let text):
                    if let child = node.literals[text] { stack.append((child, depth + 1)) }
                    for (type, child) in node.placeholders where type.accepts(text) {
                        stack.append((child, depth + 1))
                    }
                case .placeholder(let type):
                    for (other, child) in node.placeholders where type.overlaps(other) {
                        stack.append((child, depth + 1))
                    }
                    for child in type == .string ? node.allLiterals : node.literalsByType[type] ?? [] {
                        stack.append((child, depth + 1))
                    }
                }
            }
            return found.sorted()
        }

        mutating func insert(_ path: [Segment], as entry: Int) {
            var current: Int
            if let root = roots[path.count] {
                current = root
            } else {
                current = newNode()
                roots[path.count] = current
            }
            for segment in path {
                switch segment {
                case .literal(let text):
                    if let child = nodes[current].literals[text] {
                        current = child
                    } else {
                        let child = newNode()
                        nodes[current].literals[text] = child
                        nodes[current].allLiterals.append(child)
                        for type in DeepLinkValueType.allCases where type != .string && type.accepts(text) {
                            nodes[current].literalsByType[type, default: []].append(child)
                        }
                        current = child
                    }
                case .placeholder(let type):
                    if let child = nodes[current].placeholders[type] {
                        current = child
                    } else {
                        let child = newNode()
                        nodes[current].placeholders[type] = child
                        current = child
                    }
                }
            }
            nodes[current].ends.append(entry)
        }

        private mutating func newNode() -> Int {
            nodes.append(Node())
            return nodes.count - 1
        }
    }

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // Program order (flows by file, steps and links in the author's order) is the order of positions, so
        // whichever of two links comes later is the one checked against the trie holding the earlier.
        var entries: [Entry] = []
        var trie = Trie()
        for flow in program.flows {
            // Read by index: few steps have links, and a copy of each step would retain all it holds.
            for s in flow.steps.indices where flow.steps[s].isScreen && !flow.steps[s].deeplinks.isEmpty {
                let step = flow.steps[s]
                var params: [String: DeepLinkValueType?] = [:]
                var lists: [String: DeepLinkValueType] = [:]
                for param in step.params where params[param.name.value] == nil {
                    params[param.name.value] = param.type.expr.flatMap(DeepLinkValueType.init)
                    lists[param.name.value] = param.type.expr.flatMap(DeepLinkValueType.listElement)
                }
                // A list's item may be absent (an empty list), as an optional's.
                let optional = Set(
                    step.params.filter { $0.type.expr?.isOptional ?? true || lists[$0.name.value] != nil }.map(
                        \.name.value))
                for link in step.deeplinks {
                    guard let segments = segments(of: link, params: params) else { continue }
                    let query = link.query.compactMap { item -> QueryItem? in
                        guard let type = params[item.placeholder] ?? lists[item.placeholder] else { return nil }
                        return QueryItem(name: item.name, type: type, isRequired: !optional.contains(item.placeholder))
                    }
                    let entry = Entry(
                        link: link, flow: flow.name.value, step: step.id.value, segments: segments, query: query,
                        binding: link.binding)
                    // Links bound to different hosts or schemes share no URL; a link for any host shares those of
                    // each.
                    let conflicts = trie.overlaps(segments).compactMap { earlier -> (Entry, String)? in
                        let other = entries[earlier]
                        guard entry.binding == nil || other.binding == nil || entry.binding == other.binding else {
                            return nil
                        }
                        return sample(entry, other).map { (other, $0) }
                    }
                    if !conflicts.isEmpty {
                        diagnostics.append(diagnostic(entry, conflictsWith: conflicts))
                    }
                    trie.insert(segments, as: entries.count)
                    entries.append(entry)
                }
            }
        }
    }

    /// The link's path for matching; nil when invalid-deeplink reports it (a malformed pattern, or a path
    /// placeholder whose type is unknown or unreadable), since what it matches is then unknown.
    private static func segments(of link: DeepLink, params: [String: DeepLinkValueType?]) -> [Segment]? {
        guard let path = link.path else { return nil }
        // A fragment's path (format v2) after a segment no URL path has: links with and without one never meet.
        let written = path + (link.fragment.map { [.literal("#")] + $0.path } ?? [])
        var result: [Segment] = []
        result.reserveCapacity(written.count)
        for segment in written {
            switch segment {
            case .literal(let text):
                result.append(.literal(text))
            case .placeholder(let name):
                guard let type = params[name] ?? nil else { return nil }
                result.append(.placeholder(type))
            }
        }
        return result
    }

    /// One diagnostic per link, at the link, naming the earliest link it overlaps; a note names each of the
    /// others, so every pair is reported once, each with a URL both match.
    private static func diagnostic(_ entry: Entry, conflictsWith conflicts: [(entry: Entry, url: String)]) -> Diagnostic
    {
        let later = entry.link.text.value
        let (earlier, url) = conflicts[0]
        var notes: [Diagnostic.Note] = [
            .init(
                "'\(earlier.link.text.value)' opens screen '\(earlier.step)' of flow '\(earlier.flow)'",
                at: earlier.link.text.location)
        ]
        for (other, otherURL) in conflicts.dropFirst() {
            notes.append(
                .init(
                    "'\(later)' also matches the URLs of '\(other.link.text.value)' (screen '\(other.step)' of flow "
                        + "'\(other.flow)'), such as '\(otherURL)'", at: other.link.text.location))
        }
        if conflicts.contains(where: { $0.entry.link.query.map(\.name) != entry.link.query.map(\.name) }) {
            notes.append(
                .init(
                    "query items tell links apart only when one requires an item the other reads as another type: "
                        + "a URL may leave optional items out and carry items a link does not name"))
        }
        if entry.binding == nil || conflicts.contains(where: { $0.entry.binding == nil }),
            entry.binding != nil || conflicts.contains(where: { $0.entry.binding != nil })
        {
            notes.append(
                .init(
                    "a link for any host matches every host's and scheme's URLs: bind it to its own host "
                        + "('https://example.org/…') or scheme ('myapp://…')"))
        }
        notes.append(.init("make the paths differ by a literal segment"))
        return Self.diagnostic(
            "deep link '\(later)' can match the same URLs as '\(earlier.link.text.value)', such as '\(url)'",
            at: entry.link.text.location, notes: notes)
    }

    /// A URL both links match, given paths that overlap: a path both read, with the query items either
    /// requires, each with a value both read; nil when no URL matches both, because one link requires a query
    /// item that the other reads as a type sharing no text with it (an item both leave optional may be absent).
    private static func sample(_ lhs: Entry, _ rhs: Entry) -> String? {
        let parts = zip(lhs.segments, rhs.segments).map { pair -> String in
            switch pair {
            case (.literal(let text), _), (_, .literal(let text)): return text
            case (.placeholder(let left), .placeholder(let right)): return left.sample(with: right)
            }
        }
        var items: [String] = []
        for item in lhs.query + rhs.query where !items.contains(where: { $0.hasPrefix(item.name + "=") }) {
            let left = lhs.query.first { $0.name == item.name }
            let right = rhs.query.first { $0.name == item.name }
            guard left?.isRequired == true || right?.isRequired == true else { continue }
            let type = left?.type ?? item.type
            let other = right?.type ?? type
            guard type.overlaps(other) else { return nil }
            items.append("\(item.name)=\(type.sample(with: other))")
        }
        // A binding is `https://host` (the path follows) or `scheme://` (the first segment is the URL's host).
        let site = lhs.binding ?? rhs.binding ?? ""
        var path = "/" + parts.joined(separator: "/").replacingOccurrences(of: "/#", with: "#")
        if site.hasSuffix("://") { path.removeFirst() }
        return site + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }
}
