package e2e

import (
	"bufio"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// wsConn is the client end of a WebSocket (RFC 6455), as much of it as a
// WebDriver BiDi session needs: text messages both ways, pings answered,
// fragmented messages joined. It is safe for one reader and many writers.
type wsConn struct {
	conn net.Conn
	r    *bufio.Reader
	wmu  sync.Mutex
}

// wsOpcodes of the frames the client sends or handles.
const (
	wsContinuation = 0x0
	wsText         = 0x1
	wsBinary       = 0x2
	wsClose        = 0x8
	wsPing         = 0x9
	wsPong         = 0xA
)

// dialWebSocket opens a WebSocket to a ws:// address.
func dialWebSocket(address string, timeout time.Duration) (*wsConn, error) {
	u, err := url.Parse(address)
	if err != nil || u.Scheme != "ws" {
		return nil, fmt.Errorf("websocket address %q: want ws://host:port/path", address)
	}
	conn, err := net.DialTimeout("tcp", u.Host, timeout)
	if err != nil {
		return nil, fmt.Errorf("websocket %s: %w", address, err)
	}
	key := make([]byte, 16)
	rand.Read(key)
	nonce := base64.StdEncoding.EncodeToString(key)
	req := &http.Request{
		Method: http.MethodGet,
		URL:    u,
		Host:   u.Host,
		Header: http.Header{
			"Upgrade":               {"websocket"},
			"Connection":            {"Upgrade"},
			"Sec-WebSocket-Key":     {nonce},
			"Sec-WebSocket-Version": {"13"},
		},
	}
	conn.SetDeadline(time.Now().Add(timeout))
	if err := req.Write(conn); err != nil {
		conn.Close()
		return nil, fmt.Errorf("websocket %s: send the handshake: %w", address, err)
	}
	r := bufio.NewReader(conn)
	res, err := http.ReadResponse(r, req)
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("websocket %s: read the handshake: %w", address, err)
	}
	res.Body.Close()
	sum := sha1.Sum([]byte(nonce + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	if res.StatusCode != http.StatusSwitchingProtocols || res.Header.Get("Sec-WebSocket-Accept") != base64.StdEncoding.EncodeToString(sum[:]) {
		conn.Close()
		return nil, fmt.Errorf("websocket %s: the server refused the upgrade: %s", address, res.Status)
	}
	conn.SetDeadline(time.Time{})
	return &wsConn{conn: conn, r: r}, nil
}

// WriteText sends one text message.
func (c *wsConn) WriteText(p []byte) error {
	return c.writeFrame(wsText, p)
}

// writeFrame sends one final frame, masked as a client must.
func (c *wsConn) writeFrame(opcode byte, p []byte) error {
	header := make([]byte, 2, 14)
	header[0] = 0x80 | opcode
	switch n := len(p); {
	case n < 126:
		header[1] = 0x80 | byte(n)
	case n <= 0xFFFF:
		header[1] = 0x80 | 126
		header = binary.BigEndian.AppendUint16(header, uint16(n))
	default:
		header[1] = 0x80 | 127
		header = binary.BigEndian.AppendUint64(header, uint64(n))
	}
	var mask [4]byte
	rand.Read(mask[:])
	header = append(header, mask[:]...)
	masked := make([]byte, len(p))
	for i, b := range p {
		masked[i] = b ^ mask[i%4]
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if _, err := c.conn.Write(append(header, masked...)); err != nil {
		return fmt.Errorf("websocket write: %w", err)
	}
	return nil
}

// ReadMessage returns the next text or binary message, answering pings on
// the way. It returns io.EOF once the server closes the connection.
func (c *wsConn) ReadMessage() ([]byte, error) {
	var msg []byte
	for {
		var head [2]byte
		if _, err := io.ReadFull(c.r, head[:]); err != nil {
			return nil, err
		}
		final, opcode := head[0]&0x80 != 0, head[0]&0x0F
		n := uint64(head[1] & 0x7F)
		switch n {
		case 126:
			var ext [2]byte
			if _, err := io.ReadFull(c.r, ext[:]); err != nil {
				return nil, err
			}
			n = uint64(binary.BigEndian.Uint16(ext[:]))
		case 127:
			var ext [8]byte
			if _, err := io.ReadFull(c.r, ext[:]); err != nil {
				return nil, err
			}
			n = binary.BigEndian.Uint64(ext[:])
		}
		var mask [4]byte
		masked := head[1]&0x80 != 0
		if masked {
			if _, err := io.ReadFull(c.r, mask[:]); err != nil {
				return nil, err
			}
		}
		if n > 1<<30 {
			return nil, fmt.Errorf("websocket frame of %d bytes", n)
		}
		payload := make([]byte, n)
		if _, err := io.ReadFull(c.r, payload); err != nil {
			return nil, err
		}
		if masked {
			for i := range payload {
				payload[i] ^= mask[i%4]
			}
		}
		switch opcode {
		case wsPing:
			if err := c.writeFrame(wsPong, payload); err != nil {
				return nil, err
			}
		case wsPong:
		case wsClose:
			c.writeFrame(wsClose, nil)
			return nil, io.EOF
		case wsText, wsBinary, wsContinuation:
			msg = append(msg, payload...)
			if final {
				return msg, nil
			}
		default:
			return nil, errors.New("websocket: unknown opcode " + fmt.Sprint(opcode))
		}
	}
}

// Close closes the connection without the closing handshake.
func (c *wsConn) Close() error {
	return c.conn.Close()
}
