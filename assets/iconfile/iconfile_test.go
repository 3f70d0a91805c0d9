package iconfile

import (
	"bytes"
	"image"
	"image/color"
	"testing"
)

func square(n int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	img.Set(n/2, n/2, color.RGBA{0xe3, 0xb0, 0x4b, 0xff})
	return img
}

func TestICORoundTrip(t *testing.T) {
	images, err := Render(square, 16, 32, 256)
	if err != nil {
		t.Fatal(err)
	}
	data, err := ICO(images)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadICO(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(images) {
		t.Fatalf("read %d images, wrote %d", len(back), len(images))
	}
	for i := range images {
		if back[i].Size != images[i].Size || !bytes.Equal(back[i].PNG, images[i].PNG) {
			t.Errorf("image %d: read %d pixels, wrote %d, or the PNG differs", i, back[i].Size, images[i].Size)
		}
	}
	if _, err := ICO([]Image{{Size: 512, PNG: images[0].PNG}}); err == nil {
		t.Error("ICO accepted a 512-pixel image")
	}
}

func TestICNSRoundTrip(t *testing.T) {
	images, err := Render(square, ICNSSizes...)
	if err != nil {
		t.Fatal(err)
	}
	data, err := ICNS(images)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadICNS(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(images) {
		t.Fatalf("read %d images, wrote %d", len(back), len(images))
	}
	for i := range images {
		if back[i].Size != images[i].Size || !bytes.Equal(back[i].PNG, images[i].PNG) {
			t.Errorf("image %d differs", i)
		}
	}
	if _, err := ICNS([]Image{{Size: 48, PNG: images[0].PNG}}); err == nil {
		t.Error("ICNS accepted a 48-pixel image")
	}
	if _, err := ReadICNS(data[:len(data)-1]); err == nil {
		t.Error("ReadICNS accepted a truncated file")
	}
}
