import Testing

@testable import FlowCompiler

/// The docs that are generated from code must be current: a changed check shows up in its docs in review.
struct DocumentationTests {
    @Test func checksPageIsCurrent() throws {
        let committed = try Repository.text("docs/checks.md")
        #expect(committed == CheckDocumentation.page(), "docs/checks.md is stale: run scripts/gen-docs")
    }

    @Test func everyCheckIsInTheFormatReference() throws {
        let page = try Repository.text("docs/checks.md")
        for check in Checks.all {
            #expect(page.contains("## \(check.id) ("), "\(check.id) is missing from docs/checks.md")
        }
    }

    @Test func everyDiffChangeIsDocumentedAndInTheSchema() throws {
        let page = try Repository.text("docs/diff.md")
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("#### ") }
        let schema = try Repository.text("docs/schema/flowc-config.schema.json")
        for kind in FlowChange.Kind.allCases {
            #expect(
                headings.contains { $0.contains(kind.rawValue) }, "\(kind.rawValue) has no heading in docs/diff.md")
            #expect(schema.contains("\"\(kind.rawValue)\""), "\(kind.rawValue) is not in flowc-config.schema.json")
        }
    }
}
