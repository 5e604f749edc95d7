import Foundation
import Testing

@testable import FlowCompiler

/// `flowc tests`: what it writes, that it writes nothing for a program with errors, and that it writes a file again
/// only when it changes. GeneratedSuitesTests compiles and runs what it writes.
struct TestsCommandTests {
    @Test func writesASuitePerFlowTheSupportAndThePaths() throws {
        let temporary = try TemporaryDirectory()
        let output = temporary.path + "/Suites"
        let run = try FlowcProcess.run(["tests", Repository.path("Flows"), "--output", output, "--module", "App"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "AppFlowTests.swift", "AssessmentFlowTests.swift", "AuthFlowTests.swift", "FlowTestSupport.swift",
                "MaterialsFlowTests.swift", "OnboardingFlowTests.swift", "ProfileFlowTests.swift", "flow-paths.json",
            ])
        #expect(run.stderr.contains("wrote 8 files, 0 unchanged"))
        let auth = try String(contentsOfFile: output + "/AuthFlowTests.swift", encoding: .utf8)
        #expect(auth.contains("@testable import App\n"))
        #expect(auth.contains("@Suite(\"Auth flow\")"))
        // The second run finds every file as it is.
        let again = try FlowcProcess.run(["tests", Repository.path("Flows"), "--output", output, "--module", "App"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("wrote 0 files, 8 unchanged"), "\(again.stderr)")
    }

    @Test func writesNothingForAProgramWithErrors() throws {
        let temporary = try TemporaryDirectory()
        let flow = try temporary.write(
            "broken.flow.yaml",
            """
            flow: Broken
            start: home
            steps:
              home:
                on:
                  next: nowhere
            """)
        let output = temporary.path + "/Suites"
        let run = try FlowcProcess.run(["tests", flow, "--output", output])
        #expect(run.status == 1)
        #expect(run.stdout.contains("broken.flow.yaml:6:7: error: unknown step 'nowhere'"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// flowc.yaml's type prefix names the suites as it names the generated code.
    @Test func theTypePrefixNamesTheSuites() throws {
        let temporary = try TemporaryDirectory()
        _ = try temporary.write("flowc.yaml", "generate:\n  typePrefix: Shop\n")
        let flow = try temporary.write(
            "cart.flow.yaml",
            """
            flow: Cart
            outcomes: { done: {} }
            start: items
            steps:
              items:
                on:
                  checkout: { finish: done }
            """)
        let output = temporary.path + "/Suites"
        let run = try FlowcProcess.run(["tests", flow, "--output", output])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let suite = try String(contentsOfFile: output + "/ShopCartFlowTests.swift", encoding: .utf8)
        #expect(suite.contains("let c = ShopCartCoordinator(input: input, wiring: FlowcSuite.Wiring.cart(answers))"))
        #expect(
            suite.contains("#expect(flowResultName(c.result) == \"outcome done\", \"items: checkout → outcome done\")"))
    }
}
