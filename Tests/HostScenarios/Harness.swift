// The scenarios' harness: each prints `ok    <group>: <name>` or `FAIL  <group>: <name>` and what failed;
// HostScenariosTests reads the report.

import Foundation
import UIKit

@MainActor var failedCount = 0
@MainActor var failures: [String] = []

@MainActor
func scenario(_ name: String, group: String = "uikit", _ body: () -> Void) {
    failures = []
    UIKitModel.reset()
    body()
    report(name, group: group)
}

/// A scenario that waits for async work (format v2's async decisions) between its steps.
@MainActor
func asyncScenario(_ name: String, group: String = "uikit", _ body: () async -> Void) async {
    failures = []
    UIKitModel.reset()
    await body()
    report(name, group: group)
}

/// Prints how the scenario that just ran went, and counts it.
@MainActor
private func report(_ name: String, group: String) {
    failures += UIKitModel.violations.map { "UIKit: \($0)" }
    print((failures.isEmpty ? "ok    " : "FAIL  ") + "\(group): \(name)")
    for failure in failures {
        print("        \(failure)")
    }
    failedCount += failures.isEmpty ? 0 : 1
}

/// Lets the work that coordinators started (async decisions) run until it waits again.
@MainActor
func settleWork() async {
    for _ in 0..<20 { await Task.yield() }
}

@MainActor
func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition {
        failures.append("line \(line): \(message())")
    }
}

@MainActor
func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ message: String = "", line: UInt = #line) {
    if actual != expected {
        failures.append("line \(line): got \(actual), expected \(expected) \(message)")
    }
}
