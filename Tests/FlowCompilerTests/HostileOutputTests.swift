import Foundation
import Testing

/// Names and text from a flow file cannot choose where flowc writes, nor what code it writes.
struct HostileOutputTests {
    @Test(arguments: ["../Escaped", "/tmp/FlowcAbsolute", "..", "Sub/Dir", "Evil\\x00Name", "A B"])
    func aFlowNameNeverBecomesAPath(_ name: String) throws {
        let root = try TemporaryDirectory()
        let flows = root.url.appendingPathComponent("flows").path
        try root.write("flows/evil.flow.yaml", "flow: \"\(name)\"\nstart: a\nsteps:\n  a: { terminal: true }\n")
        let output = root.url.appendingPathComponent("out/inner").path
        let run = try FlowcProcess.run(["generate", flows, "--output", output])
        #expect(run.status == 1, "a flow name that is no identifier is an error: \(run.stdout)")
        #expect(run.stdout.contains("[invalid-name]"))
        let everything = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        #expect(everything.filter { $0.hasSuffix(".swift") }.isEmpty, "nothing is written: \(everything)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/FlowcAbsolute.swift"))
    }

    @Test func textThatLooksLikeCodeStaysText() throws {
        let root = try TemporaryDirectory()
        try root.write(
            "flows/a.flow.yaml",
            """
            flow: Shop
            summary: "*/ import Evil; /* \\\\(injected) \\"quoted\\" \\nsecond line"
            start: home
            steps:
              home:
                summary: "} } func pwned() { // ; #if"
                deeplink: /home
                terminal: true
            """)
        let output = root.url.appendingPathComponent("out").path
        let run = try FlowcProcess.run(["generate", root.url.appendingPathComponent("flows").path, "--output", output])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let code = try String(contentsOfFile: output + "/Shop.swift", encoding: .utf8)
        // Summaries become `///` doc lines only: no line of generated code starts with the injected text.
        for line in code.split(separator: "\n") where line.contains("import Evil") || line.contains("func pwned") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(line)")
        }
        #expect(!code.contains("\nimport Evil"))
    }
}
