// Package options is the screen before a game: every option of the game,
// drawn from its data, who plays each seat and under what name, the way
// to its lesson, its set-up board and its recorded games. Choices are
// remembered at once.
package options

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/cue"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// Host is what the options ask of the app: ui.Host's services, the
// settings the choices are remembered in, the game in progress, and the
// screens a game's choices lead to.
type Host interface {
	ui.Host
	// Settings returns the remembered settings, the choices among them;
	// SaveSettings writes them.
	Settings() *saves.Settings
	SaveSettings()
	// InProgress returns g's game in progress, if any; Play opens the
	// play screen on the new match m with seats, putting away replaced
	// (with its seats) for Undo to bring back.
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat)
	// ShowMenu goes back to the menu; ShowRules shows g's rules, whose
	// Back returns to back.
	ShowMenu()
	ShowRules(g *game.Game, back ui.Scene)
	// Learn opens g's lesson, whose Back returns to back.
	Learn(g *game.Game, back ui.Scene)
	// Demo returns the play screen showing demo d of g from its start.
	Demo(g *game.Game, d game.Demo) (ui.Scene, error)
	// Resume goes back into the game in progress m, with its seats.
	Resume(m *game.Match, seats []saves.Seat)
	// StartByMessage starts game by message m, a friend in at least one
	// of seats and the person here in exactly one.
	StartByMessage(m *game.Match, seats []saves.Seat)
	// OpenSetup opens the set-up board of g with the options, seats and
	// names chosen; its Back returns to back.
	OpenSetup(g *game.Game, opts game.Options, seats []saves.Seat, names []string, back ui.Scene)
	// CanVibrate reports whether the device can vibrate: the vibration's
	// row is offered only where it can.
	CanVibrate() bool
	// SetLanguage makes the language of code ("" to follow the browser
	// or the system) the player's choice, saved, and shows it once
	// loaded, building the screen shown again.
	SetLanguage(code string)
}

// Screen is the options of one game.
type Screen struct {
	h     Host
	g     *game.Game
	opts  game.Options
	seats []saves.Seat

	rows    []choiceRow
	back    *ui.Button
	rules   *ui.Button
	start   *ui.Button
	cont    *ui.Button
	contM   *game.Match
	contS   []saves.Seat
	focus   ui.FocusRing // rows first, then the bottom buttons
	scroll  ui.Scroller
	view    ui.Rect
	top     ui.Rect
	bottom  ui.Rect
	pressed string   // target of the chip under a press
	names   []string // players' own names for the seats, "" for the seat's name
	stale   bool     // the rows were built again and wait for Layout
	scale   float64  // the UI scale of the last Layout
	preview ui.Rect  // where the start position is drawn, in content coordinates
}

// choiceRow is one setting: an option of the game or a seat.
type choiceRow struct {
	label, help string
	heading     string // section heading drawn above the row, if any
	option      string // option key, or "" for a seat or the demos
	seat        int
	demos       bool   // the row of recorded games to watch
	numbers     bool   // the row that shows or hides the points' numbers
	motion      bool   // the row that chooses how pieces move (motionRow)
	setup       bool   // the row that opens the set-up board
	learn       bool   // the row that opens the game's lesson
	pref        string // the row of a choice of the whole app: "sound", "volume", "vibration", "language"
	offer       bool   // the lesson's row offered first, to a player new to the game: its chip stands out
	disc        bool   // draw the seat's colour disc before the label
	chips       []chip
	helpLines   []string
	x, y, h     float64 // in content coordinates
	labelY      float64
}

type chip struct {
	label, value, target string
	r                    ui.Rect // in content coordinates
}

// New returns the options screen for g with the remembered choices.
func New(h Host, g *game.Game) *Screen {
	o := &Screen{h: h, g: g}
	o.opts, o.seats = h.Settings().For(g)
	o.names = h.Settings().NamesFor(g, len(g.Seats(o.opts)))
	// The buttons keep their English names as hit targets in every
	// language.
	o.back = ui.NewAction(lang.T("Back"), h.ShowMenu)
	o.back.Name = "button:Back"
	o.rules = ui.NewAction(lang.T("Rules"), func() { h.ShowRules(o.g, o) })
	o.rules.Name = "button:Rules"
	o.start = ui.NewAction(lang.T("Start game"), o.begin)
	o.start.Name = "button:Start game"
	o.start.Primary = true
	o.cont = ui.NewAction(lang.T("Continue game"), o.resume)
	o.cont.Name = "button:Continue game"
	if m, seats, ok := h.InProgress(g); ok {
		o.contM, o.contS = m, seats
	}
	o.buildRows()
	return o
}

// Scroll returns the scroller of the choices.
func (o *Screen) Scroll() *ui.Scroller { return &o.scroll }

// Animating reports whether the choices glide after a key (see
// ui.Scroller.Gliding).
func (o *Screen) Animating() bool { return o.scroll.Gliding() }

// Name returns "options".
func (o *Screen) Name() string { return "options" }

// seatLabel returns the name on a choice button of who plays seat pl in
// a game of g begun at start: "Human", "Hard AI", "Perfect AI" where the
// strongest level plays the seat perfectly, else "Expert AI".
func seatLabel(g *game.Game, start game.State, pl game.Player, s saves.Seat) string {
	if s.Friend {
		return lang.T("Friend, by message")
	}
	if !s.AI {
		return lang.T("Human")
	}
	return lang.T("%s AI", lang.T(words.LevelLabel(g, start, s.Level, pl)))
}

func (o *Screen) buildRows() {
	o.rows = o.rows[:0]
	var learn choiceRow
	learnFirst := false
	if o.g.Lesson != nil {
		learn, learnFirst = o.learnRow()
		if learnFirst {
			o.rows = append(o.rows, learn)
		}
	}
	for _, op := range o.g.Options {
		if !op.Applies(o.opts) {
			continue
		}
		r := choiceRow{label: lang.T(op.Label), help: lang.T(op.Help), option: op.Key}
		if len(o.rows) == 0 {
			r.heading = lang.T("GAME")
		}
		for _, c := range op.Choices {
			r.chips = append(r.chips, chip{label: lang.T(c.Label), value: c.Value, target: "option:" + op.Key + "=" + c.Value})
		}
		o.rows = append(o.rows, r)
	}
	if st, _, err := o.g.Start(o.opts); err == nil && board.Numbered(st.Board()) {
		o.rows = append(o.rows, choiceRow{label: lang.T("Hole numbers"), help: lang.T("Each hole's number on the board, as moves and hints name them."), numbers: true,
			chips: []chip{{label: lang.T("Shown"), value: "on", target: "numbers:on"}, {label: lang.T("Hidden"), value: "off", target: "numbers:off"}}})
	}
	if o.g.Setup != nil {
		o.rows = append(o.rows, choiceRow{label: lang.T("Your own position"), setup: true,
			help:  lang.T("Put pieces where you like and choose who moves, then play from there."),
			chips: []chip{{label: lang.T("Set up a position"), value: "setup", target: "button:Set up a position"}}})
	}
	// The app's own choices close the first column, beside the players
	// and the start position on a wide screen.
	o.rows = append(o.rows, o.soundRows()...)
	o.rows = append(o.rows, motionRow())
	if r, ok := languageRow(); ok {
		o.rows = append(o.rows, r)
	}
	names := o.g.Seats(o.opts)
	if len(o.seats) != len(names) {
		old := o.seats
		o.seats = midend.DefaultSeats(len(names))
		copy(o.seats, old)
	}
	shared := false
	start, _, err := o.g.Start(o.opts)
	if err == nil {
		shared = board.SharedPieces(start)
	}
	nouns := o.g.SeatNouns(o.opts)
	for i, n := range names {
		help := lang.T("Who plays %s.", words.SeatPhrase(nouns[i]))
		switch {
		case len(names) == 1:
			help = lang.T("You, or the computer playing the solver's moves.")
		case shared:
			help = lang.T("Who plays as %s.", lang.T(n))
		}
		if len(names) > 1 {
			help += " " + words.StrongestHelp(o.g, o.opts, start, game.Player(i))
		}
		r := choiceRow{label: o.seatName(i, names), help: help, seat: i, disc: shared}
		if i == 0 {
			r.heading = lang.T("PLAYERS")
		}
		choices := midend.SeatChoices
		if len(names) > 1 {
			choices = append(choices[:len(choices):len(choices)], midend.Friend)
		}
		for _, st := range choices {
			label := seatLabel(o.g, start, game.Player(i), st)
			if len(names) == 1 && !st.AI {
				label = lang.T("You") // a puzzle: nobody else is at the table
			}
			r.chips = append(r.chips, chip{label: label, value: st.String(), target: "seat:" + n + "=" + st.String()})
		}
		o.rows = append(o.rows, r)
	}
	if len(o.g.Demos) > 0 {
		r := choiceRow{heading: lang.T("WATCH"), label: lang.T("Recorded games"), help: lang.T("Play through a recorded game step by step."), demos: true}
		for i, d := range o.g.Demos {
			r.chips = append(r.chips, chip{label: lang.T(d.Name), value: strconv.Itoa(i), target: "demo:" + d.Name})
		}
		o.rows = append(o.rows, r)
	}
	if o.g.Lesson != nil && !learnFirst {
		o.rows = append(o.rows, learn)
	}
}

// soundRows returns the rows of the sound's choices, which every game's
// options show, for the whole app: the sound on or off, its volume, and
// the vibration where the device can vibrate.
func (o *Screen) soundRows() []choiceRow {
	onOff := func(pref string) []chip {
		return []chip{{label: lang.T("On"), value: "on", target: pref + ":on"}, {label: lang.T("Off"), value: "off", target: pref + ":off"}}
	}
	rows := []choiceRow{{heading: lang.T("SOUND AND MOTION"), label: lang.T("Sound"), pref: "sound", chips: onOff("sound"),
		help: lang.T("A short sound for each move, capture and result. M turns it off and on while you play.")}}
	vol := choiceRow{label: lang.T("Volume"), pref: "volume", help: lang.T("How loud the sounds are.")}
	for i, name := range cue.VolumeNames {
		v := strconv.Itoa(i + 1)
		vol.chips = append(vol.chips, chip{label: lang.T(name), value: v, target: "volume:" + v})
	}
	rows = append(rows, vol)
	if o.h.CanVibrate() {
		rows = append(rows, choiceRow{label: lang.T("Vibration"), pref: "vibration", chips: onOff("vibration"),
			help: lang.T("A short vibration when a piece is taken or a tap is refused.")})
	}
	return rows
}

// selectedPref returns the chosen value of a row of the whole app's
// choices.
func (o *Screen) selectedPref(pref string) string {
	st := o.h.Settings()
	onOff := map[bool]string{true: "off", false: "on"}
	switch pref {
	case "language":
		return st.Language
	case "sound":
		return onOff[st.Mute]
	case "volume":
		return strconv.Itoa(st.SoundVolume())
	case "vibration":
		return onOff[st.NoVibration]
	}
	return ""
}

// choosePref makes a choice of the whole app, keeps it and says it.
func (o *Screen) choosePref(r *choiceRow, value string) {
	st := o.h.Settings()
	switch r.pref {
	case "language":
		if value == st.Language {
			return
		}
		o.h.SetLanguage(value) // saved, and this screen built again in it
	case "sound":
		st.Mute = value == "off"
	case "volume":
		st.Volume, _ = strconv.Atoi(value)
	case "vibration":
		st.NoVibration = value == "off"
	}
	if r.pref != "language" {
		o.h.SaveSettings()
	}
	for _, c := range r.chips {
		if c.value == value {
			o.h.Announce(lang.T("%s: %s.", r.label, c.label))
		}
	}
}

// seatRow reports whether the row says who plays a seat.
func (r *choiceRow) seatRow() bool {
	return r.option == "" && !r.demos && !r.numbers && !r.motion && !r.setup && !r.learn && r.pref == ""
}

// learnRow returns the row that offers the game's lesson: first, for a
// player new to the game; last otherwise.
func (o *Screen) learnRow() (row choiceRow, first bool) {
	p := o.h.Settings().Lesson(o.g)
	_, played := o.h.Settings().Games[o.g.ID]
	first = !p.Offered && !p.Done && p.Step == 0 && !played && o.contM == nil
	n := len(o.g.Lesson.Steps)
	row = choiceRow{heading: lang.T("LEARN"), label: lang.T("The lesson"), learn: true,
		help: lang.N(n, "%d short step on the board, a rule in each, with Show me when you are stuck.", "%d short steps on the board, a rule in each, with Show me when you are stuck.", n)}
	label := lang.T("Learn to play")
	switch {
	case first:
		row.heading, row.label, row.offer = lang.T("NEW TO %s?", strings.ToUpper(lang.T(o.g.Name))), lang.T("Learn it first"), true
	case p.Done:
		label = lang.T("Take the lesson again")
	case p.Step > 0:
		label = lang.T("Go on: step %d of %d", min(p.Step, n-1)+1, n)
	}
	row.chips = []chip{{label: label, value: "learn", target: "button:Learn"}}
	return row, first
}

// openLesson opens the game's lesson; it is not offered first again.
func (o *Screen) openLesson() {
	o.markOffered()
	o.h.Learn(o.g, o)
}

// markOffered records that the lesson was offered before a game.
func (o *Screen) markOffered() {
	if o.g.Lesson == nil {
		return
	}
	st := o.h.Settings()
	if p := st.Lesson(o.g); !p.Offered {
		p.Offered = true
		st.SetLesson(o.g, p)
		o.h.SaveSettings()
	}
}

// watch opens demo number value of the game.
func (o *Screen) watch(value string) {
	i, err := strconv.Atoi(value)
	if err != nil || i < 0 || i >= len(o.g.Demos) {
		return
	}
	p, err := o.h.Demo(o.g, o.g.Demos[i])
	if err != nil {
		o.h.Notify(lang.T("The recorded game could not be shown: %s", err.Error()))
		return
	}
	o.h.Go(p)
	o.h.Announce(lang.T("Showing %s.", lang.T(o.g.Demos[i].Name)))
}

func (o *Screen) selected(r *choiceRow) string {
	switch {
	case r.demos, r.setup, r.learn:
		return ""
	case r.pref != "":
		return o.selectedPref(r.pref)
	case r.numbers && o.h.Settings().HideNumbers:
		return "off"
	case r.numbers:
		return "on"
	case r.motion:
		return motionValue(o.h.Settings().Motion)
	}
	if r.option != "" {
		return o.opts[r.option]
	}
	return o.seats[r.seat].String()
}

func (o *Screen) choose(r *choiceRow, value string) {
	if r.demos {
		o.watch(value)
		return
	}
	if r.setup {
		o.openSetup()
		return
	}
	if r.learn {
		o.openLesson()
		return
	}
	if r.pref != "" {
		o.choosePref(r, value)
		return
	}
	if r.numbers {
		o.h.Settings().HideNumbers = value == "off"
		o.h.SaveSettings()
		if value == "off" {
			o.h.Announce(lang.T("Hole numbers hidden."))
		} else {
			o.h.Announce(lang.T("Hole numbers shown."))
		}
		return
	}
	if r.motion {
		o.chooseMotion(r, value)
		return
	}
	if r.option != "" {
		if o.opts[r.option] == value {
			return
		}
		o.opts[r.option] = value
		o.buildRows()
	} else {
		st, err := midend.ParseSeat(value)
		if err != nil || o.seats[r.seat] == st {
			return
		}
		o.seats[r.seat] = st
	}
	o.h.Settings().Set(o.g, o.opts, o.seats)
	o.h.SaveSettings()
	for _, c := range r.chips {
		if c.value == value {
			o.h.Announce(lang.T("%s: %s.", r.label, c.label))
		}
	}
}

// Layout places the bars, the rows and their chips.
func (o *Screen) Layout(c *ui.Context) {
	s := c.S
	o.scale = s
	var pad float64
	o.top, o.back.Rect, o.rules.Rect, pad = ui.TopBar(c)

	bh := 84 * s
	_, o.bottom = c.Bounds().CutBottom(bh)
	bw := math.Min(300*s, c.W-2*pad)
	by := o.bottom.Y + (bh-52*s)/2
	if o.contM != nil {
		bw = math.Min(260*s, (c.W-2*pad-12*s)/2)
		total := 2*bw + 12*s
		x := (c.W - total) / 2
		o.cont.Rect = ui.Rect{X: x, Y: by, W: bw, H: 52 * s}
		o.start.Rect = ui.Rect{X: x + bw + 12*s, Y: by, W: bw, H: 52 * s}
	} else {
		o.cont.Rect = ui.Rect{}
		o.start.Rect = ui.Rect{X: (c.W - bw) / 2, Y: by, W: bw, H: 52 * s}
	}
	o.view = ui.Rect{X: 0, Y: o.top.Bottom(), W: c.W, H: o.bottom.Y - o.top.Bottom()}

	full := ui.Rect{X: pad, Y: 0, W: c.W - 2*pad, H: 0}
	cols := []ui.Rect{full.CenterWidth(720 * s)}
	twoCol := full.W >= 900*s && len(o.g.Options) > 0
	if twoCol {
		w := math.Min((full.W-48*s)/2, 520*s)
		x := full.X + (full.W-2*w-48*s)/2
		cols = []ui.Rect{{X: x, Y: 0, W: w, H: 0}, {X: x + w + 48*s, Y: 0, W: w, H: 0}}
	}
	labelF, helpF, chipF, chipBold := ui.Face(true, 17*s), ui.Face(false, 14*s), ui.Face(false, 15*s), ui.Face(true, 15*s)
	top := 8 * s
	y, bottom := top, top
	col := cols[0]
	for i := range o.rows {
		r := &o.rows[i]
		if twoCol && r.seatRow() && r.heading != "" && col == cols[0] {
			// The seats, then the recorded games, go in the second column.
			col, y = cols[1], top
		}
		r.x = col.X
		if r.heading != "" {
			if y > top {
				y += 14 * s
			}
			y += 28 * s
		}
		r.y = y
		r.labelY = y + ui.LineHeight(labelF)/2
		y += ui.LineHeight(labelF)
		r.helpLines = ui.Wrap(r.help, helpF, col.W)
		y += float64(len(r.helpLines))*ui.LineHeight(helpF) + 8*s
		x, y0 := col.X, y
		ch := 44 * s
		for j := range r.chips {
			cp := &r.chips[j]
			w := math.Min(math.Max(ui.TextWidth(cp.label, chipF), ui.TextWidth(cp.label, chipBold))+28*s, col.W)
			if x > col.X && x+w > col.Right() {
				x = col.X
				y += ch + 8*s
			}
			cp.r = ui.Rect{X: x, Y: y, W: w, H: ch}
			x += w + 8*s
		}
		y += ch + 22*s
		if by, ok := o.layBoardChips(r, col, y0, s); ok {
			y = by // choices of points, laid out as the board
		}
		r.h = y - r.y
		bottom = math.Max(bottom, y)
	}
	o.preview = ui.Rect{}
	if twoCol {
		// The start position for the chosen options, under the players.
		right := cols[1]
		py := y
		for _, r := range o.rows {
			if r.option == "" && !r.setup {
				py = r.y + r.h
			}
		}
		if h := math.Min(right.W*0.5, 240*s); py+h+40*s <= math.Max(bottom, o.view.H-8*s) {
			o.preview = ui.Rect{X: right.X, Y: py + 28*s, W: right.W, H: h}
			bottom = math.Max(bottom, o.preview.Bottom()+16*s)
		}
	}
	y = bottom
	o.scroll.SetContent(y+8*s, o.view.H)
}

func (o *Screen) toScreen(r ui.Rect) ui.Rect { return r.Offset(0, o.view.Y-o.scroll.Offset) }

func (o *Screen) buttons() []*ui.Button {
	if o.contM != nil {
		return []*ui.Button{o.cont, o.start}
	}
	return []*ui.Button{o.start}
}

// Update handles chips, buttons and keys.
func (o *Screen) Update(c *ui.Context) error {
	f := c.In
	if o.stale {
		o.stale = false
		o.Layout(c)
	}
	o.scroll.Update(f, o.view, c.S)
	if f.Released && !f.Scrolled && o.view.Contains(f.X, f.Y) {
		seatNames := o.g.Seats(o.opts)
		for i := range o.rows {
			r := &o.rows[i]
			if r.seatRow() && o.toScreen(o.nameRect(r, c.S)).Contains(f.X, f.Y) {
				o.rename(r.seat, seatNames)
				return nil
			}
		}
	}
	if ui.ClickAny(f, c.Dt, append([]*ui.Button{o.back, o.rules}, o.buttons()...)...) {
		return nil
	}
	if o.view.Contains(f.X, f.Y) || !f.Down {
		for i := range o.rows {
			for _, cp := range o.rows[i].chips {
				in := o.toScreen(cp.r).Contains(f.X, f.Y) && o.view.Contains(f.X, f.Y)
				if f.Pressed && in {
					o.pressed = cp.target
				}
				if f.Released && in && o.pressed == cp.target && !f.Scrolled {
					o.choose(&o.rows[i], cp.value)
					o.Layout(c)
					o.focus.Clear()
					// The rows were laid out again, and may be fewer
					// (Leapfrog's seats follow its number of players).
					return nil
				}
			}
		}
	}
	if !f.Down && !f.Released {
		o.pressed = ""
	}
	o.keys(c)
	return nil
}

func (o *Screen) keys(c *ui.Context) {
	f := c.In
	btns := o.buttons()
	n := len(o.rows) + len(btns)
	move := func(d int) {
		o.focus.Move(n, d, nil)
		o.announceFocus(c, btns)
	}
	switch {
	case f.Consume(ui.KeyBack):
		o.h.ShowMenu()
	case o.focus.Tab(f, n, nil):
		o.announceFocus(c, btns)
	case f.Consume(ui.KeyDown):
		move(1)
	case f.Consume(ui.KeyUp):
		move(-1)
	case f.Key(ui.KeyLeft) || f.Key(ui.KeyRight):
		d := 1
		if f.Consume(ui.KeyLeft) {
			d = -1
		} else {
			f.Consume(ui.KeyRight)
		}
		if o.focus.At() < 0 {
			move(1)
			return
		}
		if at := o.focus.At(); at >= len(o.rows) {
			i := at - len(o.rows) + d
			if i >= 0 && i < len(btns) {
				o.focus.Set(len(o.rows) + i)
			}
			return
		}
		r := &o.rows[o.focus.At()]
		cur := 0
		for j, cp := range r.chips {
			if cp.value == o.selected(r) {
				cur = j
			}
		}
		if j := cur + d; j >= 0 && j < len(r.chips) {
			o.choose(r, r.chips[j].value)
			o.Layout(c)
		}
	case f.Consume(ui.KeyActivate):
		if at := o.focus.At(); at >= len(o.rows) {
			btns[at-len(o.rows)].Activate()
		} else if at < 0 {
			o.begin()
		} else if o.rows[at].setup {
			o.openSetup()
		} else if o.rows[at].learn {
			o.openLesson()
		}
	}
}

// announceFocus reveals the focused row and tells screen readers what the
// focus is on.
func (o *Screen) announceFocus(c *ui.Context, btns []*ui.Button) {
	at := o.focus.At()
	switch {
	case at < 0:
	case at < len(o.rows):
		r := &o.rows[at]
		o.scroll.Reveal(r.y-40*c.S, r.y+r.h, o.view.H)
		if r.setup {
			o.h.Announce(lang.T("%s button. Enter opens the set-up board.", r.chips[0].label))
		}
		if r.learn {
			o.h.Announce(lang.T("%s button. Enter opens the lesson.", r.chips[0].label))
		}
		for _, cp := range r.chips {
			if cp.value == o.selected(r) {
				o.h.Announce(lang.T("%s: %s. Left and right arrows change it.", r.label, cp.label))
			}
		}
	default:
		o.h.Announce(lang.T("%s button.", btns[at-len(o.rows)].Label))
	}
}

func (o *Screen) begin() {
	if o.byMessage() {
		o.startNew() // a game by message puts nothing away
		return
	}
	n := 0
	if o.contM != nil {
		n = o.contM.Ply()
	}
	words.ConfirmNew(o.h, o.contM, n, o.startNew)
}

// startNew starts a new game with the choices made; a game in progress
// of the same game is kept for Undo.
func (o *Screen) startNew() {
	o.markOffered()
	m, err := game.NewMatch(o.g, o.opts)
	if err != nil {
		o.h.Notify(lang.T("The game could not be started: %s", err.Error()))
		return
	}
	m.SetNames(o.names)
	if o.byMessage() {
		o.h.StartByMessage(m, append([]saves.Seat(nil), o.seats...))
		return
	}
	o.h.Play(m, append([]saves.Seat(nil), o.seats...), o.contM, o.contS)
	o.h.Announce(lang.T("New game. %s", words.TurnSentence(m)))
}

// byMessage reports whether a friend plays a seat by message: Start game
// starts a game by message.
func (o *Screen) byMessage() bool {
	for _, st := range o.seats {
		if st.Friend {
			return true
		}
	}
	return false
}

// openSetup opens the set-up board with the choices made.
func (o *Screen) openSetup() {
	o.h.OpenSetup(o.g, o.opts, o.seats, o.names, o)
}

func (o *Screen) resume() {
	if o.contM == nil {
		return
	}
	o.h.Resume(o.contM, o.contS)
}

// Targets lists the buttons and every chip.
func (o *Screen) Targets(add func(string, ui.Rect)) {
	add(o.back.Target(), o.back.Rect)
	add(o.rules.Target(), o.rules.Rect)
	add(o.start.Target(), o.start.Rect)
	if o.contM != nil {
		add(o.cont.Target(), o.cont.Rect)
	}
	seatNames := o.g.Seats(o.opts)
	for i, r := range o.rows {
		if r.seatRow() && r.seat < len(seatNames) {
			add("rename:"+seatNames[r.seat], o.toScreen(o.nameRect(&o.rows[i], o.scale)))
		}
		for _, cp := range r.chips {
			sr := o.toScreen(cp.r)
			if sr.Y >= o.view.Y-1 && sr.Bottom() <= o.view.Bottom()+1 {
				add(cp.target, sr)
			}
		}
	}
}

// Hook returns what the test hooks report of the options screen beside
// what the App reports of every screen: the game whose options are shown.
func (o *Screen) Hook() any { return map[string]string{"game": o.g.ID} }

// Draw draws the options screen.
func (o *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	f := c.In
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)

	view := ui.Clip(dst, o.view)
	labelF, helpF, chipF, headF := ui.Face(true, 17*s), ui.Face(false, 14*s), ui.Face(false, 15*s), ui.Face(true, 12.5*s)
	for i := range o.rows {
		r := &o.rows[i]
		base := o.view.Y - o.scroll.Offset
		if r.heading != "" {
			ui.DrawText(view, r.heading, headF, r.x, base+r.y-16*s, ui.AlignLeft, ui.ColAccent)
		}
		lx := r.x
		if r.disc {
			board.DrawSeatDisc(view, r.seat, r.x+10*s, base+r.labelY, 10*s)
			lx += 26 * s
		}
		ui.DrawText(view, r.label, labelF, lx, base+r.labelY, ui.AlignLeft, ui.ColText)
		if r.seatRow() {
			ui.DrawText(view, lang.T("Rename"), ui.Face(false, 13*s), lx+ui.TextWidth(r.label, labelF)+12*s, base+r.labelY, ui.AlignLeft, ui.ColFaint)
		}
		y := base + r.y + ui.LineHeight(labelF)
		for _, ln := range r.helpLines {
			ui.DrawText(view, ln, helpF, r.x, y+ui.LineHeight(helpF)/2, ui.AlignLeft, ui.ColMuted)
			y += ui.LineHeight(helpF)
		}
		sel := o.selected(r)
		for _, cp := range r.chips {
			cr := o.toScreen(cp.r)
			on := cp.value == sel || r.offer
			hover := f.Hover && cr.Contains(f.X, f.Y) && o.view.Contains(f.X, f.Y)
			fill, edge, fg := ui.ColPanel, ui.ColBorder, ui.ColText
			if hover {
				fill, edge = ui.ColPanelHi, ui.Mix(ui.ColBorder, ui.ColText, 0.3)
			}
			if on {
				fill, edge, fg = ui.ColAccent, ui.ColAccent, ui.ColAccentText
			}
			if o.pressed == cp.target && cr.Contains(f.X, f.Y) {
				fill = ui.Mix(fill, ui.ColBackground2, 0.25)
			}
			ui.FillRoundRect(view, cr, cr.H/2, fill)
			ui.StrokeRoundRect(view, cr.Inset(0.5*s), cr.H/2, 1.2*s, edge)
			if (on || r.setup || r.learn) && o.focus.Is(i) {
				ui.StrokeRoundRect(view, cr.Inset(-3.5*s), cr.H/2+3.5*s, 2.5*s, ui.ColFocus)
			}
			fc := chipF
			if on {
				fc = ui.Face(true, 15*s)
			}
			cx, cy := cr.Center()
			ui.DrawText(view, ui.Ellipsize(cp.label, fc, cr.W-20*s), fc, cx, cy, ui.AlignCenter, fg)
		}
	}
	if !o.preview.Empty() {
		pr := o.toScreen(o.preview)
		ui.DrawText(view, lang.T("STARTING POSITION"), headF, pr.X, pr.Y-16*s, ui.AlignLeft, ui.ColAccent)
		if st, _, err := o.g.Start(o.opts); err == nil {
			look := board.NoMarks()
			look.State, look.Looks, look.Labels = st, o.g.Looks, true
			board.Draw(view, board.Fit(st.Board(), pr), s, look)
		}
	}
	o.scroll.DrawBar(dst, o.view, s)

	// Top bar.
	ui.FillRoundRect(dst, o.top, 0, ui.WithAlpha(ui.ColBackground, 0.92))
	ui.StrokeLine(dst, 0, o.top.Bottom(), c.W, o.top.Bottom(), 1*s, ui.ColBorder)
	avail := o.rules.Rect.X - o.back.Rect.Right() - 16*s
	titleF := ui.FitFace(lang.T(o.g.Name), true, 22*s, 15*s, avail)
	ui.DrawText(dst, ui.Ellipsize(lang.T(o.g.Name), titleF, avail), titleF, c.W/2, o.top.Y+36*s, ui.AlignCenter, ui.ColText)
	o.back.Draw(dst, f, s)
	o.rules.Draw(dst, f, s)

	// Bottom bar.
	ui.FillRoundRect(dst, o.bottom, 0, ui.WithAlpha(ui.ColBackground2, 0.94))
	ui.StrokeLine(dst, 0, o.bottom.Y, c.W, o.bottom.Y, 1*s, ui.ColBorder)
	for i, b := range o.buttons() {
		b.Focused = o.focus.Is(len(o.rows) + i)
		b.Draw(dst, f, s)
	}
}
