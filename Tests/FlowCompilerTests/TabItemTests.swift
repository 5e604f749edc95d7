import Testing

@testable import FlowCompiler

/// A flow's `tab:`: how a tab running it is labelled, read in both forms, its mistakes reported where they are, and
/// generated as the flow's `tabItem`.
struct TabItemTests {
    private func read(_ tab: String) -> Compiler.Result {
        Compiler.check([
            SourceFile(
                path: "feed.flow.yaml",
                text: "flow: Feed\n\(tab)\nstart: list\nsteps:\n  list:\n    terminal: true\n")
        ])
    }

    private func places(_ result: Compiler.Result) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.id): \($0.message)" }
    }

    @Test func aTitleAndAnImage() throws {
        let result = read("tab: { title: tab.feed, image: newspaper }")
        #expect(result.diagnostics.isEmpty)
        let tab = try #require(result.program.flows.first?.tab)
        #expect(tab.title.value == "tab.feed" && tab.title.location.line == 2 && tab.title.location.column == 15)
        #expect(tab.image?.value == "newspaper")
    }

    @Test func aTitleAlone() throws {
        let result = read("tab: Feed")
        #expect(result.diagnostics.isEmpty)
        #expect(result.program.flows.first?.tab?.title.value == "Feed")
        #expect(result.program.flows.first?.tab?.image == nil)
    }

    @Test func noTabNoItem() {
        #expect(read("summary: The feed.").program.flows.first?.tab == nil)
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        #expect(places(read("tab: { image: star }")) == ["2:6 missing-key: 'tab' is missing 'title'"])
        #expect(
            places(read("tab: { titel: Feed }")) == ["2:8 unknown-key: unknown key 'titel' in 'tab'"],
            "no second error for the title the misspelt key holds")
        #expect(places(read("tab: [Feed]")) == ["2:6 wrong-value: 'tab' must be a mapping, not a list"])
        #expect(places(read("tab: { title: [a] }")) == ["2:15 wrong-value: a tab's 'title' must be text, not a list"])
    }

    @Test func theGeneratedFlowNamesItsTabItem() throws {
        let result = Compiler.check([
            SourceFile(
                path: "feed.flow.yaml",
                text:
                    "flow: Feed\ntab: { title: 'A \"quoted\" \\(title)', image: star }\nstart: list\nsteps:\n  list:\n    terminal: true\n"
            ),
            SourceFile(
                path: "plain.flow.yaml", text: "flow: Plain\nstart: list\nsteps:\n  list:\n    terminal: true\n"),
        ])
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        let feed = try #require(files.first { $0.path == "Feed.swift" }?.text)
        #expect(
            feed.contains(
                #"static var tabItem: FlowTabItem { FlowTabItem(title: "A \"quoted\" \\(title)", image: "star") }"#))
        let plain = try #require(files.first { $0.path == "Plain.swift" }?.text)
        #expect(!plain.contains("tabItem"), "the runtime's default: the flow's name")
    }
}
