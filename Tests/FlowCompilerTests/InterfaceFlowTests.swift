import Foundation
import Testing

@testable import FlowCompiler

/// Flows of another module (`--interface Feature=PATH`, and the build plugin for a target's dependencies): checked
/// with the program's own flows, so the checks that span flows see across the module boundary; their own problems
/// are their module's (not reported); their code is their module's (not generated, imported).
struct InterfaceFlowTests {
    static let materials = SourceFile(
        path: "Feature/materials.flow.yaml",
        text: """
            flow: Materials
            input:
              courseId: Int
            outcomes:
              closed: {}
              passed: { score: Int }
            start: list
            steps:
              list:
                params: { courseId: Int }
                on:
                  close: { finish: closed }
                  pass: { finish: passed, with: { score: Int } }

            """)

    static func app(_ handlers: String, with: String = "{ courseId: Int }") -> SourceFile {
        SourceFile(
            path: "App/app.flow.yaml",
            text: """
                flow: App
                start: home
                steps:
                  home:
                    on:
                      learn: { to: learning, with: \(with) }
                  learning:
                    flow: Materials
                    on:
                \(handlers)
                  done:
                    params: { score: Int }
                    terminal: true

                """)
    }

    static let handled = "      closed: back\n      passed: { to: done, present: replace }"

    func check(_ files: [SourceFile], interfaces: [SourceFile] = [materials]) -> Compiler.Result {
        var options = Compiler.Options()
        options.interfaceModules = Dictionary(uniqueKeysWithValues: interfaces.map { ($0.path, "Feature") })
        return Compiler.check(files + interfaces, options: options)
    }

    @Test func aFlowOfAnotherModuleCanBeStarted() {
        #expect(check([Self.app(Self.handled)]).diagnostics.isEmpty)
        let alone = Compiler.check([Self.app(Self.handled)])
        #expect(alone.diagnostics.map(\.id).contains("unknown-flow"), "without the interface, Materials is unknown")
    }

    @Test func anOutcomeOfTheOtherModulesFlowLeftUnhandledIsReportedInThisOne() throws {
        let result = check([Self.app("      closed: back")])
        let unhandled = try #require(result.diagnostics.first { $0.id == "unhandled-outcome" })
        #expect(unhandled.location.file == "App/app.flow.yaml")
        #expect(unhandled.message.contains("passed"), "\(unhandled.message)")
    }

    @Test func aValueOfTheWrongTypeForTheOtherModulesInputIsReported() {
        let result = check([Self.app(Self.handled, with: "{ courseId: String }")])
        #expect(result.diagnostics.map(\.id).contains("type-mismatch"), "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.allSatisfy { $0.location.file == "App/app.flow.yaml" })
    }

    @Test func theOtherModulesOwnProblemsAreItsOwn() {
        let broken = SourceFile(
            path: "Feature/materials.flow.yaml",
            text: String(decoding: Self.materials.bytes, as: UTF8.self).replacingOccurrences(
                of: "{ finish: closed }", with: "lst"))
        let result = check([Self.app(Self.handled)], interfaces: [broken])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.location): \($0.message)" })")
    }

    @Test func onlyTheProgramsOwnFlowsAreGeneratedAndTheyImportTheOtherModule() throws {
        let result = check([Self.app(Self.handled)])
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        #expect(files.map(\.path) == ["App.swift"])
        #expect(try #require(files.first).text.contains("\nimport Feature\n"))
    }

    @Test func theCommandLineTakesInterfacesAndRefusesAMalformedOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/app.flow.yaml", Data(Self.app(Self.handled).bytes))
        try directory.write("Feature/materials.flow.yaml", Data(Self.materials.bytes))
        let lint = try FlowcProcess.run(
            ["lint", directory.path + "/App", "--interface", "Feature=" + directory.path + "/Feature"])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stderr.hasPrefix("checked 1 flow in 1 file"), "its own flows: \(lint.stderr)")
        let generate = try FlowcProcess.run(
            [
                "generate", directory.path + "/App", "--interface", "Feature=" + directory.path + "/Feature",
                "--output", directory.path + "/out",
            ])
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out") == ["App.swift"])
        for bad in ["Feature", "=x", "my-module=" + directory.path] {
            let run = try FlowcProcess.run(["lint", directory.path + "/App", "--interface", bad])
            #expect(run.status == 2, "\(bad)")
            #expect(run.stderr.contains("MODULE=PATH"), "\(run.stderr)")
        }
    }

    /// A problem between the two modules that the check reports in the other module's file (two deep links that
    /// match the same URLs): the other module's own run cannot see this side, so this run reports it, moved to
    /// its own file, with a note at the other side.
    @Test func aProblemBetweenTheModulesIsReportedOnThisSide() throws {
        let feature = SourceFile(
            path: "Feature/materials.flow.yaml",
            text: """
                flow: Materials
                input:
                  courseId: Int
                outcomes:
                  closed: {}
                  passed: { score: Int }
                start: list
                steps:
                  list:
                    params: { courseId: Int }
                    deeplink: /courses/{courseId}
                    on:
                      close: { finish: closed }
                      pass: { finish: passed, with: { score: Int } }

                """)
        let app = SourceFile(
            path: "App/app.flow.yaml",
            text: """
                flow: App
                start: home
                steps:
                  home:
                    on:
                      learn: { to: learning, with: { courseId: Int } }
                      course: { to: course, with: { id: Int } }
                  course:
                    params: { id: Int }
                    deeplink: /courses/{id}
                    on:
                      back: back
                  learning:
                    flow: Materials
                    on:
                      closed: back
                      passed: { to: done, present: replace }
                  done:
                    params: { score: Int }
                    terminal: true

                """)
        // Both in one program: the conflict is reported in the later file, Feature's.
        let together = Compiler.check([app, feature]).diagnostics.filter { $0.id == "deeplink-conflict" }
        #expect(together.map(\.location.file) == ["Feature/materials.flow.yaml"])
        let conflict = try #require(check([app], interfaces: [feature]).diagnostics.only)
        #expect(conflict.id == "deeplink-conflict")
        #expect(conflict.location.file == "App/app.flow.yaml" && conflict.location.line == 10, "at its link")
        #expect(
            conflict.notes.contains {
                $0.location?.file == "Feature/materials.flow.yaml" && $0.message.contains("module Feature")
            }, "\(conflict.notes)")
    }
}
