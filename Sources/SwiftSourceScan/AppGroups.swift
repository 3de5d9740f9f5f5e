import AppImport

/// D235: a folder of several Xcode projects that share no class is several apps, each linted on
/// its own. A collection of practice apps declares `ViewController` and `SecondViewController` in
/// every project (Practice-projects, round 76): read as one app, one project's storyboard placed
/// another project's class (HW5's presentation of its own SecondViewController was read as the
/// StatusBar app's). Projects stay together when one names a class only another declares (an app
/// and the framework project its screens inherit from), or compile the same file; files no
/// project takes in go with the projects whose classes they name or that name theirs.
enum AppGroups {
  static func groups(_ files: [FileScan], membership: ProjectMembership) -> [[FileScan]] {
    guard membership.projects.count > 1 else { return [files] }
    // Node per project, and one for the files in none.
    let loose = membership.projects.count
    var parent = Array(0...loose)
    func find(_ x: Int) -> Int {
      var x = x
      while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
      }
      return x
    }
    func union(_ a: Int, _ b: Int) {
      let (ra, rb) = (find(a), find(b))
      if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
    let nodes = files.map { file -> [Int] in
      let found = membership.projectIndices(of: file.path)
      return found.isEmpty ? [loose] : found
    }
    var declared: [Int: Set<String>] = [:]
    var named: [Int: Set<String>] = [:]
    for (file, fileNodes) in zip(files, nodes) {
      for node in fileNodes.dropFirst() { union(fileNodes[0], node) }
      let classes = (file.classes + file.fallbackClasses)
      let names = Set(classes.map(\.name))
      var uses = Set(classes.compactMap { $0.superclass.map { ClassName($0).base } })
      uses.formUnion(file.placements.flatMap(\.controller.allTypes))
      uses.formUnion(file.extensionFacts.keys)
      for node in fileNodes {
        declared[node, default: []].formUnion(names)
        named[node, default: []].formUnion(uses)
      }
    }
    var declaringNodes: [String: [Int]] = [:]
    for (node, names) in declared { for name in names { declaringNodes[name, default: []].append(node) } }
    for (node, names) in named {
      let own = declared[node] ?? []
      for name in names where !own.contains(name) {
        for other in declaringNodes[name] ?? [] { union(node, other) }
      }
    }
    var order: [Int] = []
    var grouped: [Int: [FileScan]] = [:]
    for (file, fileNodes) in zip(files, nodes) {
      let root = find(fileNodes[0])
      if grouped[root] == nil { order.append(root) }
      grouped[root, default: []].append(file)
    }
    return order.compactMap { grouped[$0] }
  }
}
