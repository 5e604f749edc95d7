import Foundation

/// Wall time of each stage of a run, printed to standard error when `FLOWC_TIMINGS` is set (like rustc's
/// `-Z time-passes`): where a slow build spends its time, without a profiler. Off, it costs one check per stage.
/// Each stage's line is written when it ends, nothing is kept: a host that runs for hours holds no list of them.
public enum StageTimes {
    public static let isEnabled = ProcessInfo.processInfo.environment["FLOWC_TIMINGS"] != nil
    private static let start = ContinuousClock.now

    /// Runs `work`, and prints its wall time under `name` when timings are on.
    @discardableResult
    public static func measure<Value, Failure: Error>(
        _ name: @autoclosure () -> String, _ work: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled else { return try work() }
        _ = start  // the clock starts with the first stage
        let begin = ContinuousClock.now
        let value = try work()
        let line =
            "flowc timing: \(format(begin.duration(to: .now))) ms  \(name())  (done at \(format(start.duration(to: .now))) ms)\n"
        // One write per line: lines of stages that end together on several threads do not mix.
        FileHandle.standardError.write(Data(line.utf8))
        return value
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        let tenths = Int((milliseconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
