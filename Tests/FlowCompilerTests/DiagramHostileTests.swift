import Foundation
import Testing

@testable import FlowCompiler

/// Names and summaries that break naive diagram writers: quotes, `<>`, `{}`, `|`, `#`, `;`, entities,
/// backslash escapes, non-ASCII, newlines, and names that are DOT or Mermaid keywords. They must render and
/// show as written.
struct DiagramHostileTests {
    static let summary =
        "Quotes \" and 'single' <b>tags</b> & &amp; {braces} [brackets] | pipe # hash; semi "
        + "#quot; %% `tick` \\N \\n back\\slash ünïcødé 日本語 😀 ﬂ¶\nsecond line: style x:#f00; end"
    static let flowSummary = "Flow <title> & \"quotes\" #35; {x} | y; ok"

    /// Every hostile name, and what a step of that name is followed by.
    static let keywordSteps = [
        "end", "graph", "subgraph", "node", "edge", "style", "class", "default", "strict",
        "digraph", "click", "call", "linkStyle", "classDef", "direction", "flowchart", "TB",
    ]
    static let oddStep = "a<b>{c}|d#e;f\"g'h&amp;"

    static var source: String {
        var yaml = """
            flow: "end"
            summary: \(json(flowSummary))
            outcomes:
              "default": {}
              "o\\"k<>": {}
            start: "\(keywordSteps[0])"
            steps:

            """
        let all = keywordSteps + [oddStep]
        for (index, step) in all.enumerated() {
            let next = index + 1 < all.count ? all[index + 1] : nil
            yaml += "  \(json(step)):\n"
            yaml += "    summary: \(json(summary))\n"
            yaml += "    on:\n"
            if let next {
                yaml += "      \(json("go " + step + " <&>")): \(json(next))\n"
                yaml += "      \"subgraph\": { to: \(json(next)), present: sheet }\n"
            } else {
                yaml += "      \"style\": { finish: \"default\" }\n"
                yaml += "      \"x|y\": { finish: \"o\\\"k<>\" }\n"
            }
            if index > 0 { yaml += "      \"back\": back\n" }
        }
        return yaml
    }

    static func json(_ text: String) -> String {
        // An array of one string is always valid JSON.
        // swift-format-ignore: NeverUseForceTry
        let data = try! JSONSerialization.data(withJSONObject: [text])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast()).replacingOccurrences(of: "\\/", with: "/")
    }

    static func compiled() -> Compiler.Result {
        DiagramSupport.compile([("hostile.flow.yaml", source)])
    }

    @Test func theHostileFlowIsReadAsWritten() throws {
        let result = Self.compiled()
        let flow = try #require(result.program.flows.first)
        #expect(flow.name.value == "end")
        #expect(flow.steps.map(\.id.value) == Self.keywordSteps + [Self.oddStep])
        #expect(flow.steps[0].summary == Self.summary)
    }

    @Test func dotRendersAndShowsTheTextAsWritten() throws {
        guard ExternalTools.hasGraphviz else {
            print("skipped: \(ExternalTools.missingGraphviz)")
            return
        }
        let result = Self.compiled()
        let files = DiagramSupport.allDiagrams(result, format: .dot)
        let folder = try ExternalTools.temporaryDirectory("hostile-dot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (problems, svgs) = try DiagramSupport.renderDOT(files, in: folder)
        #expect(problems.isEmpty, "\(problems)")
        let svg = try #require(svgs["end.dot"])
        let (texts, tooltips) = DiagramSupport.svgTexts(svg)
        for step in Self.keywordSteps + [Self.oddStep] {
            #expect(texts.contains(step), "step '\(step)' not shown as written; texts: \(texts)")
        }
        for step in Self.keywordSteps {
            #expect(texts.contains("go " + step + " <&>"), "event of '\(step)' not shown as written")
        }
        #expect(texts.contains("o\"k<>"))
        #expect(texts.contains("x|y"))
        #expect(tooltips.contains(Self.summary), "summary not shown as written; tooltips: \(tooltips)")
        #expect(texts.contains(Self.flowSummary), "title not shown as written")
        let expanded = try #require(svgs["expanded-end.dot"])
        #expect(DiagramSupport.svgTexts(expanded).texts.contains(Self.oddStep))
    }

    @Test func mermaidParsesAndShowsTheTextAsWritten() throws {
        guard ExternalTools.hasMermaid else {
            print("skipped: \(ExternalTools.missingMermaid)")
            return
        }
        let result = Self.compiled()
        let files = DiagramSupport.allDiagrams(result, format: .mermaid)
        let folder = try ExternalTools.temporaryDirectory("hostile-mermaid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let problems = try DiagramSupport.checkMermaid(files, in: folder)
        #expect(problems.isEmpty, "\(problems)")
        let labels = try ExternalTools.mermaidLabels(folder.appendingPathComponent("end.mmd").path)
        let diagram = DiagramGenerator.flowDiagram(result.program.flows[0], in: result.program, diagnostics: [])
        for node in diagram.nodes where node.kind == .screen {
            let shown = try #require(labels[node.id], "node \(node.id) missing from Mermaid's parse")
            // A long summary is a comment beside the node, not a line of its label.
            let summary = node.tooltip.flatMap { MermaidRenderer.fitsLabel($0) ? $0 : nil }
            let expected = node.label + (summary.map { "\n" + $0 } ?? "")
            #expect(shown == expected, "node \(node.id) shows \(shown)")
        }
        for (index, step) in (Self.keywordSteps + [Self.oddStep]).dropLast().enumerated() {
            #expect(labels["s\(index)->s\(index + 1)#1"] == "go " + step + " <&>")
            #expect(labels["s\(index)->s\(index + 1)#2"] == "subgraph")
        }
        #expect(labels["h0"] == "end\n" + Self.flowSummary)
        #expect(labels.values.contains("o\"k<>"))
        #expect(labels.values.contains("x|y"))
    }

    @Test func escapingKeepsUserTextInsideStrings() {
        let dot = DOTEscaping.quoted("a\"b\\c\nd&e\r\nf\u{7}g")
        #expect(dot == "\"a\\\"b\\\\c\\nd&amp;e\\nfg\"")
        #expect(DOTEscaping.tooltip("a\\N") == "\"a\\\\\\\\N\"")
        let mermaid = MermaidEscaping.label("a\"b#c;d<e>f{g}h|i\nj`k:lﬂm")
        #expect(mermaid == "a#quot;b#35;c#59;d#lt;e#gt;f#123;g#125;h#124;i<br/>j#96;k#58;l#64258;m")
        #expect(!MermaidEscaping.comment("x\n%%{init: {}}%%").contains("{"))
    }
}
