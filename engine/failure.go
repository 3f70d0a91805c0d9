package engine

import "parlour/lang"

// Failure is the kind of error a final Reply carries, kept as data beside
// its detail (Reply.Err). In the browser the engine runs in a worker that
// loads no catalog, so the page words the error again in the player's
// language (Reply.Worded) rather than show the worker's English.
type Failure uint8

// The kinds of failure. The numbers cross between the worker and the
// page, which are built together.
const (
	NoFailure   Failure = iota // Err, if any, is in the player's words already
	FailEngine                 // the engine broke down, a bug: Err is what it said
	FailMessage                // the worker could not read the page's message: Err says why
	FailRequest                // the engine turned the request away: Err says why, in the worker's words
)

// Worded returns r's error in the current language for the request req
// it answers: "" when r has none. An engine failure and a message the
// worker could not read keep their detail, for a report of the bug; a
// request turned away is read again here, where the game's errors speak
// the player's language, and keeps the worker's words only when it reads
// well here (which the engine alone refuses).
func (r Reply) Worded(req Request) string {
	switch r.Fail {
	case FailEngine:
		return lang.T("engine failure: %s", r.Err)
	case FailMessage:
		return lang.T("bad message: %s", r.Err)
	case FailRequest:
		if _, err := req.Match(); err != nil {
			return err.Error()
		}
	}
	return r.Err
}
