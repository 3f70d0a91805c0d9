package scenes

import (
	"fmt"

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
		d.Text = "The link is copied. It is also in the box below, to copy by hand."
		o.stage.Announce("Link copied.")
	} else {
		d.Text = "The browser would not copy the link: copy it from the box below by hand."
		o.stage.Announce(d.Text)
	}
	o.stage.Invalidate()
}

// export hands text over as the file name.txt and says where it went.
func (o *outbox) export(name, text, what string) {
	where, err := platform.Export(name+".txt", text)
	switch {
	case err != nil:
		o.stage.Tell(frames.Sharing, fmt.Sprintf("The %s could not be exported: %s. Your game is unchanged.", what, platform.PlayerReason(err)))
	case where == "shared":
		o.stage.Tell(frames.Sharing, fmt.Sprintf("The %s was handed to the share sheet, as “%s.txt”.", what, name))
	case where == "downloaded":
		o.stage.Tell(frames.Sharing, fmt.Sprintf("The %s was downloaded as “%s.txt”, into your browser's downloads.", what, name))
	default:
		o.stage.Tell(frames.Sharing, fmt.Sprintf("The %s was saved as %s.", what, where))
	}
}
