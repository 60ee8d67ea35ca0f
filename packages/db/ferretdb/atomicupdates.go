package main

// Atomic updates for FerretDB v1 (docs/decisions/100-two-instances-one-truth.md).
//
// FerretDB v1 applies `update` and `findAndModify` by reading the matching document, changing it in
// Go and writing it back (handler/common/update.go: Query, then UpdateAll in another transaction).
// Two such commands on one document at the same moment both read the old version and the second
// write-back loses the first change: a `$inc` counts once for two calls, an `$addToSet` drops a key.
// MongoDB applies each single-document update atomically. So that two app processes can share the
// embedded database, the launcher sits in front of FerretDB as a wire-protocol relay and lets one
// `update`/`findAndModify` per document be in FerretDB at a time (it waits for the reply before it
// sends the next one for that document): per document when the command names one string `_id` (every
// request-path update of the app: decision 080), else per collection. Everything else passes through
// untouched and in parallel. SQLite writes one transaction at a time anyway, so little is lost.
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
	opMsg               = 2013
	flagChecksumPresent = 1 << 0
	flagMoreToCome      = 1 << 1
	maxMessage          = 48 * 1000 * 1000
	// probeCommand is answered by the relay itself.
	probeCommand = "cadenceAtomicUpdates"
)

// updateLocks orders updates: one per document when the command names exactly one `_id` (a string
// equality, as every request-path update of the app does), else one per collection. A collection-wide
// update holds its collection exclusively; a one-document update shares it and holds its document.
type updateLocks struct {
	mu   sync.Mutex
	coll map[string]*sync.RWMutex
	docs map[string]*docLock
}

type docLock struct {
	mu    sync.Mutex
	users int
}

// lock takes the locks for an update of coll (of the one document id, when id != "") and returns
// the function that releases them.
func (l *updateLocks) lock(coll, id string) func() {
	l.mu.Lock()
	if l.coll == nil {
		l.coll = make(map[string]*sync.RWMutex)
		l.docs = make(map[string]*docLock)
	}
	c := l.coll[coll]
	if c == nil {
		c = new(sync.RWMutex)
		l.coll[coll] = c
	}
	if id == "" {
		l.mu.Unlock()
		c.Lock()
		return c.Unlock
	}
	key := coll + "\x00" + id
	d := l.docs[key]
	if d == nil {
		d = new(docLock)
		l.docs[key] = d
	}
	d.users++
	l.mu.Unlock()

	c.RLock()
	d.mu.Lock()
	return func() {
		d.mu.Unlock()
		c.RUnlock()
		l.mu.Lock()
		d.users--
		if d.users == 0 {
			delete(l.docs, key)
		}
		l.mu.Unlock()
	}
}

// relay accepts clients on ln and relays each connection to the FerretDB listening on backend.
func relay(ctx context.Context, ln net.Listener, backend string, logger *slog.Logger) {
	locks := new(updateLocks)
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

// command returns the command name, its string argument (the collection) and, for an update or
// findAndModify of exactly one document named by a string `_id`, that `_id` ("" otherwise).
func command(msg []byte) (name, arg, id string, flags uint32, ok bool) {
	if len(msg) < 21 || binary.LittleEndian.Uint32(msg[12:16]) != opMsg {
		return "", "", "", 0, false
	}
	flags = binary.LittleEndian.Uint32(msg[16:20])
	end := len(msg)
	if flags&flagChecksumPresent != 0 {
		end -= 4 // a CRC-32C follows the sections
	}
	var body []byte
	var sequences [][]byte // kind-1 sections named "updates" (each a run of documents)
	p := 20
	for p < end {
		kind := msg[p]
		p++
		if p+4 > end {
			return "", "", "", 0, false
		}
		size := int(int32(binary.LittleEndian.Uint32(msg[p : p+4])))
		if size < 5 || p+size > end {
			return "", "", "", 0, false
		}
		switch kind {
		case 0:
			body = msg[p : p+size]
		case 1:
			sec := msg[p+4 : p+size]
			q := 0
			for q < len(sec) && sec[q] != 0 {
				q++
			}
			if q < len(sec) && string(sec[:q]) == "updates" {
				sequences = append(sequences, sec[q+1:])
			}
		}
		p += size
	}
	if body == nil {
		return "", "", "", flags, false
	}
	elems := elements(body)
	if len(elems) == 0 {
		return "", "", "", flags, false
	}
	name = elems[0].name
	if elems[0].typ == 0x02 {
		arg = bsonString(elems[0].value)
	}
	switch name {
	case "findAndModify", "findandmodify":
		for _, e := range elems {
			if e.name == "query" && e.typ == 0x03 {
				id = stringID(e.value)
			}
		}
	case "update":
		var stmts [][]byte
		for _, e := range elems {
			if e.name == "updates" && e.typ == 0x04 {
				for _, s := range elements(e.value) {
					if s.typ == 0x03 {
						stmts = append(stmts, s.value)
					}
				}
			}
		}
		for _, seq := range sequences {
			for len(seq) >= 5 {
				n := int(int32(binary.LittleEndian.Uint32(seq[0:4])))
				if n < 5 || n > len(seq) {
					break
				}
				stmts = append(stmts, seq[:n])
				seq = seq[n:]
			}
		}
		if len(stmts) == 1 {
			for _, e := range elements(stmts[0]) {
				if e.name == "q" && e.typ == 0x03 {
					id = stringID(e.value)
				}
			}
		}
	}
	return name, arg, id, flags, true
}

type element struct {
	typ   byte
	name  string
	value []byte
}

// elements splits a BSON document into its top-level elements (nil if it is malformed).
func elements(doc []byte) []element {
	if len(doc) < 5 {
		return nil
	}
	var out []element
	p := 4
	for p < len(doc)-1 {
		t := doc[p]
		p++
		q := p
		for q < len(doc) && doc[q] != 0 {
			q++
		}
		if q >= len(doc) {
			return nil
		}
		name := string(doc[p:q])
		p = q + 1
		n := valueSize(t, doc[p:])
		if n < 0 || p+n > len(doc) {
			return nil
		}
		out = append(out, element{typ: t, name: name, value: doc[p : p+n]})
		p += n
	}
	return out
}

// valueSize is the size of a BSON value of type t at the start of b (-1 if unknown or malformed).
func valueSize(t byte, b []byte) int {
	i32 := func() int {
		if len(b) < 4 {
			return -1
		}
		return int(int32(binary.LittleEndian.Uint32(b[0:4])))
	}
	switch t {
	case 0x01, 0x09, 0x11, 0x12: // double, datetime, timestamp, int64
		return 8
	case 0x02, 0x0D, 0x0E: // string, JavaScript, symbol
		if n := i32(); n >= 1 {
			return 4 + n
		}
		return -1
	case 0x03, 0x04, 0x0F: // document, array, code with scope
		return i32()
	case 0x05: // binary
		if n := i32(); n >= 0 {
			return 5 + n
		}
		return -1
	case 0x06, 0x0A, 0x7F, 0xFF: // undefined, null, maxKey, minKey
		return 0
	case 0x07: // ObjectId
		return 12
	case 0x08: // bool
		return 1
	case 0x0B: // regex: two cstrings
		n := 0
		for k := 0; k < 2; k++ {
			for n < len(b) && b[n] != 0 {
				n++
			}
			if n >= len(b) {
				return -1
			}
			n++
		}
		return n
	case 0x0C: // DBPointer
		if n := i32(); n >= 1 {
			return 4 + n + 12
		}
		return -1
	case 0x10: // int32
		return 4
	case 0x13: // decimal128
		return 16
	}
	return -1
}

func bsonString(v []byte) string {
	if len(v) < 5 {
		return ""
	}
	n := int(int32(binary.LittleEndian.Uint32(v[0:4])))
	if n < 1 || 4+n > len(v) {
		return ""
	}
	return string(v[4 : 4+n-1])
}

// stringID is the `_id` of a filter whose `_id` is a plain string ("" for any other filter: then the
// update may touch several documents, or one that a string cannot name, and locks its collection).
func stringID(filter []byte) string {
	for _, e := range elements(filter) {
		if e.name == "_id" {
			if e.typ == 0x02 {
				return "s" + bsonString(e.value)
			}
			return ""
		}
	}
	return ""
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

func serveConn(ctx context.Context, client net.Conn, backend string, locks *updateLocks, logger *slog.Logger) {
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
		name, coll, id, flags, ok := command(msg)
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
		unlock := locks.lock(coll, id)
		// Drop stale reply notices, then send and wait for this command's reply.
		for len(replies) > 0 {
			<-replies
		}
		if _, err := server.Write(msg); err != nil {
			unlock()
			return
		}
		if flags&flagMoreToCome == 0 {
			waitReply(ctx, replies, closed, binary.LittleEndian.Uint32(msg[4:8]))
		}
		unlock()
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
