import Foundation
import Testing

@testable import FlowCompiler

/// `flowc generate`: what it writes, when it writes nothing, and how it reads templates.
struct GenerateCommandTests {
    static let expectedFiles = [
        "App.swift", "Assessment.swift", "Auth.swift", "Materials.swift", "Onboarding.swift", "Profile.swift",
    ]

    private func contents(of directory: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            result[name] = FileManager.default.contents(atPath: directory + "/" + name)
        }
        return result
    }

    /// Modification date and inode of each file: an atomic rewrite (temporary file + rename) changes the inode.
    private func stamps(of directory: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
            result[name] = "\(date) \(attributes[.systemFileNumber] ?? 0)"
        }
        return result
    }

    /// One file per flow; the runtime and the hosts are the libraries the code imports, not written.
    @Test func writesEachFlowsFileOnly() throws {
        let temporary = try TemporaryDirectory()
        let output = temporary.path + "/Generated"
        let run = try FlowcProcess.run(["generate", Repository.path("Flows"), "--output", output])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == Self.expectedFiles)
        #expect(run.stderr.contains("wrote 6 files, 0 unchanged"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["Generated"],
            "nothing outside --output")
    }

    @Test func aSecondRunChangesNoFileAndNoModificationTime() throws {
        let temporary = try TemporaryDirectory()
        let output = temporary.path + "/out"
        let first = try FlowcProcess.run(["generate", Repository.path("Flows"), "--output", output])
        #expect(first.status == 0)
        let before = try stamps(of: output)
        let bytes = try contents(of: output)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try FlowcProcess.run(["generate", Repository.path("Flows"), "--output", output])
        #expect(second.status == 0)
        #expect(second.stderr.contains("wrote 0 files, 6 unchanged"), "\(second.stderr)")
        #expect(try stamps(of: output) == before)
        #expect(try contents(of: output) == bytes)
        // A changed flow rewrites its own file only.
        try? FileManager.default.removeItem(atPath: output + "/Auth.swift")
        let third = try FlowcProcess.run(["generate", Repository.path("Flows"), "--output", output])
        #expect(third.stderr.contains("wrote 1 file, 5 unchanged"), "\(third.stderr)")
        #expect(try contents(of: output) == bytes)
    }

    @Test func outputIsByteIdenticalAcrossRunsAndMatchesTheLibrary() throws {
        let temporary = try TemporaryDirectory()
        let one = try FlowcProcess.run(["generate", Repository.path("Flows"), "--output", temporary.path + "/one"])
        let two = try FlowcProcess.run(["generate", Repository.path("Flows"), "--output", temporary.path + "/two"])
        #expect(one.status == 0 && two.status == 0)
        let first = try contents(of: temporary.path + "/one")
        #expect(first == (try contents(of: temporary.path + "/two")))
        let files = try FileDiscovery.read(FileDiscovery.flowFiles(in: [Repository.path("Flows")]))
        let program = Compiler.check(files).program
        let library = try SwiftGenerator.generate(program, options: .init(templates: .builtIn()))
        for file in library {
            #expect(first[file.path] == Data(file.contents), "\(file.path) differs from the library's")
        }
        // In-process, many times: nothing depends on hashing or timing.
        for _ in 0..<3 {
            let again = try SwiftGenerator.generate(
                Compiler.check(files).program, options: .init(templates: .builtIn()))
            #expect(again == library)
        }
    }

    @Test func lintErrorsWriteNothingAndExitOne() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write(
            "a.flow.yaml",
            """
            flow: Broken
            start: home
            steps:
              home:
                on:
                  go: nowhere
            """)
        let output = temporary.path + "/out"
        let run = try FlowcProcess.run(["generate", temporary.path + "/a.flow.yaml", "--output", output])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: unknown step 'nowhere'"), "\(run.stdout)")
        #expect(run.stdout.contains("[unknown-step]"), "printed as flowc lint prints it")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
    }

    @Test func warningsDoNotStopGeneration() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write(
            "a.flow.yaml",
            """
            flow: Quiet
            outcomes:
              done: {}
              never: {}
            start: home
            steps:
              home:
                on:
                  close: { finish: done }
            """)
        let run = try FlowcProcess.run(["generate", temporary.path, "--output", temporary.path + "/out"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("warning:"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: temporary.path + "/out/Quiet.swift"))
    }

    @Test func accessLevelAndRootOptions() throws {
        let temporary = try TemporaryDirectory()
        let run = try FlowcProcess.run(
            [
                "generate", Repository.path("Flows"), "--output", temporary.path, "--access-level", "public", "--root",
                "App",
            ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let auth = try String(contentsOfFile: temporary.path + "/Auth.swift", encoding: .utf8)
        #expect(auth.contains("public struct AuthInput"))
        #expect(auth.contains("public init(email: String?)"))
        let bad = try FlowcProcess.run([
            "generate", Repository.path("Flows"), "--output", temporary.path, "--access-level", "open",
        ])
        #expect(bad.status == 2)
        let noOutput = try FlowcProcess.run(["generate", Repository.path("Flows")])
        #expect(noOutput.status == 2)
    }

    @Test func templatesOverrideTheBuiltInOnesByFileName() throws {
        let temporary = try TemporaryDirectory()
        let flowTemplate = try Repository.text("Templates/Flow.swift.mustache")
        try temporary.write(
            "templates/Flow.swift.mustache", "// Custom template for {{flowName}}.\n{{> notice}}\n" + flowTemplate)
        try temporary.write("templates/notice.mustache", "// A partial: {{sourceFile}}\n")
        let run = try FlowcProcess.run(
            [
                "generate", Repository.path("Flows"), "--output", temporary.path + "/out", "--templates",
                temporary.path + "/templates",
            ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let auth = try String(contentsOfFile: temporary.path + "/out/Auth.swift", encoding: .utf8)
        #expect(auth.hasPrefix("// Custom template for Auth.\n// A partial: auth.flow.yaml\n// Generated by flowc"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary.path + "/out").sorted() == Self.expectedFiles)
    }

    @Test func aBrokenTemplateIsAnErrorAtItsFileLineAndColumn() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("templates/Flow.swift.mustache", "// ok\n{{#routes}}\n  {{name}}\n{{/steps}}\n")
        let run = try FlowcProcess.run(
            [
                "generate", Repository.path("Flows"), "--output", temporary.path + "/out", "--templates",
                temporary.path + "/templates",
            ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("templates/Flow.swift.mustache:4:"), "\(run.stderr)")
        #expect(run.stderr.contains("error: this closes a section"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/out"))

        try temporary.write("templates/Flow.swift.mustache", "// ok\n\n  {{> missing }}\n")
        let partial = try FlowcProcess.run(
            [
                "generate", Repository.path("Flows"), "--output", temporary.path + "/out", "--templates",
                temporary.path + "/templates",
            ])
        #expect(partial.status == 1)
        #expect(
            partial.stderr.contains("templates/Flow.swift.mustache:3:3: error: no partial 'missing'"),
            "\(partial.stderr)")

        try temporary.write(
            "templates/Flow.swift.mustache", "// {{flowName}}\n{{#routes}}\n  {{lines}} {{docs}}\n{{/routes}}\n")
        let typo = try FlowcProcess.run(
            [
                "generate", Repository.path("Flows"), "--output", temporary.path + "/out", "--templates",
                temporary.path + "/templates",
            ])
        #expect(typo.status == 1)
        #expect(
            typo.stderr.contains(
                "templates/Flow.swift.mustache:3:13: error: the template reads 'docs', which flowc does not provide"),
            "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/out"))

        let missing = try FlowcProcess.run(
            [
                "generate", Repository.path("Flows"), "--output", temporary.path + "/out", "--templates",
                temporary.path + "/none",
            ])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("none: error: no such templates directory"), "\(missing.stderr)")
    }

    /// The default templates are built into the binary: a flowc copied alone to another folder still generates.
    @Test func aFlowcCopiedAloneStillGenerates() throws {
        let temporary = try TemporaryDirectory()
        let copy = temporary.path + "/bin/flowc"
        try FileManager.default.createDirectory(atPath: temporary.path + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FlowcProcess.executable.path, toPath: copy)
        let flows = temporary.path + "/flows"
        try FileManager.default.copyItem(atPath: Repository.path("Flows"), toPath: flows)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: copy)
        process.arguments = ["generate", "flows", "--output", "out"]
        process.currentDirectoryURL = temporary.url
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary.path + "/out").sorted() == Self.expectedFiles)
    }

    /// The `#sourceLocation` directives name the flow file as flowc was given it (relative stays relative: the same
    /// text in CI and locally); flowc.yaml's `sourceLocations: false` drops them, and the command line wins over it.
    @Test func sourceLocationsNameTheFlowAsGivenAndCanBeTurnedOff() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("Flows/chat.flow.yaml", SourceLocationTests.flow)
        let directive = "#sourceLocation(file:\"Flows/chat.flow.yaml\",line:3)"
        func generated(_ arguments: [String]) throws -> String {
            let run = try FlowcProcess.run(
                ["generate", "Flows", "--output", "out"] + arguments, in: temporary.path)
            #expect(run.status == 0, "\(run.stderr)")
            return try String(contentsOfFile: temporary.path + "/out/Chat.swift", encoding: .utf8)
        }
        #expect(try generated([]).contains(directive))
        #expect(!(try generated(["--no-source-locations"]).contains("#sourceLocation")))
        try temporary.write("flowc.yaml", "generate:\n  sourceLocations: false\n")
        #expect(!(try generated([]).contains("#sourceLocation")))
        #expect(try generated(["--source-locations"]).contains(directive))
        let absolute = try FlowcProcess.run(
            [
                "generate", temporary.path + "/Flows", "--output", temporary.path + "/abs",
                "--source-locations",
            ])
        #expect(absolute.status == 0, "\(absolute.stderr)")
        let text = try String(contentsOfFile: temporary.path + "/abs/Chat.swift", encoding: .utf8)
        #expect(text.contains("#sourceLocation(file:\"\(temporary.path)/Flows/chat.flow.yaml\",line:3)"))
    }
}
