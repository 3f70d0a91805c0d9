package e2e

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"testing"
	"time"
)

// serverFrame is one frame as a server sends it: unmasked.
func serverFrame(final bool, opcode byte, payload []byte) []byte {
	b := []byte{opcode, 0}
	if final {
		b[0] |= 0x80
	}
	switch n := len(payload); {
	case n < 126:
		b[1] = byte(n)
	case n <= 0xFFFF:
		b[1] = 126
		b = binary.BigEndian.AppendUint16(b, uint16(n))
	default:
		b[1] = 127
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	return append(b, payload...)
}

// readClientFrame reads one frame a client sent, which must be masked,
// and returns its opcode and unmasked payload.
func readClientFrame(r *bufio.Reader) (byte, []byte, error) {
	var head [2]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return 0, nil, err
	}
	if head[1]&0x80 == 0 {
		return 0, nil, errors.New("the client sent an unmasked frame")
	}
	n := uint64(head[1] & 0x7F)
	switch n {
	case 126:
		var ext [2]byte
		io.ReadFull(r, ext[:])
		n = uint64(binary.BigEndian.Uint16(ext[:]))
	case 127:
		var ext [8]byte
		io.ReadFull(r, ext[:])
		n = binary.BigEndian.Uint64(ext[:])
	}
	var mask [4]byte
	io.ReadFull(r, mask[:])
	payload := make([]byte, n)
	if _, err := io.ReadFull(r, payload); err != nil {
		return 0, nil, err
	}
	for i := range payload {
		payload[i] ^= mask[i%4]
	}
	return head[0] & 0x0F, payload, nil
}

// TestWebSocketFrames checks the WebSocket client the BiDi session uses
// against frames a server may send: each length encoding, a message in
// fragments with a ping between them (which must be answered with its
// payload), and a close; and that what the client sends is masked.
func TestWebSocketFrames(t *testing.T) {
	long := bytes.Repeat([]byte("x"), 70000)
	medium := bytes.Repeat([]byte("y"), 300)
	tests := []struct {
		name   string
		frames [][]byte
		want   []byte
		pong   []byte // the pong the client must send, if any
	}{
		{"short", [][]byte{serverFrame(true, wsText, []byte("hello"))}, []byte("hello"), nil},
		{"16-bit length", [][]byte{serverFrame(true, wsText, medium)}, medium, nil},
		{"64-bit length", [][]byte{serverFrame(true, wsText, long)}, long, nil},
		{"fragments around a ping", [][]byte{
			serverFrame(false, wsText, []byte("hel")),
			serverFrame(true, wsPing, []byte("are you there")),
			serverFrame(true, wsContinuation, []byte("lo")),
		}, []byte("hello"), []byte("are you there")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client, server := net.Pipe()
			defer client.Close()
			defer server.Close()
			c := &wsConn{conn: client, r: bufio.NewReader(client)}
			go func() {
				for _, f := range tt.frames {
					server.Write(f)
				}
			}()
			pong := make(chan []byte, 1)
			if tt.pong != nil {
				go func() {
					op, p, err := readClientFrame(bufio.NewReader(server))
					if err != nil || op != wsPong {
						p = nil
					}
					pong <- p
				}()
			}
			got, err := c.ReadMessage()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, tt.want) {
				t.Errorf("read %d bytes %.20q, want %d bytes %.20q", len(got), got, len(tt.want), tt.want)
			}
			if tt.pong != nil {
				select {
				case p := <-pong:
					if !bytes.Equal(p, tt.pong) {
						t.Errorf("answered the ping with %q, want a pong with %q", p, tt.pong)
					}
				case <-time.After(5 * time.Second):
					t.Error("the ping got no answer")
				}
			}
		})
	}

	t.Run("close", func(t *testing.T) {
		client, server := net.Pipe()
		defer client.Close()
		defer server.Close()
		c := &wsConn{conn: client, r: bufio.NewReader(client)}
		go func() {
			server.Write(serverFrame(true, wsClose, nil))
			io.Copy(io.Discard, server) // the client's close frame
		}()
		if _, err := c.ReadMessage(); err != io.EOF {
			t.Errorf("after a close frame: %v, want io.EOF", err)
		}
	})

	t.Run("write", func(t *testing.T) {
		client, server := net.Pipe()
		defer client.Close()
		defer server.Close()
		c := &wsConn{conn: client, r: bufio.NewReader(client)}
		r := bufio.NewReader(server)
		for _, msg := range [][]byte{[]byte(`{"id":1}`), medium, long} {
			go c.WriteText(msg)
			op, p, err := readClientFrame(r)
			if err != nil {
				t.Fatal(err)
			}
			if op != wsText || !bytes.Equal(p, msg) {
				t.Errorf("sent opcode %d with %d bytes, want a text frame of %d bytes", op, len(p), len(msg))
			}
		}
	})
}
