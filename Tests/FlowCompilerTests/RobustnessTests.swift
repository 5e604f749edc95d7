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

    @Test func damagedExampleFlowsAreHandled() throws {
        var random = SplitMix64(state: 7)
        for file in try ExampleFlowsTests.loadFlows() {
            for round in 0..<60 {
                var bytes = file.bytes
                switch round % 3 {
                case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
                case 1:
                    for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random) }
                default:
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    let piece = ["{", "[", ":", "- ", "\n  ", "&a ", "*a", "\t", "'", "\"", "? ", "!!str "].randomElement(using: &random)!
                    bytes.insert(contentsOf: Array(piece.utf8), at: at)
                }
                expectHandled(bytes, "\(file.path) round \(round)")
            }
        }
    }
}
