package main

// This file holds how the files store reaches its logs: through their
// descriptors, the latest tables' kept open between two moves.

import (
	"io"
	"os"
	"syscall"
)

// closeLog closes the table's log if it is open, with ft locked.
func (ft *fileTable) closeLog() {
	if ft.open {
		syscall.Close(ft.fd)
		ft.open = false
	}
}

// logFD returns the descriptor of the log at path, ft's, with ft locked:
// the one left open by its last move, or a new one, left open for the next
// if it finds a place among the store's open logs (ft.open then says so;
// if not, the caller closes it). The log is written through its descriptor
// alone: an *os.File would also ask the poller to take the file (which it
// refuses, a regular file), make it non-blocking and set up its cleanup.
func (fs *filesStore) logFD(ft *fileTable, path string) (int, error) {
	if ft.open {
		return ft.fd, nil
	}
	fd, err := openAppend(path)
	if err == nil && fs.keepOpen(ft) {
		ft.fd, ft.open = fd, true
	}
	return fd, err
}

// keepOpen finds ft, locked, a place among the open logs, and reports
// whether it did: a free one, or one whose table is not in use at the
// moment, whose log it closes (the one after the last closed, in turn).
// A table in use keeps its place; if all are, ft gets none.
func (fs *filesStore) keepOpen(ft *fileTable) bool {
	fs.openMu.Lock()
	defer fs.openMu.Unlock()
	if len(fs.openLogs) < fs.maxOpen {
		fs.openLogs = append(fs.openLogs, ft)
		return true
	}
	for range fs.openLogs {
		i := fs.hand
		fs.hand = (fs.hand + 1) % len(fs.openLogs)
		other := fs.openLogs[i]
		if other.mu.TryLock() { // never waits: ft's lock is held, and another may wait for it
			other.closeLog()
			other.mu.Unlock()
			fs.openLogs[i] = ft
			return true
		}
	}
	return false
}

// openAppend opens the log at path to append to it, and returns its
// descriptor; its errors are os.OpenFile's.
func openAppend(path string) (int, error) {
	var fd int
	err := retryEINTR("open", path, func() (err error) {
		fd, err = syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CLOEXEC, 0)
		return err
	})
	return fd, err
}

// writeAll writes data to the descriptor fd of the file at path, all of
// it; its errors are (*os.File).Write's.
func writeAll(fd int, path string, data []byte) error {
	for len(data) > 0 {
		var n int
		err := retryEINTR("write", path, func() (err error) {
			n, err = syscall.Write(fd, data)
			return err
		})
		if err != nil {
			return err
		}
		if n == 0 {
			return &os.PathError{Op: "write", Path: path, Err: io.ErrShortWrite}
		}
		data = data[n:]
	}
	return nil
}

// pwriteAll writes data at offset off of the descriptor fd of the file at
// path, all of it; its errors are (*os.File).WriteAt's.
func pwriteAll(fd int, path string, data []byte, off int64) error {
	for len(data) > 0 {
		var n int
		err := retryEINTR("write", path, func() (err error) {
			n, err = syscall.Pwrite(fd, data, off)
			return err
		})
		if err != nil {
			return err
		}
		if n == 0 {
			return &os.PathError{Op: "write", Path: path, Err: io.ErrShortWrite}
		}
		data, off = data[n:], off+int64(n)
	}
	return nil
}

// retryEINTR calls call until it is not interrupted by a signal (as the os
// package does), and returns its error as the os package would, naming op
// and path.
func retryEINTR(op, path string, call func() error) error {
	for {
		err := call()
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return &os.PathError{Op: op, Path: path, Err: err}
		}
		return nil
	}
}
