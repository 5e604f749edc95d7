// FlowDeepLink: how a URL is taken apart and matched against a flow file's patterns; FlowDeepLinkMatch's values.

import Foundation
import Testing

@_spi(Generated) @testable import FlowcRuntime

struct DeepLinkParsingTests {
    func link(_ text: String) throws -> FlowDeepLink {
        FlowDeepLink(url: try #require(URL(string: text)))
    }

    @Test func aCustomSchemesHostIsTheFirstSegment() throws {
        let link = try link("myapp://items/42?ref=mail")
        #expect(link.pathSegments == ["items", "42"])
        #expect(link.queryItems == ["ref": "mail"])
        #expect(!link.hasFragment)
        #expect(try self.link("myapp:///items/42").pathSegments == ["items", "42"], "no host")
    }

    @Test(arguments: [
        "https://shop.example.com/items/42", "http://shop.example.com/items/42", "HTTPS://shop.example.com/items/42/",
    ])
    func aWebHostIsTheSite(url: String) throws {
        #expect(try link(url).pathSegments == ["items", "42"])
    }

    @Test func segmentsArePercentDecodedOneByOne() throws {
        #expect(
            try link("myapp://search/caf%C3%A9%20au%20lait/a%2Fb").pathSegments == ["search", "café au lait", "a/b"])
    }

    @Test func queryItemsTakeTheFirstOfARepeatedName() throws {
        #expect(try link("myapp://items?a=1&a=2&b&c=%20x").queryItems == ["a": "1", "b": "", "c": " x"])
    }

    @Test func aURLWithAFragmentMatchesNothing() throws {
        let link = try link("https://shop.example.com/items/42#reviews")
        #expect(link.hasFragment)
        #expect(link.match("/items/{id}") == nil)
        #expect(
            try self.link("https://shop.example.com/items/42#").match("/items/{id}") != nil, "an empty fragment is none"
        )
    }

    @Test func literalsMustBeEqualAndPlaceholdersTakeTheSegments() throws {
        let link = try link("myapp://items/42/reviews")
        #expect(link.match("/items/{id}/reviews")?.values == ["id": "42"])
        #expect(link.match("/items/{id}/{tab}")?.values == ["id": "42", "tab": "reviews"])
        #expect(link.match("/orders/{id}/reviews") == nil)
        #expect(link.match("/items/{id}") == nil, "fewer segments")
        #expect(link.match("/items/{id}/reviews/{page}") == nil, "more segments")
        #expect(try self.link("https://shop.example.com/").match("/")?.values == [:])
    }

    @Test func aPatternBoundToASchemeMatchesThatSchemeOnly() throws {
        let pattern = "firefox://open-url?url={url}"
        #expect(try link("firefox://open-url?url=a.org").match(pattern)?.values == ["url": "a.org"])
        #expect(try link("FireFox://open-url").match(pattern) != nil, "schemes compare without case")
        #expect(try link("https://news.example.com/open-url?url=evil").match(pattern) == nil, "a web page")
        #expect(try link("myapp://open-url?url=a.org").match(pattern) == nil, "another scheme")
        #expect(try link("https://news.example.com/open-url?url=evil").match("/open-url?url={url}") != nil, "any")
    }

    @Test func schemesOfPatternsCompareWithoutCase() throws {
        #expect(try link("https://example.org/open").match("HTTPS://Example.org/open") != nil)
        #expect(try link("https://other.org/example.org/open").match("HTTPS://example.org/open") == nil)
        #expect(try link("myapp:///x").match("myapp:///x") != nil, "no host")
        #expect(try link("MyApp://x").match("myapp://x") != nil)
    }

    @Test func literalsHoldTheSegmentCharactersOfMatrixIds() throws {
        let pattern = "https://matrix.to/#/!lobby:example.org"
        #expect(try link("https://matrix.to/#/!lobby:example.org").match(pattern)?.values == [:])
        #expect(try link("https://matrix.to/#/%21lobby%3Aexample.org").match(pattern) != nil, "percent-decoded")
        #expect(try link("https://matrix.to/#/!other:example.org").match(pattern) == nil)
        #expect(try link("myapp://users/@ada:example.org").match("/users/@ada:example.org") != nil)
    }

    @Test func queryPlaceholdersAreOptional() throws {
        #expect(try link("myapp://items/42").match("/items/{id}?ref={ref}")?.values == ["id": "42"])
        #expect(
            try link("myapp://items/42?ref=mail&x=1").match("/items/{id}?ref={ref}")?.values == [
                "id": "42", "ref": "mail",
            ])
        #expect(
            try link("myapp://items/42?ref=").match("/items/{id}?ref={ref}")?.values == ["id": "42"], "empty is absent")
    }

    @Test func requiredValuesOfEachType() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let match = FlowDeepLinkMatch(values: [
            "text": "café", "int": "42", "double": "2.5", "bool": "true", "uuid": uuid.uuidString, "empty": "",
        ])
        #expect(match.value("text") == "café")
        #expect(match.value("int") == 42)
        #expect(match.value("double") == 2.5)
        #expect(match.value("bool") == true)
        #expect(match.value("uuid") == uuid)
        #expect((match.value("empty") as String?) == nil)
        #expect((match.value("missing") as String?) == nil)
    }

    @Test func badTextIsNoValue() {
        let match = FlowDeepLinkMatch(values: [
            "int": "4x", "double": "two", "bool": "yes", "uuid": "not-a-uuid", "one": "1",
        ])
        #expect((match.value("int") as Int?) == nil)
        #expect((match.value("double") as Double?) == nil)
        #expect((match.value("bool") as Bool?) == nil)
        #expect((match.value("one") as Bool?) == nil)
        #expect((match.value("uuid") as UUID?) == nil)
        #expect((match.value("double") as Int?) == nil)
    }

    @Test func optionalValues() {
        let match = FlowDeepLinkMatch(values: ["tab": "notes", "page": "2", "bad": "x", "empty": ""])
        #expect((match.optionalValue("tab") as String??) == .some("notes"))
        #expect((match.optionalValue("page") as Int??) == .some(2))
        #expect((match.optionalValue("missing") as Int??) == .some(nil), "absent: no value, still a match")
        #expect((match.optionalValue("empty") as Int??) == .some(nil))
        #expect((match.optionalValue("bad") as Int??) == nil, "present but not an Int: no match")
    }
}
