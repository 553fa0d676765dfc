package main

// This file holds how the files store replays, when it opens, the
// journals that a crash left (see store_files_journal.go).

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"log/slog"
	"math"
	"os"
)

// replayJournals writes the moves of the journals in dir into their
// tables' logs, syncs the logs, and removes the journals.
func replayJournals(dir string, log *slog.Logger) error {
	names, err := journals(dir, -1, 0)
	if err != nil || len(names) == 0 {
		return err
	}
	tables := map[string]bool{}
	for _, name := range names {
		path := journalPath(dir, name.shard, name.seq)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		moves := 0
		for len(data) > 0 && !unwritten(data) {
			payload, rest, torn := nextBatch(data)
			if torn != "" {
				log.Warn("a journal's last batch was cut short by a crash; none of its moves had been acknowledged",
					"file", path, "cut", torn, "bytes dropped", len(data))
				break
			}
			n, err := replayBatch(dir, payload, tables)
			moves += n
			if err != nil {
				return fmt.Errorf("replaying the journal %s: %w", path, err)
			}
			data = rest
		}
		log.Info("the files store replayed a journal that a crash left", "file", path, "moves", moves)
	}
	return checkpoint(dir, tables, -1, 0)
}

// unwritten reports whether data is all zeros: the room that a journal's
// writer makes ahead of its batches (see makeRoom), or a batch of which
// nothing reached the disk, whose moves none was acknowledged either.
func unwritten(data []byte) bool {
	for len(data) >= 8 {
		if binary.LittleEndian.Uint64(data) != 0 {
			return false
		}
		data = data[8:]
	}
	for _, b := range data {
		if b != 0 {
			return false
		}
	}
	return true
}

// nextBatch returns the payload of data's first batch and what follows it,
// or says why data does not begin with a whole batch.
func nextBatch(data []byte) (payload, rest []byte, torn string) {
	if len(data) < batchHead || !bytes.Equal(data[:len(batchMagic)], batchMagic) {
		return nil, nil, fmt.Sprintf("no batch's head in the last %d bytes", len(data))
	}
	n := binary.LittleEndian.Uint32(data[4:])
	if uint64(len(data)-batchHead) < uint64(n) {
		return nil, nil, fmt.Sprintf("a batch of %d bytes, %d of them written", n, len(data)-batchHead)
	}
	payload = data[batchHead : batchHead+int(n)]
	if crc32.Checksum(payload, castagnoli) != binary.LittleEndian.Uint32(data[8:]) {
		return nil, nil, "a batch whose checksum does not match"
	}
	return payload, data[batchHead+int(n):], ""
}

// replayBatch writes the moves of a batch's payload into their tables'
// logs, adds those tables to tables, and returns how many moves it wrote.
// A table deleted since has no log: its moves are left out.
func replayBatch(dir string, payload []byte, tables map[string]bool) (int, error) {
	moves := 0
	err := eachMove(payload, func(id string, at int64, lines []byte) error {
		f, err := os.OpenFile(logPath(dir, id), os.O_WRONLY, 0)
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		_, err = f.WriteAt(lines, at)
		if err = errors.Join(err, f.Close()); err != nil {
			return err
		}
		tables[id] = true
		moves++
		return nil
	})
	return moves, err
}

// eachMove calls move with each move of a batch's payload, in order, until
// it returns an error, which eachMove returns.
func eachMove(payload []byte, move func(id string, at int64, lines []byte) error) error {
	for len(payload) > 0 {
		n := int(payload[0])
		if len(payload) < 1+n+12 {
			return errors.New("a move's head is cut short in a whole batch")
		}
		id := string(payload[1 : 1+n])
		at := binary.LittleEndian.Uint64(payload[1+n:])
		size := binary.LittleEndian.Uint32(payload[1+n+8:])
		payload = payload[1+n+12:]
		if uint64(len(payload)) < uint64(size) || !validID(id) || at > math.MaxInt64 {
			return fmt.Errorf("a move of table %q that a whole batch cannot hold", truncate(id))
		}
		if err := move(id, int64(at), payload[:size]); err != nil {
			return err
		}
		payload = payload[size:]
	}
	return nil
}
