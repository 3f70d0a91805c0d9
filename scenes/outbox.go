package scenes

import (
	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/internal/frames"
	"parlour/scenes/ui"
)

// outbox hands text out of the app: shown in a dialog to copy by hand,
// copied to the clipboard where the browser allows it (the dialog then
// says whether it did), or exported as a file.
type outbox struct {
	stage stage
	// copying is the dialog of a text being copied, until the browser
	// says whether it copied it.
	copying *ui.Dialog
}

// copied asks d, a dialog showing a text the browser was asked to copy,
// and says in it whether the browser did, once it answers.
func (o *outbox) copied(d *ui.Dialog) {
	o.stage.Ask(d)
	o.copying = d
}

// follow says in the copy's dialog, once the browser has answered,
// whether the link was copied.
func (o *outbox) follow() {
	copied, known := platform.CopyResult()
	d := o.copying
	if !known || d == nil {
		return
	}
	o.copying = nil
	if d.Closed() {
		return
	}
	if copied {
		d.Text = lang.T("The link is copied. It is also in the box below, to copy by hand.")
		o.stage.Announce(lang.T("Link copied."))
	} else {
		d.Text = lang.T("The browser would not copy the link: copy it from the box below by hand.")
		o.stage.Announce(d.Text)
	}
	o.stage.Invalidate()
}

// exported is what a file handed out holds: each has whole sentences of
// its own, since its noun's gender and article differ from language to
// language.
type exported int

const (
	exportMessage exported = iota // a game by message's message
	exportLink                    // a link to a game
	exportRecord                  // a game record
)

// export hands text over as the file name.txt and says where it went.
func (o *outbox) export(name, text string, what exported) {
	where, err := platform.Export(name+".txt", text)
	switch {
	case err != nil:
		o.stage.Tell(frames.Sharing, exportSentence(what,
			lang.T("The message could not be exported: %s. Your game is unchanged.", platform.PlayerReason(err)),
			lang.T("The link could not be exported: %s. Your game is unchanged.", platform.PlayerReason(err)),
			lang.T("The game record could not be exported: %s. Your game is unchanged.", platform.PlayerReason(err))))
	case where == "shared":
		o.stage.Tell(frames.Sharing, exportSentence(what,
			lang.T("The message was handed to the share sheet, as “%s.txt”.", name),
			lang.T("The link was handed to the share sheet, as “%s.txt”.", name),
			lang.T("The game record was handed to the share sheet, as “%s.txt”.", name)))
	case where == "downloaded":
		o.stage.Tell(frames.Sharing, exportSentence(what,
			lang.T("The message was downloaded as “%s.txt”, into your browser's downloads.", name),
			lang.T("The link was downloaded as “%s.txt”, into your browser's downloads.", name),
			lang.T("The game record was downloaded as “%s.txt”, into your browser's downloads.", name)))
	default:
		o.stage.Tell(frames.Sharing, exportSentence(what,
			lang.T("The message was saved as %s.", where),
			lang.T("The link was saved as %s.", where),
			lang.T("The game record was saved as %s.", where)))
	}
}

// exportSentence picks, of the sentences for a message, a link and a
// record, the one for what.
func exportSentence(what exported, message, link, record string) string {
	switch what {
	case exportMessage:
		return message
	case exportLink:
		return link
	}
	return record
}
