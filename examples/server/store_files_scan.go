package main

// This file holds how the files store lists its tables for the lobby, and
// how it scans its directory at start-up (see store_files.go).

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func (fs *filesStore) List(ctx context.Context, f listFilter) ([]summary, error) {
	if f.ID != "" {
		return fs.listOne(f)
	}
	var list []summary
	err := fs.each(func(s summary) {
		if f.selects(s) {
			list = append(list, s)
		}
	})
	return sortSummaries(list, f.Limit), err
}

// listOne answers a List of one table, reading its log's summary alone.
func (fs *filesStore) listOne(f listFilter) ([]summary, error) {
	if !validID(f.ID) {
		return nil, nil
	}
	ft := fs.table(f.ID)
	ft.mu.Lock()
	defer ft.mu.Unlock()
	if ft.sum.ID == "" && ft.broken == nil {
		fs.scanLog(ft, f.ID, logPath(fs.dir, f.ID))
	}
	if ft.sum.ID == "" || ft.broken != nil || !f.selects(ft.sum) {
		return nil, nil
	}
	return []summary{ft.sum}, nil
}

func (fs *filesStore) Count(ctx context.Context, f listFilter) (int, error) {
	n := 0
	err := fs.each(func(s summary) {
		if f.selects(s) {
			n++
		}
	})
	return n, err
}

// each calls yield with the summary of every table whose log is whole.
// The first call reads the last lines of every log of the directory; the
// store keeps the summaries from then on.
func (fs *filesStore) each(yield func(summary)) error {
	if err := fs.scan(); err != nil {
		return err
	}
	fs.mu.Lock()
	tables := make([]*fileTable, 0, len(fs.tables))
	for _, ft := range fs.tables {
		tables = append(tables, ft)
	}
	fs.mu.Unlock()
	for _, ft := range tables {
		ft.mu.Lock()
		s, ok := ft.sum, ft.sum.ID != "" && ft.broken == nil
		ft.mu.Unlock()
		if ok {
			yield(s)
		}
	}
	return nil
}

// scan reads the summary of every log of the directory not met yet, once.
func (fs *filesStore) scan() error {
	fs.mu.Lock()
	done := fs.scanned
	fs.mu.Unlock()
	if done {
		return nil
	}
	names, err := filepath.Glob(filepath.Join(fs.dir, "*.jsonl"))
	if err != nil {
		return err
	}
	for _, name := range names {
		id := strings.TrimSuffix(filepath.Base(name), ".jsonl")
		ft := fs.table(id)
		ft.mu.Lock()
		if ft.sum.ID == "" && ft.broken == nil {
			fs.scanLog(ft, id, name)
		}
		ft.mu.Unlock()
	}
	fs.mu.Lock()
	fs.scanned = true
	fs.mu.Unlock()
	return nil
}

// scanLog reads the summary of table id's log at path into ft, with ft
// locked. A log that is damaged, or whose header names another table
// than its file (an operator's copy), is left out of the listings, its
// file as it is, and the server's log says why; a log that a create cut
// short is removed.
func (fs *filesStore) scanLog(ft *fileTable, id, path string) {
	sum, err := readSummary(path)
	if errors.Is(err, os.ErrNotExist) {
		fs.forget(id)
		return
	}
	if err != nil {
		if cut, cerr := unfinishedCreate(path); cerr != nil || !cut {
			err = errors.Join(err, cerr)
		} else if err = errors.Join(os.Remove(path), syncDir(fs.dir)); err == nil {
			fs.forget(id)
			fs.log.Warn("a log that a create cut short, before any client learned of its table, was removed",
				"table", id, "file", path)
			return
		}
		ft.broken = fmt.Errorf("table %s: %w: %v", id, errDamaged, err)
		fs.log.Error("a table's log is damaged; the table is out of play and its file left as it is",
			"table", id, "file", path, "err", err)
		return
	}
	if sum.ID != id {
		// Loading it would refuse it too; listing it would show the table
		// it names twice, and count it twice against -max-tables.
		ft.broken = fmt.Errorf("table %s: %w: the header names table %q", id, errDamaged, truncate(sum.ID))
		fs.log.Warn("a log's header names another table than its file (a copy?); it is left out of the lobby and its file left as it is",
			"table", id, "file", path, "header names", truncate(sum.ID))
		return
	}
	ft.sum = sum
}

// headerStart is how every header that Create writes begins.
var headerStart = []byte(`{"tabletop":1,`)

// unfinishedCreate reports whether the log at path is what a create cut
// short by a kill or a crash leaves: no whole header line, only nothing or
// the header's first bytes. Create writes the header and its newline in
// one write and syncs them before it returns, and nothing else writes a
// header, so no client learned of such a table. A whole header with no
// moves may have been acknowledged, and is a table.
func unfinishedCreate(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, tailBytes+1))
	if err != nil || len(data) > tailBytes || bytes.IndexByte(data, '\n') >= 0 {
		return false, err
	}
	n := min(len(data), len(headerStart))
	return bytes.Equal(data[:n], headerStart[:n]), nil
}
