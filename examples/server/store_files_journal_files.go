package main

// This file holds the files of the files store's journals (see
// store_files_journal.go): their names, how one is made, and the
// rotation and checkpoint that remove those whose moves the tables' logs
// hold, synced.

import (
	"cmp"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// journalPath is the file of shard's journal seq in dir.
func journalPath(dir string, shard, seq int) string {
	return filepath.Join(dir, "journal."+strconv.Itoa(shard)+"."+strconv.Itoa(seq))
}

// createJournal makes shard's journal seq in dir, durably, and returns its
// descriptor, open to write (at an offset: see makeRoom).
func createJournal(dir string, shard, seq int) (int, error) {
	path := journalPath(dir, shard, seq)
	var fd int
	err := retryEINTR("open", path, func() (err error) {
		fd, err = syscall.Open(path, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_EXCL|syscall.O_CLOEXEC, 0o600)
		return err
	})
	if err != nil {
		return 0, err
	}
	if err := syncDir(dir); err != nil {
		syscall.Close(fd)
		return 0, err
	}
	return fd, nil
}

// journalName names a journal: its shard and its number.
type journalName struct{ shard, seq int }

// journals returns the journals in dir of shard (of every shard if shard
// is -1), those numbered upTo or less (all if upTo is 0), by shard then
// oldest first.
func journals(dir string, shard, upTo int) ([]journalName, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "journal.*.*"))
	var names []journalName
	for _, path := range paths {
		s, n, _ := strings.Cut(strings.TrimPrefix(filepath.Base(path), "journal."), ".")
		j, errShard := strconv.Atoi(s)
		seq, errSeq := strconv.Atoi(n)
		if errShard == nil && errSeq == nil && j >= 0 && seq > 0 && (shard < 0 || j == shard) && (upTo == 0 || seq <= upTo) {
			names = append(names, journalName{j, seq})
		}
	}
	slices.SortFunc(names, func(a, b journalName) int { return cmp.Or(a.shard-b.shard, a.seq-b.seq) })
	return names, err
}

// rotate starts the next journal and a checkpoint of those before it, if
// the journal is long enough and no checkpoint runs.
func (j *journal) rotate() {
	if j.size < journalRotate || j.checkpoint != nil || j.broken != nil {
		return
	}
	fd, err := createJournal(j.dir, j.shard, j.seq+1)
	if err != nil {
		j.log.Error("the files store cannot start its next journal; it goes on in this one", "dir", j.dir, "err", err)
		return
	}
	syscall.Close(j.fd)
	tables, upTo := j.dirty, j.seq
	j.fd, j.seq, j.size, j.room, j.dirty = fd, j.seq+1, 0, 0, map[string]bool{}
	done := make(chan checkpointed, 1)
	j.checkpoint = done
	go func() { done <- checkpointed{tables, checkpoint(j.dir, tables, j.shard, upTo)} }()
}

// checkpointed takes a checkpoint's answer: if it failed, its tables are
// synced by the next, which removes its journals too.
func (j *journal) checkpointed(c checkpointed) {
	j.checkpoint = nil
	if c.err != nil {
		j.log.Error("the files store's checkpoint failed; its journals are kept, and the next checkpoint tries again", "dir", j.dir, "err", c.err)
		for id := range c.tables {
			j.dirty[id] = true
		}
	}
}

// checkpoint syncs the logs of tables, then removes shard's journals up to
// upTo (every journal if shard is -1 and upTo 0): the logs hold their
// moves. A table deleted since has no log to sync.
func checkpoint(dir string, tables map[string]bool, shard, upTo int) error {
	for id := range tables {
		if err := syncFile(logPath(dir, id)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	names, err := journals(dir, shard, upTo)
	if err != nil {
		return err
	}
	for _, name := range names {
		if err := os.Remove(journalPath(dir, name.shard, name.seq)); err != nil {
			return err
		}
	}
	return syncDir(dir)
}

// syncFile syncs the file at path.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	return errors.Join(f.Sync(), f.Close())
}
