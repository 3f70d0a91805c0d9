package e2e

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// webDriverSession is a W3C WebDriver session (the classic protocol: JSON
// over HTTP) driving one browser window: the page of the pageDriver
// interface.
type webDriverSession struct {
	base   string // http://host:port/session/ID
	client *http.Client
}

// newWebDriverSession starts a session on the WebDriver server at address
// (http://host:port) with the capabilities given, which every match must
// have.
func newWebDriverSession(address string, capabilities map[string]any) (*webDriverSession, error) {
	s := &webDriverSession{base: address, client: &http.Client{Timeout: startTimeout}}
	var res struct {
		SessionID string `json:"sessionId"`
	}
	err := s.do(http.MethodPost, "/session", map[string]any{
		"capabilities": map[string]any{"alwaysMatch": capabilities},
	}, &res)
	if err != nil {
		return nil, err
	}
	s.base += "/session/" + res.SessionID
	return s, nil
}

// do sends one command: body (unless nil) as JSON, and the "value" of the
// answer decoded into result (unless nil).
func (s *webDriverSession) do(method, path string, body, result any) error {
	var in io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("webdriver %s %s: %w", method, path, err)
		}
		in = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, s.base+path, in)
	if err != nil {
		return fmt.Errorf("webdriver %s %s: %w", method, path, err)
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	res, err := s.client.Do(req)
	if err != nil {
		return fmt.Errorf("webdriver %s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return fmt.Errorf("webdriver %s %s: %w", method, path, err)
	}
	var answer struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return fmt.Errorf("webdriver %s %s: HTTP %d, not JSON: %.200s", method, path, res.StatusCode, data)
	}
	if res.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(answer.Value, &e)
		return fmt.Errorf("webdriver %s %s: %s: %s", method, path, e.Error, e.Message)
	}
	if result == nil {
		return nil
	}
	if err := json.Unmarshal(answer.Value, result); err != nil {
		return fmt.Errorf("webdriver %s %s: decode %.200s: %w", method, path, answer.Value, err)
	}
	return nil
}

// SetWindowSize sets the outer size of the browser's window.
func (s *webDriverSession) SetWindowSize(w, h int) error {
	return s.do(http.MethodPost, "/window/rect", map[string]int{"width": w, "height": h}, nil)
}

func (s *webDriverSession) Navigate(url string) error {
	return s.do(http.MethodPost, "/url", map[string]string{"url": url}, nil)
}

func (s *webDriverSession) Reload() error {
	return s.do(http.MethodPost, "/refresh", map[string]any{}, nil)
}

// Eval runs the expression as an asynchronous script, which settles with
// the string, or with an object carrying the error.
func (s *webDriverSession) Eval(expr string) (string, error) {
	script := `const done = arguments[arguments.length - 1];
		Promise.resolve().then(() => (` + expr + `)).then(
			(v) => done({value: v}),
			(e) => done({error: String(e && e.stack || e)}));`
	var res struct {
		Value any    `json:"value"`
		Error string `json:"error"`
	}
	if err := s.do(http.MethodPost, "/execute/async", map[string]any{"script": script, "args": []any{}}, &res); err != nil {
		return "", err
	}
	if res.Error != "" {
		return "", fmt.Errorf("script: %s", strings.TrimSpace(res.Error))
	}
	v, ok := res.Value.(string)
	if !ok {
		return "", fmt.Errorf("script: the value is %T, want a string", res.Value)
	}
	return v, nil
}

func (s *webDriverSession) Pointer(step pointerStep, x, y int) error {
	return s.do(http.MethodPost, "/actions", map[string]any{"actions": []any{pointerActions(step, x, y)}}, nil)
}

func (s *webDriverSession) Screenshot() ([]byte, error) {
	var data string
	if err := s.do(http.MethodGet, "/screenshot", nil, &data); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(data)
}

// End ends the session, which closes the browser.
func (s *webDriverSession) End() {
	s.client.Timeout = 10 * time.Second
	s.do(http.MethodDelete, "", nil, nil)
}
