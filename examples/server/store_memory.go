package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// memoryStore keeps the tables in the process's memory (-data ""): they
// end with it.
type memoryStore struct {
	mu     sync.Mutex
	tables map[string]*memoryTable
}

// memoryTable is one table of a memoryStore.
type memoryTable struct {
	rec    tableRecord
	moves  []moveRecord
	events int
	sum    summary
}

func newMemoryStore() *memoryStore { return &memoryStore{tables: map[string]*memoryTable{}} }

func (m *memoryStore) Create(ctx context.Context, rec tableRecord, s summary) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.tables[rec.ID] != nil {
		return fmt.Errorf("table %s: %w", rec.ID, errExists)
	}
	m.tables[rec.ID] = &memoryTable{rec: rec, sum: s}
	return nil
}

func (m *memoryStore) table(id string) (*memoryTable, error) {
	mt := m.tables[id]
	if mt == nil {
		return nil, fmt.Errorf("table %q: %w", truncate(id), errNotFound)
	}
	return mt, nil
}

func (m *memoryStore) Load(ctx context.Context, id string) (tableRecord, []moveRecord, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	mt, err := m.table(id)
	if err != nil {
		return tableRecord{}, nil, err
	}
	moves, err := mt.logged(0)
	return mt.rec, moves, err
}

func (m *memoryStore) Moves(ctx context.Context, id string, from int) ([]moveRecord, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	mt, err := m.table(id)
	if err != nil {
		return nil, err
	}
	return mt.logged(movesFrom(mt.moves, from))
}

// logged returns the table's moves from index i, their events encoded
// (the first read of a move encodes them for every later one), with m.mu
// held.
func (mt *memoryTable) logged(i int) ([]moveRecord, error) {
	for k := i; k < len(mt.moves); k++ {
		mv, err := mt.moves[k].logged()
		if err != nil {
			return nil, err
		}
		mt.moves[k] = mv
	}
	return slices.Clip(mt.moves[i:]), nil
}

// movesFrom returns the index of the first of moves whose first event is
// from or later.
func movesFrom(moves []moveRecord, from int) int {
	i, _ := slices.BinarySearchFunc(moves, from, func(m moveRecord, from int) int { return m.First - from })
	return i
}

func (m *memoryStore) Append(ctx context.Context, id string, mv moveRecord, after summary) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	mt, err := m.table(id)
	if err != nil {
		return err
	}
	if mv.First != mt.events {
		return fmt.Errorf("table %s: a move at event %d, but the log has %d events: %w", id, mv.First, mt.events, errConflict)
	}
	mt.moves = append(mt.moves, mv)
	mt.events += mv.eventCount()
	mt.sum = after
	return nil
}

func (m *memoryStore) List(ctx context.Context, f listFilter) ([]summary, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if mt := m.tables[f.ID]; mt != nil && f.selects(mt.sum) {
		return []summary{mt.sum}, nil
	}
	var list []summary
	for _, mt := range m.tables {
		if f.selects(mt.sum) {
			list = append(list, mt.sum)
		}
	}
	return sortSummaries(list, f.Limit), nil
}

// sortSummaries sorts a list of summaries newest created first (then by
// id, so that the order is total) and keeps the first limit (0: all).
func sortSummaries(list []summary, limit int) []summary {
	slices.SortFunc(list, func(a, b summary) int {
		if c := b.Created.Compare(a.Created); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	if limit > 0 && len(list) > limit {
		list = list[:limit]
	}
	return list
}

func (m *memoryStore) Count(ctx context.Context, f listFilter) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, mt := range m.tables {
		if f.selects(mt.sum) {
			n++
		}
	}
	return n, nil
}

func (m *memoryStore) Delete(ctx context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, err := m.table(id); err != nil {
		return err
	}
	delete(m.tables, id)
	return nil
}

func (m *memoryStore) Close() error { return nil }
