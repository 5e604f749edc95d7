import FlowCompiler

/// libFuzzer's entry point: one input is one flow file, run through everything flowc does with it.
/// Any crash, sanitizer report, hang or runaway allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runPipeline(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Everything flowc does with one flow file. Shared by the fuzzer and the replay tool below.
func runPipeline(_ bytes: [UInt8]) {
    // Two files: the input, and a small valid flow it may refer to (so cross-flow checks run too).
    let files = [
        SourceFile(path: "fuzz.flow.yaml", bytes: bytes),
        SourceFile(
            path: "child.flow.yaml",
            text: "flow: Child\noutcomes: { done: {} }\nstart: a\nsteps:\n  a:\n    on: { ok: { finish: done } }\n"),
    ]
    let result = Compiler.check(files)
    for diagnostic in result.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "unlocated diagnostic")
    }
    _ = TextReporter(colored: false, sources: files).render(result.diagnostics)
    _ = JSONReporter.render(result.diagnostics)
    for format in DiagramFormat.allCases {
        _ = DiagramGenerator.render(result.program, diagnostics: result.diagnostics, request: .init(format: format))
        _ = DiagramGenerator.render(
            result.program, diagnostics: result.diagnostics, request: .init(format: format, overview: true))
    }
    FuzzHooks.afterCheck(result)
}

#if !FUZZING
    import Foundation

    /// Without libFuzzer (a normal `swift build`), the target replays inputs: `swift run FlowFuzz FILE...` runs
    /// each file through the fuzzed pipeline, to reproduce a finding under a debugger.
    @main
    enum Replay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("cannot read \(path)")
                    continue
                }
                runPipeline([UInt8](data))
                print("ok \(path)")
            }
        }
    }
#endif
