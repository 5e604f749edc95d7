/// An example flow program for a check: the documentation of the check and one test case at once.
///
/// In a triggering example, `↓` marks each place the check must report (the marker stands right before the
/// reported token and is removed before compiling). A non-triggering example must compile with no
/// diagnostic at all, so the examples also keep each other honest.
public struct CheckExample: Sendable {
    public struct File: Sendable {
        public var path: String
        public var text: String
    }

    public static let marker: Character = "↓"

    public var files: [File]
    /// `--root` for the run (only checks about the root flow need it).
    public var root: String?
    /// Other checks this example triggers as well (their places are not checked).
    public var alsoTriggers: [String]

    /// A one-file example, written as `example.flow.yaml`.
    public init(_ text: String, root: String? = nil, alsoTriggers: [String] = []) {
        self.init(files: [("example.flow.yaml", text)], root: root, alsoTriggers: alsoTriggers)
    }

    /// An example of several files (for checks across flows).
    public init(files: [(String, String)], root: String? = nil, alsoTriggers: [String] = []) {
        self.files = files.map { File(path: $0.0, text: $0.1) }
        self.root = root
        self.alsoTriggers = alsoTriggers
    }
}

/// What `flowc explain` prints and the docs list: a check's stable id, severity and meaning.
public struct CheckDescription: Sendable {
    public var id: String
    public var severity: Severity
    /// One line, for lists.
    public var summary: String
    /// One paragraph: what is wrong, why it matters, how to fix it.
    public var explanation: String
    public var triggering: [CheckExample]
    public var nonTriggering: [CheckExample]

    public init(
        id: String, severity: Severity, summary: String, explanation: String,
        triggering: [CheckExample], nonTriggering: [CheckExample]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A check: one per file under Analysis/Checks, named for its id. Checks of the reading stages (YAML, shapes
/// of values) are reported while reading; the others implement `ProgramCheck`.
public protocol Check: SendableMetatype {
    static var description: CheckDescription { get }
}

/// A check that runs on the whole translated program.
///
/// The program checks run in parallel (`Checks.runProgramChecks`): `run` may only read the program and the
/// analyses cached on it (`Program.cached`, safe from any thread), and write to the diagnostics it is given.
public protocol ProgramCheck: Check {
    static func run(_ program: Program, _ diagnostics: inout Diagnostics)
}

extension Check {
    public static var id: String { description.id }

    /// A diagnostic of this check, with its id and severity.
    public static func diagnostic(
        _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) -> Diagnostic {
        // A name of megabytes (name-too-long) is shown cut in every message that names it.
        Diagnostic(
            id: description.id, severity: description.severity, message: Names.cuttingLongNames(message),
            at: location, notes: notes.map { Diagnostic.Note(Names.cuttingLongNames($0.message), at: $0.location) },
            fixIts: fixIts)
    }
}
