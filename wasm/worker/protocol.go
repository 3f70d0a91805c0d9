// Command worker is Parlour's engine for a Web Worker: the search and the
// games, without Ebitengine. Built with GOOS=js GOARCH=wasm it is
// engine.wasm, which worker.js runs in a Web Worker so that the page keeps
// drawing while the AI thinks; natively it speaks the same protocol on
// standard input and output, one JSON document a line.
//
// The protocol: the page sends Messages, each an engine.Request as JSON.
// For a request the worker answers with engine.Reply documents carrying the
// request's ID: progress (final false, with depth, score, nodes and the
// principal variation) after each search iteration, then one final reply
// with the move or an error. A Message with bench set runs the engine
// benchmark instead and is answered with one BenchReport; one with
// valuesBench runs engine.BenchValues and is answered with one
// ValuesBenchReport. A request with values set (engine.Request.Values) is
// answered with one final reply carrying the value of every legal move. A search cannot
// be interrupted: the page cancels one by terminating the worker (see
// worker.js and platform.NewThinker).
//
// The games' tables (package tablefile) are not in engine.wasm: the worker
// downloads one from the site the first time a search needs it, checks it
// against its hash and keeps it for its life; after each attempt it posts
// the page an object (not JSON text) {table: {name, getMs, verifyMs,
// decodeMs, error}}. A table that cannot be had leaves the search to do
// without it, and the reply's Info.Note says so.
package main

import (
	"context"
	"encoding/json"

	"parlour/engine"
	_ "parlour/game/catalog"
	"parlour/guard"
)

// Message is what the page sends the worker: a search request or, with
// Bench set, a request to run the engine benchmark.
type Message struct {
	engine.Request
	Bench       bool                `json:"bench,omitempty"`
	ValuesBench *engine.ValuesBench `json:"valuesBench,omitempty"`
}

// ValuesBenchReport answers a Message with ValuesBench set.
type ValuesBenchReport struct {
	Timing engine.ValuesTiming `json:"timing"`
	Error  string              `json:"error,omitempty"`
}

// BenchReport answers a benchmark Message: engine.BenchAll for every game
// at its default options, as measured in the worker.
type BenchReport struct {
	Bench []engine.BenchResult `json:"bench"`
	Error string               `json:"error,omitempty"`
}

// handle answers one message, passing each answer to post as JSON. It
// returns when the answer is complete. A panic of the engine becomes a
// final reply with an error, so the worker stays usable. An error goes
// as its kind and its detail, which the page words (engine.Reply.Worded):
// the worker loads no catalog.
func handle(data []byte, post func([]byte)) {
	var m Message
	var failed error
	defer func() {
		if failed != nil {
			post(encode(engine.Reply{ID: m.ID, Final: true, Err: failed.Error(), Fail: engine.FailEngine}))
		}
	}()
	defer guard.Recover("the engine worker", &failed) // runs first

	if err := json.Unmarshal(data, &m); err != nil {
		post(encode(engine.Reply{Final: true, Err: err.Error(), Fail: engine.FailMessage}))
		return
	}
	ctx := context.Background()
	if m.Bench {
		rep := BenchReport{Bench: []engine.BenchResult{}}
		if err := engine.BenchAll(ctx, false, func(r engine.BenchResult) { rep.Bench = append(rep.Bench, r) }); err != nil {
			rep.Error = err.Error()
		}
		post(encode(rep))
		return
	}
	if m.ValuesBench != nil {
		var rep ValuesBenchReport
		var err error
		if rep.Timing, err = engine.BenchValues(ctx, *m.ValuesBench); err != nil {
			rep.Error = err.Error()
		}
		post(encode(rep))
		return
	}
	r, err := engine.Answer(ctx, m.Request, func(r engine.Reply) { post(encode(r)) })
	if err != nil {
		r = engine.Reply{ID: m.ID, Final: true, Err: err.Error(), Fail: engine.FailRequest}
	}
	post(encode(r))
}

func encode(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil { // the protocol types always encode
		panic(err)
	}
	return data
}
