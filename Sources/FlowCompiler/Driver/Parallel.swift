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

    /// `map` for work that waits on the disk rather than the processor (reading outputs back, writing them with
    /// fsync): spread over `threads` threads, more than there are cores, since each fsync waits for the journal
    /// and concurrent ones share a commit.
    static func mapWaitingOnDisk<Value>(_ count: Int, threads: Int = 16, _ transform: @escaping (Int) -> Value)
        -> [Value]
    {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count: count)
        let indices = NextIndex(count: count)
        let shared = UncheckedTransform(transform: transform)
        let group = DispatchGroup()
        for _ in 0..<min(threads, count) {
            group.enter()
            let thread = Thread {
                while let index = indices.take() { slots.set(index, shared.transform(index)) }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        return slots.values
    }

    /// The callers' closures only read shared state that is complete before the work starts (the program, its
    /// cached analyses), which is what makes handing them to other threads safe.
    private struct UncheckedTransform<Value>: @unchecked Sendable {
        let transform: (Int) -> Value
    }

    /// The indices `0..<count`, each handed out once.
    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int

        init(count: Int) { self.count = count }

        func take() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
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
