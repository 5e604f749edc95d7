import Foundation
import Testing

@testable import FlowCompiler

/// `flowc init`: a whole package in an empty folder, a target's files in a package or a target's folder (a first
/// flow and flowc.yaml that lint clean and generate, the screens they need), the lines for Package.swift, and never
/// an overwrite.
struct InitCommandTests {
    @Test func initWritesAFlowThatLintsCleanAndGenerates() throws {
        let directory = try TemporaryDirectory()
        let output = try FlowcProcess.run(["init", "Sources/AppFlows"], in: directory.path)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.contains(
                "wrote Sources/AppFlows/main.flow.yaml\nwrote Sources/AppFlows/flowc.yaml\n"
                    + "wrote Sources/AppFlows/MainScreens.swift\n"))
        #expect(output.stdout.contains("name: \"AppFlows\""))
        #expect(output.stdout.contains(".plugin(name: \"FlowcBuildPlugin\", package: \"flowc\")"))
        let lint = try FlowcProcess.run(["lint", "Sources/AppFlows"], in: directory.path)
        #expect(lint.status == 0)
        #expect(lint.stdout.isEmpty)
        #expect(lint.stderr == "checked 1 flow in 1 file and Sources/AppFlows/flowc.yaml: no problems\n")
        let generate = try FlowcProcess.run(["generate", "Sources/AppFlows", "--output", "out"], in: directory.path)
        #expect(generate.status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/Main.swift"))
    }

    /// In an empty folder, a whole package, as `swift package init` writes one: its target with the runtime and the
    /// plugin, a flow, flowc.yaml, the screens the flow needs (which type-check with the code generated from it) and
    /// a test. (Built by SwiftPM, it builds and its test passes; here, without building flowc a second time, its
    /// manifest is read and its Swift type-checked.)
    @Test func initInAnEmptyFolderWritesAPackageThatBuilds() throws {
        let directory = try TemporaryDirectory()
        let output = try FlowcProcess.run(["init", "my-app", "--flowc", "../flowc"], in: directory.path)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.hasPrefix(
                """
                wrote my-app/Package.swift
                wrote my-app/Sources/my_app/main.flow.yaml
                wrote my-app/Sources/my_app/flowc.yaml
                wrote my-app/Sources/my_app/MainScreens.swift
                wrote my-app/Tests/my_appTests/MainFlowTests.swift
                """), "\(output.stdout)")
        let package = directory.path + "/my-app"
        let manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"../flowc\")"))
        #expect(manifest.contains("dependencies: [.product(name: \"FlowcRuntime\", package: \"flowc\")]"))
        #expect(manifest.contains("plugins: [.plugin(name: \"FlowcBuildPlugin\", package: \"flowc\")]"))
        let lint = try FlowcProcess.run(["lint", "Sources/my_app"], in: package)
        #expect(lint.status == 0 && lint.stdout.isEmpty, "\(lint.stdout)")
        let generate = try FlowcProcess.run(["generate", "Sources/my_app", "--output", ".build/gen"], in: package)
        #expect(generate.status == 0, "\(generate.stdout)")
        let runtime = RuntimeModules.runtime
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-I", runtime.directory, package + "/Sources/my_app/MainScreens.swift"]
                + Toolchain.swiftFiles(in: package + "/.build/gen"))
        #expect(check.succeeded, "\(check.output)")
        let test = try String(contentsOfFile: package + "/Tests/my_appTests/MainFlowTests.swift", encoding: .utf8)
        #expect(test.contains("@testable import my_app") && test.contains("MainWiring(screens: MainText())"))
        // A URL reaches flowc from Git; its identity is the URL's last part.
        let remote = try FlowcProcess.run(["init", "remote"], in: directory.path)
        let remoteManifest = try String(contentsOfFile: directory.path + "/remote/Package.swift", encoding: .utf8)
        #expect(remote.status == 0)
        #expect(remoteManifest.contains(".package(url: \"https://github.com/flowc/flowc\", branch: \"main\")"))
    }

    /// In a package, the target's files under Sources/<Target>, and the lines Package.swift needs, the runtime's
    /// included.
    @Test func initInAPackageWritesATargetAndPrintsItsLines() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version: 6.0\n")
        let output = try FlowcProcess.run(["init", "--target", "Onboarding", "--flow", "Welcome"], in: directory.path)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.hasPrefix(
                """
                wrote ./Sources/Onboarding/welcome.flow.yaml
                wrote ./Sources/Onboarding/flowc.yaml
                wrote ./Sources/Onboarding/WelcomeScreens.swift
                """), "\(output.stdout)")
        #expect(output.stdout.contains("name: \"Onboarding\""))
        #expect(output.stdout.contains("dependencies: [.product(name: \"FlowcRuntime\", package: \"flowc\")]"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Tests"), "the package's tests are its own")
    }

    @Test func initRefusesToOverwrite() throws {
        let directory = try TemporaryDirectory()
        let config = try directory.write("flowc.yaml", "root: App\n")
        let output = try FlowcProcess.run(["init", "--flow", "Onboarding"], in: directory.path)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: ./flowc.yaml already exists; nothing written"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/onboarding.flow.yaml"))
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "root: App\n")
        let badName = try FlowcProcess.run(["init", "--flow", "main"], in: directory.path)
        #expect(badName.status == 2)
    }
}
