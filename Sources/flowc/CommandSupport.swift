import ArgumentParser
import FlowCompiler
import Foundation

/// Colour for text reports: as asked (`--color`/`--no-color`), else only on a terminal and never with NO_COLOR.
enum Terminal {
    static func wantsColor(_ flag: Bool?, descriptor: Int32 = STDOUT_FILENO) -> Bool {
        flag ?? (isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
    }
}

/// Reading the inputs: a path that does not exist or cannot be read is bad usage (exit 2), not a lint problem.
enum Input {
    static func load(_ paths: [String]) throws -> [SourceFile] {
        do {
            return try FileDiscovery.read(FileDiscovery.flowFiles(in: paths))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
