// Command cadence-ferretdb runs an embedded FerretDB v1 (SQLite backend) for
// local development, tests and CI. It is built and started by @cadence/db
// (packages/db/src/ferretdb.ts); it is not meant to be deployed.
//
// On start it prints one line to stdout, `READY mongodb://HOST:PORT/`, once the
// listener accepts connections (use -listen 127.0.0.1:0 for a free port).
// It exits on SIGINT/SIGTERM, when its parent process dies, and (with
// -exit-on-stdin-eof) when its stdin is closed, so it never outlives its owner.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// exitLocked is the exit code when another process already serves the data directory.
const exitLocked = 3

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "TCP address to listen on (port 0 picks a free port)")
	dataDir := flag.String("data-dir", "", "existing directory for the SQLite files (required)")
	logLevel := flag.String("log-level", "error", "log level: debug, info, warn or error (warn logs every error reply)")
	stdinEOF := flag.Bool("exit-on-stdin-eof", false, "exit when stdin is closed (the parent holds the pipe)")
	flag.Parse()

	if err := run(*listen, *dataDir, *logLevel, *stdinEOF); err != nil {
		fmt.Fprintf(os.Stderr, "cadence-ferretdb: %v\n", err)
		if errors.Is(err, errLocked) {
			os.Exit(exitLocked)
		}
		os.Exit(1)
	}
}

func run(listen, dataDir, logLevel string, stdinEOF bool) error {
	if dataDir == "" {
		return errors.New("-data-dir is required")
	}

	dir, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}

	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return fmt.Errorf("data directory %q does not exist", dir)
	}

	unlock, err := lockDir(filepath.Join(dir, ".cadence-ferretdb.lock"))
	if err != nil {
		return err
	}
	defer unlock()

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("bad -log-level: %w", err)
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	go watchParent(ctx, cancel)

	if stdinEOF {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			cancel(errors.New("stdin closed"))
		}()
	}

	f, err := ferretdb.New(&ferretdb.Config{
		// FerretDB itself listens on a private port; clients reach it through the relay that makes
		// its updates atomic (atomicupdates.go).
		Listener:  ferretdb.ListenerConfig{TCP: "127.0.0.1:0"},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + filepath.ToSlash(dir) + "/",
	})
	if err != nil {
		return err
	}

	// The listener is bound by New, so FerretDB's address is known now.
	u, err := url.Parse(f.MongoDBURI())
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	go relay(ctx, ln, u.Host, logger)
	fmt.Printf("READY mongodb://%s/\n", ln.Addr().String())

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// `_id` lookups served by an index SQLite can use (see idindex.go).
	go keepIDIndexes(ctx, dir, logger, time.Second)

	select {
	case err = <-done:
		return err
	case <-ctx.Done():
	}

	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) {
		logger.Info("shutting down", slog.String("reason", cause.Error()))
	}

	// Run closes connections and the SQLite pool; give it a bounded time.
	select {
	case err = <-done:
		return err
	case <-time.After(10 * time.Second):
		return errors.New("shutdown timed out")
	}
}

// watchParent cancels ctx when the parent process goes away (we get re-parented).
func watchParent(ctx context.Context, cancel context.CancelCauseFunc) {
	ppid := os.Getppid()
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()

	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if os.Getppid() != ppid {
				cancel(errors.New("parent process exited"))
				return
			}
		}
	}
}
