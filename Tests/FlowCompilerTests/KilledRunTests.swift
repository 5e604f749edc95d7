import Foundation
import Testing

/// A `flowc generate` killed at any moment leaves every output file either as it was or as the new run
/// wrote it in full: never truncated, never half old and half new.
struct KilledRunTests {
    /// A program large enough that generating it takes a while: `flows` chains of `steps` screens.
    static func program(flows: Int, steps: Int, summary: String) -> [(String, String)] {
        (0..<flows).map { index in
            var text = "flow: Chain\(index)\nsummary: \(summary) \(index)\nstart: s0\nsteps:\n"
            for step in 0..<steps {
                text += "  s\(step):\n    summary: \(summary) step \(step)\n    params: { item: Int? }\n"
                text +=
                    step + 1 < steps
                    ? "    on: { next: { to: s\(step + 1), with: { item: Int } }, back: back }\n"
                    : "    terminal: true\n"
            }
            return ("chain\(index).flow.yaml", text)
        }
    }

    static func write(_ program: [(String, String)], to directory: TemporaryDirectory) throws {
        for (name, text) in program { try directory.write(name, text) }
    }

    static func swiftFiles(in path: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasSuffix(".swift") {
            files[name] = FileManager.default.contents(atPath: path + "/" + name)
        }
        return files
    }

    @Test func everyFileIsOldOrNewAfterAKill() throws {
        let old = try TemporaryDirectory()
        let new = try TemporaryDirectory()
        try Self.write(Self.program(flows: 40, steps: 60, summary: "Old"), to: old)
        try Self.write(Self.program(flows: 40, steps: 60, summary: "New"), to: new)
        let output = try TemporaryDirectory()
        let reference = try TemporaryDirectory()
        #expect(try FlowcProcess.run(["generate", old.path, "--output", output.path]).status == 0)
        let oldFiles = try Self.swiftFiles(in: output.path)
        #expect(try FlowcProcess.run(["generate", new.path, "--output", reference.path]).status == 0)
        let newFiles = try Self.swiftFiles(in: reference.path)
        try #require(oldFiles.count == newFiles.count && oldFiles.count == 40)

        var sawMixed = false
        for delay in [0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6] {
            let process = Process()
            process.executableURL = FlowcProcess.executable
            process.arguments = ["generate", new.path, "--output", output.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let now = try Self.swiftFiles(in: output.path)
            #expect(Set(now.keys) == Set(oldFiles.keys), "after a kill at \(delay) s the same files exist")
            var old = 0
            var new = 0
            for (name, data) in now {
                if data == oldFiles[name] {
                    old += 1
                } else if data == newFiles[name] {
                    new += 1
                } else {
                    Issue.record("\(name) is neither the old nor the new text after a kill at \(delay) s")
                }
            }
            if old > 0 && new > 0 { sawMixed = true }
            // Put the old outputs back, so every kill starts from the same state.
            for (name, data) in oldFiles { try data.write(to: output.url.appendingPathComponent(name)) }
        }
        // Not required (timing decides), but it shows the kills landed while files were being replaced.
        print("killed runs: \(sawMixed ? "some left old and new files side by side" : "all-or-nothing each time")")
        // A completed run afterwards gives exactly the new outputs, whatever temporary files a kill left.
        #expect(try FlowcProcess.run(["generate", new.path, "--output", output.path]).status == 0)
        #expect(try Self.swiftFiles(in: output.path) == newFiles)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "the completed run removes what killed runs left: \(leftovers)")
    }

    @Test func aKillDuringTheTemporaryFilesLeavesOnlyTemporariesThatTheNextRunRemoves() throws {
        let output = try TemporaryDirectory()
        // What a run killed before its renames leaves: a temporary file of a dead process, next to the old file.
        try output.write("A.swift", "// old\n")
        try output.write(".A.swift.flowc-999999-0.tmp", "// half of the new text")
        try output.write(".notes.txt.flowc-999999-0.tmp", "not ours to remove: flowc does not write notes.txt")
        let flows = try TemporaryDirectory()
        try flows.write("a.flow.yaml", "flow: A\nstart: a\nsteps:\n  a: { terminal: true }\n")
        #expect(try FlowcProcess.run(["generate", flows.path, "--output", output.path]).status == 0)
        let entries = Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
        #expect(!entries.contains(".A.swift.flowc-999999-0.tmp"))
        #expect(entries.contains(".notes.txt.flowc-999999-0.tmp"))
    }
}
