import FlowcTemplates
import Foundation
import Testing

@testable import FlowCompiler

/// Templates are parsed in pieces (swift-mustache's parser costs a template's tags times its length): the pieces
/// must render exactly what the whole template renders, and errors must keep their lines.
struct TemplatePiecesTests {
    private static func builtInSources() -> [(name: String, path: String, text: String)] {
        BuiltInTemplates.all.map { ($0.name, "Templates/\($0.name)", $0.text) }
    }

    @Test func piecesAreCutAtLineStartsOutsideSectionsAndJoinBackToTheText() {
        let text = "a\n{{#x}}\nb\n{{/x}}\nc {{y}}\n{{^z}}\n{{/z}}\nd\n"
        let pieces = TemplateTags(text).pieces(ofAtLeast: 1)
        #expect(pieces.map(\.text) == ["a\n", "{{#x}}\nb\n{{/x}}\n", "c {{y}}\n", "{{^z}}\n{{/z}}\n", "d\n"])
        #expect(pieces.map(\.firstLine) == [1, 2, 5, 6, 8])
        #expect(pieces.map(\.text).joined() == text)
        // Large pieces: a cut only once a piece has the size asked for.
        #expect(
            TemplateTags(text).pieces(ofAtLeast: 10).map(\.text) == [
                "a\n{{#x}}\nb\n{{/x}}\n", "c {{y}}\n{{^z}}\n{{/z}}\n", "d\n",
            ])
    }

    @Test func aTemplateThatCannotBeFollowedIsParsedWhole() {
        for text in [
            "a\n{{=<% %>=}}\n<%#x%>\n<%/x%>\nb\n",  // other delimiters
            "a\n{{#x}}\nb\n",  // a section left open
            "a\n{{/x}}\nb\n",  // a section closed that was never opened
            "a\n{{x\nb\n",  // a tag left open
        ] {
            #expect(TemplateTags(text).pieces(ofAtLeast: 1).map(\.text) == [text[...]], "\(text)")
        }
    }

    @Test func tagsKnowTheirSigilNameLineAndColumn() {
        let tags = TemplateTags("é {{ name }}\n  {{#items}}{{{raw}}}{{/items}}\n{{> part }}").tags
        #expect(tags.map(\.name) == ["name", "items", "raw", "items", "part"])
        #expect(tags.map(\.sigil) == [0, UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "/"), UInt8(ascii: ">")])
        #expect(tags.map(\.line) == [1, 2, 2, 2, 3])
        #expect(tags.map(\.column) == [3, 3, 13, 22, 1])
    }

    /// The built-in templates cut at every line they can be cut at render the example app's code byte for byte
    /// as the whole templates do, with every access level (the runtime's `{{access}}` tags are spread over 1,100 lines).
    @Test func piecesRenderWhatTheWholeTemplateRenders() throws {
        let files = try FileDiscovery.read(FileDiscovery.flowFiles(in: [Repository.path("Flows")]))
        let program = Compiler.check(files).program
        let whole = try TemplateSet(sources: Self.builtInSources(), pieceSize: .max)
        let cut = try TemplateSet(sources: Self.builtInSources(), pieceSize: 1)
        for access in SwiftGenerator.AccessLevel.allCases {
            let expected = try SwiftGenerator.generate(program, options: .init(access: access, templates: whole))
            let actual = try SwiftGenerator.generate(program, options: .init(access: access, templates: cut))
            #expect(actual.count == expected.count)
            for (one, other) in zip(actual, expected) {
                #expect(one.path == other.path)
                #expect(one.text == other.text, "\(one.path) differs when its template is parsed in pieces")
            }
        }
    }

    @Test func anErrorInALaterPieceIsReportedAtItsLineInTheFile() {
        let text = String(repeating: "// {{access}} line\n", count: 300) + "{{#x}}\n{{/y}}\n"
        var sources = Self.builtInSources()
        sources[sources.firstIndex { $0.name == TemplateSet.flowTemplate }!].text = text
        sources[sources.firstIndex { $0.name == TemplateSet.flowTemplate }!].path = "custom/Flow.swift.mustache"
        do {
            _ = try TemplateSet(sources: sources, pieceSize: 64)
            Issue.record("a section closed with another name is an error")
        } catch {
            #expect(error.file == "custom/Flow.swift.mustache")
            #expect(error.line == 302, "\(error)")
        }
    }

    /// A partial the flow template includes renders there, with the flow's values.
    @Test func aPartialRendersInTheFlowTemplate() throws {
        var sources = Self.builtInSources()
        let flow = sources.firstIndex { $0.name == TemplateSet.flowTemplate }!
        sources[flow].text = "{{> Header}}"
        sources.append((name: "Header.mustache", path: "custom/Header.mustache", text: "runtime {{access}}\n"))
        let templates = try TemplateSet(sources: sources)
        let result = Compiler.check([
            SourceFile(path: "a.flow.yaml", text: "flow: A\nstart: a\nsteps:\n  a: { terminal: true }\n")
        ])
        let files = try SwiftGenerator.generate(result.program, options: .init(access: .public, templates: templates))
        #expect(files.first { $0.path == "A.swift" }?.text == "runtime public \n")
    }

    /// Lines reach the templates as their own type (two runtime conformance checks each instead of four); they
    /// still answer String's transforms.
    @Test func linesAnswerTheTransformsOfStrings() throws {
        var sources = Self.builtInSources()
        let flow = sources.firstIndex { $0.name == TemplateSet.flowTemplate }!
        sources[flow].text =
            "{{#outcomes}}{{#lines}}{{ uppercased(.) }}|{{/lines}}{{/outcomes}}{{#imports}}{{.}}{{/imports}}\n"
        let templates = try TemplateSet(sources: sources)
        let result = Compiler.check([
            SourceFile(
                path: "a.flow.yaml",
                text: "flow: A\noutcomes: { done: {} }\nstart: a\nsteps:\n  a: { on: { ok: { finish: done } } }\n")
        ])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: templates))
        #expect(files.first { $0.path == "A.swift" }?.text == "CASE DONE|Foundation\n")
    }
}
