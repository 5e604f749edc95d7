// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "flowc",
    // macOS 15: the compiler's parallel code uses the standard library's Mutex (Synchronization), so Swift's
    // concurrency checking checks it; iOS 16 is what the runtime and the hosts need on the apps' devices.
    platforms: [.macOS(.v15), .iOS(.v16)],
    products: [
        .executable(name: "flowc", targets: ["flowc"]),
        .library(name: "FlowCompiler", targets: ["FlowCompiler"]),
        // What the generated code runs on: apps depend on these (docs/generated-code.md).
        .library(name: "FlowcRuntime", targets: ["FlowcRuntime"]),
        // Show a running flow tree with UIKit or SwiftUI (empty where the framework does not exist).
        .library(name: "FlowcUIKit", targets: ["FlowcUIKit"]),
        .library(name: "FlowcSwiftUI", targets: ["FlowcSwiftUI"]),
        // What the suites `flowc tests` writes run on: samples, screen lines, the paths for UI tests.
        .library(name: "FlowcTesting", targets: ["FlowcTesting"]),
        // Generates the coordinators of a target's *.flow.yaml files while it builds (docs/adoption.md).
        .plugin(name: "FlowcBuildPlugin", targets: ["FlowcBuildPlugin"]),
        // `swift package flowc`: writes the diagrams (and with --sources the generated Swift) into the package.
        .plugin(name: "FlowcCommandPlugin", targets: ["FlowcCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        // libyaml, the system C library: the only YAML parser flowc uses.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The default templates, the files of Templates/, embedded in the binary (no generated copy of their text).
        .target(
            name: "FlowcTemplates",
            path: "Templates",
            resources: [.embedInCode("Flow.swift.mustache")]
        ),
        // The compiler: syntax → model → analysis → emit. Shared by the CLI, the plugins and the tests.
        .target(
            name: "FlowCompiler",
            dependencies: [
                "CYaml",
                "FlowcTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The runtime the generated coordinators run on (Foundation only): flow state, the transition engine,
        // coordinators, deep links. The generated code is per flow; everything flows share lives here.
        .target(name: "FlowcRuntime"),
        // The hosts: a UINavigationController (and UITabBarController) host, and a SwiftUI NavigationStack host,
        // thin over FlowcRuntime's layout. Each file is inside `#if canImport(…)`.
        .target(name: "FlowcUIKit", dependencies: ["FlowcRuntime"]),
        .target(name: "FlowcSwiftUI", dependencies: ["FlowcRuntime"]),
        // For test targets only: what the generated suites need besides the runtime (docs/generated-tests.md).
        .target(name: "FlowcTesting", dependencies: ["FlowcRuntime"]),
        .testTarget(
            name: "FlowcRuntimeTests",
            dependencies: ["FlowcRuntime", "FlowcTesting"]
        ),
        // A thin shell: argument parsing and exit codes around FlowCompiler.
        .executableTarget(
            name: "flowc",
            dependencies: [
                "FlowCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // libFuzzer target over the whole front end (scripts/fuzz/run); in a normal build, a replay tool.
        .executableTarget(
            name: "FlowFuzz",
            dependencies: ["FlowCompiler"]
        ),
        .testTarget(
            name: "FlowCompilerTests",
            // flowc itself, so the CLI tests can run the built binary.
            dependencies: ["FlowCompiler", "FlowcTemplates", "FlowcTesting", "flowc"],
            // Read or compiled by the tests (drivers of the generated code, reference outputs, scripts), not
            // part of the test bundle.
            exclude: [
                "Drivers", "References", "Suites", "Support/mermaid-labels.js",
                "Support/validate-schema.py",
            ]
        ),
        // plugins-begin: scripts/build-bundle copies the plugins from here to the end marker into the package
        // that uses the prebuilt flowc (a binary target named flowc there), so they are declared once.
        // The build plugin: one build command per flow file, with exact inputs and outputs, running flowc generate.
        .plugin(
            name: "FlowcBuildPlugin",
            capability: .buildTool(),
            dependencies: ["flowc"]
        ),
        .plugin(
            name: "FlowcCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "flowc",
                    description: "Draws the diagrams of each target's flows (and with --sources writes the generated Swift) into the package"),
                permissions: [
                    // SwiftPM prints this reason when the flag is missing, even for --help: it holds the usage.
                    .writeToPackageDirectory(
                        reason: "flowc writes the flow diagrams (and with --sources the generated Swift) into flowc-output/<target>. Usage: swift package --allow-writing-to-package-directory flowc [--target NAME]... [--format dot|mermaid] [--output DIR] [--sources]")
                ]),
            dependencies: ["flowc"]
        ),
        // plugins-end
        // The example app (Flows/) as an app would use flowc: its coordinators are generated by FlowcBuildPlugin on
        // every build of this package, and ExampleAppTests drives them.
        .target(
            name: "Models",
            path: "Tests/ExampleApp/Models"
        ),
        .target(
            name: "ExampleCoordinators",
            dependencies: ["Models", "FlowcRuntime"],
            path: "Tests/ExampleApp/Coordinators",
            exclude: ["Flows/README.md"],
            plugins: [.plugin(name: "FlowcBuildPlugin")]
        ),
        .testTarget(
            name: "ExampleAppTests",
            dependencies: ["ExampleCoordinators", "FlowcRuntime"]
        ),
    ]
)
