package main

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"parlour/assets/iconfile"
)

// Windows resources reach a Go program as a .syso file in its package
// directory: a COFF object whose .rsrc section the linker copies into the
// executable. iconSyso writes one holding the program's icon, which
// Explorer, the taskbar and shortcuts show.

// Resource types and the language of every resource.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	langEnUS    = 0x0409
)

// cofftarget is what a COFF object needs to know of the target machine.
type cofftarget struct {
	machine  uint16 // IMAGE_FILE_MACHINE_*
	addr32nb uint16 // the relocation type of an image-relative address
}

// coffTargets are the Windows architectures the release builds.
var coffTargets = map[string]cofftarget{
	"amd64": {0x8664, 0x0003}, // IMAGE_REL_AMD64_ADDR32NB
	"arm64": {0xaa64, 0x0002}, // IMAGE_REL_ARM64_ADDR32NB
	"386":   {0x014c, 0x0007}, // IMAGE_REL_I386_DIR32NB
}

// resDir is one directory of the resource tree: entries sorted by ID, each
// pointing at a subdirectory or at data.
type resDir struct {
	ids  []uint32
	subs []*resDir // nil where the entry is data
	data [][]byte
}

// iconSyso returns a .syso object for goarch whose resources are the
// images as icon 1 (the program's icon: Windows shows the first group).
func iconSyso(goarch string, images []iconfile.Image) ([]byte, error) {
	target, ok := coffTargets[goarch]
	if !ok {
		return nil, fmt.Errorf("no Windows resources for %s", goarch)
	}
	if len(images) == 0 {
		return nil, fmt.Errorf("no icon images")
	}
	// The group lists the images by resource ID: GRPICONDIR, then one
	// 14-byte GRPICONDIRENTRY (the ICO entry with an ID for an offset).
	icons := &resDir{}
	le := binary.LittleEndian
	group := le.AppendUint16(nil, 0)
	group = le.AppendUint16(group, 1)
	group = le.AppendUint16(group, uint16(len(images)))
	for i, im := range images {
		entry, err := iconfile.DirEntry(im)
		if err != nil {
			return nil, err
		}
		group = append(group, entry...)
		group = le.AppendUint16(group, uint16(i+1))
		icons.ids = append(icons.ids, uint32(i+1))
		icons.subs = append(icons.subs, langDir(im.PNG))
	}
	root := &resDir{
		ids:  []uint32{rtIcon, rtGroupIcon},
		subs: []*resDir{icons, {ids: []uint32{1}, subs: []*resDir{langDir(group)}}},
	}
	section, relocs := layoutResources(root)
	return coffObject(target, section, relocs), nil
}

func langDir(data []byte) *resDir {
	return &resDir{ids: []uint32{langEnUS}, subs: []*resDir{nil}, data: [][]byte{data}}
}

// layoutResources lays out the .rsrc section: every directory (breadth
// first), then the data entries, then the data. It returns the section and
// the offsets of the data entries' address fields, which need relocations.
func layoutResources(root *resDir) (section []byte, relocs []uint32) {
	type leaf struct{ data []byte }
	var dirs []*resDir
	for queue := []*resDir{root}; len(queue) > 0; queue = queue[1:] {
		dirs = append(dirs, queue[0])
		for _, s := range queue[0].subs {
			if s != nil {
				queue = append(queue, s)
			}
		}
	}
	dirAt := map[*resDir]uint32{}
	off := uint32(0)
	var leaves []leaf
	for _, d := range dirs {
		dirAt[d] = off
		off += 16 + 8*uint32(len(d.ids))
		for i, s := range d.subs {
			if s == nil {
				leaves = append(leaves, leaf{d.data[i]})
			}
		}
	}
	entriesAt := off
	off += 16 * uint32(len(leaves))
	dataAt := make([]uint32, len(leaves))
	for i, l := range leaves {
		off = (off + 7) &^ 7
		dataAt[i] = off
		off += uint32(len(l.data))
	}

	le := binary.LittleEndian
	var b bytes.Buffer
	n := 0
	for _, d := range dirs {
		b.Write(make([]byte, 12)) // characteristics, time stamp, version
		b.Write(le.AppendUint16(nil, 0))
		b.Write(le.AppendUint16(nil, uint16(len(d.ids))))
		for i, id := range d.ids {
			b.Write(le.AppendUint32(nil, id))
			if s := d.subs[i]; s != nil {
				b.Write(le.AppendUint32(nil, 0x80000000|dirAt[s]))
			} else {
				b.Write(le.AppendUint32(nil, entriesAt+16*uint32(n)))
				n++
			}
		}
	}
	for i, l := range leaves {
		relocs = append(relocs, uint32(b.Len()))
		b.Write(le.AppendUint32(nil, dataAt[i])) // made image-relative by the relocation
		b.Write(le.AppendUint32(nil, uint32(len(l.data))))
		b.Write(make([]byte, 8)) // code page, reserved
	}
	for i, l := range leaves {
		b.Write(make([]byte, int(dataAt[i])-b.Len()))
		b.Write(l.data)
	}
	return b.Bytes(), relocs
}

// coffObject wraps a .rsrc section into a COFF object with one section
// symbol, against which each relocation is made.
func coffObject(t cofftarget, section []byte, relocs []uint32) []byte {
	const headers = 20 + 40
	le := binary.LittleEndian
	relocAt := headers + len(section)
	symAt := relocAt + 10*len(relocs)

	var b bytes.Buffer
	b.Write(le.AppendUint16(nil, t.machine))
	b.Write(le.AppendUint16(nil, 1))             // sections
	b.Write(le.AppendUint32(nil, 0))             // time stamp
	b.Write(le.AppendUint32(nil, uint32(symAt))) // symbol table
	b.Write(le.AppendUint32(nil, 1))             // symbols
	b.Write(le.AppendUint16(nil, 0))             // optional header size
	b.Write(le.AppendUint16(nil, 0))             // characteristics

	b.WriteString(".rsrc\x00\x00\x00")
	b.Write(le.AppendUint32(nil, 0))                    // virtual size
	b.Write(le.AppendUint32(nil, 0))                    // virtual address
	b.Write(le.AppendUint32(nil, uint32(len(section)))) // raw size
	b.Write(le.AppendUint32(nil, headers))              // raw data
	b.Write(le.AppendUint32(nil, uint32(relocAt)))      // relocations
	b.Write(le.AppendUint32(nil, 0))                    // line numbers
	b.Write(le.AppendUint16(nil, uint16(len(relocs))))  // relocation count
	b.Write(le.AppendUint16(nil, 0))                    // line number count
	b.Write(le.AppendUint32(nil, 0x40000040))           // initialized data, readable

	b.Write(section)
	for _, r := range relocs {
		b.Write(le.AppendUint32(nil, r))
		b.Write(le.AppendUint32(nil, 0)) // symbol 0: the section
		b.Write(le.AppendUint16(nil, t.addr32nb))
	}
	b.WriteString(".rsrc\x00\x00\x00")
	b.Write(le.AppendUint32(nil, 0)) // value
	b.Write(le.AppendUint16(nil, 1)) // section number
	b.Write(le.AppendUint16(nil, 0)) // type
	b.WriteByte(3)                   // storage class: static
	b.WriteByte(0)                   // auxiliary symbols
	b.Write(le.AppendUint32(nil, 4)) // empty string table
	return b.Bytes()
}
