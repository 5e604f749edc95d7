import Testing

@testable import FlowCompiler

/// The value resolution the checks and the code generator share, tested on its own.
struct ValueFlowTests {
    /// The program of some flow files, and its value flow.
    private func analyse(_ files: [(String, String)]) -> (Program, ValueFlow) {
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let program = Compiler.check(sources).program
        return (program, ValueFlow.of(program))
    }

    /// The resolution of `event` on step `step` of flow `flow`.
    private func resolution(
        _ program: Program, _ values: ValueFlow, flow: String, step: String, event: String
    ) throws -> ValueFlow.Resolution {
        let flowIndex = try #require(program.index(ofFlow: flow))
        let stepIndex = try #require(program.flows[flowIndex].index(ofStep: step))
        let handler = try #require(
            program.flows[flowIndex].steps[stepIndex].handlers.firstIndex { $0.event.value == event })
        return try #require(values.resolution(flow: flowIndex, step: stepIndex, handler: handler))
    }

    /// name → (source kind, status), for compact expectations.
    private func summary(_ resolution: ValueFlow.Resolution) -> [String: String] {
        var result: [String: String] = [:]
        for binding in resolution.bindings {
            result[binding.target.name.value] = "\(binding.source?.kind.rawValue ?? "-") \(binding.status)"
        }
        return result
    }

    @Test func sourcesInPrecedenceOrder() throws {
        let (program, values) = analyse([
            (
                "parent.flow.yaml",
                """
                flow: Parent
                input: { a: Int, b: Int, c: Int, d: Int }
                outcomes:
                  done: { a: Int, b: Int, c: Int, d: Int, e: Int }
                start: child
                steps:
                  child:
                    flow: Child
                    on:
                      finished: { finish: done, with: { a: Int } }
                """
            ),
            (
                "child.flow.yaml",
                """
                flow: Child
                outcomes:
                  finished: { a: String, b: String, c: String, d: String, e: Int }
                start: only
                steps:
                  only:
                    on:
                      end: { finish: finished, with: { a: String, b: String, c: String, d: String, e: Int } }
                """
            ),
        ])
        let resolved = try resolution(program, values, flow: "Parent", step: "child", event: "finished")
        // `with` first, then the step's params (a subflow step has none), the input, and the child's payload.
        #expect(
            summary(resolved) == [
                "a": "with provided", "b": "input provided", "c": "input provided", "d": "input provided",
                "e": "childPayload provided",
            ])
        #expect(resolved.bindings.allSatisfy { $0.destination == .outcomePayload(outcome: "done") })
        let payload = try #require(resolved.bindings.first { $0.target.name.value == "e" }?.source)
        #expect(payload.childOutcome?.flow == "Child")
        #expect(payload.childOutcome?.outcome == "finished")
        #expect(payload.location?.file == "child.flow.yaml")
        #expect(resolved.available.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(resolved.available.map(\.kind) == [.with, .input, .input, .input, .childPayload])
        #expect(resolved.isReliable)
    }

    @Test func screenParamsFromWithParamsAndInput() throws {
        let (program, values) = analyse([
            (
                "auth.flow.yaml",
                """
                flow: Auth
                input: { email: String?, region: String }
                start: login
                steps:
                  login:
                    params: { email: String?, region: Int }
                    on:
                      submit: { to: verify, with: { phone: String } }
                  verify:
                    params: { phone: String?, email: String?, region: Int, attempt: Int?, code: String }
                    terminal: true
                """
            )
        ])
        let resolved = try resolution(program, values, flow: "Auth", step: "login", event: "submit")
        #expect(
            summary(resolved) == [
                "phone": "with provided",  // String fills String?
                "email": "param provided",
                "region": "param provided",  // the step's param wins over the input's String
                "attempt": "nilValue nilFilled",
                "code": "- missing",
            ])
        #expect(resolved.bindings.map(\.target.name.value) == ["phone", "email", "region", "attempt", "code"])
        #expect(resolved.location.line == 8)
        #expect(resolved.decision == nil)

        let start = try #require(values.start(ofFlow: 0))
        #expect(start.step == nil && start.handler == nil)
        #expect(summary(start) == ["email": "input provided", "region": "input mismatch"])
        #expect(start.location.line == 3)
    }

    @Test func valuesDoNotPassThroughDecisions() throws {
        let (program, values) = analyse([
            (
                "pay.flow.yaml",
                """
                flow: Pay
                input: { cartId: UUID }
                start: cart
                steps:
                  cart:
                    params: { cartId: UUID }
                    on:
                      pay: { to: route, with: { amount: Double } }
                  route:
                    decide:
                      card: { to: card, with: { token: String } }
                  card:
                    params: { cartId: UUID, amount: Double, token: String }
                    terminal: true
                """
            )
        ])
        let into = try resolution(program, values, flow: "Pay", step: "cart", event: "pay")
        #expect(into.bindings.isEmpty)
        let choice = try resolution(program, values, flow: "Pay", step: "route", event: "card")
        #expect(choice.decision == "route")
        #expect(summary(choice) == ["cartId": "input provided", "amount": "- missing", "token": "with provided"])
    }

    @Test func tabsFillEveryTabAndHandleTabOutcomes() throws {
        let (program, values) = analyse([
            (
                "main.flow.yaml",
                """
                flow: Main
                start: home
                steps:
                  home:
                    on:
                      open: { to: tabs, with: { userId: UUID } }
                  tabs:
                    tabs: [Feed, Settings]
                    on:
                      Feed.closed: bye
                      Settings.closed: bye
                      Other.closed: bye
                  bye:
                    params: { reason: String }
                    terminal: true
                """
            ),
            (
                "feed.flow.yaml",
                """
                flow: Feed
                input: { userId: UUID }
                outcomes: { closed: { reason: String } }
                start: list
                steps:
                  list:
                    on: { close: { finish: closed, with: { reason: String } } }
                """
            ),
            (
                "settings.flow.yaml",
                """
                flow: Settings
                input: { userId: UUID?, theme: String }
                outcomes: { closed: { reason: Int } }
                start: list
                steps:
                  list:
                    on: { close: { finish: closed, with: { reason: Int } } }
                """
            ),
        ])
        let open = try resolution(program, values, flow: "Main", step: "home", event: "open")
        #expect(
            open.bindings.map { "\($0.destination) \($0.target.name.value) \($0.status)" } == [
                "childInput(step: \"tabs\", flow: \"Feed\") userId provided",
                "childInput(step: \"tabs\", flow: \"Settings\") userId provided",
                "childInput(step: \"tabs\", flow: \"Settings\") theme missing",
            ])
        let feed = try resolution(program, values, flow: "Main", step: "tabs", event: "Feed.closed")
        #expect(summary(feed) == ["reason": "childPayload provided"])
        let settings = try resolution(program, values, flow: "Main", step: "tabs", event: "Settings.closed")
        #expect(summary(settings) == ["reason": "childPayload mismatch"])

        // A handler for a flow that is not one of the tabs is unknown-handler's: it is not resolved.
        let flow = try #require(program.index(ofFlow: "Main"))
        let step = try #require(program.flows[flow].index(ofStep: "tabs"))
        #expect(values.resolution(flow: flow, step: step, handler: 2) == nil)
    }

    @Test func navigationNeedsNoValuesAndUnknownNamesAreSkipped() throws {
        let (program, values) = analyse([
            (
                "nav.flow.yaml",
                """
                flow: Nav
                outcomes: { done: { id: Int } }
                start: first
                steps:
                  first:
                    on:
                      next: second
                      typo: secnd
                      end: { finish: dnoe }
                  second:
                    params: { id: Int? }
                    on:
                      back: back
                      close: dismiss
                      top: { popTo: first }
                      done: { finish: done }
                """
            )
        ])
        #expect(try resolution(program, values, flow: "Nav", step: "second", event: "back").bindings.isEmpty)
        #expect(try resolution(program, values, flow: "Nav", step: "second", event: "close").bindings.isEmpty)
        #expect(try resolution(program, values, flow: "Nav", step: "second", event: "top").bindings.isEmpty)
        // `id: Int?` does not fill `id: Int`.
        #expect(
            try summary(resolution(program, values, flow: "Nav", step: "second", event: "done")) == [
                "id": "param mismatch"
            ])
        #expect(values.resolution(flow: 0, step: 0, handler: 1) == nil)
        #expect(values.resolution(flow: 0, step: 0, handler: 2) == nil)
        #expect(values.resolution(flow: 5, step: 0, handler: 0) == nil)
    }

    @Test func unreadableTypesAndIncompleteFlowsAreNotJudged() throws {
        let (program, values) = analyse([
            (
                "odd.flow.yaml",
                """
                flow: Odd
                start: first
                steps:
                  first:
                    on:
                      next: { to: second, with: { a: "Array<Int>", b: Int } }
                  second:
                    params: { a: "[Int]", b: "Int!", c: "Optional<Int>" }
                    terminal: maybe
                  third:
                    on: [next]
                """
            )
        ])
        let resolved = try resolution(program, values, flow: "Odd", step: "first", event: "next")
        #expect(summary(resolved) == ["a": "with unknownType", "b": "with unknownType", "c": "- unknownType"])
        // The wrong values made the file's flow incomplete: a dropped entry could have been a source.
        #expect(!resolved.isReliable)
    }
}
