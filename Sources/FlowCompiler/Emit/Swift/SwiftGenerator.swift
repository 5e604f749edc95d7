import Foundation

/// Generates the Swift code of a program: one file per flow, on the FlowcRuntime library.
///
/// Everything is computed in memory; `OutputWriter` writes it (all or nothing, only what changed). The output
/// depends only on the program, the options and the templates: the same inputs give the same bytes.
public enum SwiftGenerator {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, CaseIterable, Sendable {
        /// Visible in the module only (the output goes into the app target).
        case `internal`
        /// Visible in the package (the output is a module of a Swift package; swiftc needs `-package-name`).
        case package
        /// Visible everywhere (the output is a library module).
        case `public`

        /// The modifier the templates put before declarations: `""`, `"package "` or `"public "`.
        var modifier: String { self == .internal ? "" : rawValue + " " }
    }

    /// The bundle whose `Flows` strings table holds a flow's alert texts and tab title (`FlowStrings`): always the
    /// bundle of the module that declares the flow, found as the module is built.
    public enum StringsBundle: String, CaseIterable, Sendable {
        /// The bundle a class of the module is loaded from: the app's for the app target, a framework's own.
        case own
        /// `Bundle.module`: a Swift package target's resource bundle, which SwiftPM makes when the target has
        /// resources (the build plugin chooses it then).
        case module

        /// The expression of the bundle in the generated code.
        var expression: String {
            switch self {
            case .own: "Bundle(for: BundleToken.self)"
            case .module: "Bundle.module"
            }
        }
    }

    public struct Options: Sendable {
        public var access: AccessLevel
        public var templates: TemplateSet
        /// Declare the app's types a flow writes at the flow file's lines (`#sourceLocation`), so that Swift reports
        /// a type that does not exist at the flow (docs/generated-code.md). Off: types are spelled where used.
        public var sourceLocations: Bool
        /// Steps renamed since a build that saved states (`restoration: renamedSteps` in flowc.yaml): the route
        /// decoder of a renamed step's flow takes the old id too (`case "verifyCode", "verifyCod":`).
        public var renamedSteps: [StepRename]
        /// Where the flows' texts are looked up.
        public var stringsBundle: StringsBundle

        public init(
            access: AccessLevel = .internal, templates: TemplateSet, sourceLocations: Bool = true,
            renamedSteps: [StepRename] = [], stringsBundle: StringsBundle = .own
        ) {
            self.stringsBundle = stringsBundle
            self.access = access
            self.templates = templates
            self.sourceLocations = sourceLocations
            self.renamedSteps = renamedSteps
        }
    }

    /// The generated files: `<Flow>.swift` per flow, in program order. What flows share is the FlowcRuntime library,
    /// which the generated code imports; nothing else is written.
    /// `only`: the names of the flows to generate, when not all (a build command generates its own flow, from a
    /// program where the flows it starts are stubs made of their interfaces).
    public static func generate(
        _ program: Program, options: Options, only: Set<String>? = nil
    ) throws(GenerationError) -> [OutputFile] {
        try flowFiles(program, options, only: only)
    }

    private static func flowFiles(
        _ program: Program, _ options: Options, only: Set<String>?
    ) throws(GenerationError) -> [OutputFile] {
        let values = ValueFlow.of(program)
        // Aliases only where the flow template declares them: a project's own template without them still compiles.
        let sourceLocations =
            options.sourceLocations && options.templates.uses("typeAliases", in: TemplateSet.flowTemplate)
        // A second flow of one name is a duplicate-flow error; lint stops before this, but never write it twice.
        var seen = Set<String>()
        // An interface flow's code is its own module's: it is imported, not generated again.
        let indices = program.flows.indices.filter { index in
            let name = program.flows[index].name.value
            return seen.insert(name).inserted && program.module(of: program.flows[index]) == nil
                && (only?.contains(name) ?? true)
        }
        // Flows are independent once the program is checked: build and render them on every core; the files come
        // back in program order (and the first error in that order is reported), whatever the scheduling.
        let results = Parallel.map(indices.count) { slot -> Result<OutputFile, GenerationError> in
            let index = indices[slot]
            let name = program.flows[index].name.value
            do throws(GenerationError) {
                let model = try FlowViewModelBuilder(
                    program: program, values: values, flowIndex: index, access: options.access.modifier,
                    sourceLocations: sourceLocations, renamedSteps: options.renamedSteps,
                    stringsBundle: options.stringsBundle
                ).build()
                let text = try render(TemplateSet.flowTemplate, model, options)
                return .success(OutputFile(path: GeneratedNames.fileName(ofFlow: name), text: text))
            } catch {
                return .failure(error)
            }
        }
        let files = try results.map { result throws(GenerationError) in try result.get() }
        // Two files of one name (on a case-insensitive disk too): two flows whose names differ only in case
        // (file-name-collision; lint stops before this).
        var paths = Set<String>()
        for file in files where !paths.insert(file.path.lowercased()).inserted {
            throw GenerationError(
                location: nil, message: "two generated files are named '\(file.path)': rename one of the flows")
        }
        return files
    }
}

extension SwiftGenerator {
    fileprivate static func render(
        _ name: String, _ model: TemplateValue, _ options: Options
    ) throws(GenerationError) -> String {
        do {
            return try options.templates.render(name, model)
        } catch {
            throw GenerationError(location: nil, message: error.description, isTemplateError: true)
        }
    }
}
