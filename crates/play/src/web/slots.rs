//! The server's bounded places: a connection being served or closed takes
//! one of a bounded number ([`Slot`]), and on a club server each client
//! address may hold only a few connections at once ([`AddressSlots`]), so
//! that one device's idle connections (a slowloris) fill neither the
//! server nor the players' way in.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// The most connections one client address of a club server holds at once
/// (being read, answered or closed): a browser opens up to six to one
/// server, some of them ahead of need, and a device may run two.
pub(crate) const PER_ADDRESS_CONNECTIONS: usize = 16;

/// One of a bounded number of places (connections being served, or being
/// closed), given back when dropped.
pub(crate) struct Slot(Arc<AtomicUsize>);

impl Slot {
    /// A place if fewer than `bound` are taken.
    pub(crate) fn take(taken: &Arc<AtomicUsize>, bound: usize) -> Option<Slot> {
        if taken.fetch_add(1, Ordering::AcqRel) >= bound {
            taken.fetch_sub(1, Ordering::AcqRel);
            return None;
        }
        Some(Slot(Arc::clone(taken)))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The connections each client address holds, each bounded. An address
/// is remembered only while it holds one, so the map is no larger than
/// the connections served.
pub(crate) struct AddressSlots {
    limit: usize,
    held: Mutex<HashMap<IpAddr, usize>>,
}

/// A connection of one address, given back when dropped.
pub(crate) struct AddressSlot {
    slots: Arc<AddressSlots>,
    address: IpAddr,
}

impl AddressSlots {
    /// At most `limit` connections per address.
    pub(crate) fn new(limit: usize) -> Arc<AddressSlots> {
        Arc::new(AddressSlots {
            limit: limit.max(1),
            held: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more connection of `address`, unless it holds its
    /// limit.
    pub(crate) fn take(self: &Arc<Self>, address: IpAddr) -> Option<AddressSlot> {
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let count = held.entry(address).or_insert(0);
        if *count >= self.limit {
            return None;
        }
        *count += 1;
        Some(AddressSlot {
            slots: Arc::clone(self),
            address,
        })
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut held = self
            .slots
            .held
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = held.get_mut(&self.address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                held.remove(&self.address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_address_holds_its_limit_and_gives_places_back() {
        let slots = AddressSlots::new(2);
        let a = IpAddr::from([10, 0, 0, 1]);
        let b = IpAddr::from([10, 0, 0, 2]);
        let first = slots.take(a).expect("one");
        let _second = slots.take(a).expect("two");
        assert!(slots.take(a).is_none(), "a third of one address");
        assert!(slots.take(b).is_some(), "another address has its own");
        drop(first);
        assert!(slots.take(a).is_some(), "given back");
        drop(_second);
        assert!(
            slots.held.lock().expect("lock").is_empty(),
            "addresses without connections are forgotten"
        );
    }
}
