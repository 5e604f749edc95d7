import Foundation
import Testing

@testable import FlowCompiler

/// The compiler library as a host that runs for hours uses it (an editor service, a build plugin's server): no
/// process-wide state that grows with use, and safe to call from several threads at once, which Swift's
/// concurrency checking proves for the code itself.
struct LongLivedLibraryTests {
    /// Shared mutable state that the compiler would not check: a global or static the process keeps (a table of
    /// paths, a cache of types, a list of timings), or a type whose thread safety is only asserted.
    @Test func theLibraryHoldsNoStateTheCompilerCannotCheck() throws {
        let folder = Repository.path("Sources/FlowCompiler")
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if code.contains("nonisolated(unsafe)") || code.contains("@unchecked Sendable")
                    || code.contains("static var") && code.contains("=")
                {
                    found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Checks and generations of one program run side by side on several threads, as requests of an editor
    /// would: each gives what a run alone gives.
    @Test func checksOnSeveralThreadsAtOnceGiveWhatOneGives() throws {
        let files = try FileDiscovery.read(try FileDiscovery.flowFiles(in: [Repository.path("Flows")]))
        let options = SwiftGenerator.Options(access: .public, templates: try TemplateSet.builtIn())
        let alone = Compiler.check(files)
        let code = try SwiftGenerator.generate(alone.program, options: options)
        let runs = Parallel.map(8) { _ in
            let result = Compiler.check(files)
            return (result.diagnostics, try? SwiftGenerator.generate(result.program, options: options))
        }
        for (diagnostics, generated) in runs {
            #expect(diagnostics == alone.diagnostics)
            #expect(generated == code)
        }
    }

    /// The same file read under many paths, as a host sees unsaved buffers and temporary copies: each diagnostic
    /// names the path it was read under, and nothing about earlier paths is kept (locations hold their path).
    @Test func aFileReadUnderManyPathsIsReportedUnderEach() {
        let text = "flow: A\nstart: a\nsteps:\n  a: { on: { go: b } }\n"
        for index in 0..<200 {
            let path = "/buffers/\(index)/a.flow.yaml"
            let diagnostics = Compiler.check([SourceFile(path: path, text: text)]).diagnostics
            #expect(diagnostics.map(\.location.file) == [path])
        }
    }
}
