// Package iconfile writes an icon drawn at several sizes into the container
// files that operating systems and browsers read: ICO (Windows and the
// favicon) and ICNS (macOS). Both hold the sizes as PNG images, which every
// supported version of those systems reads.
package iconfile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/png"
	"slices"
)

// Image is one size of an icon, encoded as PNG.
type Image struct {
	Size int // width and height in pixels
	PNG  []byte
}

// Render draws the icon at each size with draw and encodes the results.
func Render(draw func(size int) *image.RGBA, sizes ...int) ([]Image, error) {
	out := make([]Image, 0, len(sizes))
	for _, n := range sizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, draw(n)); err != nil {
			return nil, fmt.Errorf("icon %d: %w", n, err)
		}
		out = append(out, Image{Size: n, PNG: buf.Bytes()})
	}
	return out, nil
}

// ICO returns an ICO file holding the images, which must be 1 to 256
// pixels square.
func ICO(images []Image) ([]byte, error) {
	if len(images) == 0 {
		return nil, errors.New("ico: no images")
	}
	var b bytes.Buffer
	le := binary.LittleEndian
	b.Write(le.AppendUint16(nil, 0))                   // reserved
	b.Write(le.AppendUint16(nil, 1))                   // type: icon
	b.Write(le.AppendUint16(nil, uint16(len(images)))) // count
	offset := 6 + 16*len(images)
	for _, im := range images {
		entry, err := DirEntry(im)
		if err != nil {
			return nil, fmt.Errorf("ico: %w", err)
		}
		b.Write(entry)
		b.Write(le.AppendUint32(nil, uint32(offset)))
		offset += len(im.PNG)
	}
	for _, im := range images {
		b.Write(im.PNG)
	}
	return b.Bytes(), nil
}

// DirEntry returns the first 12 bytes that ICO files and Windows icon
// group resources share for one image: width, height (0 for 256), colour
// count, reserved, planes, bits per pixel and the size of the image data.
func DirEntry(im Image) ([]byte, error) {
	if im.Size < 1 || im.Size > 256 {
		return nil, fmt.Errorf("%d pixels: an ICO image is 1 to 256 pixels square", im.Size)
	}
	side := byte(im.Size % 256) // 256 is written as 0
	le := binary.LittleEndian
	e := []byte{side, side, 0, 0}
	e = le.AppendUint16(e, 1)  // colour planes
	e = le.AppendUint16(e, 32) // bits per pixel
	e = le.AppendUint32(e, uint32(len(im.PNG)))
	return e, nil
}

// icnsTypes names the ICNS entry that holds a PNG of each size.
var icnsTypes = map[int]string{
	16:   "icp4",
	32:   "icp5",
	64:   "icp6",
	128:  "ic07",
	256:  "ic08",
	512:  "ic09",
	1024: "ic10",
}

// ICNSSizes are the sizes an ICNS file can hold, smallest first.
var ICNSSizes = []int{16, 32, 64, 128, 256, 512, 1024}

// ICNS returns an ICNS file holding the images, whose sizes must be among
// ICNSSizes.
func ICNS(images []Image) ([]byte, error) {
	if len(images) == 0 {
		return nil, errors.New("icns: no images")
	}
	be := binary.BigEndian
	body := []byte{}
	for _, im := range images {
		typ, ok := icnsTypes[im.Size]
		if !ok {
			return nil, fmt.Errorf("icns: %d pixels: want one of %v", im.Size, ICNSSizes)
		}
		body = append(body, typ...)
		body = be.AppendUint32(body, uint32(8+len(im.PNG)))
		body = append(body, im.PNG...)
	}
	out := append([]byte("icns"), be.AppendUint32(nil, uint32(8+len(body)))...)
	return append(out, body...), nil
}

// ReadICNS returns the images of an ICNS file written by ICNS, for tests
// and checks.
func ReadICNS(data []byte) ([]Image, error) {
	be := binary.BigEndian
	if len(data) < 8 || string(data[:4]) != "icns" || int(be.Uint32(data[4:])) != len(data) {
		return nil, errors.New("icns: bad header")
	}
	var out []Image
	for rest := data[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			return nil, errors.New("icns: truncated entry")
		}
		typ, n := string(rest[:4]), int(be.Uint32(rest[4:]))
		if n < 8 || n > len(rest) {
			return nil, fmt.Errorf("icns: entry %q has a bad length", typ)
		}
		size := 0
		for s, t := range icnsTypes {
			if t == typ {
				size = s
			}
		}
		if size == 0 {
			return nil, fmt.Errorf("icns: unknown entry %q", typ)
		}
		out = append(out, Image{Size: size, PNG: rest[8:n]})
		rest = rest[n:]
	}
	return out, nil
}

// ReadICO returns the images of an ICO file that holds PNG images, as ICO
// writes them.
func ReadICO(data []byte) ([]Image, error) {
	le := binary.LittleEndian
	if len(data) < 6 || le.Uint16(data) != 0 || le.Uint16(data[2:]) != 1 {
		return nil, errors.New("ico: bad header")
	}
	n := int(le.Uint16(data[4:]))
	if len(data) < 6+16*n {
		return nil, errors.New("ico: truncated directory")
	}
	var out []Image
	for i := range n {
		e := data[6+16*i:]
		size := int(e[0])
		if size == 0 {
			size = 256
		}
		length, offset := int(le.Uint32(e[8:])), int(le.Uint32(e[12:]))
		if offset < 0 || length < 0 || offset+length > len(data) {
			return nil, fmt.Errorf("ico: image %d lies outside the file", i)
		}
		png := data[offset : offset+length]
		if !bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")) {
			return nil, fmt.Errorf("ico: image %d is not a PNG", i)
		}
		out = append(out, Image{Size: size, PNG: png})
	}
	slices.SortFunc(out, func(a, b Image) int { return a.Size - b.Size })
	return out, nil
}
