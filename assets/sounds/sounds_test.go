package sounds

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// golden pins each sound's bytes at Rate. A change of a recipe changes
// its hash: listen to the new sound (write it out as a WAV, as
// TestWAV's comment says), and when it is meant, copy the hash the
// failure prints here.
var golden = map[Sound]string{
	Move:         "3f3346eaa6a56754eb0029486faa06c5328653c03cc97dc3e96dab0aa40483a2",
	Capture:      "e754cd38a018e45cabb2b024314374fbbcaa936c66c4a9767bfa82bb87497069",
	Landing:      "50f49ff98232e425763d4a72d7f60feebefaf1ca037c840c6aec096fc098c7dc",
	Refused:      "7004332ccfdb0fd53cc1ab20df700da00ae4e3a23426bd80e182f162f52bdf0b",
	ComputerMove: "62c208f76f70a075881717583620e2f3db96ef9a508f8223631e582ead530d11",
	Won:          "a0b89c965c7eb9f96d6452d7589c53fc43547b09a8ed3891dcdcba7949e215dc",
	Lost:         "b985a331ecd6ad396db318816b6774da3ec7a72ffd24ba35d369cd252882cf7b",
	Drawn:        "963ddb99838066754a2f20772602c0b3c69a65bbe2fa34e2ab1d87826be381ea",
	StepPassed:   "b10e2f17095a6f8963ef9a353b6cb9a3d57e063967bf59745ce821e23e84ab55",
	Solved:       "ff450b5d8c99e578c58dcd06a60a8f8250f71860165aaac96a8b4885751bb213",
	Failed:       "f71eca8ef165be87f34f55a83a207bd2867898c6227b55e265611d8d96769c7b",
	FriendMove:   "b05a06076d4eb6a5a30cd9ed798971cfeaba3df840c291f8e05fd1a10c166a7a",
}

// samples returns the left channel of pcm.
func samples(pcm []byte) []float32 {
	out := make([]float32, len(pcm)/BytesPerFrame)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(pcm[i*BytesPerFrame:]))
	}
	return out
}

func TestSameEveryTime(t *testing.T) {
	for _, s := range All() {
		if a, b := s.PCM(Rate), s.PCM(Rate); !bytes.Equal(a, b) {
			t.Errorf("%v: made twice, the bytes differ", s)
		}
	}
}

func TestGolden(t *testing.T) {
	for _, s := range All() {
		got := fmt.Sprintf("%x", sha256.Sum256(s.PCM(Rate)))
		if golden[s] != got {
			t.Errorf("%v: sha256 %s, pinned %q", s, got, golden[s])
		}
	}
}

// TestShortAndQuiet holds every sound to 50-400 ms, its peak to Peak
// (well under full scale: no clipping, even at full volume), not
// silent, both channels alike, and starting and ending at silence.
func TestShortAndQuiet(t *testing.T) {
	for _, s := range All() {
		pcm := s.PCM(Rate)
		if len(pcm)%BytesPerFrame != 0 {
			t.Fatalf("%v: %d bytes, not whole frames", s, len(pcm))
		}
		v := samples(pcm)
		ms := 1000 * len(v) / Rate
		if ms < 50 || ms > 400 {
			t.Errorf("%v lasts %d ms, want 50-400", s, ms)
		}
		peak := 0.0
		for i, x := range v {
			peak = math.Max(peak, math.Abs(float64(x)))
			if r := math.Float32frombits(binary.LittleEndian.Uint32(pcm[i*BytesPerFrame+4:])); r != x {
				t.Fatalf("%v: frame %d: right %v, left %v", s, i, r, x)
			}
		}
		if peak > Peak+1e-6 || peak < Peak*0.9 {
			t.Errorf("%v peaks at %.3f, want %.2f", s, peak, Peak)
		}
		if first, last := math.Abs(float64(v[0])), math.Abs(float64(v[len(v)-1])); first > 1e-3 || last > 1e-3 {
			t.Errorf("%v starts at %v and ends at %v: it would click", s, first, last)
		}
	}
}

func TestNoneAndBadRates(t *testing.T) {
	for _, tt := range []struct {
		s    Sound
		rate int
	}{{None, Rate}, {-1, Rate}, {count, Rate}, {Move, 0}, {Move, -44100}} {
		if pcm := tt.s.PCM(tt.rate); pcm != nil {
			t.Errorf("%v at %d: %d bytes, want none", tt.s, tt.rate, len(pcm))
		}
	}
	if None.String() != "None" || Sound(99).String() != "Sound(?)" || Capture.String() != "Capture" {
		t.Error("names")
	}
}

func TestVibrates(t *testing.T) {
	var got []Sound
	for _, s := range All() {
		if s.Vibrates() {
			got = append(got, s)
		}
	}
	if fmt.Sprint(got) != "[Capture Refused]" {
		t.Errorf("vibrating sounds %v", got)
	}
}

// BenchmarkAll makes every sound once: the work the app does once, after
// its first frame, before the first sound plays.
func BenchmarkAll(b *testing.B) {
	n := 0
	for b.Loop() {
		n = 0
		for _, s := range All() {
			n += len(s.PCM(Rate))
		}
	}
	b.ReportMetric(float64(n), "bytes")
}

// TestWAV wraps every sound in a WAV file and checks its header; with
// PARLOUR_SOUNDS=DIR it writes them there, to be heard or measured
// (sox DIR/Capture.wav -n stat).
func TestWAV(t *testing.T) {
	dir := os.Getenv("PARLOUR_SOUNDS")
	for _, s := range All() {
		w := wav(s.PCM(Rate), Rate)
		if string(w[:4]) != "RIFF" || string(w[8:16]) != "WAVEfmt " || int(binary.LittleEndian.Uint32(w[4:])) != len(w)-8 {
			t.Fatalf("%v: a bad WAV header", s)
		}
		if dir != "" {
			if err := os.WriteFile(filepath.Join(dir, s.String()+".wav"), w, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// wav returns pcm as a WAV file of 32-bit float stereo.
func wav(pcm []byte, rate int) []byte {
	var b bytes.Buffer
	le := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	le(uint32(36 + len(pcm)))
	b.WriteString("WAVEfmt ")
	le(uint32(16))
	le(uint16(3)) // IEEE float
	le(uint16(Channels))
	le(uint32(rate))
	le(uint32(rate * BytesPerFrame))
	le(uint16(BytesPerFrame))
	le(uint16(32))
	b.WriteString("data")
	le(uint32(len(pcm)))
	b.Write(pcm)
	return b.Bytes()
}
