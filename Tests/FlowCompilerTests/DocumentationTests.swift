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
}
