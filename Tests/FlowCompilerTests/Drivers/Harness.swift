// Test harness of the drivers: compiled by GeneratedCodeTests together with the code flowc generates for Flows/
// and Drivers/Flows/, with nothing but Foundation (and a stand-in for the example app's Models module).
//
// Each scenario prints `ok    <group>: <name>` or `FAIL  <group>: <name>` followed by what failed; the test reads
// the report.

import FlowcRuntime
import Foundation

@MainActor var passedCount = 0
@MainActor var failedCount = 0
@MainActor var failures: [String] = []

@MainActor
func test(_ name: String, _ body: () -> Void) {
  failures = []
  body()
  report(name)
}

/// Counts and prints the scenario that just ran.
@MainActor
private func report(_ name: String) {
  if failures.isEmpty {
    passedCount += 1
    print("ok    \(name)")
  } else {
    failedCount += 1
    print("FAIL  \(name)")
    for failure in failures {
      print("        \(failure)")
    }
  }
}

/// A scenario that awaits the work coordinators start (format v2: async decisions).
@MainActor
func testAsync(_ name: String, _ body: () async -> Void) async {
  failures = []
  await body()
  report(name)
}

@MainActor
func expect(_ condition: Bool, _ message: @autoclosure () -> String = "", line: UInt = #line) {
  if !condition {
    failures.append("\(#fileID):\(line): expectation failed \(message())")
  }
}

@MainActor
func expectEqual<Value: Equatable>(
  _ actual: Value,
  _ expected: Value,
  _ message: String = "",
  file: StaticString = #fileID,
  line: UInt = #line
) {
  if actual != expected {
    failures.append("\(file):\(line): got \(actual), expected \(expected) \(message)")
  }
}

/// Fails the current scenario with a message (for `guard … else { return fail("…") }`).
@MainActor
func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
  failures.append("\(file):\(line): \(message)")
}

// MARK: - Sample values

/// Values of each type a flow uses, for the transition checks: `sample(tag)`, a different value per tag, so that a
/// check can tell which source a value came from (1: the event's `with`, 2: the step's params, 3: the flow's input,
/// 4: a child outcome's payload).
protocol DriverSample {
  static func sample(_ tag: Int) -> Self
}

func sample<Value: DriverSample>(_ tag: Int) -> Value { Value.sample(tag) }

extension String: DriverSample {
  static func sample(_ tag: Int) -> String { "v\(tag)" }
}

extension Int: DriverSample {
  static func sample(_ tag: Int) -> Int { tag }
}

extension Double: DriverSample {
  static func sample(_ tag: Int) -> Double { Double(tag) + 0.5 }
}

extension Bool: DriverSample {
  static func sample(_ tag: Int) -> Bool { tag % 2 == 1 }
}

extension UUID: DriverSample {
  static func sample(_ tag: Int) -> UUID {
    UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5\(tag % 10)")!
  }
}

extension Optional: DriverSample where Wrapped: DriverSample {
  static func sample(_ tag: Int) -> Wrapped? { .some(Wrapped.sample(tag)) }
}

extension Array: DriverSample where Element: DriverSample {
  static func sample(_ tag: Int) -> [Element] { [Element.sample(tag)] }
}

extension Dictionary: DriverSample where Key: DriverSample, Value: DriverSample {
  static func sample(_ tag: Int) -> [Key: Value] { [Key.sample(tag): Value.sample(tag)] }
}

// MARK: - Transition checks

/// How a transition came out, as text: `next <top step> <its style> <step count>`, `finish <outcome>`,
/// `leave <reason>` or `ignore`.
@MainActor
func describe<Flow: FlowDefinition>(_ transition: FlowTransition<Flow>) -> String {
  switch transition {
  case .next(let state):
    guard let top = state.top else { return "next empty" }
    return "next \(Flow.step(top.route).name) \(top.style.rawValue) \(state.steps.count)"
  case .finish(let outcome):
    let text = String(describing: outcome)
    return "finish " + String(text.prefix { $0 != "(" })
  case .leave(let reason):
    return "leave \(reason.rawValue)"
  case .ignore:
    return "ignore"
  case .request(let request):
    let text = String(describing: request)
    return "request " + String(text.prefix { $0 != "(" })
  case .showTab(let index):
    return "showTab \(index)"
  }
}

/// A typed deep link (format v2) reads back from the URL it writes, on a custom scheme and on https.
@MainActor
func checkLink<Link: FlowLink>(_ name: String, _ link: Link) {
  test("links: \(name) reads back from its URL") {
    expectEqual(Link(url: link.url), link, "\(link.url)")
    let web = link.url(base: URL(string: "https://example.com")!)
    expectEqual(Link(url: web), link, "\(web)")
  }
}

/// Compares a transition with what the flow file says: its shape, and the values of the new top route or outcome.
@MainActor
func expectTransition<Flow: FlowDefinition>(
  _ transition: FlowTransition<Flow>,
  _ expected: String,
  top: Flow.Route?,
  outcome: Flow.Outcome?
) {
  expectEqual(describe(transition), expected)
  if let top, case .next(let state) = transition {
    expectEqual(state.top?.route, top, "(the values of the new top route)")
  }
  if let outcome {
    expectEqual(transition, .finish(outcome), "(the outcome's values)")
  }
}

/// One handler of a flow file: put its step on top, send its event, and compare with what the flow file says.
@MainActor
func checkTransition<Flow: FlowDefinition>(
  _ name: String,
  _ state: FlowState<Flow>,
  _ event: Flow.Event,
  decisions: Flow.Decisions,
  expect expected: String,
  top: Flow.Route? = nil,
  outcome: Flow.Outcome? = nil
) {
  test("transitions: \(name)") {
    expectTransition(
      Flow.transition(from: state, on: event, decisions: decisions), expected, top: top, outcome: outcome)
  }
}

/// The start of a flow: its start step, with its params from the input.
@MainActor
func checkStart<Flow: FlowDefinition>(
  _ name: String,
  _ flow: Flow.Type,
  input: Flow.Input,
  decisions: Flow.Decisions,
  expect expected: String,
  top: Flow.Route? = nil,
  outcome: Flow.Outcome? = nil
) {
  test("transitions: \(name) starts") {
    expectTransition(Flow.startTransition(input: input, decisions: decisions), expected, top: top, outcome: outcome)
  }
}
