import Foundation

/// What `flowc diff` prints: the changes of `ProgramDiff.compare`, in one of five formats. Every format gives each
/// change its id, category, severity, both places (the old version's files are named `REF:path`), and whether and
/// why it is accepted; stale `diff: accept:` entries are warnings. A version with lint errors is not compared: the
/// report carries its errors instead, in the same schema.
public struct DiffReport: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, github, sarif, markdown
    }

    /// A version that lints with errors: names that do not resolve would show up as changes, so nothing is compared.
    public struct Blocked: Sendable {
        public enum Version: String, Sendable {
            case old, new
        }

        public var version: Version
        public var errors: [Diagnostic]
        /// The files read, for the source lines of the text report.
        public var sources: [SourceFile]

        public init(_ version: Version, errors: [Diagnostic], sources: [SourceFile]) {
            self.version = version
            self.errors = errors
            self.sources = sources
        }

        /// `1 error in the old version`.
        public var summary: String {
            "\(errors.count) error\(errors.count == 1 ? "" : "s") in the \(version.rawValue) version"
        }
    }

    public var result: ProgramDiff.Result
    /// The old version as the user named it (`--against`).
    public var against: String
    /// What fails the run: breaking changes, or any.
    public var failOn: FlowChange.Severity
    /// The version not compared for its errors, if any (then there are no changes).
    public var blocked: Blocked?

    public init(_ result: ProgramDiff.Result, against: String, failOn: FlowChange.Severity = .breaking) {
        self.result = result
        self.against = against
        self.failOn = failOn
    }

    /// The report of a run that compared nothing: `blocked`'s errors stand where the changes would be.
    public init(blocked: Blocked, against: String) {
        self.init(ProgramDiff.Result(changes: [], staleAcceptances: []), against: against)
        self.blocked = blocked
    }

    /// What to try when the old version fails a check: it may be older than the check.
    public static let newerBaseNote =
        "when the old version fails a check added to flowc since, compare against a newer base"

    /// Whether the run fails: a version with errors, or a change at or above `failOn` that no entry accepts.
    public var fails: Bool { blocked != nil || result.changes.contains { $0.fails(on: failOn) } }

    /// `2 breaking, 1 compatible, 1 accepted`: changes not accepted by severity, then the accepted ones.
    public var summary: String {
        let open = result.changes.filter { !$0.isAccepted }
        let breaking = open.filter { $0.severity == .breaking }.count
        return "\(breaking) breaking, \(open.count - breaking) compatible, "
            + "\(result.changes.count - open.count) accepted"
    }

    public func render(_ format: Format, version: String = FlowcVersion.current) -> String {
        switch format {
        case .text: return text()
        case .json: return json()
        case .github: return github()
        case .sarif: return sarif(version: version)
        case .markdown: return markdown()
        }
    }

    /// How a change is marked: its severity, `(accepted)` when an entry accepts it.
    private func label(_ change: FlowChange) -> String {
        change.severity.rawValue + (change.isAccepted ? " (accepted)" : "")
    }

    private func staleMessage(_ entry: DiffAcceptance) -> String {
        "the accepted change '\(entry.change.value)' matches no change against \(against): remove the entry"
    }

    /// swiftc's shape: `path:line:col: breaking: [id] message`, a note at the old version's place, the hint, then
    /// the summary line. No change, no output (the CLI says so on stderr).
    func text() -> String {
        if let blocked { return TextReporter(colored: false, sources: blocked.sources).render(blocked.errors) }
        var out = ""
        for change in result.changes {
            let place = change.location.map { "\($0): " } ?? ""
            out += "\(place)\(label(change)): [\(change.kind.rawValue)] \(change.message)\n"
            if let old = change.old, change.new != nil { out += "\(old): note: the old version (\(against))\n" }
            if let reason = change.acceptedBecause { out += "note: accepted in flowc.yaml: \(reason)\n" }
            if let hint = change.hint, !change.isAccepted { out += "note: \(hint)\n" }
        }
        for entry in result.staleAcceptances {
            out += "\(entry.location): warning: \(staleMessage(entry)) [stale-acceptance]\n"
        }
        if !result.changes.isEmpty || !result.staleAcceptances.isEmpty { out += summary + "\n" }
        return out
    }

    private static func place(_ location: SourceLocation?) -> Any {
        guard let location else { return NSNull() }
        return ["file": location.file, "line": location.line, "column": location.column]
    }

    /// `{against, errors, changes: [{id, category, severity, accepted, reason, message, hint, subject, new, old}],
    /// summary, warnings}`: every key always present (null when it has no value), sorted; `errors` holds a version's
    /// lint errors, as `flowc lint --reporter json` gives them, when it could not be compared.
    func json() -> String {
        let changes: [[String: Any]] = result.changes.map { change in
            var subject: [String: Any] = [:]
            for key in FlowChange.Subject.keys { subject[key] = change.subject.value(of: key) ?? NSNull() }
            return [
                "id": change.kind.rawValue, "category": change.category.rawValue,
                "severity": change.severity.rawValue, "accepted": change.isAccepted,
                "reason": change.acceptedBecause ?? NSNull(), "message": change.message,
                "hint": change.hint ?? NSNull(), "subject": subject, "new": Self.place(change.new),
                "old": Self.place(change.old),
            ]
        }
        let open = result.changes.filter { !$0.isAccepted }
        let document: [String: Any] = [
            "against": against,
            "errors": blocked.map { JSONReporter.objects($0.errors) } ?? [],
            "changes": changes,
            "summary": [
                "breaking": open.filter { $0.severity == .breaking }.count,
                "compatible": open.filter { $0.severity == .compatible }.count,
                "accepted": result.changes.count - open.count,
                "fails": fails,
            ],
            "warnings": result.staleAcceptances.map { entry -> [String: Any] in
                [
                    "id": "stale-acceptance", "file": entry.location.file, "line": entry.location.line,
                    "column": entry.location.column, "message": staleMessage(entry),
                ]
            },
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: options)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// GitHub workflow commands: a change that fails the run is an error annotation, any other a notice; a stale
    /// acceptance a warning.
    func github() -> String {
        if let blocked { return GitHubReporter.render(blocked.errors) }
        var out = ""
        for change in result.changes {
            var message = change.message
            if let old = change.old { message += "\nold version: \(old)" }
            if let reason = change.acceptedBecause { message += "\naccepted: \(reason)" }
            if let hint = change.hint, !change.isAccepted { message += "\nhint: \(hint)" }
            out += annotation(
                change.fails(on: failOn) ? "error" : "notice", at: change.location,
                title: "flowc diff \(change.kind.rawValue) (\(label(change)))", message)
        }
        for entry in result.staleAcceptances {
            out += annotation("warning", at: entry.location, title: "flowc diff stale-acceptance", staleMessage(entry))
        }
        return out
    }

    private func annotation(_ level: String, at location: SourceLocation?, title: String, _ message: String) -> String {
        var properties: [String] = []
        if let location {
            properties += [
                "file=\(GitHubReporter.property(location.file))", "line=\(location.line)", "col=\(location.column)",
            ]
        }
        properties.append("title=\(GitHubReporter.property(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(GitHubReporter.data(message))\n"
    }

    /// SARIF 2.1.0 for code scanning: the change kinds as rules; a change that fails the run is an error, any other
    /// a note; an accepted one carries its reason as an external suppression. A version's lint errors are results of
    /// the checks' rules, after the changes' ones.
    func sarif(version: String) -> String {
        let kinds = FlowChange.Kind.allCases
        var rules: [[String: Any]] = kinds.map { kind in
            [
                "id": kind.rawValue, "name": kind.rawValue, "shortDescription": ["text": kind.summary],
                "properties": ["category": kind.category.rawValue],
                "helpUri": "https://github.com/flowc/flowc/blob/main/docs/diff.md#\(kind.rawValue)",
            ]
        }
        var results: [[String: Any]] = result.changes.map { change in
            var entry: [String: Any] = [
                "ruleId": change.kind.rawValue,
                "ruleIndex": kinds.firstIndex(of: change.kind) ?? 0,
                "level": change.fails(on: failOn) ? "error" : "note",
                "message": ["text": ([change.message] + (change.hint.map { [$0] } ?? [])).joined(separator: "\n")],
                "properties": ["severity": change.severity.rawValue, "category": change.category.rawValue],
            ]
            if let location = change.location { entry["locations"] = [SARIFReporter.physicalLocation(location)] }
            if let old = change.old, change.new != nil {
                var related = SARIFReporter.physicalLocation(old)
                related["id"] = 0
                related["message"] = ["text": "the old version (\(against))"]
                entry["relatedLocations"] = [related]
            }
            if let reason = change.acceptedBecause {
                entry["suppressions"] = [["kind": "external", "justification": reason]]
            }
            return entry
        }
        if let blocked {
            results += SARIFReporter.results(blocked.errors, ruleOffset: rules.count)
            rules += SARIFReporter.rules()
        }
        return SARIFReporter.document(rules: rules, results: results, version: version)
    }

    /// A comment for a pull request: the summary, then a table per category with each change's severity, id, what
    /// changed and the line of each version. A version with errors: the errors, as a list.
    func markdown() -> String {
        if let blocked {
            var out = "### flowc diff against `\(against)`: cannot compare: \(blocked.summary)\n\n"
            for error in blocked.errors {
                out += "- `\(error.location)`: \(Self.cell(error.message)) (`\(error.id)`)\n"
            }
            if blocked.version == .old {
                out += "\n" + Self.newerBaseNote.prefix(1).uppercased() + Self.newerBaseNote.dropFirst() + ".\n"
            }
            return out
        }
        var out = "### flowc diff against `\(against)`: \(summary)\n"
        if result.changes.isEmpty { out += "\nNo navigation change that users or other flows would notice.\n" }
        for category in FlowChange.Category.allCases {
            let changes = result.changes.filter { $0.category == category }
            guard !changes.isEmpty else { continue }
            out +=
                "\n#### \(category.title)\n\n| severity | change | what changed | new | old |\n|---|---|---|---|---|\n"
            for change in changes {
                let severity =
                    change.acceptedBecause.map { "accepted: \(Self.cell($0))" }
                    ?? (change.severity == .breaking ? "**breaking**" : "compatible")
                out +=
                    "| \(severity) | `\(change.kind.rawValue)` | \(Self.cell(change.message)) | "
                    + "\(Self.cellPlace(change.new)) | \(Self.cellPlace(change.old)) |\n"
            }
        }
        if !result.staleAcceptances.isEmpty {
            out += "\n#### Stale acceptances\n\n"
            for entry in result.staleAcceptances { out += "- `\(entry.location)`: \(Self.cell(staleMessage(entry)))\n" }
        }
        return out
    }

    /// Text in a table cell: pipes escaped, lines joined.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    private static func cellPlace(_ location: SourceLocation?) -> String {
        location.map { "`\($0.file):\($0.line)`" } ?? "—"
    }
}
