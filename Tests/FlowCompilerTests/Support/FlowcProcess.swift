import Foundation

/// Runs the built `flowc` binary (it sits beside the test bundle) and captures what it prints.
struct FlowcProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The process did not end within the timeout and was killed.
        var timedOut = false
    }

    /// The products folder holds both the test bundle and `flowc`; where the bundle URL points differs by platform.
    static var executable: URL {
        let bundle = Bundle(for: Marker.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(), bundle.appendingPathComponent("debug")]
        for directory in candidates {
            let url = directory.appendingPathComponent("flowc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return bundle.deletingLastPathComponent().appendingPathComponent("flowc")
    }

    private final class Marker {}

    static func run(_ arguments: [String], in directory: String? = nil, timeout: TimeInterval = 120) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A watchdog: a hang is a failure to report, not a test run that never ends.
        let finished = DispatchSemaphore(value: 0)
        let watchdog = DispatchQueue.global()
        nonisolated(unsafe) var killed = false
        watchdog.async {
            if finished.wait(timeout: .now() + timeout) == .timedOut {
                killed = true
                process.terminate()
            }
        }
        // Read before waiting, so a large output cannot fill the pipe and block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        finished.signal()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self),
            timedOut: killed)
    }
}
