import Foundation
import Testing

@testable import FlowCompiler

/// The diagrams of the example app (`Flows/`): every DOT file renders with Graphviz with nothing on stderr,
/// every Mermaid file parses with Mermaid's own parser, and the committed pictures are current.
struct DiagramExampleAppTests {
    @Test func everyDOTFileRendersWithoutAWord() throws {
        guard ExternalTools.hasGraphviz else {
            print("skipped: \(ExternalTools.missingGraphviz)")
            return
        }
        let result = try DiagramSupport.exampleApp()
        let files = DiagramSupport.allDiagrams(result, format: .dot)
        #expect(files.count == result.program.flows.count * 2 + 1)
        let folder = try ExternalTools.temporaryDirectory("app-dot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (problems, svgs) = try DiagramSupport.renderDOT(files, in: folder)
        #expect(problems.isEmpty, "\(problems)")
        #expect(svgs.values.allSatisfy { $0.contains("</svg>") })
    }

    @Test func everyMermaidFileParses() throws {
        guard ExternalTools.hasMermaid else {
            print("skipped: \(ExternalTools.missingMermaid)")
            return
        }
        let result = try DiagramSupport.exampleApp()
        let files = DiagramSupport.allDiagrams(result, format: .mermaid)
        let folder = try ExternalTools.temporaryDirectory("app-mermaid")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DiagramSupport.checkMermaid(files, in: folder).isEmpty)
    }

    /// docs/diagrams/ holds what `scripts/gen-diagrams` writes; regenerate them when this fails.
    @Test func committedDiagramsAreCurrent() throws {
        let result = try DiagramSupport.exampleApp()
        let docs = ExternalTools.repository.appendingPathComponent("docs/diagrams")
        let readme =
            (try? String(contentsOf: ExternalTools.repository.appendingPathComponent("README.md"), encoding: .utf8))
            ?? ""
        for format in DiagramFormat.allCases {
            for overview in [true, false] {
                let request = DiagramRequest(format: format, overview: overview)
                for file in DiagramGenerator.render(result.program, diagnostics: result.diagnostics, request: request)
                    .files
                {
                    let committed = try? String(contentsOf: docs.appendingPathComponent(file.path), encoding: .utf8)
                    #expect(
                        committed == file.text, "docs/diagrams/\(file.path) is not current: run scripts/gen-diagrams")
                    if format == .mermaid {
                        #expect(
                            readme.contains("```mermaid\n" + file.text + "```"),
                            "README.md does not show \(file.path) as it is now: run scripts/gen-diagrams")
                    }
                    if format == .dot {
                        let svg = docs.appendingPathComponent(file.path.replacingOccurrences(of: ".dot", with: ".svg"))
                        #expect(FileManager.default.fileExists(atPath: svg.path), "\(svg.lastPathComponent) is missing")
                    }
                }
            }
        }
    }
}
