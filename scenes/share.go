package scenes

import (
	"errors"
	"io/fs"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/record"
	"parlour/lang"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/frames"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// Links and game records. A link to a game (the page's "#play=…") opens
// that game at that position when the app starts or when the link is
// followed while it runs; the play screen's Share button copies such a
// link, exports the game's record, or imports one: pasted, chosen as a
// file, or dropped on the window. Whatever is opened is read and replayed
// by midend.Import first: a bad link or record is reported in a notice
// that names the move and why, and changes nothing. A good one opens in
// the play screen in the place of its game's game in progress, which
// Undo brings back until a person moves (midend.Replace).

// sharing opens links and game records that come in, and hands out the
// game shown as a link or a record.
type sharing struct {
	stage    stage
	layers   *frames.Layers // the offer of the computer beside a link's notice
	store    *store
	sessions *sessions
	letters  *letters
	out      *outbox
	dropped  imports // records from files dropped or chosen, to open
}

// maxImport is the largest text, in bytes, read as a record.
const maxImport = 1 << 20

// importedText is the text of a record that came in from outside the
// frame's input (a file read in the background), waiting to be opened.
type importedText struct {
	name, text string
	err        error
}

// imports holds the records read from dropped files, for the next
// Update to open.
type imports struct {
	mu    sync.Mutex
	queue []importedText
}

func (q *imports) add(t importedText) {
	q.mu.Lock()
	q.queue = append(q.queue, t)
	q.mu.Unlock()
}

func (q *imports) take() []importedText {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := q.queue
	q.queue = nil
	return out
}

// openStartLink opens the link the app was started with, if it is one
// to a game, and clears it from the page's address so that a reload
// does not open it again.
func (sh *sharing) openStartLink() {
	platform.LinkChanged() // from now on, a link followed is noticed
	frag := platform.Link()
	if !record.IsLink(frag) {
		return
	}
	platform.ClearLink()
	sh.open(frag, true)
}

// follow opens what came in since the last frame: a link followed while
// the app runs, a file dropped on the window, a file chosen in the
// browser's chooser; and says in a copy's dialog whether the browser
// copied the text.
func (sh *sharing) follow() {
	if platform.LinkChanged() {
		if frag := platform.Link(); record.IsLink(frag) {
			platform.ClearLink()
			sh.open(frag, false)
		}
	}
	if fsys := ebiten.DroppedFiles(); fsys != nil {
		go func() {
			for _, f := range readDropped(fsys) {
				sh.dropped.add(f)
			}
			platform.Wake()
		}()
	}
	for _, f := range platform.Opened() {
		sh.dropped.add(importedText{name: f.Name, text: f.Text, err: f.Err})
	}
	sh.out.follow()
	for _, f := range sh.dropped.take() {
		if f.err != nil {
			sh.stage.Tell(frames.Sharing, lang.T("The file %s could not be read: %s. Nothing was changed.", f.name, f.err.Error()))
			continue
		}
		sh.open(f.text, false)
	}
}

// readDropped reads the files dropped on the window (those at the top of
// fsys; folders are left alone) as records, in name order.
func readDropped(fsys fs.FS) []importedText {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return []importedText{{name: "dropped", err: err}}
	}
	var out []importedText
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		t := importedText{name: path.Base(e.Name())}
		if info, err := e.Info(); err == nil && info.Size() > maxImport {
			t.err = errors.New(lang.T("it is too large to be a game record"))
		} else {
			data, err := fs.ReadFile(fsys, e.Name())
			t.text, t.err = string(data), err
		}
		out = append(out, t)
	}
	return out
}

// open opens a link or a record in the play screen, in the place of its
// game's game in progress (kept for Undo). At the start it becomes the
// first screen at once. A bad one is reported in a notice and changes
// nothing; it reports whether it opened.
func (sh *sharing) open(text string, atStart bool) bool {
	r, m, src, err := midend.ImportRecord(text)
	var named []saves.Seat
	if err == nil {
		named, err = midend.SeatsOf(r, m)
	}
	if err != nil {
		sh.stage.Tell(frames.Sharing, midend.Problem(src, err))
		return false
	}
	if r.Message != nil {
		return sh.letters.receive(r, m, atStart)
	}
	// What an earlier link or record said is outdated by this one.
	sh.stage.Forget(frames.Sharing)
	g := m.Game()
	old, oldSeats, _ := sh.store.saves.InProgress(g)
	if p, ok := sh.stage.Current().(*play.Screen); ok && p.Session().Game() == g {
		old, oldSeats = p.Session().Match(), p.Session().Seats()
	}
	// A shared position waits for the people looking at it: nobody's
	// move is played for them.
	seats := make([]saves.Seat, len(m.Seats()))
	if named != nil { // a record says where the computer played
		seats = named
	}
	s := midend.Replace(sh.sessions.config(), m, seats, old, oldSeats)
	p := play.New(sh.stage, s)
	if atStart {
		sh.stage.Replace(p)
	} else {
		sh.stage.Go(p)
	}
	if kept := midend.Kept(src, old); kept != "" && s.CanRestore() {
		// In the message box, not a notice over New, Undo and Hint.
		s.Tell(kept)
		sh.stage.Announce(kept)
	}
	moves := lang.T("no moves")
	if n := m.Ply(); n > 0 {
		moves = lang.N(n, "%d move", "%d moves", n)
	}
	opened := lang.T("Opened the game record: %s, %s. %s", lang.T(g.Name), moves, words.TurnSentence(m))
	if src == midend.FromLink {
		opened = lang.T("Opened the link: %s, %s. %s", lang.T(g.Name), moves, words.TurnSentence(m))
	}
	sh.stage.Announce(opened)
	if src == midend.FromLink {
		sh.offerComputer(p)
	}
	return true
}

// offerComputer offers, beside a notice, to let the computer take every
// side but the one to move of the game on play screen p, which a link
// opened with people in every seat.
func (sh *sharing) offerComputer(p *play.Screen) {
	s := p.Session()
	m := s.Match()
	pl := m.ToMove()
	if len(m.Seats()) < 2 || s.Over() || pl < 0 {
		return
	}
	var others []string
	var theirs []game.Player
	for i, n := range m.SeatNouns() {
		if i != int(pl) {
			others = append(others, words.SeatPhrase(n))
			theirs = append(theirs, game.Player(i))
		}
	}
	var buttons []*ui.Button
	for _, st := range midend.SeatChoices[1:4] {
		b := ui.NewAction(lang.T(words.LevelLabel(m.Game(), m.State(), st.Level, theirs...)), func() {
			if sh.stage.Current() != p {
				return
			}
			seats := make([]saves.Seat, len(m.Seats()))
			for i := range seats {
				if i != int(pl) {
					seats[i] = st
				}
			}
			s.SetSeats(seats)
			sh.layers.Dismiss()
			sh.stage.Announce(lang.T("The computer plays for %s at %s. %s", game.List(others), lang.T(words.LevelLabel(m.Game(), m.State(), st.Level, theirs...)), words.TurnSentence(m)))
		})
		b.Small = true
		buttons = append(buttons, b)
	}
	text := lang.T("This link opened with people in every seat. To play on against the computer, choose its level: it plays for %s, and you for %s. Dismiss to play every side here.",
		game.List(others), words.SeatPhrase(m.SeatNouns()[pl]))
	sh.layers.Offer(p, text, buttons)
	sh.stage.Tell(frames.Sharing, text)
}

// ask opens the Share dialog for match m: copy a link, export the
// record, or import one.
func (sh *sharing) ask(m *game.Match) {
	sh.stage.Ask(ui.NewDialog(lang.T("Share this game"),
		lang.T("A link opens this game at this position in Parlour. A game record is a text file of its moves and players, to keep or to open later."),
		ui.Choice{Label: lang.T("Copy link"), Action: func() { sh.copyLink(m) }, Primary: true},
		ui.Choice{Label: lang.T("Export record"), Action: func() { sh.exportRecord(m) }},
		ui.Choice{Label: lang.T("Import record"), Action: sh.askImport},
		ui.Choice{Label: lang.T("Close")}))
}

// copyLink puts the link to the position shown of m on the clipboard
// where the browser allows it, and shows it to be copied by hand.
func (sh *sharing) copyLink(m *game.Match) {
	link := platform.LinkURL(record.Of(m).Fragment())
	if platform.HasTextFields {
		said := lang.T("The link is in the box below, selected, to copy by hand.")
		if platform.CopyText(link) {
			said = lang.T("Copying the link… It is also in the box below, selected, to copy by hand.")
		}
		d := ui.NewDialog(lang.T("Link to this game"), said, ui.Choice{Label: lang.T("Close"), Primary: true})
		d.SetField(link, len(link)+1, 4, lang.T("The link is selected in the box, to copy."))
		sh.out.copied(d)
		return
	}
	sh.stage.Ask(ui.NewDialog(lang.T("Link to this game"),
		lang.T("This link opens the game at this position: add it after the address of Parlour's web page, or give it to Parlour on a computer as its first argument.\n\n%s", link),
		ui.Choice{Label: lang.T("Save to a file"), Action: func() { sh.out.export(lang.T("%s link", lang.T(m.Game().Name)), link+"\n", exportLink) }},
		ui.Choice{Label: lang.T("Close"), Primary: true}))
}

// exportRecord hands the record of m over: the share sheet or a
// download on the web, a file in the documents folder on the desktop.
func (sh *sharing) exportRecord(m *game.Match) {
	var seats []saves.Seat
	if p, ok := sh.stage.Current().(*play.Screen); ok && p.Session().Match() == m {
		seats = p.Session().Seats()
	}
	text, err := midend.RecordOf(m, seats).Text()
	if err != nil {
		sh.stage.Tell(frames.Sharing, lang.T("The game record could not be written: %s", err.Error()))
		return
	}
	sh.out.export(lang.T(m.Game().Name)+" "+time.Now().Format("2006-01-02 15-04"), text, exportRecord)
}

// maxListed is how many saved records the desktop's Import lists.
const maxListed = 4

// askImport asks for a record or a link to open: pasted into a box or
// chosen as a file on the web; on the desktop one of the records saved
// in the documents folder. A file dropped on the window opens too.
func (sh *sharing) askImport() {
	if platform.HasTextFields {
		var d *ui.Dialog
		d = ui.NewDialog(lang.T("Import a game"),
			lang.T("Paste a game record or a link into the box, then press Open. Or choose a file, or drop one on the window."),
			ui.Choice{Label: lang.T("Open"), Primary: true, Action: func() { sh.importPasted(d.Value()) }},
			ui.Choice{Label: lang.T("Choose file"), Action: func() {
				if !platform.ChooseFile() {
					sh.stage.Tell(frames.Sharing, lang.T("This browser would not open its file chooser. Paste the record into the box instead."))
				}
			}},
			ui.Choice{Label: lang.T("Cancel")})
		d.SetField("", maxImport, 8, lang.T("Paste or type it in the box, then press Control+Enter."))
		sh.stage.Ask(d)
		return
	}
	saved := platform.SavedRecords()
	text := lang.T("Paste a game record or a link you copied, or drop a record's file on this window. The records you export are saved in the folder Parlour in your documents folder.")
	choices := []ui.Choice{{Label: lang.T("Paste"), Primary: true, Action: sh.pasteImport}}
	if len(saved) > 0 {
		text = lang.T("Paste a game record or a link you copied, drop a record's file on this window, or open one of the records you exported, newest first:")
	}
	for i, r := range saved {
		if i == maxListed {
			break
		}
		choices = append(choices, ui.Choice{Label: r.Name, Action: func() {
			body, err := platform.ReadSavedRecord(r.Path)
			if err != nil {
				sh.stage.Tell(frames.Sharing, lang.T("The file %s could not be read: %s. Nothing was changed.", r.Name, platform.PlayerReason(err)))
				return
			}
			sh.open(body, false)
		}})
	}
	sh.stage.Ask(ui.NewDialog(lang.T("Import a game"), text, append(choices, ui.Choice{Label: lang.T("Cancel")})...))
}

// pasteImport opens the game record or link on the clipboard, where the
// program has no box to paste into (the desktop).
func (sh *sharing) pasteImport() {
	text, err := platform.PasteText()
	switch {
	case err != nil:
		sh.stage.Tell(frames.Sharing, lang.T("Nothing was pasted: %s. Nothing was changed.", err.Error()))
	case strings.TrimSpace(text) == "":
		sh.stage.Tell(frames.Sharing, lang.T("The clipboard holds no text: copy a game record or a link first. Nothing was changed."))
	default:
		sh.open(text, false)
	}
}

// importPasted opens what was pasted into the Import box.
func (sh *sharing) importPasted(text string) {
	if strings.TrimSpace(text) == "" {
		sh.stage.Tell(frames.Sharing, lang.T("Nothing was pasted: paste a game record or a link into the box, then press Open."))
		return
	}
	sh.open(text, false)
}
