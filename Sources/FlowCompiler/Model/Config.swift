import Foundation

/// The options of a project, from its `flowc.yaml`: what `--config FILE` reads and the build plugin passes.
/// Every value is optional; an option given on the command line wins over the file.
///
/// ```yaml
/// root: App
/// strict: true
/// generate:
///   accessLevel: public
///   typePrefix: FC
///   imports: [Models]
///   templates: FlowTemplates
///   sourceLocations: true
///   stringsBundle: module
/// diagrams:
///   format: mermaid
///   overview: true
///   expandSubflows: false
///   output: docs/flows
/// diff:
///   accept:
///     - change: restoration-step-removed
///       flow: Auth
///       step: resetLinkSent
///       reason: Reset links expire after a day.
/// restoration:
///   renamedSteps:
///     - { flow: Auth, from: verifyCod, to: verifyCode }
/// ```
public struct Config: Sendable {
    /// The access level of the generated declarations.
    public typealias AccessLevel = SwiftGenerator.AccessLevel

    public struct Generate: Sendable {
        public var accessLevel: Located<AccessLevel>?
        /// What the generated types' names start with, for an app that has types of those names already
        /// (`AppCoordinator`, `AppRoute`): `FC` gives `FCAppCoordinator`.
        public var typePrefix: Located<String>?
        /// Modules every generated flow file imports, besides each flow's own `imports`.
        public var imports: [Located<String>] = []
        /// A directory of templates replacing the built-in ones, resolved against the config file's directory.
        public var templates: Located<String>?
        /// Whether the generated code declares the app's types at the flow file's lines (`#sourceLocation`);
        /// nil: yes (`--no-source-locations`).
        public var sourceLocations: Located<Bool>?
        /// The bundle of the flows' `Flows` strings table: `module` for a Swift package target with resources;
        /// nil: the module's own bundle (`--strings-bundle`).
        public var stringsBundle: Located<SwiftGenerator.StringsBundle>?
    }

    public struct Diagrams: Sendable {
        public var format: Located<DiagramFormat>?
        /// Whether `graph --output` and the command plugin also draw the app overview (default: yes).
        public var overview: Located<Bool>?
        public var expandSubflows: Located<Bool>?
        /// Where the command plugin writes the diagrams, resolved against the config file's directory.
        public var output: Located<String>?
    }

    /// `diff:`: what `flowc diff` is told by the project (docs/diff.md).
    public struct Diff: Sendable {
        /// Breaking changes the team accepts, each with its reason: still listed, they fail no run.
        public var accept: [DiffAcceptance] = []
    }

    /// `restoration:`: how states saved by older builds are migrated (docs/generated-code.md, "State restoration").
    public struct Restoration: Sendable {
        /// Steps renamed since a build that saved states: the generated decoder takes the old id for the new step.
        public var renamedSteps: [StepRename] = []
    }

    /// The path of the file, as given.
    public var file: String?
    /// The root flow of the app (`--root`).
    public var root: Located<String>?
    /// Warnings fail lint, generate and the build plugin's commands, reported as errors (`--strict`).
    public var strict: Located<Bool>?
    public var generate = Generate()
    public var diagrams = Diagrams()
    public var diff = Diff()
    public var restoration = Restoration()

    public init(file: String? = nil) { self.file = file }

    /// A path written in the file, made absolute against the file's directory (or left as it is when absolute).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let file else { return path }
        let directory = (file as NSString).deletingLastPathComponent
        return directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }
}

/// One entry of `diff: accept:`: the change's id, the subject it names (every key given must match the change's),
/// and why the team accepts it.
public struct DiffAcceptance: Sendable {
    public var change: Located<String>
    /// The subject keys written (`flow`, `step`, `link`, `outcome`, `field`), by key.
    public var subject: [String: Located<String>]
    public var reason: Located<String>
    /// Where the entry is written (its `-`), for the warning when it matches no change.
    public var location: SourceLocation

    public init(
        change: Located<String>, subject: [String: Located<String>], reason: Located<String>,
        at location: SourceLocation
    ) {
        self.change = change
        self.subject = subject
        self.reason = reason
        self.location = location
    }
}

/// One entry of `restoration: renamedSteps:`: step `from` of flow `flow` is now step `to`; a state saved on `from`
/// decodes as `to` (the generated route decoder takes both ids), and `flowc diff` reports the rename as compatible
/// when the params line up.
public struct StepRename: Sendable, Hashable {
    public var flow: Located<String>
    public var from: Located<String>
    public var to: Located<String>
    /// Where the entry is written (its `-`).
    public var location: SourceLocation

    public init(flow: Located<String>, from: Located<String>, to: Located<String>, at location: SourceLocation) {
        self.flow = flow
        self.from = from
        self.to = to
        self.location = location
    }
}

extension Array where Element == StepRename {
    /// The old ids of step `step` of flow `flow`, in the order written, each once.
    public func oldIDs(ofStep step: String, inFlow flow: String) -> [String] {
        var seen = Set<String>()
        return filter { $0.flow.value == flow && $0.to.value == step && $0.from.value != step }.map(\.from.value)
            .filter { seen.insert($0).inserted }
    }
}
