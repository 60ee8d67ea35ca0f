//go:build !unix

package main

import "errors"

var errLocked = errors.New("data directory is in use by another cadence-ferretdb")

// lockDir is a no-op where flock is unavailable.
func lockDir(string) (func(), error) { return func() {}, nil }
