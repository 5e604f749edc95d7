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

    @Test func aStepTrappedOnOneWayInShowsThatWay() {
        let found = notes(
            "no-exit",
            [
                (
                    "unlock.flow.yaml",
                    """
                    flow: Unlock
                    outcomes: { unlocked: {} }
                    start: check
                    steps:
                      check:
                        decide:
                          needsCode: code
                          ready: home
                      home:
                        on:
                          enterCode: code
                          done: { finish: unlocked }
                      code:
                        on:
                          back: back
                    """
                )
            ])
        #expect(
            found.first
                == "reached by check (needsCode) → code, no outcome can be reached from 'code': 'back' and 'dismiss' "
                + "return only to what that way left below it")
    }

    @Test func aDecisionsChoiceCannotPopToTheScreenItIsDecidedOn() {
        let result = Compiler.check([
            SourceFile(
                path: "quiz.flow.yaml",
                text: """
                    flow: Quiz
                    start: question
                    steps:
                      question:
                        on:
                          answer: grading
                      grading:
                        decide:
                          retry: { popTo: question }
                    """)
        ])
        let found = result.diagnostics.filter { $0.id == "pop-target" }
        #expect(found.map(\.message) == [
            "'popTo' names 'question', the current screen when 'grading' is decided: there is nothing to return to"
        ])
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "9:7")
        #expect(found.first?.notes.last?.message
            == "a decision shows nothing, so 'question', which leads to 'grading', stays the current screen, and "
            + "'popTo' returns to a screen below the current one; remove the choice, or go somewhere else")
    }
}
