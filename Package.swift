// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "flowc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flowc", targets: ["flowc"]),
        .library(name: "FlowCompiler", targets: ["FlowCompiler"]),
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
        // The compiler: syntax → model → analysis → emit. Shared by the CLI, the plugins and the tests.
        .target(
            name: "FlowCompiler",
            dependencies: [
                "CYaml",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
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
            dependencies: ["FlowCompiler", "flowc"],
            // Read or compiled by the tests (drivers of the generated code, reference outputs, scripts), not
            // part of the test bundle.
            exclude: ["Drivers", "References", "Support/mermaid-labels.js", "Support/validate-schema.py"]
        ),
    ]
)
