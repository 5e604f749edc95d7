/// The pipeline every front end runs: read → translate → check. The CLI, the plugins and the tests call this.
public enum Compiler {
    public struct Options: Sendable {
        public var root: String?
        public var limits = YAMLLoader.Limits()

        public init(root: String? = nil) { self.root = root }
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
        for file in files {
            let before = diagnostics.all.count
            let root = YAMLLoader.load(file, limits: options.limits, into: &diagnostics)
            // A file libyaml rejected has no tree to translate; its one diagnostic says why.
            if root == nil, diagnostics.all.count > before { continue }
            if var flow = FlowReader.read(root, file: file, &diagnostics) {
                // An unknown key is ignored and drops nothing from the model; any other reading error may have
                // dropped a step or a transition, and the graph checks would then report noise.
                flow.isComplete = !diagnostics.all[before...].contains { $0.id != UnknownKey.id }
                flows.append(flow)
            }
        }
        let program = Program(flows: flows, root: options.root)
        for check in Checks.program {
            check.run(program, &diagnostics)
        }
        return Result(program: program, diagnostics: diagnostics.sorted)
    }
}
