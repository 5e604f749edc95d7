import Foundation
import Testing

@testable import FlowCompiler

/// No input crashes or hangs the compiler: random bytes, and the example flows cut short or with bytes
/// flipped. Every broken input gets at least one located diagnostic. (A crash fails the whole test run.)
struct RobustnessTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func expectHandled(_ bytes: [UInt8], _ label: String) {
        let result = Compiler.check([SourceFile(path: "junk.flow.yaml", bytes: bytes)])
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(label): \(diagnostic)")
        }
    }

    @Test func randomBytesGetADiagnostic() {
        var random = SplitMix64(state: 42)
        for round in 0..<300 {
            let count = Int.random(in: 0...400, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            let result = Compiler.check([SourceFile(path: "junk.flow.yaml", bytes: bytes)])
            #expect(!result.diagnostics.isEmpty, "round \(round): random bytes compiled clean")
            expectHandled(bytes, "round \(round)")
        }
    }

    /// Found by the fuzzer: an entry written as a mapping (a step's body under `entries:`) became an entry of no
    /// step, and the navigation analysis read its first step.
    @Test func anEntryOfAnotherShapeIsReportedNotRead() {
        let text =
            "flow: Settings\nentries:\n  about:\n    summary: x\nstart: list\nsteps:\n  list:\n    on:\n      close: back\n"
        let result = Compiler.check([SourceFile(path: "settings.flow.yaml", text: text)])
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.id)" } == ["4:5 wrong-value"])
        #expect(result.program.flows.first?.entries.isEmpty == true)
    }

    @Test func damagedExampleFlowsAreHandled() throws {
        var random = SplitMix64(state: 7)
        for file in try ExampleFlowsTests.loadFlows() {
            for round in 0..<60 {
                var bytes = file.bytes
                switch round % 3 {
                case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
                case 1:
                    for _ in 0..<3 {
                        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
                            in: 0...255, using: &random)
                    }
                default:
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    let piece = ["{", "[", ":", "- ", "\n  ", "&a ", "*a", "\t", "'", "\"", "? ", "!!str "]
                        .randomElement(using: &random)!
                    bytes.insert(contentsOf: Array(piece.utf8), at: at)
                }
                expectHandled(bytes, "\(file.path) round \(round)")
            }
        }
    }

    /// A flow name of two million characters (and a step id of a thousand, near libyaml's limit for a key) is
    /// reported at each name with the limit and its length, in messages and source lines cut short, as is an
    /// unknown target of two million; the flow's diagram is not drawn, since no file can be named after it.
    @Test func namesOfMegabytesAreReportedShort() {
        let flow = String(repeating: "Huge", count: 500_000)
        let step = String(repeating: "long", count: 250)
        let target = String(repeating: "far", count: 700_000)
        let text = "flow: \(flow)\nstart: \(step)\nsteps:\n  \(step):\n    on: { go: \(target) }\n"
        let file = SourceFile(path: "huge.flow.yaml", text: text)
        let result = Compiler.check([file])
        let found = result.diagnostics.map { "\($0.id) \($0.location.line):\($0.location.column)" }
        #expect(found == ["name-too-long 1:7", "name-too-long 4:3", "unknown-step 5:11"])
        #expect(result.diagnostics.first?.message.contains("is 2000000 characters long; a name is at most 128") == true)
        #expect(result.diagnostics.dropFirst().first?.message.contains("is 1000 characters long") == true)
        #expect(
            result.diagnostics.last?.message == "unknown step '\(target.prefix(32))…' in flow '\(flow.prefix(32))…'")
        let rendered = TextReporter(colored: false, sources: [file]).render(result.diagnostics)
        #expect(rendered.split(separator: "\n").allSatisfy { $0.count < 400 }, "\(rendered.prefix(2000))")
        let drawn = DiagramGenerator.render(
            result.program, diagnostics: result.diagnostics, request: .init(format: .dot))
        #expect(drawn.files.isEmpty)
        #expect(
            drawn.warnings == [
                "flow '\(flow.prefix(32))…' is not drawn: its name is over 128 characters (name-too-long)"
            ])
    }
}
