package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/pe"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"parlour/assets/art"
	"parlour/assets/iconfile"
)

// TestIconResource links the icon resource into a small Windows program
// for each architecture and reads it back out of the executable, as
// Explorer would: the first icon group, and each icon it names.
func TestIconResource(t *testing.T) {
	images, err := iconfile.Render(art.Icon, 16, 32, 256)
	if err != nil {
		t.Fatal(err)
	}
	for _, goarch := range []string{"amd64", "arm64", "386"} {
		t.Run(goarch, func(t *testing.T) {
			syso, err := iconSyso(goarch, images)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			files := map[string]string{
				"go.mod":                           "module iconcheck\n\ngo 1.26\n",
				"main.go":                          "package main\n\nfunc main() {}\n",
				"icon_windows_" + goarch + ".syso": string(syso),
			}
			for name, data := range files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			cmd := exec.Command("go", "build", "-o", "check.exe", ".")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=windows", "GOARCH="+goarch, "GOFLAGS=")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("go build: %v\n%s", err, out)
			}
			got := readIcons(t, filepath.Join(dir, "check.exe"))
			if len(got) != len(images) {
				t.Fatalf("the executable's icon group has %d images, want %d", len(got), len(images))
			}
			for i := range images {
				if got[i].Size != images[i].Size || !bytes.Equal(got[i].PNG, images[i].PNG) {
					t.Errorf("image %d: %d pixels, want %d, or other bytes", i, got[i].Size, images[i].Size)
				}
			}
		})
	}
}

// readIcons returns the images of the first icon group in a Windows
// executable's resources.
func readIcons(t *testing.T, exe string) []iconfile.Image {
	t.Helper()
	f, err := pe.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sect := f.Section(".rsrc")
	if sect == nil {
		t.Fatal("the executable has no .rsrc section")
	}
	data, err := sect.Data()
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	// entry finds id in the directory at off (0: the first entry) and
	// returns what it points at.
	entry := func(off uint32, id uint32) uint32 {
		named, ids := le.Uint16(data[off+12:]), le.Uint16(data[off+14:])
		for i := range uint32(named) + uint32(ids) {
			e := off + 16 + 8*i
			if id == 0 || le.Uint32(data[e:]) == id {
				return le.Uint32(data[e+4:])
			}
		}
		t.Fatalf("resource %d not found", id)
		return 0
	}
	// resource returns the bytes of the resource of the type and ID.
	resource := func(typ, id uint32) []byte {
		d := entry(entry(entry(0, typ)&^0x80000000, id)&^0x80000000, 0)
		rva, size := le.Uint32(data[d:]), le.Uint32(data[d+4:])
		start := rva - sect.VirtualAddress
		if start+size > uint32(len(data)) {
			t.Fatalf("resource %d/%d lies outside .rsrc (RVA %#x, section at %#x)", typ, id, rva, sect.VirtualAddress)
		}
		return data[start : start+size]
	}
	group := resource(rtGroupIcon, 1)
	var out []iconfile.Image
	for i := range int(le.Uint16(group[4:])) {
		e := group[6+14*i:]
		size := int(e[0])
		if size == 0 {
			size = 256
		}
		out = append(out, iconfile.Image{Size: size, PNG: resource(rtIcon, uint32(le.Uint16(e[12:])))})
	}
	return out
}

func TestAppBundle(t *testing.T) {
	files, err := appBundle([]byte("program"), "v1.4.2")
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]archiveFile{}
	for _, f := range files {
		byName[f.Name] = f
	}
	if f := byName["Parlour.app/Contents/MacOS/Parlour"]; !f.Exec || string(f.Data) != "program" {
		t.Errorf("the program is not in Contents/MacOS as an executable")
	}
	icns, err := iconfile.ReadICNS(byName["Parlour.app/Contents/Resources/Parlour.icns"].Data)
	if err != nil {
		t.Fatal(err)
	}
	if len(icns) != len(iconfile.ICNSSizes) {
		t.Errorf("the icns holds %d sizes, want %d", len(icns), len(iconfile.ICNSSizes))
	}
	// The plist must be well-formed XML with each key followed by a value.
	plist := byName["Parlour.app/Contents/Info.plist"].Data
	dec := xml.NewDecoder(bytes.NewReader(plist))
	keys := map[string]string{}
	var key, text string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("Info.plist: %v\n%s", err, plist)
		}
		switch tok := tok.(type) {
		case xml.CharData:
			text = string(tok)
		case xml.StartElement:
			text = ""
			if tok.Name.Local == "true" {
				keys[key] = "true"
			}
		case xml.EndElement:
			switch tok.Name.Local {
			case "key":
				key = text
			case "string":
				keys[key] = text
			}
		}
	}
	want := map[string]string{
		"CFBundleExecutable":         "Parlour",
		"CFBundleIconFile":           "Parlour.icns",
		"CFBundlePackageType":        "APPL",
		"CFBundleShortVersionString": "1.4.2",
		"NSHighResolutionCapable":    "true",
	}
	for k, v := range want {
		if keys[k] != v {
			t.Errorf("Info.plist: %s is %q, want %q", k, keys[k], v)
		}
	}
}

func TestBundleVersion(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"v1.2.0", "1.2.0"},
		{"1.2", "1.2"},
		{"v2.0.1-3-g818a15c-dirty", "2.0.1"},
		{"818a15c", "0.0.0"},
		{"dev", "0.0.0"},
		{"v1.2.3.4", "0.0.0"},
	} {
		if got := bundleVersion(tt.in); got != tt.want {
			t.Errorf("bundleVersion(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestArchives checks that both archive formats keep names, contents and
// the executable bit.
func TestArchives(t *testing.T) {
	files := []archiveFile{{Name: "dir/parlour", Data: []byte("binary"), Exec: true}, {Name: "dir/notes", Data: []byte("text")}}
	tgz, err := tarGz(files)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	tr := tar.NewReader(zr)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		got = append(got, fmt.Sprintf("%s %o %s", hdr.Name, hdr.Mode, data))
	}
	z, err := zipFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	zrd, err := zip.NewReader(bytes.NewReader(z), int64(len(z)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zrd.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(rc)
		rc.Close()
		got = append(got, fmt.Sprintf("%s %o %s", f.Name, f.Mode().Perm(), data))
	}
	want := "dir/parlour 755 binary|dir/notes 644 text|dir/parlour 755 binary|dir/notes 644 text"
	if strings.Join(got, "|") != want {
		t.Errorf("archives hold %q, want %q", strings.Join(got, "|"), want)
	}
}
