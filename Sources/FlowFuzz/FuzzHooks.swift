import FlowCompiler

/// Stages added to the fuzzed pipeline as flowc grows (code generation runs here once it lands).
enum FuzzHooks {
    static func afterCheck(_ result: Compiler.Result) {}
}
