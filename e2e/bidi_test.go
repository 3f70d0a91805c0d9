package e2e

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// bidiSession is a WebDriver BiDi session over a WebSocket, driving the
// first tab of the browser: the page of the pageDriver interface.
// Commands wait for their answer; events are passed to onEvent.
type bidiSession struct {
	ws      *websocket.Conn
	context string // the tab's browsing context
	onEvent func(method string, params json.RawMessage)

	mu      sync.Mutex
	next    int
	pending map[int]chan bidiMessage
	err     error // why the connection ended
}

// bidiMessage is any message from the browser: a command's answer (type
// "success" or "error" with its id) or an event (type "event").
type bidiMessage struct {
	Type    string          `json:"type"`
	ID      int             `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// bidiCommandTimeout bounds every command but those that wait for a page
// to load.
const bidiCommandTimeout = stepTimeout

// bidiReadLimit bounds one message from the browser. The library's
// default (32 KiB) is far below a screenshot's; this only stops a runaway.
const bidiReadLimit = 1 << 30

// dialBiDi connects to a browser's WebDriver BiDi endpoint
// (ws://host:port/session), starts a session and finds its first tab.
func dialBiDi(address string, onEvent func(string, json.RawMessage)) (*bidiSession, error) {
	ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, address, nil)
	if err != nil {
		return nil, fmt.Errorf("webdriver bidi at %s: %w", address, err)
	}
	ws.SetReadLimit(bidiReadLimit)
	s := &bidiSession{ws: ws, onEvent: onEvent, pending: map[int]chan bidiMessage{}}
	go s.read()
	if err := s.call("session.new", map[string]any{"capabilities": map[string]any{}}, nil, bidiCommandTimeout); err != nil {
		ws.CloseNow()
		return nil, err
	}
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	if err := s.call("browsingContext.getTree", map[string]any{}, &tree, bidiCommandTimeout); err != nil {
		ws.CloseNow()
		return nil, err
	}
	if len(tree.Contexts) == 0 {
		ws.CloseNow()
		return nil, errors.New("webdriver bidi: the browser has no tab")
	}
	s.context = tree.Contexts[0].Context
	return s, nil
}

// read hands each message to its waiting command or to onEvent, until the
// connection ends. Reading also answers the browser's pings and its close.
func (s *bidiSession) read() {
	for {
		_, data, err := s.ws.Read(context.Background())
		if err != nil {
			s.mu.Lock()
			s.err = fmt.Errorf("webdriver bidi connection: %w", err)
			for id, ch := range s.pending {
				close(ch)
				delete(s.pending, id)
			}
			s.mu.Unlock()
			return
		}
		var m bidiMessage
		if err := json.Unmarshal(data, &m); err != nil {
			continue
		}
		if m.Type == "event" {
			if s.onEvent != nil {
				s.onEvent(m.Method, m.Params)
			}
			continue
		}
		s.mu.Lock()
		ch := s.pending[m.ID]
		delete(s.pending, m.ID)
		s.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
}

// call sends a command and decodes its result into result (unless nil).
// The timeout bounds both the sending and the wait for the answer; a
// message that cannot be sent in time closes the connection.
func (s *bidiSession) call(method string, params, result any, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	s.mu.Lock()
	if s.err != nil {
		s.mu.Unlock()
		return s.err
	}
	s.next++
	id := s.next
	ch := make(chan bidiMessage, 1)
	s.pending[id] = ch
	s.mu.Unlock()
	data, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	if err := s.ws.Write(ctx, websocket.MessageText, data); err != nil {
		s.forget(id)
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: %w", method, s.err)
		}
		if m.Type == "error" {
			return fmt.Errorf("%s: %s: %s", method, m.Error, m.Message)
		}
		if result == nil {
			return nil
		}
		if err := json.Unmarshal(m.Result, result); err != nil {
			return fmt.Errorf("%s: decode %s: %w", method, m.Result, err)
		}
		return nil
	case <-ctx.Done():
		s.forget(id)
		return fmt.Errorf("%s: no answer within %v", method, timeout)
	}
}

// forget stops waiting for the answer to command id.
func (s *bidiSession) forget(id int) {
	s.mu.Lock()
	delete(s.pending, id)
	s.mu.Unlock()
}

// Subscribe asks for the events named (a module, such as "log", or one
// event).
func (s *bidiSession) Subscribe(events ...string) error {
	return s.call("session.subscribe", map[string]any{"events": events}, nil, bidiCommandTimeout)
}

// SetViewport sets the page's size in CSS pixels.
func (s *bidiSession) SetViewport(w, h int) error {
	return s.call("browsingContext.setViewport", map[string]any{
		"context":  s.context,
		"viewport": map[string]int{"width": w, "height": h},
	}, nil, bidiCommandTimeout)
}

func (s *bidiSession) Navigate(url string) error {
	return s.call("browsingContext.navigate", map[string]any{"context": s.context, "url": url, "wait": "complete"}, nil, startTimeout)
}

func (s *bidiSession) Reload() error {
	return s.call("browsingContext.reload", map[string]any{"context": s.context, "wait": "complete"}, nil, startTimeout)
}

func (s *bidiSession) Eval(expr string) (string, error) {
	var res struct {
		Type   string `json:"type"`
		Result struct {
			Type  string          `json:"type"`
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	err := s.call("script.evaluate", map[string]any{
		"expression":      expr,
		"target":          map[string]string{"context": s.context},
		"awaitPromise":    true,
		"resultOwnership": "none",
	}, &res, bidiCommandTimeout)
	switch {
	case err != nil:
		return "", err
	case res.Type == "exception":
		return "", fmt.Errorf("script.evaluate: %s", res.ExceptionDetails.Text)
	case res.Result.Type != "string":
		return "", fmt.Errorf("script.evaluate: the value is a %s, want a string", res.Result.Type)
	}
	var v string
	err = json.Unmarshal(res.Result.Value, &v)
	return v, err
}

func (s *bidiSession) Pointer(step pointerStep, x, y int) error {
	return s.call("input.performActions", map[string]any{
		"context": s.context,
		"actions": []any{pointerActions(step, x, y)},
	}, nil, bidiCommandTimeout)
}

func (s *bidiSession) Screenshot() ([]byte, error) {
	var res struct {
		Data string `json:"data"`
	}
	if err := s.call("browsingContext.captureScreenshot", map[string]any{"context": s.context}, &res, bidiCommandTimeout); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(res.Data)
}

// End ends the session and closes the connection, with the closing
// handshake when the browser has not closed it already.
func (s *bidiSession) End() {
	s.call("session.end", map[string]any{}, nil, 5*time.Second)
	s.ws.Close(websocket.StatusNormalClosure, "")
}
