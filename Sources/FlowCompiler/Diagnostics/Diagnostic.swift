public enum Severity: String, Sendable, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One problem found in the input: where, what, which check, and what may help.
public struct Diagnostic: Sendable, Hashable {
    public struct Note: Sendable, Hashable {
        public var message: String
        /// A note may point elsewhere ("first defined here"), or nowhere (a hint about the whole problem).
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A replacement of the text the diagnostic underlines, shown under the caret like swiftc's fix-its.
    public struct FixIt: Sendable, Hashable {
        public var location: SourceLocation
        public var replacement: String
        /// Whether flowc is sure of it, so `flowc lint --fix` applies it without asking: the check that makes it
        /// knows there is no other reading (a did-you-mean with a single close candidate, `Names.isSoleSuggestion`).
        /// Any other fix-it is shown, never applied.
        public var isSafe: Bool

        public init(replacing location: SourceLocation, with replacement: String, safe: Bool = false) {
            self.location = location
            self.replacement = replacement
            self.isSafe = safe
        }
    }

    public var id: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        id: String, severity: Severity, message: String, at location: SourceLocation,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Sorted by file and position, then by id and message, so every run prints the same order.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

/// Where the stages of the pipeline put what they find.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    public mutating func append(contentsOf other: [Diagnostic]) { all.append(contentsOf: other) }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var sorted: [Diagnostic] { all.sorted(by: Diagnostic.ordered) }
}
