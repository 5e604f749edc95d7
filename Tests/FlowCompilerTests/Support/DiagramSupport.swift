import Foundation
import Testing

@testable import FlowCompiler

/// Helpers shared by the diagram tests.
enum DiagramSupport {
    static func compile(_ files: [(String, String)], root: String? = nil) -> Compiler.Result {
        Compiler.check(files.map { SourceFile(path: $0.0, text: $0.1) }, options: .init(root: root))
    }

    /// The example app of the repository (`Flows/`), compiled.
    static func exampleApp() throws -> Compiler.Result {
        let folder = ExternalTools.repository.appendingPathComponent("Flows").path
        let paths = try FileDiscovery.flowFiles(in: [folder])
        return Compiler.check(try FileDiscovery.read(paths), options: .init(root: "App"))
    }

    /// Every diagram flowc draws for a program: per flow, expanded, and the overview.
    /// `expanding` limits the expanded diagrams to those flows (each holds up to 1,500 nodes in a large program).
    static func allDiagrams(_ result: Compiler.Result, format: DiagramFormat, expanding: [String] = []) -> [OutputFile]
    {
        var files: [OutputFile] = []
        for (prefix, request) in [
            ("", DiagramRequest(format: format)),
            ("expanded-", DiagramRequest(format: format, expandSubflows: true, flows: expanding)),
            ("", DiagramRequest(format: format, overview: true)),
        ] {
            let drawn = DiagramGenerator.render(result.program, diagnostics: result.diagnostics, request: request)
            files += drawn.files.map { OutputFile(path: prefix + $0.path, contents: $0.contents) }
        }
        return files
    }

    /// Renders each DOT file with `dot -Tsvg` (or `layout` given); returns "file: stderr" for each that
    /// failed or printed anything, and the SVGs.
    static func renderDOT(
        _ files: [OutputFile], in directory: URL, program: String = "dot",
        arguments: [String] = ["-Tsvg"]
    ) throws -> (problems: [String], svgs: [String: String]) {
        let executable = try #require(ExternalTools.which(program))
        let paths = try files.map { file in
            let path = directory.appendingPathComponent(file.path).path
            try Data(file.contents).write(to: URL(fileURLWithPath: path))
            return path
        }
        // Two at a time: the machines have two cores, and `dot` runs single-threaded.
        let outputs = Outputs(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            outputs.set(index, Result { try ExternalTools.run(executable, arguments + [paths[index]]) })
        }
        var problems: [String] = []
        var svgs: [String: String] = [:]
        for (index, file) in files.enumerated() {
            let output = try outputs.get(index).get()
            if output.status != 0 || !output.stderr.isEmpty {
                problems.append("\(file.path): status \(output.status): \(output.stderr)")
            }
            svgs[file.path] = output.stdout
        }
        return (problems, svgs)
    }

    /// Writes Mermaid files and runs Mermaid's parser on all of them at once.
    static func checkMermaid(_ files: [OutputFile], in directory: URL) throws -> String {
        let paths = try files.map { file in
            let path = directory.appendingPathComponent(file.path).path
            try Data(file.contents).write(to: URL(fileURLWithPath: path))
            return path
        }
        return try ExternalTools.mermaidProblems(paths)
    }

    /// The texts and tooltips an SVG from Graphviz shows.
    static func svgTexts(_ svg: String) -> (texts: [String], tooltips: [String]) {
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        return (collector.texts, collector.tooltips)
    }
}

/// Results filled in by concurrent workers.
final class Outputs: @unchecked Sendable {
    private var results: [Result<ExternalTools.Output, any Error>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<ExternalTools.Output, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) -> Result<ExternalTools.Output, any Error> {
        lock.lock()
        defer { lock.unlock() }
        return results[index] ?? .failure(ExternalTools.ToolFailure(message: "not run"))
    }
}

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class SVGCollector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var tooltips: [String] = []
    private var current: String?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "text" { current = "" }
        if let title = attributes["xlink:title"] { tooltips.append(title) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text = current {
            texts.append(text)
            current = nil
        }
    }
}
