import Foundation

/// Wall time of each stage of a run, printed to standard error when `FLOWC_TIMINGS` is set (like rustc's
/// `-Z time-passes`): where a slow build spends its time, without a profiler. Off, it costs one check per stage.
public enum StageTimes {
    public static let isEnabled = ProcessInfo.processInfo.environment["FLOWC_TIMINGS"] != nil
    private static let start = ContinuousClock.now
    nonisolated(unsafe) private static var lines: [String] = []
    private static let lock = NSLock()

    /// Runs `work`, recording its wall time under `name` when timings are on.
    @discardableResult
    public static func measure<Value, Failure: Error>(
        _ name: @autoclosure () -> String, _ work: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled else { return try work() }
        _ = start  // the clock starts with the first stage
        let begin = ContinuousClock.now
        let value = try work()
        record(name(), begin.duration(to: .now))
        return value
    }

    private static func record(_ name: String, _ duration: Duration) {
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        let since = ContinuousClock.now - start
        let at = Double(since.components.attoseconds) / 1e15 + Double(since.components.seconds) * 1e3
        lock.withLock { lines.append("\(format(milliseconds)) ms  \(name)  (done at \(format(at)) ms)") }
    }

    /// Prints what was recorded, once, at the end of a run.
    public static func report() {
        guard isEnabled else { return }
        let text = lock.withLock { lines.joined(separator: "\n") }
        FileHandle.standardError.write(Data("flowc timings:\n\(text)\n".utf8))
    }

    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
