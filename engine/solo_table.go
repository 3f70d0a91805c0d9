package engine

// soloKeySet is a set of position keys with open addressing. It grows until
// it holds maxEntries keys and then starts afresh, so a long analysis
// never takes more than a bounded amount of memory.
type soloKeySet struct {
	slots      []uint64 // key+1, 0 for an empty slot
	n          int
	maxEntries int
}

func newSoloKeySet(maxEntries int) *soloKeySet {
	return &soloKeySet{slots: make([]uint64, 1<<12), maxEntries: maxEntries}
}

func soloSlot(key uint64, mask int) int {
	return int((key * 0x9e3779b97f4a7c15) >> 20 & uint64(mask))
}

// has reports whether key is in the set.
func (s *soloKeySet) has(key uint64) bool {
	mask := len(s.slots) - 1
	for i := soloSlot(key, mask); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case key + 1:
			return true
		case 0:
			return false
		}
	}
}

// add puts key in the set.
func (s *soloKeySet) add(key uint64) {
	if 2*(s.n+1) > len(s.slots) {
		if s.n >= s.maxEntries {
			s.slots, s.n = make([]uint64, len(s.slots)), 0
		} else {
			s.grow()
		}
	}
	mask := len(s.slots) - 1
	for i := soloSlot(key, mask); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case key + 1:
			return
		case 0:
			s.slots[i] = key + 1
			s.n++
			return
		}
	}
}

func (s *soloKeySet) grow() {
	old := s.slots
	s.slots, s.n = make([]uint64, 2*len(old)), 0
	mask := len(s.slots) - 1
	for _, k := range old {
		if k == 0 {
			continue
		}
		i := soloSlot(k-1, mask)
		for s.slots[i] != 0 {
			i = (i + 1) & mask
		}
		s.slots[i] = k
		s.n++
	}
}

// soloBudgets remembers, per position key, the largest number of moves
// proven not to be enough to reach the goal. It is a fixed-size table:
// a full bucket gives up its entry with the smallest budget.
type soloBudgets struct {
	keys    []uint64
	budgets []uint8 // budget+1, 0 for an empty slot
	mask    int
}

const soloBucket = 4

func newSoloBudgets(bits int) *soloBudgets {
	n := 1 << bits
	return &soloBudgets{keys: make([]uint64, n), budgets: make([]uint8, n), mask: n - 1}
}

// insufficient returns the largest budget known not to be enough for key,
// or -1.
func (t *soloBudgets) insufficient(key uint64) int {
	i := soloSlot(key, t.mask) &^ (soloBucket - 1)
	for j := i; j < i+soloBucket; j++ {
		if t.budgets[j] != 0 && t.keys[j] == key {
			return int(t.budgets[j]) - 1
		}
	}
	return -1
}

// store records that budget moves are not enough for key.
func (t *soloBudgets) store(key uint64, budget int) {
	budget = min(budget, 254)
	i := soloSlot(key, t.mask) &^ (soloBucket - 1)
	victim := i
	for j := i; j < i+soloBucket; j++ {
		if t.budgets[j] == 0 || t.keys[j] == key {
			victim = j
			break
		}
		if t.budgets[j] < t.budgets[victim] {
			victim = j
		}
	}
	if t.keys[victim] == key && int(t.budgets[victim]) > budget+1 {
		return
	}
	t.keys[victim], t.budgets[victim] = key, uint8(budget+1)
}
