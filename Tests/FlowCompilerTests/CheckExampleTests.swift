import Testing

@testable import FlowCompiler

/// One test case per example of every check: the examples are the checks' documentation and their tests.
struct CheckExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var checkID: String
        var triggers: Bool
        var index: Int
        var example: CheckExample

        var testDescription: String { "\(checkID) \(triggers ? "triggers" : "does not trigger") #\(index + 1)" }
    }

    static let cases: [Case] = Checks.all.flatMap { check in
        check.triggering.enumerated().map { Case(checkID: check.id, triggers: true, index: $0, example: $1) }
            + check.nonTriggering.enumerated().map { Case(checkID: check.id, triggers: false, index: $0, example: $1) }
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) {
        let prepared = PreparedExample(testCase.example)
        let result = prepared.compile(root: testCase.example.root)
        let rendered = TextReporter(colored: false, sources: prepared.files).render(result.diagnostics)
        if testCase.triggers {
            let found = result.diagnostics.filter { $0.id == testCase.checkID }.map(\.place).sorted()
            #expect(!prepared.expected.isEmpty, "a triggering example marks at least one place with ↓")
            #expect(found == prepared.expected, "reported at \(found), expected at \(prepared.expected)\n\(rendered)")
            let others = Set(result.diagnostics.map(\.id)).subtracting([testCase.checkID])
            #expect(
                others.isSubset(of: testCase.example.alsoTriggers),
                "unexpected other checks \(others.sorted()) (list them in alsoTriggers if intended)\n\(rendered)")
        } else {
            #expect(prepared.expected.isEmpty, "a non-triggering example has no ↓ marker")
            #expect(result.diagnostics.isEmpty, "a non-triggering example compiles clean\n\(rendered)")
        }
    }

    @Test(arguments: Checks.all.map(\.id))
    func everyCheckIsDocumentedAndProven(_ id: String) throws {
        let check = try #require(Checks.description(of: id))
        #expect(!check.triggering.isEmpty, "\(id) needs an example that triggers it")
        #expect(!check.nonTriggering.isEmpty, "\(id) needs an example that does not trigger it")
        #expect(!check.explanation.isEmpty, "\(id) needs an explanation")
        #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "check ids are kebab-case")
    }

    @Test func checkIdsAreUnique() {
        let ids = Checks.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
