import Foundation
import Testing

/// The external programs the diagram tests render with: Graphviz (`dot`, `nop`), node, and the shared
/// `mermaid-check` (Mermaid's own parser). CI installs them; locally a test that needs a missing one is
/// skipped with a message saying what to install.
enum ExternalTools {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository this test file belongs to.
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func which(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in paths {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `$FLOWC_MERMAID_CHECK`, else `../shared/tools/mermaid-check/mermaid-check` beside the repository.
    static var mermaidCheck: String? {
        if let path = ProcessInfo.processInfo.environment["FLOWC_MERMAID_CHECK"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let path = repository.deletingLastPathComponent()
            .appendingPathComponent("shared/tools/mermaid-check/mermaid-check").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static let missingGraphviz = "Graphviz is not installed (apt-get install -y graphviz): DOT rendering not checked"
    static let missingMermaid =
        "mermaid-check or node not found (set FLOWC_MERMAID_CHECK, or put shared/ beside the repository): Mermaid not checked"

    static var hasGraphviz: Bool { available(which("dot") != nil && which("nop") != nil, missingGraphviz) }
    static var hasMermaid: Bool { available(mermaidCheck != nil && which("node") != nil, missingMermaid) }

    /// Locally a missing tool skips the test; in CI (`CI=true`, where .ci/run installs every tool) it fails it,
    /// so a broken install cannot turn the diagram checks off unnoticed.
    private static func available(_ present: Bool, _ message: String) -> Bool {
        if !present && ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record(Comment(rawValue: "CI must have this tool: " + message))
        }
        return present
    }

    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], input: String? = nil, in directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory {
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
        }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // Outputs go to files, not pipes: a large output cannot fill a pipe and block the process.
        let folder = try temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        let inPipe = Pipe()
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let outData = (try? Data(contentsOf: outURL)) ?? Data()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "flowc-tests-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` into a temporary directory and returns their paths.
    static func write(_ files: [(name: String, text: String)], in directory: URL) throws -> [String] {
        try files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
    }

    /// Runs Mermaid's parser on files; "" when all parse, else its report.
    static func mermaidProblems(_ paths: [String]) throws -> String {
        guard let check = mermaidCheck else { return "" }
        let output = try run(check, paths)
        return output.status == 0
            ? ""
            : output.stdout.split(separator: "\n").filter { !$0.hasSuffix("(flowchart-v2)") }
                .joined(separator: "\n") + output.stderr
    }

    /// The labels of a Mermaid diagram as Mermaid's own parser reads them, entity codes decoded and `<br>`
    /// as a line break, the way a browser shows them: `[id: text]` for nodes, edges (`from->to`) and subgraphs.
    static func mermaidLabels(_ path: String) throws -> [String: String] {
        guard let check = mermaidCheck else { return [:] }
        _ = try run(check, [path])  // makes sure mermaid.js is in its cache
        let cache =
            ProcessInfo.processInfo.environment["MERMAID_CHECK_CACHE"]
            ?? (NSHomeDirectory() + "/.cache/mermaid-check")
        let script = repository.appendingPathComponent("Tests/FlowCompilerTests/Support/mermaid-labels.js").path
        let output = try run(
            which("node") ?? "/usr/bin/node", [script, path],
            environment: ["MERMAID_JS": cache + "/mermaid.js"])
        guard output.status == 0, let data = output.stdout.data(using: .utf8),
            let labels = try JSONSerialization.jsonObject(with: data) as? [String: String]
        else { throw ToolFailure(message: "mermaid-labels failed: \(output.stderr)\(output.stdout)") }
        return labels
    }

    struct ToolFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
