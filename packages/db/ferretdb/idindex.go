package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// FerretDB v1.24's SQLite backend pushes an `_id` equality down as
// `WHERE _ferretdb_sjson->'$._id' = ?`, but the `_id_` index it creates is on
// `_ferretdb_sjson->"_id"`: a different expression, which SQLite cannot use, so every
// `_id` lookup scans its whole table (measured: 4 ms at 1,000 documents, 290 ms at
// 100,000). keepIDIndexes gives every collection table an index on the exact
// expression of that WHERE clause, so an `_id` lookup costs O(log n) whatever the size
// (docs/decisions/080). It runs once at start and then every interval for
// collections created since. FerretDB does not know these indexes (listIndexes does
// not show them); they go with their table when a collection is dropped.

const idIndexSuffix = "_cadence_id"

func keepIDIndexes(ctx context.Context, dir string, logger *slog.Logger, interval time.Duration) {
	// One handle per database file, with the file it was opened on: a database that is dropped and
	// created again (tests do) is a new file under the same name, and a handle to the old one must
	// never touch the new file's -wal/-shm (same paths), so it is closed before anything else runs.
	type handle struct {
		db   *sql.DB
		file os.FileInfo
	}
	dbs := map[string]handle{}
	defer func() {
		for _, h := range dbs {
			_ = h.db.Close()
		}
	}()

	sweep := func() {
		for f, h := range dbs {
			if info, err := os.Stat(f); err != nil || !os.SameFile(info, h.file) {
				_ = h.db.Close()
				delete(dbs, f)
			}
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite"))
		for _, f := range files {
			h, ok := dbs[f]
			if !ok {
				info, err := os.Stat(f)
				if err != nil {
					continue
				}
				db, err := sql.Open("sqlite", "file:"+filepath.ToSlash(f)+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(wal)")
				if err != nil {
					logger.Warn("id index: open", slog.String("file", f), slog.String("error", err.Error()))
					continue
				}
				db.SetMaxOpenConns(1)
				h = handle{db: db, file: info}
				dbs[f] = h
			}
			if err := ensureIDIndexes(ctx, h.db, logger); err != nil && ctx.Err() == nil {
				logger.Warn("id index", slog.String("file", f), slog.String("error", err.Error()))
			}
		}
	}

	sweep()
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			sweep()
		}
	}
}

// ensureIDIndexes creates the missing `_id` expression indexes of one database file.
func ensureIDIndexes(ctx context.Context, db *sql.DB, logger *slog.Logger) error {
	rows, err := db.QueryContext(ctx, `
		SELECT t.name FROM sqlite_master t
		WHERE t.type = 'table'
		  AND t.name NOT LIKE '\_ferretdb\_%' ESCAPE '\'
		  AND t.name NOT LIKE 'sqlite\_%' ESCAPE '\'
		  AND EXISTS (SELECT 1 FROM pragma_table_info(t.name) c WHERE c.name = '_ferretdb_sjson')
		  AND NOT EXISTS (SELECT 1 FROM sqlite_master i WHERE i.type = 'index' AND i.name = t.name || ?)`, idIndexSuffix)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}

	for _, table := range tables {
		start := time.Now()
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (_ferretdb_sjson->'$._id')`, table+idIndexSuffix, strings.ReplaceAll(table, `"`, `""`))
		if _, err := db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("%s: %w", table, err)
		}
		logger.Info("id index created", slog.String("table", table), slog.Duration("took", time.Since(start)))
	}
	return nil
}
