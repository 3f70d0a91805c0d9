package options

import (
	"parlour/lang"
	"parlour/scenes/saves"
)

// The row of motion: whether pieces travel when they move and the
// pieces that can move pulse, as the system asks (the default), reduced
// or full. It is a setting of every game, remembered in the settings.

// motionRow returns the row that chooses how pieces move.
func motionRow() choiceRow {
	return choiceRow{label: lang.T("Motion"), motion: true,
		help: lang.T("Full shows pieces travelling and those you can move pulsing; Reduced shows each move at once, still. Follow the system does as your device asks."),
		chips: []chip{
			{label: lang.T("Follow the system"), value: "system", target: "motion:system"},
			{label: lang.T("Reduced"), value: "reduced", target: "motion:reduced"},
			{label: lang.T("Full"), value: "full", target: "motion:full"},
		}}
}

// motionValue returns the value of the chip that stands for m.
func motionValue(m saves.Motion) string {
	if m == saves.MotionSystem {
		return "system"
	}
	return string(m)
}

// chooseMotion remembers the motion chosen by the chip of value in row r.
func (o *Screen) chooseMotion(r *choiceRow, value string) {
	m := saves.Motion(value)
	if value == "system" {
		m = saves.MotionSystem
	}
	if m != saves.MotionSystem && m != saves.MotionReduced && m != saves.MotionFull || o.h.Settings().Motion == m {
		return
	}
	o.h.Settings().Motion = m
	o.h.SaveSettings()
	for _, c := range r.chips {
		if c.value == value {
			o.h.Announce(lang.T("%s: %s.", r.label, c.label))
		}
	}
}
