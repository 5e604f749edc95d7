import Foundation

/// Runs the Swift toolchain's commands (`swiftc`, `swift format`) for the tests of the generated code.
enum Toolchain {
    struct Output {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    /// Runs `command` (looked up on PATH) with `arguments`, stdout and stderr together.
    static func run(_ command: String, _ arguments: [String], in directory: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `swiftc` in Swift 6 mode with warnings as errors, as the generated code promises to compile.
    static func swiftc(_ arguments: [String], in directory: String? = nil) throws -> Output {
        try run("swiftc", ["-swift-version", "6", "-warnings-as-errors"] + arguments, in: directory)
    }

    /// Whether `swift format` is there (it ships with the toolchain since Swift 6).
    static let hasSwiftFormat: Bool = (try? run("swift", ["format", "--version"]).succeeded) ?? false

    /// The Swift files of a directory and its subdirectories, sorted, as full paths (a library's sources).
    static func swiftFilesRecursively(in directory: String) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// The Swift files of a directory, sorted, as full paths.
    static func swiftFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }
}
