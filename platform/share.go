package platform

import (
	"sync"
	"time"
)

// OpenedFile is a text file the person handed to the app, such as a game
// record picked in the web page's file chooser.
type OpenedFile struct {
	Name string // the file's name, without its folder
	Text string
	Err  error // why it could not be read
}

// openedFiles holds the files handed over and not yet taken by Opened.
var openedFiles struct {
	sync.Mutex
	files []OpenedFile
}

// handOver queues f for Opened.
func handOver(f OpenedFile) {
	openedFiles.Lock()
	openedFiles.files = append(openedFiles.files, f)
	openedFiles.Unlock()
	Wake()
}

// Opened returns the files picked in the chooser ChooseFile opened since
// the last call, oldest first.
func Opened() []OpenedFile {
	openedFiles.Lock()
	defer openedFiles.Unlock()
	out := openedFiles.files
	openedFiles.files = nil
	return out
}

// SavedRecord is a record file Export wrote, listed by SavedRecords.
type SavedRecord struct {
	Name string // the file's name without ".txt"
	Path string
	Time time.Time // when it was written
}
