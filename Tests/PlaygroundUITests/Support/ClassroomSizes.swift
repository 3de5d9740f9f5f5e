/// The terminal sizes a class meets: an explorer's 80x24, a laptop's 120x40, a projector's 160x45
/// and a large screen's 200x60. The classroom's promises are checked at each.
let classroomSizes = [(80, 24), (120, 40), (160, 45), (200, 60)]
