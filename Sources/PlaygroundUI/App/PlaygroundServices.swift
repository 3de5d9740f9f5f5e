/// What the playground may touch outside itself, injected so it stays free of file I/O.
public struct PlaygroundServices: Sendable {
  public var progress: any ProgressStore
  public var files: any SceneFileStore

  public init(
    progress: any ProgressStore = SessionOnlyProgressStore(),
    files: any SceneFileStore = NoSceneFileStore()
  ) {
    self.progress = progress
    self.files = files
  }
}
