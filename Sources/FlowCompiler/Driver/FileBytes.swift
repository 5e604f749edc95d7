import Foundation

// read(2) and write(2) by name: inside types with a `read` or `write` of their own, the bare names mean those.
#if canImport(Glibc)
    import Glibc
    let systemRead = Glibc.read
    let systemWrite = Glibc.write
#elseif canImport(Musl)
    import Musl
    let systemRead = Musl.read
    let systemWrite = Musl.write
#elseif canImport(Darwin)
    import Darwin
    let systemRead = Darwin.read
    let systemWrite = Darwin.write
#endif

/// Reading an open file with POSIX calls, for the flow files read and the outputs compared: FileHandle and
/// FileManager look up far more than the bytes.
enum FileBytes {
    /// The file's bytes up to its end or `limit`, read straight into the array; nil on an error. `sizeHint`
    /// (the size `fstat` gave) sizes the array, one byte more so that the end is seen without growing it: a file
    /// can grow while it is read, and pipes have no size.
    static func read(_ descriptor: Int32, upTo limit: Int, sizeHint: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: max(1, min(limit, sizeHint + 1)))
        var total = 0
        while total < limit {
            if total == bytes.count {
                bytes += repeatElement(0, count: min(limit, bytes.count * 2) - bytes.count)
            }
            let count = bytes.withUnsafeMutableBytes {
                systemRead(descriptor, $0.baseAddress! + total, $0.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            total += count
        }
        bytes.removeSubrange(total...)
        return bytes
    }
}
