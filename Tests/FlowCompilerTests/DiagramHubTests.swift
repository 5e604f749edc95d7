import Foundation
import Testing

@testable import FlowCompiler

/// Hub flows (format v2: one list, many sections left by the system back) drawn readable at page size, long
/// summaries kept out of Mermaid's labels, and the system back told by the legend, not drawn.
struct DiagramHubTests {
    /// A settings list with `sections` leaf sections, pushed, each left by the system back.
    static func hub(sections: Int) -> String {
        let events = (0..<sections).map { "      open\($0): section\($0)" }.joined(separator: "\n")
        let leaves = (0..<sections).map { "  section\($0): {}" }.joined(separator: "\n")
        return "flow: Settings\nstart: list\nsteps:\n  list:\n    on:\n\(events)\n\(leaves)\n"
    }

    static func diagram(_ text: String) -> Diagram {
        let result = DiagramSupport.compile([("settings.flow.yaml", text)])
        return DiagramGenerator.flowDiagram(
            result.program.flows[0], in: result.program, diagnostics: result.diagnostics)
    }

    @Test func aHubsLeavesAreLaidOutInRowsOfSix() {
        let diagram = Self.diagram(Self.hub(sections: 50))
        #expect(diagram.rows.count == 9)
        #expect(diagram.rows.allSatisfy { $0.count <= FlowDiagramBuilder.rowSize })
        #expect(diagram.rows.flatMap { $0 }.count == 50, "every leaf, once")
        let dot = DOTRenderer.render(diagram)
        #expect(dot.components(separatedBy: "rank=same").count - 1 == 9)
        let mermaid = MermaidRenderer.render(diagram)
        #expect(mermaid.components(separatedBy: " ~~~ ").count - 1 == 1 + 8 * 6 - 4, "rows linked column by column")
        // Six leaves or fewer are no hub: drawn as any other screens.
        #expect(Self.diagram(Self.hub(sections: 6)).rows.isEmpty)
    }

    /// The drawing's width, as Graphviz lays it out: the rows keep a 50-section hub about a page wide, where one
    /// rank of 50 boxes would be several pages.
    @Test func aHubStaysAboutAPageWide() throws {
        guard ExternalTools.which("dot") != nil else {
            print("skipped: graphviz is not installed (apt-get install -y graphviz)")
            return
        }
        let folder = try ExternalTools.temporaryDirectory("hub-dot")
        defer { try? FileManager.default.removeItem(at: folder) }
        var rowless = Self.diagram(Self.hub(sections: 50))
        let withRows = DOTRenderer.render(rowless)
        rowless.rows = []
        let files = [
            OutputFile(path: "rows.dot", contents: Array(withRows.utf8)),
            OutputFile(path: "rank.dot", contents: Array(DOTRenderer.render(rowless).utf8)),
        ]
        let (problems, svgs) = try DiagramSupport.renderDOT(files, in: folder)
        #expect(problems.isEmpty, "\(problems)")
        let rows = try #require(Self.width(svgs["rows.dot"]))
        let rank = try #require(Self.width(svgs["rank.dot"]))
        print("hub of 50 sections: \(rows) pt wide in rows, \(rank) pt on one rank")
        #expect(rows <= 1_000, "about a page: \(rows) pt")
        #expect(rank > 3 * rows)
    }

    /// The `width="…pt"` of an SVG.
    static func width(_ svg: String?) -> Int? {
        guard let svg, let range = svg.range(of: #"width="(\d+)pt""#, options: .regularExpression) else { return nil }
        return Int(svg[range].dropFirst(7).prefix { $0.isNumber })
    }

    @Test func mermaidKeepsLongSummariesOutOfLabels() {
        let text = """
            flow: Help
            start: topics
            steps:
              topics:
                summary: Short one.
                on:
                  open: article
              article:
                summary: A long summary that would make the node as wide as this whole sentence is.
            """
        let mermaid = MermaidRenderer.render(Self.diagram(text))
        #expect(mermaid.contains("<i>Short one.</i>"))
        #expect(mermaid.contains("%% article: A long summary"))
        #expect(!mermaid.contains("<i>A long summary"))
    }

    @Test func theSystemBackIsNotDrawnAndAStepThatForbidsItSaysSo() {
        let text = """
            flow: Pay
            outcomes:
              paid: {}
            start: cart
            steps:
              cart:
                on:
                  pay: paying
                  help: help
              help: {}
              paying:
                systemBack: false
                on:
                  done: { finish: paid }
            """
        let diagram = Self.diagram(text)
        #expect(!diagram.edges.contains { $0.style == .back }, "no edge for the system back of 'help'")
        let paying = diagram.nodes.first { $0.label.hasPrefix("paying") }
        #expect(paying?.label == "paying\n⊘ no system back")
        #expect(diagram.nodes.first { $0.label.hasPrefix("help") }?.label == "help")
    }
}
