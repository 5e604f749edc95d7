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

    public struct Options: Sendable {
        public var access: AccessLevel
        public var templates: TemplateSet

        public init(access: AccessLevel = .internal, templates: TemplateSet) {
            self.access = access
            self.templates = templates
        }
    }

    /// The generated files: `FlowRuntime.swift`, `<Flow>.swift` per flow (in program order), `FlowUIKitHost.swift`
    /// and `FlowSwiftUIHost.swift`.
    public static func generate(_ program: Program, options: Options) throws(GenerationError) -> [OutputFile] {
        let values = ValueFlow.of(program)
        let sharedModel = SharedViewModel(access: options.access.modifier)
        let (runtime, uiKit, swiftUI) = (GeneratedNames.supportFiles[0], GeneratedNames.supportFiles[1], GeneratedNames.supportFiles[2])
        var files = [OutputFile(path: runtime + ".swift", text: try render(TemplateSet.runtimeTemplate, sharedModel, options))]
        // A second flow of one name is a name-collision error; lint stops before this, but never write it twice.
        var seen = Set<String>()
        let indices = program.flows.indices.filter { seen.insert(program.flows[$0].name.value).inserted }
        // Flows are independent once the program is checked: build and render them on every core; the files come
        // back in program order (and the first error in that order is reported), whatever the scheduling.
        let results = Parallel.map(indices.count) { slot -> Result<OutputFile, GenerationError> in
            let index = indices[slot]
            let name = program.flows[index].name.value
            do throws(GenerationError) {
                let model = try FlowViewModelBuilder(
                    program: program, values: values, flowIndex: index, access: options.access.modifier
                ).build()
                let text = try render(TemplateSet.flowTemplate, model, options)
                return .success(OutputFile(path: GeneratedNames.fileName(ofFlow: name), text: text))
            } catch {
                return .failure(error)
            }
        }
        for result in results {
            files.append(try result.get())
        }
        files.append(OutputFile(path: uiKit + ".swift", text: try render(TemplateSet.uiKitTemplate, sharedModel, options)))
        files.append(OutputFile(path: swiftUI + ".swift", text: try render(TemplateSet.swiftUITemplate, sharedModel, options)))
        var paths = Set<String>()
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
