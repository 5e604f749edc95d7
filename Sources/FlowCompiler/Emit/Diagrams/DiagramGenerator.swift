import Foundation

public enum DiagramFormat: String, Sendable, CaseIterable {
    case dot
    case mermaid

    public var fileExtension: String { self == .dot ? "dot" : "mmd" }
}

/// What `flowc graph` draws.
public struct DiagramRequest: Sendable {
    public var format: DiagramFormat
    /// The app's coordinator hierarchy instead of one diagram per flow.
    public var overview: Bool
    /// Subflows and tabs drawn inline as clusters (cycles drawn once).
    public var expandSubflows: Bool
    /// Only these flows (by name); empty means every flow.
    public var flows: [String]

    public init(format: DiagramFormat, overview: Bool = false, expandSubflows: Bool = false, flows: [String] = []) {
        self.format = format
        self.overview = overview
        self.expandSubflows = expandSubflows
        self.flows = flows
    }
}

/// Builds and renders diagrams: the model first (format-neutral), then one renderer per format.
public enum DiagramGenerator {
    public struct Result: Sendable {
        /// Paths relative to the output directory, in program order: `Auth.dot`, `app-overview.mmd`,
        /// `Big.part-2.mmd` …
        public var files: [OutputFile]
        /// What was folded, split or laid out differently to stay drawable (also written into the diagrams).
        public var warnings: [String]
    }

    /// The diagram of one flow. `diagnostics` are the compiler's: steps they report as unreachable, dead ends
    /// or without exit are drawn in red.
    public static func flowDiagram(
        _ flow: Flow, in program: Program, diagnostics: [Diagnostic], expandSubflows: Bool = false
    ) -> Diagram {
        FlowDiagramBuilder.build(flow, in: program, problems: ProblemSteps(diagnostics), expand: expandSubflows)
    }

    /// The app: which flow starts which, through which steps, handling which outcomes.
    public static func overview(_ program: Program) -> Diagram {
        OverviewBuilder.build(program)
    }

    public static func render(_ program: Program, diagnostics: [Diagnostic], request: DiagramRequest) -> Result {
        var names = FileNames()
        // The diagrams are independent once the program is checked: each is built, fitted and rendered on any core,
        // and comes back in program order (file names are given first, in that order).
        let drawn: [(files: [OutputFile], warnings: [String])]
        var skipped: [String] = []
        if request.overview {
            drawn = [draw(names.unique("app-overview"), overview(program), request.format)]
        } else {
            let problems = ProblemSteps(diagnostics)
            let wanted = Set(request.flows)
            let chosen = program.flows.indices.filter {
                wanted.isEmpty || wanted.contains(program.flows[$0].name.value)
            }
            // A name over the limit cannot name a file (name-too-long reports it): that flow is not drawn.
            let flows = chosen.filter { !Names.isTooLong(program.flows[$0].name.value) }
            skipped = chosen.filter { Names.isTooLong(program.flows[$0].name.value) }.map {
                "flow '\(Names.shown(program.flows[$0].name.value))' is not drawn: its name is over \(Names.maxLength) characters (name-too-long)"
            }
            let bases = flows.map { names.unique(program.flows[$0].name.value) }
            drawn = Parallel.map(flows.count) { slot in
                let diagram = FlowDiagramBuilder.build(
                    program.flows[flows[slot]], in: program, problems: problems, expand: request.expandSubflows)
                return draw(bases[slot], diagram, request.format)
            }
        }
        return Result(files: drawn.flatMap(\.files), warnings: skipped + drawn.flatMap(\.warnings))
    }

    /// One diagram's files (several for a Mermaid diagram split in parts) and what fitting it changed.
    private static func draw(_ base: String, _ diagram: Diagram, _ format: DiagramFormat) -> (
        files: [OutputFile], warnings: [String]
    ) {
        var files: [OutputFile] = []
        var warnings: [String] = []
        let ext = format.fileExtension
        switch format {
        case .dot:
            let fitted = DiagramFitting.forDOT(diagram)
            files.append(OutputFile(path: "\(base).\(ext)", text: DOTRenderer.render(fitted)))
            warnings += fitted.notes.dropFirst(diagram.notes.count).map { "\(base).\(ext): \($0)" }
        case .mermaid:
            let parts = DiagramFitting.forMermaid(diagram)
            let width = String(parts.count).count
            for (index, part) in parts.enumerated() {
                let suffix =
                    parts.count == 1
                    ? "" : ".part-" + String(repeating: "0", count: width - String(index + 1).count) + "\(index + 1)"
                files.append(OutputFile(path: "\(base)\(suffix).\(ext)", text: part.text))
            }
            if let first = parts.first {
                warnings += first.diagram.notes.dropFirst(diagram.notes.count).map { "\(base).\(ext): \($0)" }
            }
        }
        return (files, warnings)
    }

    /// File names from flow names: only `A-Z a-z 0-9 _ -` kept (a hostile name cannot leave the directory),
    /// and unique even on a case-insensitive file system.
    struct FileNames {
        private var taken: Set<String> = []

        mutating func unique(_ name: String) -> String {
            var base = String(
                String.UnicodeScalarView(
                    name.unicodeScalars.map {
                        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                            ? $0 : "_"
                    }))
            if base.isEmpty || base.hasPrefix("-") { base = "flow" + base }
            var candidate = base
            var number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                candidate = "\(base)-\(number)"
                number += 1
            }
            return candidate
        }
    }
}
