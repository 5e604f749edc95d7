import Foundation
import Testing

/// A live value (`FlowLive`, format v2) is `Sendable` because only the main actor reads it: Swift refuses to read
/// it anywhere else, and accepts it on the main actor.
struct LiveValueIsolationTests {
    func typeCheck(_ code: String, named name: String) throws -> Toolchain.Output {
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        let directory = Repository.path(".build/flowc-tests/live-isolation")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/\(name).swift"
        try code.write(toFile: file, atomically: true, encoding: .utf8)
        return try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-swift-version", "6"] + runtime.arguments + [file])
    }

    static let session = """
        import FlowcRuntime

        /// An app's session: a class that is not Sendable, as most are.
        final class Session {
            var token = ""
        }

        """

    @Test func theMainActorReadsALiveValue() throws {
        let check = try typeCheck(
            Self.session + """
                @MainActor func token(of live: FlowLive<Session>) -> String { live.value.token }

                """, named: "OnMain")
        #expect(check.succeeded, "\(check.output)")
    }

    @Test func noOtherIsolationCanReadIt() throws {
        let check = try typeCheck(
            Self.session + """
                func token(of live: FlowLive<Session>) async -> String { live.value.token }

                """, named: "OffMain")
        #expect(!check.succeeded)
        #expect(check.output.contains("main actor-isolated property 'value'"), "\(check.output)")
    }
}
