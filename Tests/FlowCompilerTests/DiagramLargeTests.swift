import Foundation
import Testing

@testable import FlowCompiler

/// A 10,000-step program: one flow of 6,000 steps and 40 flows of 100 steps that start each other. Every DOT
/// file passes `nop -p`, every per-flow diagram of up to 100 steps renders with `dot`, and every Mermaid file
/// stays within Mermaid's limits (500 edges, 50,000 characters) and parses.
struct DiagramLargeTests {
    /// A flow of `count` steps: a chain with skips (some as sheets), decisions, back, dismiss and popTo,
    /// and, when `child` is given, a subflow step in the middle.
    static func flow(_ name: String, steps count: Int, child: String?) -> String {
        var yaml =
            "flow: \(name)\nsummary: Generated flow of \(count) steps.\noutcomes:\n  done: {}\n  failed: {}\nstart: s0\nsteps:\n"
        for index in 0..<count {
            let next = index + 1 < count ? "s\(index + 1)" : nil
            yaml += "  s\(index):\n"
            if index == count / 2, let child {
                yaml += "    flow: \(child)\n    on:\n      done: \(next ?? "s0")\n      failed: back\n"
                continue
            }
            if index % 13 == 5, let next {
                yaml += "    decide:\n      yes: \(next)\n      no: { finish: failed }\n"
                continue
            }
            yaml += "    summary: Step \(index) of \(name).\n"
            if index % 7 == 3 { yaml += "    present: sheet\n" }
            yaml += "    on:\n"
            if let next { yaml += "      next: \(next)\n" } else { yaml += "      finish: { finish: done }\n" }
            if index + 2 < count {
                yaml += "      skip: { to: s\(index + 2), present: \(index % 5 == 0 ? "sheet" : "push") }\n"
            }
            if index > 0 { yaml += "      back: back\n" }
            if index % 7 == 4 { yaml += "      close: dismiss\n" }
            if index % 50 == 49 { yaml += "      restart: { popTo: s0 }\n" }
        }
        return yaml
    }

    static let sources: [(String, String)] = {
        var files = [("big.flow.yaml", flow("Big", steps: 6_000, child: "Small0"))]
        for index in 0..<40 {
            files.append(
                (
                    "small\(index).flow.yaml",
                    flow("Small\(index)", steps: 100, child: index < 39 ? "Small\(index + 1)" : nil)
                ))
        }
        return files
    }()

    static var program: Compiler.Result { DiagramSupport.compile(sources) }

    @Test func theProgramHasTenThousandSteps() {
        #expect(Self.program.program.flows.reduce(0) { $0 + $1.steps.count } == 10_000)
    }

    @Test func everyDOTFilePassesNopAndSmallFlowsRenderWithDot() throws {
        guard ExternalTools.hasGraphviz else {
            print("skipped: \(ExternalTools.missingGraphviz)")
            return
        }
        let result = Self.program
        let files = DiagramSupport.allDiagrams(result, format: .dot, expanding: ["Small0", "Big"])
        let folder = try ExternalTools.temporaryDirectory("large-dot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let checked = try DiagramSupport.renderDOT(files, in: folder, program: "nop", arguments: ["-p"])
        #expect(checked.problems.isEmpty, "\(checked.problems)")
        let big = try #require(files.first { $0.path == "Big.dot" }).text
        #expect(big.contains("layout=sfdp"), "a 6,000-step flow is laid out with sfdp")
        #expect(big.contains("// note: "))
        let small = files.filter { $0.path.hasPrefix("Small") }
        #expect(small.count == 40)
        let rendered = try DiagramSupport.renderDOT(small, in: folder)
        #expect(rendered.problems.isEmpty, "\(rendered.problems)")
        #expect(small.allSatisfy { !$0.text.contains("layout=sfdp") })
    }

    @Test func everyMermaidFileFitsAndParses() throws {
        let result = Self.program
        let files = DiagramSupport.allDiagrams(result, format: .mermaid, expanding: ["Small0", "Big"])
        #expect(files.contains { $0.path.hasPrefix("Big.part-") }, "the 6,000-step flow is split into parts")
        for file in files {
            #expect(file.text.utf16.count <= 50_000, "\(file.path): \(file.text.utf16.count) characters")
            let edges = file.text.split(separator: "\n").filter {
                $0.contains(" --> ") || $0.contains(" -.-> ") || $0.contains(" ==> ") || $0.contains(" -.-o")
                    || $0.contains(" ~~~ ") || $0.contains("-->|") || $0.contains("-.->|") || $0.contains("==>|")
            }
            #expect(edges.count <= 500, "\(file.path): \(edges.count) edges")
        }
        guard ExternalTools.hasMermaid else {
            print("skipped: \(ExternalTools.missingMermaid)")
            return
        }
        let folder = try ExternalTools.temporaryDirectory("large-mermaid")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DiagramSupport.checkMermaid(files, in: folder).isEmpty)
    }

    @Test func largeDiagramsSaySoInAWarning() {
        let result = Self.program
        let dot = DiagramGenerator.render(result.program, diagnostics: [], request: .init(format: .dot, flows: ["Big"]))
        #expect(dot.warnings.contains { $0.hasPrefix("Big.dot: ") && $0.contains("sfdp") })
        let mermaid = DiagramGenerator.render(
            result.program, diagnostics: [], request: .init(format: .mermaid, flows: ["Big"]))
        #expect(mermaid.warnings.contains { $0.contains("split into") })
        #expect(mermaid.warnings.contains { $0.contains("folded") })
    }

    @Test func renderingIsDeterministic() {
        let result = Self.program
        for format in DiagramFormat.allCases {
            let request = DiagramRequest(format: format, expandSubflows: true, flows: ["Small0", "Big"])
            let first = DiagramGenerator.render(result.program, diagnostics: [], request: request)
            let second = DiagramGenerator.render(result.program, diagnostics: [], request: request)
            #expect(first.files == second.files)
        }
    }
}
