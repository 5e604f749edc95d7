import Foundation
import Testing

@testable import FlowCompiler

/// `flowc init`: a first flow and flowc.yaml that lint clean and generate, the lines for Package.swift, and never
/// an overwrite.
struct InitCommandTests {
    @Test func initWritesAFlowThatLintsCleanAndGenerates() throws {
        let directory = try TemporaryDirectory()
        let output = try FlowcProcess.run(["init", "Sources/AppFlows"], in: directory.path)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("wrote Sources/AppFlows/main.flow.yaml\nwrote Sources/AppFlows/flowc.yaml\n"))
        #expect(output.stdout.contains("name: \"AppFlows\""))
        #expect(output.stdout.contains(".plugin(name: \"FlowcBuildPlugin\", package: \"flowc\")"))
        let lint = try FlowcProcess.run(["lint", "Sources/AppFlows"], in: directory.path)
        #expect(lint.status == 0)
        #expect(lint.stdout.isEmpty)
        #expect(lint.stderr == "checked 1 flow in 1 file and Sources/AppFlows/flowc.yaml: no problems\n")
        let generate = try FlowcProcess.run(["generate", "Sources/AppFlows", "--output", "out"], in: directory.path)
        #expect(generate.status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/Main.swift"))
    }

    @Test func initRefusesToOverwrite() throws {
        let directory = try TemporaryDirectory()
        let config = try directory.write("flowc.yaml", "root: App\n")
        let output = try FlowcProcess.run(["init", "--flow", "Onboarding"], in: directory.path)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: ./flowc.yaml already exists; nothing written"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/onboarding.flow.yaml"))
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "root: App\n")
        let badName = try FlowcProcess.run(["init", "--flow", "main"], in: directory.path)
        #expect(badName.status == 2)
    }
}
