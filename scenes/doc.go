// Package scenes is Parlour's user interface: the menu, the options, the
// rules and the play screens, drawn with Ebitengine. It is the "frontend"
// of the app: it reads input and turns it into moves (a BoardWidget builds
// them from taps and drags through MovePath), hands them to a
// midend.Session, which keeps the match, the seats and the engine's work,
// and draws and announces what the Session reports. It holds no rules.
//
// App implements ebiten.Game. Scenes draw in device pixels at a UI scale,
// so everything stays sharp on high-density screens. Logic that needs no
// window (layout, hit testing, cursor moves, the tap-and-drag picker and
// saving) lives in files without Ebitengine and has table-driven tests.
package scenes
