import FlowCompiler
import Foundation
import Testing

/// Every input of the official YAML test suite, fed to `flowc lint` as a flow file: no crash, no hang;
/// either a clean exit 0 or exit 1 with at least one diagnostic that has a line and a column.
struct YAMLTestSuiteCorpusTests {
    static var corpus: URL {
        if let override = ProcessInfo.processInfo.environment["FLOWC_YAML_TEST_SUITE"] {
            return URL(fileURLWithPath: override)
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/yaml-test-suite")
    }

    /// Problems found by the parallel workers.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var problems: [String] = []

        func add(_ problem: String) { lock.withLock { problems.append(problem) } }
        var sorted: [String] { lock.withLock { problems.sorted() } }
    }

    @Test func everyInputGetsACleanAnswer() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        try #require(files.count >= 400, "the corpus is at \(Self.corpus.path) (set FLOWC_YAML_TEST_SUITE)")
        let collected = Collected()
        let corpus = Self.corpus
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let problem = Self.check(corpus.appendingPathComponent(files[index]).path)
            if let problem { collected.add("\(files[index]): \(problem)") }
        }
        let problems = collected.sorted
        #expect(problems.isEmpty, "\(problems.count) of \(files.count) inputs:\n\(problems.joined(separator: "\n"))")
        print("yaml-test-suite: \(files.count - problems.count)/\(files.count) handled")
    }

    /// nil when the answer is clean, else what was wrong.
    /// Each input read as a flowc.yaml too (its `diff: accept:` entries, format v2, among the rest): every
    /// diagnostic has a line and column, and nothing crashes or hangs.
    @Test func everyInputReadAsAConfigGetsLocatedDiagnostics() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        try #require(files.count >= 400, "the corpus is at \(Self.corpus.path) (set FLOWC_YAML_TEST_SUITE)")
        var unlocated: [String] = []
        var diagnosed = 0
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            let (_, diagnostics) = ConfigReader.load(SourceFile(path: "flowc.yaml", bytes: bytes))
            if !diagnostics.isEmpty { diagnosed += 1 }
            if diagnostics.contains(where: { $0.location.line < 1 || $0.location.column < 1 }) {
                unlocated.append(name)
            }
        }
        #expect(unlocated.isEmpty, "\(unlocated)")
        // Almost none of the corpus is a flowc.yaml: most inputs are told what is wrong.
        #expect(diagnosed > files.count / 2)
    }

    static func check(_ path: String) -> String? {
        let output: FlowcProcess.Output
        do {
            output = try FlowcProcess.run(["lint", "--reporter", "json", path], timeout: 10)
        } catch {
            return "could not run flowc: \(error)"
        }
        if output.timedOut { return "no answer within 10 s" }
        switch output.status {
        case 0:
            return output.stdout == "[\n\n]\n" || output.stdout.hasPrefix("[")
                ? nil : "exit 0 with output \(output.stdout)"
        case 1:
            guard let entries = try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]],
                !entries.isEmpty
            else { return "exit 1 without a diagnostic" }
            let located = entries.allSatisfy { ($0["line"] as? Int ?? 0) >= 1 && ($0["column"] as? Int ?? 0) >= 1 }
            return located ? nil : "a diagnostic without line and column"
        default:
            return "exit status \(output.status) (crash?): \(output.stderr.prefix(300))"
        }
    }
}
