import Foundation
import Synchronization

/// Work on every core whose results come back in input order, whatever the scheduling, so every output stays
/// deterministic. Files are read, and flows' files generated, this way.
///
/// Checked by Swift's concurrency checking: the work is `@Sendable` (it may only share what is safe to share:
/// the program and its analyses are immutable, or guard what they fill in with a `Mutex`), and the results come
/// back through a `Mutex`.
enum Parallel {
    static func map<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(index))
        }
        return slots.values
    }

    /// `map` for work that waits on the disk rather than the processor (reading outputs back, writing them with
    /// fsync): spread over `threads` threads, more than there are cores, since each fsync waits for the journal
    /// and concurrent ones share a commit.
    static func mapWaitingOnDisk<Value: Sendable>(
        _ count: Int, threads: Int = 16, _ transform: @escaping @Sendable (Int) -> Value
    ) -> [Value] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count: count)
        let indices = NextIndex(count: count)
        let group = DispatchGroup()
        for _ in 0..<min(threads, count) {
            group.enter()
            let thread = Thread {
                while let index = indices.take() { slots.set(index, transform(index)) }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        return slots.values
    }

    /// The indices `0..<count`, each handed out once.
    private final class NextIndex: Sendable {
        private let next = Mutex(0)
        private let count: Int

        init(count: Int) { self.count = count }

        func take() -> Int? {
            next.withLock { next in
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }

    /// Slots filled concurrently, each by exactly one worker.
    private final class Slots<Value: Sendable>: Sendable {
        private let slots: Mutex<[Value?]>

        init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

        func set(_ index: Int, _ value: Value) { slots.withLock { $0[index] = value } }
        var values: [Value] { slots.withLock { $0.map { $0! } } }
    }
}
