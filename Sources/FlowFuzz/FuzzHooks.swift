import FlowCompiler

/// The stages after checking, for a program the checks accept: code generation (as `flowc generate` runs it), the
/// generated suites (`flowc tests`), and `flowc diff` of the program against the same program without the input's
/// flows and against itself (which must report nothing).
enum FuzzHooks {
    /// Parsed once: the built-in templates do not depend on the input (they parse, or SwiftGeneratorTests fails).
    // swift-format-ignore: NeverUseForceTry
    static let templates = try! TemplateSet.builtIn()

    static func afterCheck(_ result: Compiler.Result) {
        guard !result.hasErrors else { return }
        for access in [SwiftGenerator.AccessLevel.internal, .public] {
            // A generation error is a clear refusal, not a finding; a crash is.
            _ = try? SwiftGenerator.generate(result.program, options: .init(access: access, templates: templates))
        }
        _ = try? TestGenerator.generate(result.program, options: .init())
        let program = result.program
        let others = Program(flows: program.flows.filter { $0.file != "fuzz.flow.yaml" }, root: program.root)
        _ = ProgramDiff.compare(old: others, new: program)
        _ = ProgramDiff.compare(old: program, new: others)
        precondition(ProgramDiff.compare(old: program, new: program).changes.isEmpty, "a program differs from itself")
    }
}
