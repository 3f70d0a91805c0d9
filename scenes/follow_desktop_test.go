//go:build !js

package scenes

import "parlour/platform"

func init() {
	folderStore = func(dir string) platform.Store { return platform.NewFileStore(dir) }
}
