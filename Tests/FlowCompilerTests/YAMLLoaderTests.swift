import Testing

@testable import FlowCompiler

/// The libyaml layer: positions, what YAML allows (BOM, CRLF) and what flow files refuse.
struct YAMLLoaderTests {
    private func load(_ bytes: [UInt8]) -> (YAMLNode?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let node = YAMLLoader.load(SourceFile(path: "f.flow.yaml", bytes: bytes), into: &diagnostics)
        return (node, diagnostics.all)
    }

    private func load(_ text: String) -> (YAMLNode?, [Diagnostic]) { load(Array(text.utf8)) }

    @Test func nodesCarryOneBasedLinesAndColumns() throws {
        let (node, diagnostics) = load("flow: Auth\nsteps:\n  login: { on: x }\n")
        #expect(diagnostics.isEmpty)
        guard case .mapping(let pairs) = try #require(node).kind else { Issue.record("not a mapping"); return }
        #expect(pairs[0].key.location == SourceLocation(file: "f.flow.yaml", line: 1, column: 1, length: 4))
        #expect(pairs[0].value.location == SourceLocation(file: "f.flow.yaml", line: 1, column: 7, length: 4))
        guard case .mapping(let steps) = pairs[1].value.kind else { Issue.record("not a mapping"); return }
        #expect(steps[0].key.location.line == 3)
        #expect(steps[0].key.location.column == 3)
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let (node, diagnostics) = load([0xEF, 0xBB, 0xBF] + Array("flow: Auth\r\nstart: a\r\n".utf8))
        #expect(diagnostics.isEmpty)
        guard case .mapping(let pairs) = try #require(node).kind else { Issue.record("not a mapping"); return }
        #expect(pairs[1].key.location.line == 2)
        #expect(pairs[1].key.location.column == 1)
        #expect(pairs[1].value.text == "a")
    }

    @Test func quotedTextIsNotNull() throws {
        let (node, _) = load("a: ~\nb: \"~\"\nc:\n")
        guard case .mapping(let pairs) = try #require(node).kind else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.isNull)
        #expect(!pairs[1].value.isNull)
        #expect(pairs[2].value.isNull)
    }

    @Test func tabIndentationGetsAHint() {
        let (_, diagnostics) = load("flow: Auth\nsteps:\n\tlogin: {}\n")
        #expect(diagnostics.map(\.id) == ["yaml-syntax"])
        #expect(diagnostics.first?.notes.contains { $0.message.contains("tabs") } == true)
    }

    @Test func nulByteIsRefusedWithItsPosition() {
        let (_, diagnostics) = load(Array("flow: A\nstart: \u{0}b\n".utf8))
        #expect(diagnostics.map(\.id) == ["yaml-syntax"])
        #expect(diagnostics.first?.location.line == 2)
        #expect(diagnostics.first?.location.column == 8)
    }

    @Test func invalidUTF8IsAReaderErrorWithAPosition() {
        let (_, diagnostics) = load(Array("flow: A\nstart: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8))
        #expect(diagnostics.map(\.id) == ["yaml-syntax"])
        #expect(diagnostics.first?.location.line == 2)
    }

    @Test func deepNestingStopsAtTheLimitWithoutRecursion() {
        let text = "a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (node, diagnostics) = load(text)
        #expect(node == nil)
        #expect(diagnostics.map(\.id) == ["input-limit"])
    }

    @Test func oversizedFileFailsFastWithoutParsing() {
        var limits = YAMLLoader.Limits()
        limits.maxFileBytes = 1024
        var diagnostics = Diagnostics()
        let file = SourceFile(path: "big.flow.yaml", text: String(repeating: "# padding\n", count: 200))
        #expect(YAMLLoader.load(file, limits: limits, into: &diagnostics) == nil)
        #expect(diagnostics.all.map(\.id) == ["input-limit"])
    }

    @Test func emptyFileHasNoDocument() {
        let (node, diagnostics) = load("")
        #expect(node == nil)
        #expect(diagnostics.isEmpty)
    }
}
