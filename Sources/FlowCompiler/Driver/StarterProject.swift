import Foundation

/// What `flowc init` writes into a folder of a target: a first flow that lints clean and generates, and a
/// flowc.yaml naming it as the root; and the lines Package.swift needs to run the build plugin on that target.
public enum StarterProject {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where `flowc init` writes, by what the folder holds.
    public enum Layout: Equatable, Sendable {
        /// An empty folder (or none yet): a whole package, as `swift package init` writes one: its Package.swift,
        /// the target under `Sources/<target>` and a test under `Tests/<target>Tests`. `flowc` is how the package
        /// reaches flowc's: a local path, or a Git URL.
        case package(flowc: String)
        /// A folder with a Package.swift: the target's files under `Sources/<target>`.
        case existingPackage
        /// The folder of a target (under `Sources/`, or a folder with files already): the target's files in it.
        case targetFolder

        /// The layout for `directory`.
        public static func of(_ directory: String, flowc: String) -> Layout {
            let manager = FileManager.default
            if manager.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                return .existingPackage
            }
            let url = URL(fileURLWithPath: directory).standardizedFileURL
            let contents = (try? manager.contentsOfDirectory(atPath: directory))?.filter { !$0.hasPrefix(".") } ?? []
            if url.deletingLastPathComponent().lastPathComponent == "Sources" || !contents.isEmpty {
                return .targetFolder
            }
            return .package(flowc: flowc)
        }
    }

    /// Writes the files into `directory` and returns their paths; writes nothing when one of them exists already
    /// (`flowc init` never overwrites) or cannot be written.
    public static func write(
        flow name: String, target: String, layout: Layout, into directory: String
    ) throws(Failure) -> [String] {
        let files = files(flow: name, target: target, layout: layout)
        let paths = files.map { (directory as NSString).appendingPathComponent($0.path) }
        let inTheWay = paths.filter { FileManager.default.fileExists(atPath: $0) }
        if !inTheWay.isEmpty {
            throw Failure(
                description:
                    "\(inTheWay.joined(separator: ", ")) already exists; nothing written (flowc init never overwrites)")
        }
        do {
            try OutputWriter(directory: directory).write(files)
        } catch {
            throw Failure(description: "nothing written: \(error.description)")
        }
        return paths
    }

    /// The files of `layout`, their paths relative to the folder written into.
    public static func files(flow name: String, target: String, layout: Layout) -> [OutputFile] {
        let folder = layout == .targetFolder ? "" : "Sources/\(target)/"
        var files = [
            OutputFile(path: folder + flowFileName(flow: name), text: flow(name)),
            OutputFile(path: folder + ConfigDiscovery.fileName, text: config(root: name)),
            OutputFile(path: folder + "\(name)Screens.swift", text: screens(flow: name)),
        ]
        if case .package(let flowc) = layout {
            files.insert(OutputFile(path: "Package.swift", text: manifest(target: target, flowc: flowc)), at: 0)
            files.append(
                OutputFile(path: "Tests/\(target)Tests/\(name)FlowTests.swift", text: test(flow: name, target: target)))
        }
        return files
    }

    /// A Swift module name for a folder's name: `my-app` → `my_app`, `2048` → `_2048`.
    public static func targetName(forFolder folder: String) -> String {
        let name = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return name.first.map { $0.isNumber } ?? true ? "_" + name : name
    }

    /// `Main` → `main.flow.yaml`.
    public static func flowFileName(flow name: String) -> String {
        (name.prefix(1).lowercased() + name.dropFirst()) + ".flow.yaml"
    }

    /// The app's side of the flow, to start from: its screens as text, which `swift test` can drive on any
    /// platform; the app replaces them with its views.
    static func screens(flow name: String) -> String {
        """
        import FlowcRuntime

        /// The screens of the \(name) flow, as text for now: a test drives the flow with them on any platform.
        /// Make each a view of your app instead (a `UIViewController`, or a SwiftUI view), and show the flow with
        /// `FlowUIKitHost` or `FlowHostView` (flowc's docs/adoption.md). The build checks the flow, and generates
        /// `\(name)Screens` from it: a screen added to the flow is a method to add here.
        struct \(name)Text: \(name)Screens {
            func welcome(send: FlowSender<\(name)Event.Welcome>) -> String { "welcome" }
            func details(send: FlowSender<\(name)Event.Details>) -> String { "details" }
        }

        """
    }

    /// A test that drives the flow, as its screens would.
    static func test(flow name: String, target: String) -> String {
        let variable = name.prefix(1).lowercased() + name.dropFirst()
        return """
            import FlowcRuntime
            import Testing

            @testable import \(target)

            @MainActor
            struct \(name)FlowTests {
                @Test func nextShowsTheDetailsAndDoneFinishes() {
                    let \(variable) = \(name)Coordinator(input: \(name)Input(), wiring: \(name)Wiring(screens: \(name)Text()))
                    \(variable).start()
                    \(variable).send(.welcome(.next))
                    #expect(\(variable).screens.compactMap { $0.make() } == ["welcome", "details"])
                    \(variable).send(.details(.done))
                    #expect(\(variable).result == .outcome(.finished))
                }
            }

            """
    }

    /// The package's manifest: the target with the runtime and the build plugin, its test.
    static func manifest(target: String, flowc: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(target)",
            platforms: [.iOS(.v16), .macOS(.v15)],
            dependencies: [
                \(dependency(flowc)),
            ],
            targets: [
                .target(
                    name: "\(target)",
                    dependencies: [.product(name: "FlowcRuntime", package: "\(identity(flowc))")],
                    plugins: [.plugin(name: "FlowcBuildPlugin", package: "\(identity(flowc))")]
                ),
                .testTarget(
                    name: "\(target)Tests",
                    dependencies: ["\(target)", .product(name: "FlowcRuntime", package: "\(identity(flowc))")]
                ),
            ]
        )

        """
    }

    /// flowc as a package dependency: a Git URL, else a path.
    static func dependency(_ flowc: String) -> String {
        flowc.contains("://") || flowc.hasPrefix("git@")
            ? ".package(url: \"\(flowc)\", branch: \"main\")" : ".package(path: \"\(flowc)\")"
    }

    /// The identity SwiftPM gives that dependency: the last part of its URL or path, without `.git`.
    static func identity(_ flowc: String) -> String {
        var last = flowc.split(separator: "/").last.map(String.init) ?? "flowc"
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        return last.lowercased()
    }

    static func flow(_ name: String) -> String {
        """
        # A first flow: two screens and one way out. The format: flowc's docs/format.md; check it with
        # `flowc lint`, draw it with `flowc graph --format mermaid`.
        flow: \(name)
        summary: The first flow of the app.
        outcomes:
          finished: {}
        start: welcome
        steps:
          welcome:
            summary: The first screen.
            on:
              next: details
              close: { finish: finished }
          details:
            summary: A second screen, pushed on the first.
            on:
              done: { finish: finished }
              back: back

        """
    }

    static func config(root: String) -> String {
        """
        # flowc's options for these flows; flowc finds this file at or above the flows it reads.
        # The root flow: flows it never starts are reported.
        root: \(root)
        # true: warnings are errors, and fail lint, generate and the build.
        strict: false
        generate:
          # internal, package or public (for a library of coordinators).
          accessLevel: internal

        """
    }

    /// The lines to add to Package.swift, for the target named `target`.
    public static func packageLines(target: String) -> String {
        """
        Add to Package.swift (the dependency's `package:` is the identity of flowc's package: the last component \
        of its URL, or the name of its folder for a path dependency):

            dependencies: [
                .package(path: "path/to/flowc"),
            ],
            targets: [
                .target(
                    name: "\(target)",
                    dependencies: [.product(name: "FlowcRuntime", package: "flowc")],
                    plugins: [.plugin(name: "FlowcBuildPlugin", package: "flowc")]
                ),
            ]
        """
    }
}
