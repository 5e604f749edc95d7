import Testing

@testable import FlowCompiler

/// Notes that tell the user how to fix a problem: the fix must fit the place the problem is in.
struct DiagnosticWordingTests {
    private func notes(_ id: String, _ files: [(String, String)]) -> [String] {
        let result = Compiler.check(files.map { SourceFile(path: $0.0, text: $0.1) })
        return result.diagnostics.filter { $0.id == id }.flatMap { $0.notes.map(\.message) }
    }

    @Test func aValueMissingAfterAChildEndsBelongsInTheChildsOutcome() {
        let found = notes(
            "missing-value",
            [
                (
                    "pay.flow.yaml",
                    """
                    flow: Pay
                    start: start
                    steps:
                      start:
                        flow: Secure
                        on:
                          approved: receipt
                      receipt:
                        params: { orderId: Int }
                        terminal: true
                    """
                ),
                (
                    "secure.flow.yaml",
                    """
                    flow: Secure
                    outcomes: { approved: {} }
                    start: challenge
                    steps:
                      challenge:
                        on: { ok: { finish: approved } }
                    """
                ),
            ])
        #expect(found.contains("add 'orderId: Int' to the payload of outcome 'approved' of flow 'Secure'"))
        #expect(!found.contains { $0.contains("send it with") }, "a child's outcome handler sends no 'with'")
    }

    @Test func aLoopWithNoExitListsItsStepsInTheAuthorsOrder() {
        let found = notes(
            "no-exit",
            [
                (
                    "loop.flow.yaml",
                    """
                    flow: Loop
                    outcomes: { done: {} }
                    start: a
                    steps:
                      a:
                        on: { next: b }
                      b:
                        on: { next: c }
                      c:
                        on: { next: a }
                    """
                )
            ])
        #expect(found.contains { $0.hasPrefix("'a', 'b' and 'c' only lead to one another") })
    }
}
