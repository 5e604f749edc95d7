import Foundation

/// Work on every core whose results come back in input order, whatever the scheduling, so every output stays
/// deterministic. Files are read, and flows' files generated, this way.
enum Parallel {
    static func map<Value>(_ count: Int, _ transform: (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let shared = UncheckedTransform(transform: transform)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.set(index, shared.transform(index))
            }
        }
        return slots.values
    }

    /// The callers' closures only read shared state that is complete before the work starts (the program, its
    /// cached analyses), which is what makes handing them to other threads safe.
    private struct UncheckedTransform<Value>: @unchecked Sendable {
        let transform: (Int) -> Value
    }

    /// Slots filled concurrently, each by exactly one worker.
    private final class Slots<Value>: @unchecked Sendable {
        private var slots: [Value?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }
        var values: [Value] { lock.withLock { slots.map { $0! } } }
    }
}
