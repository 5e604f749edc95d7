/// The pipeline every front end runs: read → translate → check. The CLI, the plugins and the tests call this.
public enum Compiler {
    public struct Options: Sendable {
        public var root: String?
        /// Where the root was named when a file names it (`root:` in flowc.yaml); nil for `--root`.
        public var rootLocation: SourceLocation?
        public var limits = YAMLLoader.Limits()
        /// What the generated types' names start with (`Program.typePrefix`).
        public var typePrefix: String
        /// The module of each interface file among the files checked (`Program.interfaceModules`). Their flows
        /// are checked with the others, but their own problems are their module's: not reported here.
        public var interfaceModules: [String: String] = [:]
        /// `restoration: renamedSteps` of flowc.yaml (`Program.stepRenames`).
        public var stepRenames: [StepRename] = []

        public init(root: String? = nil, rootLocation: SourceLocation? = nil, typePrefix: String = "") {
            self.root = root
            self.rootLocation = rootLocation
            self.typePrefix = typePrefix
        }
    }

    public struct Result {
        /// nil when a file could not be read at all; the program holds the flows that could be translated.
        public var program: Program
        /// Every diagnostic of every stage, sorted by file and position.
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Compiles files already in memory (the tests use this directly).
    public static func check(_ files: [SourceFile], options: Options = Options()) -> Result {
        var diagnostics = Diagnostics()
        var flows: [Flow] = []
        var unread: [UnreadFile] = []
        let reads = StageTimes.measure("read and translate \(files.count) files") {
            readAll(files, limits: options.limits)
        }
        for (file, read) in zip(files, reads) {
            diagnostics.append(contentsOf: read.diagnostics)
            if let flow = read.flow { flows.append(flow) } else { unread.append(UnreadFile(file)) }
        }
        let program = Program(
            flows: flows, root: options.root, rootLocation: options.rootLocation, unreadFiles: unread,
            typePrefix: options.typePrefix, interfaceModules: options.interfaceModules,
            stepRenames: options.stepRenames)
        StageTimes.measure("check the program") { Checks.runProgramChecks(program, &diagnostics) }
        // `# flowc:ignore` comments silence warnings before interface files' problems are set aside: a comment
        // in this module's files can only silence what is reported there.
        var sorted = Suppressions.apply(diagnostics.sorted, files: files, flows: flows)
        if !options.interfaceModules.isEmpty {
            sorted = sorted.compactMap { interfaceProblem($0, modules: options.interfaceModules) }.sorted(
                by: Diagnostic.ordered)
        }
        return Result(program: program, diagnostics: sorted)
    }

    /// Reads and translates files without checking the program they make: what a build plugin command that
    /// generates some flows of an already checked program reads. The flows in the files' order, and the reading
    /// problems.
    public static func read(_ files: [SourceFile], options: Options = Options()) -> (
        flows: [Flow], diagnostics: [Diagnostic]
    ) {
        var flows: [Flow] = []
        var diagnostics: [Diagnostic] = []
        for read in readAll(files, limits: options.limits) {
            diagnostics += read.diagnostics
            if let flow = read.flow { flows.append(flow) }
        }
        return (flows, diagnostics.sorted(by: Diagnostic.ordered))
    }

    /// A problem as a run with interface files reports it: one of the program's own files as it is; one located
    /// in another module's file only when a note points into this module's files (a deep link of each that match
    /// the same URLs, say), moved there, since that module's own run cannot see this side. Other problems of an
    /// interface file are its module's, reported by its own run.
    private static func interfaceProblem(_ diagnostic: Diagnostic, modules: [String: String]) -> Diagnostic? {
        guard let module = modules[diagnostic.location.file] else { return diagnostic }
        guard
            let index = diagnostic.notes.firstIndex(where: { note in
                note.location.map { modules[$0.file] == nil } ?? false
            }), let here = diagnostic.notes[index].location
        else { return nil }
        var moved = diagnostic
        moved.location = here
        moved.notes[index] = Diagnostic.Note("the other side is in module \(module), here", at: diagnostic.location)
        moved.fixIts = diagnostic.fixIts.filter { modules[$0.location.file] == nil }
        return moved
    }

    /// One file read and translated: files do not depend on each other until the program is assembled.
    private struct FileRead: Sendable {
        var flow: Flow?
        var diagnostics: [Diagnostic] = []
    }

    private static func read(_ file: SourceFile, limits: YAMLLoader.Limits) -> FileRead {
        var diagnostics = Diagnostics()
        let root = YAMLLoader.load(file, limits: limits, into: &diagnostics)
        // A file libyaml rejected has no tree to translate; its one diagnostic says why.
        if root == nil, !diagnostics.all.isEmpty { return FileRead(diagnostics: diagnostics.all) }
        var flow = FlowReader.read(root, file: file, limits: limits, &diagnostics)
        // An unknown key is ignored and drops nothing from the model; any other reading error may have dropped
        // a step or a transition, and the graph checks would then report noise.
        flow?.isComplete = !diagnostics.all.contains { $0.id != UnknownKey.id }
        return FileRead(flow: flow, diagnostics: diagnostics.all)
    }

    /// Reads the files on every core; the results come back in the files' order, so the program (and every
    /// output) is the same whatever the scheduling.
    private static func readAll(_ files: [SourceFile], limits: YAMLLoader.Limits) -> [FileRead] {
        Parallel.map(files.count) { read(files[$0], limits: limits) }
    }
}
