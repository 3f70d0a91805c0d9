package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"fmt"
	"regexp"
	"time"

	"parlour/assets/art"
	"parlour/assets/iconfile"
)

// archiveFile is one file to pack, by its path inside the archive.
type archiveFile struct {
	Name string
	Data []byte
	Exec bool // executable
}

// released is the time stamped on every packed file, so that the same
// build packs to the same bytes.
var released = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

func mode(f archiveFile) int64 {
	if f.Exec {
		return 0o755
	}
	return 0o644
}

// tarGz packs files into a gzip-compressed tar archive.
func tarGz(files []archiveFile) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(zw)
	for _, f := range files {
		hdr := &tar.Header{Name: f.Name, Mode: mode(f), Size: int64(len(f.Data)), ModTime: released, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.Data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// zipFiles packs files into a zip archive, keeping the executable bit for
// unzip tools that honour Unix modes (macOS's Finder and ditto do).
func zipFiles(files []archiveFile) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		hdr := &zip.FileHeader{Name: f.Name, Method: zip.Deflate, Modified: released}
		hdr.SetMode(0o644)
		if f.Exec {
			hdr.SetMode(0o755)
		}
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.Data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Bundle names of the macOS app.
const (
	bundleName = "Parlour"
	bundleID   = "app.parlour.Parlour"
	// minMacOS is the oldest macOS that programs built by Go 1.26 run on.
	minMacOS = "12.0"
)

// appBundle lays out Parlour.app around the program: its Info.plist, the
// program in Contents/MacOS and the icon in Contents/Resources.
func appBundle(program []byte, version string) ([]archiveFile, error) {
	images, err := iconfile.Render(art.Icon, iconfile.ICNSSizes...)
	if err != nil {
		return nil, err
	}
	icns, err := iconfile.ICNS(images)
	if err != nil {
		return nil, err
	}
	plist, err := infoPlist(version)
	if err != nil {
		return nil, err
	}
	app := bundleName + ".app/Contents/"
	return []archiveFile{
		{Name: app + "Info.plist", Data: plist},
		{Name: app + "MacOS/" + bundleName, Data: program, Exec: true},
		{Name: app + "Resources/" + bundleName + ".icns", Data: icns},
	}, nil
}

// plistEntry is one key of an Info.plist with a string or boolean value.
type plistEntry struct {
	Key   string
	Value any
}

// infoPlist returns the bundle's Info.plist.
func infoPlist(version string) ([]byte, error) {
	short := bundleVersion(version)
	entries := []plistEntry{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", bundleName},
		{"CFBundleExecutable", bundleName},
		{"CFBundleIconFile", bundleName + ".icns"},
		{"CFBundleIdentifier", bundleID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", bundleName},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", short},
		{"CFBundleVersion", short},
		{"CFBundleGetInfoString", bundleName + " " + version},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", minMacOS},
		{"NSHighResolutionCapable", true},
		{"NSSupportsAutomaticGraphicsSwitching", true},
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString("<plist version=\"1.0\">\n<dict>\n")
	for _, e := range entries {
		b.WriteString("\t<key>")
		xml.EscapeText(&b, []byte(e.Key))
		b.WriteString("</key>\n\t")
		switch v := e.Value.(type) {
		case string:
			b.WriteString("<string>")
			xml.EscapeText(&b, []byte(v))
			b.WriteString("</string>\n")
		case bool:
			fmt.Fprintf(&b, "<%t/>\n", v)
		default:
			return nil, fmt.Errorf("plist key %s: unsupported value %T", e.Key, v)
		}
	}
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes(), nil
}

var numericVersion = regexp.MustCompile(`^v?(\d+(?:\.\d+){0,2})(?:$|[-+])`)

// bundleVersion turns a release version ("v1.2.0", "v1.2.0-3-gabc") into
// the dotted numbers macOS wants; others (a bare commit) become "0.0.0".
func bundleVersion(version string) string {
	if m := numericVersion.FindStringSubmatch(version); m != nil {
		return m[1]
	}
	return "0.0.0"
}
