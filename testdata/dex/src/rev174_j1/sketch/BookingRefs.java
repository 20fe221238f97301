package com.tallowbrook.salon.bookings;

import com.tallowbrook.salon.core.IdSource;

/** Short references the front desk can read out on the phone: the minute of issue and a running number. */
final class BookingRefs implements IdSource {
    private int sequence;

    @Override
    public String next() {
        sequence++;
        long minute = System.currentTimeMillis() / 60000L;
        return Long.toString(minute, 36) + "-" + sequence;
    }
}
