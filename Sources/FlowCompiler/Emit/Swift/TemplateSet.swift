import FlowcTemplates
import Foundation
import Mustache
import Synchronization

/// The Mustache templates the Swift generator renders: the defaults built into flowc (`BuiltInTemplates`: the
/// files of `Templates/`, embedded by SwiftPM), each replaceable by a file of the same name in a
/// `--templates` directory. Other `*.mustache` files there are partials the templates may include (`{{> name}}`).
public struct TemplateSet: Sendable {
    /// Why a template cannot be used: the file and, for a parse error, its line and column.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var message: String

        public var description: String {
            var place = file
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            return "\(place): error: \(message)"
        }
    }

    /// The templates the generator renders, by file name.
    public static let flowTemplate = "Flow.swift.mustache"
    public static let templateNames = [flowTemplate]

    /// The templates flowc renders, each in the pieces it was parsed in.
    private var templates: [String: [MustacheTemplate]]
    private var library: MustacheLibrary
    /// Each template's file (for messages) and text.
    /// Each template's file and tags, by name: where an unknown name is read (the tags were scanned to parse).
    private var scannedSources: [String: (path: String, tags: [TemplateTags.Tag])]

    /// The built-in templates, ready to render those named in `rendering` (by default all).
    public static func builtIn(rendering: [String] = templateNames) throws(Failure) -> TemplateSet {
        try TemplateSet(
            sources: BuiltInTemplates.all.map { ($0.name, "Templates/\($0.name) (built in)", $0.text) },
            rendering: rendering)
    }

    /// The built-in templates, with those of `directory` in their place (matched by file name), ready to render
    /// those named in `rendering`: only they (and the partials) are parsed, so only their errors are reported.
    public static func load(overridingWith directory: String?, rendering: [String] = templateNames) throws(Failure)
        -> TemplateSet
    {
        guard let directory else { return try builtIn(rendering: rendering) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(file: directory, message: "no such templates directory")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".mustache") }.sorted()
        } catch {
            throw Failure(file: directory, message: "cannot read the templates directory")
        }
        var sources = BuiltInTemplates.all.map { ($0.name, "Templates/\($0.name) (built in)", $0.text) }
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                throw Failure(file: path, message: "cannot read the template (is it UTF-8 text?)")
            }
            if let index = sources.firstIndex(where: { $0.0 == name }) {
                sources[index] = (name, path, text)
            } else {
                sources.append((name, path, text))
            }
        }
        return try TemplateSet(sources: sources, rendering: rendering)
    }

    /// Parses each template; any error names its file, line and column. A template is parsed in pieces of at
    /// least `pieceSize` bytes (`TemplateTags` says why); one that other templates include is also parsed whole.
    init(
        sources: [(name: String, path: String, text: String)], rendering: [String] = templateNames,
        pieceSize: Int = 1024
    ) throws(Failure) {
        var templates: [String: [MustacheTemplate]] = [:]
        var library = MustacheLibrary()
        let scanned = sources.map { TemplateTags($0.text) }
        // A partial is named without its extensions: `{{> header}}` is `header.mustache`.
        let partialNames = sources.map { String($0.name.prefix { $0 != "." }) }
        let included = Set(
            scanned.flatMap {
                $0.tags.filter { $0.sigil == UInt8(ascii: ">") || $0.sigil == UInt8(ascii: "<") }.map(\.name)
            })
        let includesByVariable = included.contains { $0.hasPrefix("*") }
        // What to parse: each rendered template in pieces, each included one whole. All of it on every core; the
        // first error in the order of the sources is reported.
        var jobs: [(source: Int, piece: TemplateTags.Piece, isPartial: Bool)] = []
        for (index, source) in sources.enumerated() {
            if rendering.contains(source.name) {
                jobs += scanned[index].pieces(ofAtLeast: pieceSize).map { (index, $0, false) }
            }
            if !Self.isMain(source.name) || includesByVariable || included.contains(partialNames[index]) {
                jobs.append((index, TemplateTags.Piece(text: source.text[...], firstLine: 1), true))
            }
        }
        let parsed = Parallel.map(jobs.count) { [jobs] slot in
            let job = jobs[slot]
            return Result { () throws(Failure) in
                try Self.parse(job.piece.text, path: sources[job.source].path, firstLine: job.piece.firstLine)
            }
        }
        for (job, result) in zip(jobs, parsed) {
            let template = try result.get()
            if job.isPartial {
                library.register(template, named: partialNames[job.source])
            } else {
                templates[sources[job.source].name, default: []].append(template)
            }
        }
        let available = Set(partialNames)
        for (index, source) in sources.enumerated() where rendering.contains(source.name) || !Self.isMain(source.name) {
            try Self.checkPartials(scanned[index], path: source.path, available: available)
        }
        for name in rendering where templates[name] == nil {
            throw Failure(file: "Templates/\(name)", message: "the template is missing")
        }
        self.templates = templates
        self.library = library
        self.scannedSources = Dictionary(
            zip(sources, scanned).map { ($0.name, ($0.path, $1.tags)) }, uniquingKeysWith: { $1 })
    }

    /// Whether the template `template` itself reads the name `tag` (a section or a variable), partials aside.
    func uses(_ tag: String, in template: String) -> Bool {
        scannedSources[template]?.tags.contains { $0.name == tag } ?? false
    }

    /// Renders the template `name` with a view model. A name the template reads that no view model offers
    /// (a typo in a custom template) would render as nothing: it is an error at the tag's line and column.
    func render(_ name: String, _ model: TemplateValue) throws(Failure) -> String {
        let root = RecordingRoot(model)
        guard let pieces = templates[name] else {
            throw Failure(file: "Templates/\(name)", message: "the template was not loaded to be rendered")
        }
        var text = ""
        for piece in pieces {
            text += piece.render(root, library: library)
        }
        if let unknown = root.unknownNames.first {
            throw unknownNameFailure(unknown)
        }
        return text
    }

    /// Where a template (or a partial) reads `name`: the first tag naming it.
    private func unknownNameFailure(_ name: String) -> Failure {
        let message = "the template reads '\(name)', which flowc does not provide (see FlowViewModel.swift)"
        for (_, source) in scannedSources.sorted(by: { $0.key < $1.key }) {
            let tag = source.tags.first { tag in
                !Self.nameless.contains(tag.sigil) && tag.name.prefix { $0 != " " && $0 != "." } == name
            }
            if let tag {
                return Failure(file: source.path, line: tag.line, column: tag.column, message: message)
            }
        }
        return Failure(file: "Templates", message: message)
    }

    /// One of the templates flowc renders (the others in a templates directory are partials).
    private static func isMain(_ name: String) -> Bool { Self.templateNames.contains(name) }

    /// Tags whose name is not a value: comments, partials, parents, blocks, delimiters and pragmas.
    private static let nameless = Set("!><$=%".utf8)

    /// Generated code is text, not HTML: each template starts by saying so, on a line of its own that the
    /// parser drops (so line numbers are one more than the file's, which `parse` corrects).
    private static let prologue = "{{% CONTENT_TYPE: TEXT }}\n"

    private static func parse(_ text: Substring, path: String, firstLine: Int) throws(Failure) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: prologue + text)
        } catch let error as MustacheTemplate.ParserError {
            throw Failure(
                file: path, line: max(1, error.context.lineNumber - 1) + firstLine - 1,
                column: error.context.columnNumber,
                message: message(for: error.error))
        } catch {
            throw Failure(file: path, message: "cannot parse the template: \(error)")
        }
    }

    private static func message(for error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "cannot parse the template: \(error)" }
        switch error {
        case .sectionCloseNameIncorrect:
            return "this closes a section that is not the one open ({{/name}} must match {{#name}})"
        case .unfinishedName: return "unfinished tag: a name must be closed with '}}'"
        case .expectedSectionEnd: return "a section is never closed: add its {{/name}}"
        case .invalidSetDelimiter: return "invalid delimiter change ({{=<% %>=}})"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection: return "only blocks may appear inside an inheritance section"
        case .textInsideInheritSection: return "text cannot appear inside an inheritance section"
        case .invalidConfigVariableSyntax: return "invalid pragma: write {{% NAME: VALUE }}"
        case .unrecognisedConfigVariable: return "unknown pragma"
        }
    }

    /// A partial that is not there would render as nothing; say so instead, at the tag.
    private static func checkPartials(_ scanned: TemplateTags, path: String, available: Set<String>) throws(Failure) {
        for tag in scanned.tags
        where tag.sigil == UInt8(ascii: ">") && !tag.name.hasPrefix("*") && !available.contains(tag.name) {
            throw Failure(
                file: path, line: tag.line, column: tag.column,
                message: "no partial '\(tag.name)': put a file '\(tag.name).mustache' beside the templates")
        }
    }
}

/// The root of a rendering: answers with the view model, and remembers the names nothing answered. Mustache looks a
/// name up from the innermost section outwards, so a name that reaches the root unanswered is one no view model has.
private final class RecordingRoot: MustacheParent, Sendable {
    private let model: TemplateValue
    private let unknown = Mutex<[String]>([])

    init(_ model: TemplateValue) { self.model = model }

    var unknownNames: [String] { unknown.withLock { $0 } }

    func child(named name: String) -> Any? {
        let value = model.child(named: name)
        if value == nil {
            unknown.withLock { names in
                if !names.contains(name) { names.append(name) }
            }
        }
        return value
    }
}
