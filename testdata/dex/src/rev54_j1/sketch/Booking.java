package com.spokeshop.booking;

/** A workshop booking; immutable, AutoValue-generated implementation. */
public abstract class Booking {
    public abstract int customerUid();

    public abstract String slot();

    public abstract boolean confirmed();

    public static Builder builder() {
        return new AutoValue_Booking.Builder();
    }

    public abstract Builder toBuilder();

    public abstract static class Builder {
        public abstract Builder customerUid(int customerUid);

        public abstract Builder slot(String slot);

        public abstract Builder confirmed(boolean confirmed);

        public abstract Booking build();
    }
}
