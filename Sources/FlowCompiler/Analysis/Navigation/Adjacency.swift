/// A graph's edges grouped by node in two flat arrays (compressed sparse rows).
///
/// Flows may have 20,000 steps: one array per node would cost an allocation each, and a dictionary a hash per
/// edge. Built by counting, in time linear in nodes + edges.
struct Adjacency {
    private var offsets: [Int]
    private var targets: [Int]

    init(nodeCount: Int, edges: [(from: Int, to: Int)]) {
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        for edge in edges { offsets[edge.from + 1] += 1 }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
        var next = offsets
        var targets = [Int](repeating: 0, count: edges.count)
        for edge in edges {
            targets[next[edge.from]] = edge.to
            next[edge.from] += 1
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
