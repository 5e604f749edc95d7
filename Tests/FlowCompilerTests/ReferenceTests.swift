import Foundation
import Testing

@testable import FlowCompiler

/// The generated text of a few small programs, compared with the files in References/Swift/<case>/expected/. A mismatch
/// shows a unified diff; `FLOWC_UPDATE_REFERENCES=1 swift test --filter ReferenceTests` rewrites the expected files
/// (review them in the diff of the commit). Per-flow files only: the runtime and the adapters are the templates'
/// text.
struct ReferenceTests {
    static let cases = ["minimal", "decision-and-subflow", "tabs"]

    @Test(arguments: cases) func generatedTextMatchesTheReference(_ name: String) throws {
        let directory = Repository.path("Tests/FlowCompilerTests/References/Swift/" + name)
        let paths = try FileDiscovery.flowFiles(in: [directory])
        // Read as `flowc generate Tests/…` from the repository's root reads them: the generated `#sourceLocation`
        // paths are the flows' paths as given, the same on every machine.
        let root = Repository.root.path.hasSuffix("/") ? Repository.root.path : Repository.root.path + "/"
        let sources = try FileDiscovery.read(paths).map { file in
            SourceFile(
                path: file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path, bytes: file.bytes
            )
        }
        let result = Compiler.check(sources)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        let flowFiles = files.filter { file in
            result.program.flows.contains { GeneratedNames.fileName(ofFlow: $0.name.value) == file.path }
        }
        #expect(flowFiles.count == result.program.flows.count)
        let expectedDirectory = directory + "/expected"
        if ProcessInfo.processInfo.environment["FLOWC_UPDATE_REFERENCES"] == "1" {
            try? FileManager.default.removeItem(atPath: expectedDirectory)
            try OutputWriter(directory: expectedDirectory).write(flowFiles)
            return
        }
        let expectedNames = (try? FileManager.default.contentsOfDirectory(atPath: expectedDirectory).sorted()) ?? []
        #expect(expectedNames == flowFiles.map(\.path).sorted(), "run with FLOWC_UPDATE_REFERENCES=1 to write them")
        for file in flowFiles {
            let expected = (try? String(contentsOfFile: expectedDirectory + "/" + file.path, encoding: .utf8)) ?? ""
            if expected != file.text {
                Issue.record(
                    """
                    \(name)/\(file.path) differs from the reference (FLOWC_UPDATE_REFERENCES=1 rewrites it):
                    \(UnifiedDiff.render(expected: expected, actual: file.text, name: "\(name)/expected/\(file.path)"))
                    """)
            }
        }
    }

    @Test func theDiffIsReadable() {
        let diff = UnifiedDiff.render(expected: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\ne\n", name: "x")
        #expect(diff == "--- x (expected)\n+++ x (generated)\n@@ -1,4 +1,5 @@\n a\n-b\n+B\n c\n d\n+e")
    }
}

/// A unified diff of two texts, line by line, with three lines of context.
enum UnifiedDiff {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    static func lines(_ expected: [String], _ actual: [String]) -> [Line] {
        // Longest common subsequence; reference files are small.
        let n = expected.count
        let m = actual.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                result.append(.same(expected[i]))
                i += 1
                j += 1
            } else if j < m, i == n || table[i][j + 1] > table[i + 1][j] {
                result.append(.added(actual[j]))
                j += 1
            } else {
                result.append(.removed(expected[i]))
                i += 1
            }
        }
        return result
    }

    static func render(expected: String, actual: String, name: String, context: Int = 3) -> String {
        func split(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        let diff = lines(split(expected), split(actual))
        var output = ["--- \(name) (expected)", "+++ \(name) (generated)"]
        let changed = diff.indices.filter { diff[$0] != .same(diffText(diff[$0])) }
        var index = 0
        while index < changed.count {
            var start = max(0, changed[index] - context)
            var end = min(diff.count, changed[index] + context + 1)
            while index + 1 < changed.count, changed[index + 1] - context <= end {
                index += 1
                end = min(diff.count, changed[index] + context + 1)
            }
            let before = diff[..<start]
            let oldStart = before.filter { if case .added = $0 { false } else { true } }.count + 1
            let newStart = before.filter { if case .removed = $0 { false } else { true } }.count + 1
            let hunk = diff[start..<end]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for line in hunk {
                switch line {
                case .same(let text): output.append(" " + text)
                case .removed(let text): output.append("-" + text)
                case .added(let text): output.append("+" + text)
                }
            }
            start = end
            index += 1
        }
        return output.joined(separator: "\n")
    }

    private static func diffText(_ line: Line) -> String {
        switch line {
        case .same(let text), .removed(let text), .added(let text): text
        }
    }
}
