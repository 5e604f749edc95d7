import Foundation
import Testing

@testable import FlowCompiler

/// Lint and runtime say the same thing: root-flow-ends reports, on the drivers' flows, exactly the transitions that
/// the drivers (Drivers/ScenariosRootEnds.swift, ScenariosModal.swift "a root Lock") see end the root flow.
struct RootFlowEndsTests {
    /// `file:line` of each root-flow-ends diagnostic on the drivers' flows with `root`.
    private func places(root: String?) throws -> [String] {
        let paths = try FileDiscovery.flowFiles(in: [Repository.path("Tests/FlowCompilerTests/Drivers/Flows")])
        let result = Compiler.check(try FileDiscovery.read(paths), options: .init(root: root))
        return result.diagnostics.filter { $0.id == "root-flow-ends" }.map {
            "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)"
        }
    }

    @Test func shellEndsWhereTheDriverSeesItEnd() throws {
        // `failed: back` in WebAuth's decision: ScenariosRootEnds sees Shell cancelled by it.
        #expect(try places(root: "Shell") == ["webauth.flow.yaml:14"])
    }

    @Test func aRootLockEndsByEveryWayItsSheetCloses() throws {
        // ScenariosModal: a root Lock's sheet closed by 'dismiss', by 'back', or pulled down ends Lock. Its
        // `needsPin` and `pinInstead` show that sheet over nothing; pin's `close` and `back`, scan's and hint's
        // `close` close it; hint's `back` returns to pin.
        #expect(
            try places(root: "Lock") == [
                "lock.flow.yaml:12", "lock.flow.yaml:19", "lock.flow.yaml:25", "lock.flow.yaml:26",
                "lock.flow.yaml:30", "lock.flow.yaml:33",
            ])
    }

    @Test func nothingWithoutARoot() throws {
        #expect(try places(root: nil).isEmpty)
    }
}
