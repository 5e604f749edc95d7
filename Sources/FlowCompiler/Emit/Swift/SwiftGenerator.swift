import Foundation

/// Generates the Swift code of a program: the runtime, one file per flow, and the UIKit and SwiftUI adapters.
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

    /// Which files to generate. A build command that writes one flow's file renders (and its templates parse)
    /// nothing else.
    public struct Outputs: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let runtime = Outputs(rawValue: 1 << 0)
        public static let flows = Outputs(rawValue: 1 << 1)
        public static let uiKit = Outputs(rawValue: 1 << 2)
        public static let swiftUI = Outputs(rawValue: 1 << 3)
        public static let all: Outputs = [.runtime, .flows, .uiKit, .swiftUI]

        /// The templates these files are rendered from.
        public var templateNames: [String] {
            [
                (Outputs.runtime, TemplateSet.runtimeTemplate), (.flows, TemplateSet.flowTemplate),
                (.uiKit, TemplateSet.uiKitTemplate), (.swiftUI, TemplateSet.swiftUITemplate),
            ]
            .filter { contains($0.0) }.map(\.1)
        }
    }

    public struct Options: Sendable {
        public var access: AccessLevel
        /// Must hold the templates of `outputs` (`TemplateSet.load(…, rendering: outputs.templateNames)`).
        public var templates: TemplateSet
        public var outputs: Outputs
        /// Declare the app's types a flow writes at the flow file's lines (`#sourceLocation`), so that Swift reports
        /// a type that does not exist at the flow (docs/generated-code.md). Off: types are spelled where used.
        public var sourceLocations: Bool

        public init(
            access: AccessLevel = .internal, templates: TemplateSet, outputs: Outputs = .all,
            sourceLocations: Bool = true
        ) {
            self.access = access
            self.templates = templates
            self.outputs = outputs
            self.sourceLocations = sourceLocations
        }
    }

    /// The generated files: `FlowRuntime.swift`, `<Flow>.swift` per flow (in program order), `FlowUIKitHost.swift`
    /// and `FlowSwiftUIHost.swift`, those of them that `options.outputs` asks for.
    public static func generate(_ program: Program, options: Options) throws(GenerationError) -> [OutputFile] {
        let sharedModel = SharedViewModel(access: options.access.modifier)
        let (runtime, uiKit, swiftUI) = (
            GeneratedNames.supportFiles[0], GeneratedNames.supportFiles[1], GeneratedNames.supportFiles[2]
        )
        var files: [OutputFile] = []
        if options.outputs.contains(.runtime) {
            files.append(
                OutputFile(
                    path: runtime + ".swift", text: try render(TemplateSet.runtimeTemplate, sharedModel, options)))
        }
        if options.outputs.contains(.flows) {
            files += try flowFiles(program, options)
        }
        if options.outputs.contains(.uiKit) {
            files.append(
                OutputFile(path: uiKit + ".swift", text: try render(TemplateSet.uiKitTemplate, sharedModel, options)))
        }
        if options.outputs.contains(.swiftUI) {
            files.append(
                OutputFile(
                    path: swiftUI + ".swift", text: try render(TemplateSet.swiftUITemplate, sharedModel, options)))
        }
        return files
    }

    private static func flowFiles(_ program: Program, _ options: Options) throws(GenerationError) -> [OutputFile] {
        let values = ValueFlow.of(program)
        // Aliases only where the flow template declares them: a project's own template without them still compiles.
        let sourceLocations =
            options.sourceLocations && options.templates.uses("typeAliases", in: TemplateSet.flowTemplate)
        // A second flow of one name is a duplicate-flow error; lint stops before this, but never write it twice.
        var seen = Set<String>()
        let indices = program.flows.indices.filter { seen.insert(program.flows[$0].name.value).inserted }
        // Flows are independent once the program is checked: build and render them on every core; the files come
        // back in program order (and the first error in that order is reported), whatever the scheduling.
        let results = Parallel.map(indices.count) { slot -> Result<OutputFile, GenerationError> in
            let index = indices[slot]
            let name = program.flows[index].name.value
            do throws(GenerationError) {
                let model = try FlowViewModelBuilder(
                    program: program, values: values, flowIndex: index, access: options.access.modifier,
                    sourceLocations: sourceLocations
                ).build()
                let text = try render(TemplateSet.flowTemplate, model, options)
                return .success(OutputFile(path: GeneratedNames.fileName(ofFlow: name), text: text))
            } catch {
                return .failure(error)
            }
        }
        let files = try results.map { result throws(GenerationError) in try result.get() }
        // Two files of one name (on a case-insensitive disk too): a flow named like a support file, even when that
        // file is not generated now, or two flows whose names differ only in case.
        var paths = Set(GeneratedNames.supportFiles.map { ($0 + ".swift").lowercased() })
        for file in files where !paths.insert(file.path.lowercased()).inserted {
            throw GenerationError(
                location: nil,
                message: "two generated files are named '\(file.path)': rename the flow so it does not take the "
                    + "name of a support file (FlowRuntime, FlowUIKitHost, FlowSwiftUIHost)")
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

/// What the templates of the runtime and the adapters read: the same for every flow.
struct SharedViewModel: TemplateValue {
    var access: String

    func child(named name: String) -> Any? {
        switch name {
        case "access": access
        default: nil
        }
    }
}
