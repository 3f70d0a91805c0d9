package war

// BenchPosition is a named position for measuring the searcher.
type BenchPosition struct {
	Name string
	Text string // in the notation of Spec.Position
}

// BenchPositions are the start and three middlegame positions (from
// seeded random openings continued by a depth-4 search for 30 plies) at
// which the searcher's depth and speed are measured, natively by the
// package's benchmarks and in the browser's engine worker by the
// end-to-end tests, and at which the frozen baseline is pinned.
var BenchPositions = []BenchPosition{
	{"start", StartPosition},
	{"middle1", "m......chm/....k...../.v.g....Gv/..r.r.r.../.r.v.v.v../.....V.V../..F.R.R.V./.VFV....../R.R.....R./MH...K.CHM white 0 2 - 0"},
	{"middle2", "mhc..k..h./r.r......./.......v../....v.r.rm/...v.v.f.v/.........V/R...R.R.R./..fRGV.V../.........F/MH...K.CHM white 1 0 - 0"},
	{"middle3", "mhc..k..m./r...r.c.../.v.v.v...v/..r.F...rh/.......vg./....C...../......f.RM/.VHV.V...H/R.R.RFR.../Mf..GK.C.. white 0 0 - 0"},
}
