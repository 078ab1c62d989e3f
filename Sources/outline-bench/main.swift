// Measures the Outline model at 1k…1M nodes and prints a Markdown table (run in release mode).
import Foundation
import Outline

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median nanoseconds per call of `body` over `runs` runs of `repeats` calls.
func median(runs: Int = 9, repeats: Int = 1, _ body: (Int) -> Void) -> Double {
    var samples: [Double] = []
    for run in 0..<runs {
        let start = now()
        for r in 0..<repeats { body(run * repeats + r) }
        samples.append(Double(now() - start) / Double(repeats))
    }
    return samples.sorted()[runs / 2]
}

func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = Int(text.split(separator: " ")[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Sections of 100 questions; every tenth section holds a subsection of 10 more.
func makeBuilder(nodes: Int) -> OutlineBuilder {
    var b = OutlineBuilder(expectedCount: nodes)
    var s = 0
    while b.count < nodes {
        let section = try! b.add(id: "s\(s)", title: "Section \(s)", kind: "section")
        for q in 0..<100 where b.count < nodes {
            try! b.add(id: "s\(s)q\(q)", title: "Question \(q) of \(s)", kind: "question", policy: .expandable, under: section)
        }
        if s % 10 == 0, b.count < nodes {
            let sub = try! b.add(id: "s\(s)sub", title: "More \(s)", kind: "section", under: section)
            for q in 0..<10 where b.count < nodes {
                try! b.add(id: "s\(s)sub\(q)", title: "Deep \(q)", kind: "question", policy: .expandable, under: sub)
            }
        }
        s += 1
    }
    return b
}

struct Result { var nodes: Int; var values: [String: Double] }
let sizes = CommandLine.arguments.dropFirst().compactMap(Int.init).isEmpty
    ? [1_000, 10_000, 100_000, 1_000_000] : CommandLine.arguments.dropFirst().compactMap(Int.init)
var results: [Result] = []

for size in sizes {
    var values: [String: Double] = [:]
    let rssBefore = residentBytes()
    var outline: Outline!
    let buildStart = now()
    let builder = makeBuilder(nodes: size)
    outline = Outline(builder)
    values["build (ms)"] = Double(now() - buildStart) / 1e6
    values["bytes/node"] = Double(residentBytes() - rssBefore) / Double(size)
    let sectionCount = outline.children(of: nil).count
    let sections = outline.children(of: nil)
    // Open a few sections so lookups have rows to skip.
    for k in stride(from: 0, to: sectionCount, by: max(1, sectionCount / 10)) { outline.expand(sections[k]) }
    // A section without a subsection: exactly 100 question rows.
    let middle = sections[min(sectionCount / 2 | 1, sectionCount - 2)]
    values["toggle 100-row section (µs)"] = median(repeats: 200) { _ in outline.toggle(middle) } / 1e3
    let rows = outline.rowCount
    values["index→row, random (µs)"] = median(repeats: 2000) { i in _ = outline.node(at: (i &* 7919) % rows) } / 1e3
    values["index→row, in order (µs)"] = median(repeats: 2000) { i in _ = outline.node(at: (i + rows / 3) % rows) } / 1e3
    let ids = (0..<2000).map { i in outline.id(of: OutlineNode((i &* 104_729) % size)) }
    values["ID→index (µs)"] = median(repeats: 2000) { i in _ = outline.index(of: outline.node(id: ids[i % 2000])!) } / 1e3
    values["reveal (µs)"] = median(repeats: 50) { i in
        outline.reveal(outline.node(id: "s\((i &* 10) % sectionCount)sub0") ?? OutlineNode(size - 1))
    } / 1e3
    values["expandAll (ms)"] = median(runs: 5) { _ in
        outline.collapseAll()
        outline.expandAll()
    } / 1e6
    values["search overlay (ms)"] = median(runs: 5) { run in
        outline.showOnly { $0.rawValue % 97 == run }
    } / 1e6
    outline.clearSearch()
    results.append(Result(nodes: size, values: values))
    FileHandle.standardError.write("measured \(size) nodes\n".data(using: .utf8)!)
}

let columns = ["build (ms)", "bytes/node", "toggle 100-row section (µs)", "index→row, random (µs)",
               "index→row, in order (µs)", "ID→index (µs)",
               "reveal (µs)", "expandAll (ms)", "search overlay (ms)"]
print("| nodes | " + columns.joined(separator: " | ") + " |")
print("|---:|" + String(repeating: "---:|", count: columns.count))
for r in results {
    print("| \(r.nodes) | " + columns.map { String(format: "%.3f", r.values[$0] ?? .nan) }.joined(separator: " | ") + " |")
}
if let small = results.first, let large = results.last, results.count > 1 {
    let ratio = { (key: String) in String(format: "%.2f", large.values[key]! / small.values[key]!) }
    print("")
    print("t(\(large.nodes))/t(\(small.nodes)): toggle \(ratio("toggle 100-row section (µs)")), index→row random \(ratio("index→row, random (µs)")), in order \(ratio("index→row, in order (µs)")), ID→index \(ratio("ID→index (µs)"))")
}
