package main

// Atomic updates for FerretDB v1 (docs/decisions/100-two-instances-one-truth.md).
//
// FerretDB v1 applies `update` and `findAndModify` by reading the matching document, changing it in
// Go and writing it back (handler/common/update.go: Query, then UpdateAll in another transaction).
// Two such commands on one document at the same moment both read the old version and the second
// write-back loses the first change: a `$inc` counts once for two calls, an `$addToSet` drops a key.
// MongoDB applies each single-document update atomically. So that two app processes can share the
// embedded database, the launcher sits in front of FerretDB as a wire-protocol relay and lets at
// most one `update`/`findAndModify` per collection be in FerretDB at a time (it waits for the reply
// before sending the next one). Everything else passes through untouched and in parallel. SQLite
// writes one transaction at a time anyway, so little is lost.
//
// The relay also answers `{ cadenceAtomicUpdates: 1 }` itself, so the app can tell this database
// from a stock FerretDB v1 (where it keeps one process's guarantees only, and says so).

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"log/slog"
	"net"
	"sync"
	"time"
)

const (
	opMsg          = 2013
	flagMoreToCome = 1 << 1
	maxMessage     = 48 * 1000 * 1000
	// probeCommand is answered by the relay itself.
	probeCommand = "cadenceAtomicUpdates"
)

// collectionLocks hands out one mutex per collection name.
type collectionLocks struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
}

func (c *collectionLocks) get(name string) *sync.Mutex {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.locks == nil {
		c.locks = make(map[string]*sync.Mutex)
	}
	l := c.locks[name]
	if l == nil {
		l = new(sync.Mutex)
		c.locks[name] = l
	}
	return l
}

// relay accepts clients on ln and relays each connection to the FerretDB listening on backend.
func relay(ctx context.Context, ln net.Listener, backend string, logger *slog.Logger) {
	locks := new(collectionLocks)
	go func() {
		<-ctx.Done()
		_ = ln.Close()
	}()
	for {
		client, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, net.ErrClosed) {
				return
			}
			logger.Warn("relay accept", slog.String("error", err.Error()))
			time.Sleep(10 * time.Millisecond)
			continue
		}
		go serveConn(ctx, client, backend, locks, logger)
	}
}

func readMessage(r io.Reader) ([]byte, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := int(int32(binary.LittleEndian.Uint32(head[:])))
	if n < 16 || n > maxMessage {
		return nil, errors.New("bad message length")
	}
	msg := make([]byte, n)
	copy(msg, head[:])
	if _, err := io.ReadFull(r, msg[4:]); err != nil {
		return nil, err
	}
	return msg, nil
}

// command returns the command name and its string argument (the collection) of an OP_MSG body.
func command(msg []byte) (name, arg string, flags uint32, ok bool) {
	if len(msg) < 21 || binary.LittleEndian.Uint32(msg[12:16]) != opMsg {
		return "", "", 0, false
	}
	flags = binary.LittleEndian.Uint32(msg[16:20])
	p := 20
	for p < len(msg) {
		kind := msg[p]
		p++
		if p+4 > len(msg) {
			return "", "", 0, false
		}
		size := int(int32(binary.LittleEndian.Uint32(msg[p : p+4])))
		if size < 5 || p+size > len(msg) {
			return "", "", 0, false
		}
		if kind == 0 {
			doc := msg[p : p+size]
			// first element: type, cstring name, value
			if len(doc) < 6 {
				return "", "", flags, false
			}
			t := doc[4]
			q := 5
			for q < len(doc) && doc[q] != 0 {
				q++
			}
			if q >= len(doc) {
				return "", "", flags, false
			}
			name = string(doc[5:q])
			q++
			if t == 0x02 && q+4 <= len(doc) {
				l := int(int32(binary.LittleEndian.Uint32(doc[q : q+4])))
				if l >= 1 && q+4+l <= len(doc) {
					arg = string(doc[q+4 : q+4+l-1])
				}
			}
			return name, arg, flags, true
		}
		p += size
	}
	return "", "", flags, false
}

// probeReply is the relay's own answer to `{ cadenceAtomicUpdates: 1 }`: `{ ok: 1.0, atomicUpdates: true }`.
func probeReply(req []byte) []byte {
	doc := []byte{0, 0, 0, 0, 0x01, 'o', 'k', 0, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f}
	doc = append(doc, 0x08)
	doc = append(doc, []byte("atomicUpdates")...)
	doc = append(doc, 0, 1, 0)
	binary.LittleEndian.PutUint32(doc[0:4], uint32(len(doc)))
	msg := make([]byte, 16+4+1+len(doc))
	binary.LittleEndian.PutUint32(msg[0:4], uint32(len(msg)))
	binary.LittleEndian.PutUint32(msg[4:8], 0)
	copy(msg[8:12], req[4:8]) // responseTo = the request's id
	binary.LittleEndian.PutUint32(msg[12:16], opMsg)
	msg[20] = 0
	copy(msg[21:], doc)
	return msg
}

func isUpdate(name string) bool {
	return name == "update" || name == "findAndModify" || name == "findandmodify"
}

func serveConn(ctx context.Context, client net.Conn, backend string, locks *collectionLocks, logger *slog.Logger) {
	defer client.Close()
	server, err := net.DialTimeout("tcp", backend, 5*time.Second)
	if err != nil {
		logger.Warn("relay dial", slog.String("error", err.Error()))
		return
	}
	defer server.Close()

	var writeClient sync.Mutex
	// replies carries the responseTo of every reply relayed to the client.
	replies := make(chan uint32, 16)
	closed := make(chan struct{})

	go func() {
		defer close(closed)
		defer client.Close()
		for {
			msg, err := readMessage(server)
			if err != nil {
				return
			}
			writeClient.Lock()
			_, err = client.Write(msg)
			writeClient.Unlock()
			if err != nil {
				return
			}
			select {
			case replies <- binary.LittleEndian.Uint32(msg[8:12]):
			default: // nobody waits for this one
			}
		}
	}()

	for {
		msg, err := readMessage(client)
		if err != nil {
			return
		}
		name, coll, flags, ok := command(msg)
		if ok && name == probeCommand {
			writeClient.Lock()
			_, err = client.Write(probeReply(msg))
			writeClient.Unlock()
			if err != nil {
				return
			}
			continue
		}
		if !ok || !isUpdate(name) {
			if _, err := server.Write(msg); err != nil {
				return
			}
			continue
		}
		lock := locks.get(coll)
		lock.Lock()
		// Drop stale reply notices, then send and wait for this command's reply.
		for len(replies) > 0 {
			<-replies
		}
		if _, err := server.Write(msg); err != nil {
			lock.Unlock()
			return
		}
		if flags&flagMoreToCome == 0 {
			id := binary.LittleEndian.Uint32(msg[4:8])
			waitReply(ctx, replies, closed, id)
		}
		lock.Unlock()
	}
}

func waitReply(ctx context.Context, replies <-chan uint32, closed <-chan struct{}, id uint32) {
	timeout := time.NewTimer(60 * time.Second)
	defer timeout.Stop()
	for {
		select {
		case got := <-replies:
			if got == id {
				return
			}
		case <-closed:
			return
		case <-ctx.Done():
			return
		case <-timeout.C:
			return
		}
	}
}
