/// A graph's edges grouped by node in two flat arrays (compressed sparse rows).
///
/// Flows may have 20,000 steps: one array per node would cost an allocation each, and a dictionary a hash per
/// edge. Built by counting, in time linear in nodes + edges.
struct Adjacency {
    private var offsets: [Int]
    private var targets: [Int]

    init(nodeCount: Int, edges: [(from: Int, to: Int)]) {
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        var targets = [Int](repeating: 0, count: edges.count)
        // Every graph of the navigation analysis is built here, so the passes run on raw buffers: no bounds or
        // uniqueness check per edge. The one index an edge brings, its source, is checked in the first pass; the
        // others follow from the counts.
        edges.withUnsafeBufferPointer { edges in
            offsets.withUnsafeMutableBufferPointer { offsets in
                // offsets[v] = how many edges leave v, then the end of v's row.
                for edge in edges {
                    precondition(edge.from >= 0 && edge.from < nodeCount, "an edge from a node outside the graph")
                    offsets[edge.from] += 1
                }
                for node in 1..<(nodeCount + 1) { offsets[node] += offsets[node - 1] }
                // Filled from the last edge back, each row from its end: the rows keep the edges' order, and each
                // offsets[v] ends at the start of v's row.
                targets.withUnsafeMutableBufferPointer { targets in
                    for edge in edges.reversed() {
                        offsets[edge.from] -= 1
                        targets[offsets[edge.from]] = edge.to
                    }
                }
            }
        }
        self.offsets = offsets
        self.targets = targets
    }

    var nodeCount: Int { offsets.count - 1 }

    subscript(node: Int) -> ArraySlice<Int> { targets[offsets[node]..<offsets[node + 1]] }

    /// The positions of a node's edges, each read with `target(_:)`. The walks that step through one edge at a
    /// time use these: a slice per step would retain the array each time.
    func edges(of node: Int) -> Range<Int> { offsets[node]..<offsets[node + 1] }
    func target(_ position: Int) -> Int { targets[position] }
}
