//go:build unix

package main

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

var errLocked = errors.New("data directory is in use by another cadence-ferretdb")

// lockDir takes an exclusive, non-blocking flock on path; the kernel drops it when the process dies.
func lockDir(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}

	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		_ = f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w (%s)", errLocked, path)
		}
		return nil, err
	}

	_ = f.Truncate(0)
	_, _ = fmt.Fprintf(f, "%d\n", os.Getpid())

	return func() { _ = f.Close() }, nil
}
