enum DeeplinkConflict: ProgramCheck {
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
            (`Int`) and `/orders/latest` do not conflict. Query items do not tell links apart, since a URL \
            may leave optional ones out. The later link (by file, then position) is reported, with a note \
            at the earlier one; make their paths differ by a literal segment.
            """,
        triggering: [
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
        ],
        nonTriggering: [
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
                """)
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
        /// Query items the link requires (their param is not optional), for the example URL of a message.
        var requiredQuery: [(name: String, type: DeepLinkValueType)]
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
            /// The first link that ends here.
            var end: Int?
        }

        var nodes: [Node] = []
        var roots: [Int: Int] = [:]

        /// The earliest inserted link that can match a URL this path matches.
        func earliestConflict(_ path: [Segment]) -> Int? {
            guard let root = roots[path.count] else { return nil }
            var best: Int?
            var stack: [(node: Int, depth: Int)] = [(root, 0)]
            while let (index, depth) = stack.popLast() {
                let node = nodes[index]
                guard depth < path.count else {
                    if let end = node.end, end < (best ?? Int.max) { best = end }
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
            return best
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
            if nodes[current].end == nil { nodes[current].end = entry }
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
                for param in step.params where params[param.name.value] == nil {
                    params[param.name.value] = param.type.expr.flatMap(DeepLinkValueType.init)
                }
                let optional = Set(step.params.filter { $0.type.expr?.isOptional ?? true }.map(\.name.value))
                for link in step.deeplinks {
                    guard let segments = segments(of: link, params: params) else { continue }
                    let required = link.query.compactMap { item -> (name: String, type: DeepLinkValueType)? in
                        guard !optional.contains(item.placeholder), let type = params[item.placeholder] ?? nil else {
                            return nil
                        }
                        return (item.name, type)
                    }
                    let entry = Entry(
                        link: link, flow: flow.name.value, step: step.id.value, segments: segments,
                        requiredQuery: required)
                    if let earlier = trie.earliestConflict(segments) {
                        diagnostics.append(diagnostic(entry, conflictsWith: entries[earlier]))
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
        var result: [Segment] = []
        result.reserveCapacity(path.count)
        for segment in path {
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

    private static func diagnostic(_ entry: Entry, conflictsWith earlier: Entry) -> Diagnostic {
        let later = entry.link.text.value
        let first = earlier.link.text.value
        var notes: [Diagnostic.Note] = [
            .init(
                "'\(first)' opens screen '\(earlier.step)' of flow '\(earlier.flow)'",
                at: earlier.link.text.location)
        ]
        if entry.link.query.map(\.name) != earlier.link.query.map(\.name) {
            notes.append(.init("query items do not tell links apart: a URL may leave optional ones out"))
        }
        notes.append(.init("make the paths differ by a literal segment"))
        // An example URL helps when neither pattern is one already.
        let example = sample(entry, earlier).flatMap { $0 == later || $0 == first ? nil : ", such as '\($0)'" } ?? ""
        return Self.diagnostic(
            "deep link '\(later)' can match the same URLs as '\(first)'\(example)", at: entry.link.text.location,
            notes: notes)
    }

    /// A URL both links match: a path both read, with the query items either requires; nil in the odd case
    /// where both require one query item with types that share no text.
    private static func sample(_ lhs: Entry, _ rhs: Entry) -> String? {
        let parts = zip(lhs.segments, rhs.segments).map { pair -> String in
            switch pair {
            case (.literal(let text), _), (_, .literal(let text)): return text
            case (.placeholder(let left), .placeholder(let right)): return left.sample(with: right)
            }
        }
        var items: [(name: String, value: String)] = []
        for (name, type) in lhs.requiredQuery + rhs.requiredQuery {
            if let index = items.firstIndex(where: { $0.name == name }) {
                let other = lhs.requiredQuery.first { $0.name == name }?.type ?? type
                guard type.overlaps(other) else { return nil }
                items[index].value = type.sample(with: other)
            } else {
                items.append((name, type.sample(with: type)))
            }
        }
        let query = items.isEmpty ? "" : "?" + items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "/" + parts.joined(separator: "/") + query
    }
}
