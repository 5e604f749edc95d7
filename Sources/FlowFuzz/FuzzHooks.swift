import FlowCompiler

/// The stages after checking: code generation, for a program the checks accept (as `flowc generate` runs it).
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
    }
}
