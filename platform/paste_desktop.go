//go:build !js

package platform

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"parlour/lang"
)

// pasteCommand is one program that prints the system clipboard's text.
type pasteCommand struct {
	name string
	args []string
}

// pasteCommands lists the programs that can read the clipboard on this
// system, in the order they are tried: the system's own on macOS and
// Windows; on Wayland wl-paste, then xclip and xsel, one of which most
// Linux and BSD desktops have.
func pasteCommands() []pasteCommand {
	switch runtime.GOOS {
	case "darwin":
		return []pasteCommand{{"pbpaste", nil}}
	case "windows":
		return []pasteCommand{{"powershell", []string{"-NoProfile", "-NonInteractive", "-Command", "Get-Clipboard -Raw"}}}
	}
	cmds := []pasteCommand{{"xclip", []string{"-selection", "clipboard", "-out"}}, {"xsel", []string{"--clipboard", "--output"}}}
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		cmds = append([]pasteCommand{{"wl-paste", []string{"--no-newline"}}}, cmds...)
	}
	return cmds
}

// PasteText returns the text on the system clipboard, as the Import
// dialog's Paste reads it: a game record or a link copied from anywhere.
// It runs the system's program for it (see pasteCommands); the error says
// when none could, naming the programs to install on Linux.
func PasteText() (string, error) {
	var tried []string
	for _, c := range pasteCommands() {
		path, err := exec.LookPath(c.name)
		if err != nil {
			tried = append(tried, c.name)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		out, err := exec.CommandContext(ctx, path, c.args...).Output()
		cancel()
		if err != nil {
			return "", errors.New(lang.T("the clipboard could not be read (%s: %v)", c.name, err))
		}
		if len(out) > maxRecordSize {
			return "", errors.New(lang.T("the clipboard holds too much text to be a game record"))
		}
		return string(bytes.ToValidUTF8(out, []byte("\uFFFD"))), nil
	}
	return "", errors.New(lang.T("no program to read the clipboard was found: install %s", strings.Join(tried, lang.T(" or "))))
}
