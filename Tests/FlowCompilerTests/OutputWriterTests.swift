import Foundation
import Testing

@testable import FlowCompiler

struct OutputWriterTests {
    private func folder() throws -> URL { try ExternalTools.temporaryDirectory("writer") }

    private func read(_ url: URL, _ path: String) -> String? {
        (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8))
    }

    private func listing(_ url: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String]) ?? []).sorted()
    }

    @Test func writesNewFilesAndCreatesDirectories() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let target = url.appendingPathComponent("out/deeper")
        let report = try OutputWriter(directory: target.path).write([
            OutputFile(path: "a.dot", text: "A"), OutputFile(path: "sub/b.mmd", text: "B"),
        ])
        #expect(report.written == ["a.dot", "sub/b.mmd"])
        #expect(read(target, "a.dot") == "A")
        #expect(read(target, "sub/b.mmd") == "B")
        #expect(listing(target) == ["a.dot", "sub", "sub/b.mmd"], "no temporary file is left behind")
    }

    @Test func rewritesOnlyChangedFilesSoUnchangedKeepTheirModificationTime() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = OutputWriter(directory: url.path)
        try writer.write([OutputFile(path: "same.dot", text: "S"), OutputFile(path: "changed.dot", text: "1")])
        let old = Date(timeIntervalSince1970: 1_000_000)
        for name in ["same.dot", "changed.dot"] {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: url.appendingPathComponent(name).path)
        }
        let report = try writer.write([
            OutputFile(path: "same.dot", text: "S"), OutputFile(path: "changed.dot", text: "2"),
        ])
        #expect(report.written == ["changed.dot"])
        #expect(report.unchanged == ["same.dot"])
        func modified(_ name: String) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)[.modificationDate]
                as? Date
        }
        #expect(try modified("same.dot") == old)
        #expect(try modified("changed.dot") != old)
        #expect(read(url, "changed.dot") == "2")
    }

    @Test(arguments: [
        "../escape.dot", "a/../../escape.dot", "/etc/flowc-test.dot", "~/x.dot", "", "a//b.dot", "./a.dot",
        "a/./b.dot", "a\\b.dot",
    ])
    func refusesPathsThatLeaveTheDirectoryAndWritesNothing(_ path: String) throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let out = url.appendingPathComponent("out")
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter(directory: out.path).write([
                OutputFile(path: "fine.dot", text: "x"), OutputFile(path: path, text: "y"),
            ])
        }
        #expect(listing(url).isEmpty, "nothing written, not even the valid file or the directory")
    }

    @Test func refusesDuplicatePathsIgnoringCase() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter(directory: url.path).write([
                OutputFile(path: "Auth.dot", text: "x"), OutputFile(path: "auth.dot", text: "y"),
            ])
        }
        #expect(listing(url).isEmpty)
    }

    @Test func refusesASymlinkedDirectoryLeadingOutAndWritesNothing() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let out = url.appendingPathComponent("out")
        let outside = url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("link"), withDestinationURL: outside)
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter(directory: out.path).write([
                OutputFile(path: "a.dot", text: "x"), OutputFile(path: "link/evil.dot", text: "y"),
            ])
        }
        #expect(listing(outside).isEmpty)
        #expect(listing(out) == ["link"])
    }

    @Test func refusesWritingThroughASymlinkedFile() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let out = url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let victim = url.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("a.dot"), withDestinationURL: victim)
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter(directory: out.path).write([OutputFile(path: "a.dot", text: "x")])
        }
        #expect(read(url, "victim.txt") == "keep")
    }

    @Test func followsASymlinkThatStaysInside() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let out = url.appendingPathComponent("out")
        try FileManager.default.createDirectory(
            at: out.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: out.appendingPathComponent("alias"),
            withDestinationURL: out.appendingPathComponent("real"))
        try OutputWriter(directory: out.path).write([OutputFile(path: "alias/a.dot", text: "x")])
        #expect(read(out, "real/a.dot") == "x")
    }

    @Test func aFailedWriteLeavesEveryFileAsItWas() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = OutputWriter(directory: url.path)
        try writer.write([OutputFile(path: "a.dot", text: "old")])
        // A directory where a file should go: the second output cannot be written.
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("b.dot"), withIntermediateDirectories: true)
        #expect(throws: OutputWriter.Failure.self) {
            try writer.write([OutputFile(path: "a.dot", text: "new"), OutputFile(path: "b.dot", text: "x")])
        }
        #expect(read(url, "a.dot") == "old")
        #expect(listing(url) == ["a.dot", "b.dot"])
    }

    @Test func anUnwritableDirectoryFailsBeforeAnyRename() throws {
        guard getuid() != 0 else {
            print("skipped: running as root, directory permissions do not stop writes")
            return
        }
        let url = try folder()
        defer {
            chmod(url.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: url)
        }
        let writer = OutputWriter(directory: url.path)
        try writer.write([OutputFile(path: "a.dot", text: "old"), OutputFile(path: "locked/b.dot", text: "old")])
        chmod(url.appendingPathComponent("locked").path, 0o555)
        #expect(throws: OutputWriter.Failure.self) {
            try writer.write([OutputFile(path: "a.dot", text: "new"), OutputFile(path: "locked/b.dot", text: "new")])
        }
        #expect(read(url, "a.dot") == "old")
    }
}
