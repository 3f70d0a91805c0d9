//go:build android || ios

package mobile

func init() {
	setGame(&game{})
}
