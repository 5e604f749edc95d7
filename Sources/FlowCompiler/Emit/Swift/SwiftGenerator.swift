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
        let shared = SharedViewModel(access: options.access.modifier)
        let (runtime, uiKit, swiftUI) = (GeneratedNames.supportFiles[0], GeneratedNames.supportFiles[1], GeneratedNames.supportFiles[2])
        var files = [OutputFile(path: runtime + ".swift", text: options.templates.render(TemplateSet.runtimeTemplate, shared))]
        var seen = Set<String>()
        for index in program.flows.indices {
            let name = program.flows[index].name.value
            // A second flow of one name is a name-collision error; lint stops before this, but never write it twice.
            guard seen.insert(name).inserted else { continue }
            let model = try FlowViewModelBuilder(
                program: program, values: values, flowIndex: index, access: options.access.modifier
            ).build()
            files.append(
                OutputFile(path: GeneratedNames.fileName(ofFlow: name), text: options.templates.render(TemplateSet.flowTemplate, model)))
        }
        files.append(OutputFile(path: uiKit + ".swift", text: options.templates.render(TemplateSet.uiKitTemplate, shared)))
        files.append(OutputFile(path: swiftUI + ".swift", text: options.templates.render(TemplateSet.swiftUITemplate, shared)))
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
