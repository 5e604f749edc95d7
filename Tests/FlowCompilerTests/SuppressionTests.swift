import Foundation
import Testing

@testable import FlowCompiler

/// `# flowc:ignore check-id`: which warnings a comment silences, and what is reported about the comments.
struct SuppressionTests {
    private func lint(_ text: String) -> [Diagnostic] {
        Compiler.check([SourceFile(path: "auth.flow.yaml", text: text)]).diagnostics
    }

    /// Two unused outcomes (warnings at lines 4 and 5) and an unreachable step (an error at line 11).
    private func flow(cancelled: String = "", later: String = "", above: String = "", step: String = "") -> String {
        """
        flow: Auth
        outcomes:
          signedIn: {}
        \(above.isEmpty ? "" : "  \(above)\n")  cancelled: {}\(cancelled)
          later: {}\(later)
        start: login
        steps:
          login:\(step)
            on:
              submit: { finish: signedIn }
              other: { finish: signedIn }
        """
    }

    private func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.id)" }
    }

    @Test func withoutCommentsBothWarnings() {
        #expect(places(lint(flow())) == ["4:unused-outcome", "5:unused-outcome"])
    }

    @Test func aCommentSilencesItsLine() {
        #expect(places(lint(flow(cancelled: "  # flowc:ignore unused-outcome"))) == ["5:unused-outcome"])
    }

    @Test func aCommentAloneSilencesTheNextLine() {
        #expect(places(lint(flow(above: "# flowc:ignore unused-outcome -- kept for 2.0"))) == ["6:unused-outcome"])
    }

    @Test func idsAreSeparatedByCommasOrBlanks() {
        for ids in ["unused-outcome, unused-flow", "unused-flow unused-outcome", "unused-flow,unused-outcome"] {
            let diagnostics = lint(flow(later: "  #flowc:ignore \(ids)"))
            #expect(places(diagnostics) == ["4:unused-outcome", "5:unused-suppression"], "\(ids)")
        }
    }

    @Test func aCommentOnAStepsKeySilencesTheWholeStep() {
        let text = """
            flow: Scanner
            outcomes: { scanned: {}, cancelled: {} }
            start: scan
            steps:
              scan:  # flowc:ignore ignored-present
                present: sheet
                on:
                  found: { finish: scanned }
                  close: { finish: cancelled }
            """
        let unsilenced = lint(text.replacingOccurrences(of: "  # flowc:ignore ignored-present", with: ""))
        #expect(unsilenced.contains { $0.id == "ignored-present" && $0.location.line == 6 })
        #expect(lint(text).isEmpty)
    }

    @Test func errorsCannotBeSilenced() {
        let diagnostics = lint(
            """
            flow: Auth
            start: login
            steps:
              login: { terminal: true }
              lost: { terminal: true }  # flowc:ignore unreachable-step
            """)
        #expect(places(diagnostics) == ["5:unreachable-step", "5:invalid-suppression"])
        #expect(diagnostics.last?.message == "unreachable-step reports errors, which cannot be silenced")
    }

    @Test func anUnusedSuppressionIsRemovedByItsFixIt() throws {
        let text = flow(cancelled: "  # flowc:ignore unused-outcome", later: "  # flowc:ignore unused-flow")
        let unused = try #require(lint(text).first { $0.id == "unused-suppression" })
        #expect(unused.location.line == 5)
        #expect(unused.message.contains("unused-flow"))
        let fix = try #require(unused.fixIts.first)
        #expect(fix.isSafe && fix.replacement.isEmpty)
        #expect(fix.location.column == "  later: {}".count + 1)
    }

    @Test func anUnknownIdGetsADidYouMean() throws {
        let diagnostics = lint(flow(cancelled: "  # flowc:ignore unused-outcomes"))
        let invalid = try #require(diagnostics.first { $0.id == "invalid-suppression" })
        #expect(invalid.message == "unknown check 'unused-outcomes' in 'flowc:ignore'")
        #expect(invalid.fixIts.map(\.replacement) == ["unused-outcome"])
        #expect(diagnostics.filter { $0.id == "unused-outcome" }.count == 2)
    }

    @Test func aFlowWithErrorsHasNoUnusedSuppressions() {
        // Its program checks did not run: the warning may be missing, not silenced.
        let diagnostics = lint(flow(cancelled: "  # flowc:ignore unused-outcome") + "\n  bad: [1]")
        #expect(!diagnostics.contains { $0.id == "unused-suppression" })
    }

    @Test func aHashInQuotesIsNoComment() {
        let text = flow().replacingOccurrences(
            of: "flow: Auth", with: "flow: Auth\nsummary: 'sign in # flowc:ignore unused-outcome'")
        #expect(places(lint(text)) == ["5:unused-outcome", "6:unused-outcome"])
    }
}
