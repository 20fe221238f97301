package com.tripslip.bus;

/** The bus provider's tools, by wire name. */
enum BusTool {
    TRIP_INFO("trip_info"),
    BUS_ETA("bus_eta"),
    SEAT_CHECK("seat_check"),
    BOOK_SEAT("book_seat"),
    TRIP_MANIFEST("trip_manifest"),
    UNKNOWN("");

    final String wire;

    BusTool(String wire) {
        this.wire = wire;
    }

    static BusTool of(String name) {
        for (BusTool t : values()) {
            if (t.wire.equals(name)) {
                return t;
            }
        }
        return UNKNOWN;
    }
}
