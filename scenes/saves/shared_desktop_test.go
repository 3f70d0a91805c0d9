//go:build !js

package saves

import "parlour/platform"

func init() {
	fileStore = func(dir string) platform.Store { return platform.NewFileStore(dir) }
}
