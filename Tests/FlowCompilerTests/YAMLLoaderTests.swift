import Foundation
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
        guard case .mapping(let pairs) = try #require(node).kind else {
            Issue.record("not a mapping")
            return
        }
        #expect(pairs[0].key.location == SourceLocation(file: "f.flow.yaml", line: 1, column: 1, length: 4))
        #expect(pairs[0].value.location == SourceLocation(file: "f.flow.yaml", line: 1, column: 7, length: 4))
        guard case .mapping(let steps) = pairs[1].value.kind else {
            Issue.record("not a mapping")
            return
        }
        #expect(steps[0].key.location.line == 3)
        #expect(steps[0].key.location.column == 3)
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let (node, diagnostics) = load([0xEF, 0xBB, 0xBF] + Array("flow: Auth\r\nstart: a\r\n".utf8))
        #expect(diagnostics.isEmpty)
        guard case .mapping(let pairs) = try #require(node).kind else {
            Issue.record("not a mapping")
            return
        }
        #expect(pairs[1].key.location.line == 2)
        #expect(pairs[1].key.location.column == 1)
        #expect(pairs[1].value.text == "a")
    }

    @Test func quotedTextIsNotNull() throws {
        let (node, _) = load("a: ~\nb: \"~\"\nc:\n")
        guard case .mapping(let pairs) = try #require(node).kind else {
            Issue.record("not a mapping")
            return
        }
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

/// Limits that need a whole file or the command line.
struct InputLimitTests {
    @Test func tooManyStepsIsALimitNotAnOutOfMemory() {
        var limits = YAMLLoader.Limits()
        limits.maxStepsPerFlow = 50
        var text = "flow: Big\nstart: s0\nsteps:\n"
        for index in 0..<51 { text += "  s\(index): { terminal: true }\n" }
        var options = Compiler.Options()
        options.limits = limits
        let result = Compiler.check([SourceFile(path: "big.flow.yaml", text: text)], options: options)
        #expect(result.diagnostics.map(\.id) == ["input-limit"])
        #expect(result.diagnostics.first?.message == "the flow has 51 steps, over the limit of 50")
        #expect(result.diagnostics.first?.location.line == 4)
    }

    @Test func aFiftyMegabyteFileFailsFastWithAMessage() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("huge.flow.yaml", "flow: Huge\n")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 << 20)  // sparse: 50 MiB on paper, nothing to write
        try handle.close()
        let files = try FileDiscovery.read([path])
        #expect(files[0].bytes.count <= 4096, "only the start of an oversized file is read")
        let output = try FlowcProcess.run(["lint", path], timeout: 20)
        #expect(output.status == 1)
        #expect(output.stdout.contains("error: file is 51200 KiB, over the limit of 8192 KiB [input-limit]"))
    }

    @Test func severalDocumentsAndAnEmptyFileAreClearErrors() {
        let two = Compiler.check([SourceFile(path: "a.flow.yaml", text: "flow: A\n---\nflow: B\n")])
        #expect(two.diagnostics.map(\.id) == ["yaml-unsupported"])
        #expect(two.diagnostics.first?.message.contains("second") == true)
        let empty = Compiler.check([SourceFile(path: "e.flow.yaml", text: "")])
        #expect(empty.diagnostics.map(\.message) == ["the file is empty"])
        let comments = Compiler.check([SourceFile(path: "c.flow.yaml", text: "# only a comment\n")])
        #expect(comments.diagnostics.map(\.message) == ["the file is empty"])
    }

    @Test func billionLaughsIsRefusedAtTheFirstAnchor() {
        let text = """
            flow: Lol
            a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
            """
        let result = Compiler.check([SourceFile(path: "lol.flow.yaml", text: text)])
        #expect(result.diagnostics.map(\.id) == ["yaml-unsupported"])
        #expect(result.diagnostics.first?.location.line == 2)
    }
}
