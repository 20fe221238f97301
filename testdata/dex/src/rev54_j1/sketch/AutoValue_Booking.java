package com.spokeshop.booking;

final class AutoValue_Booking extends Booking {
    private final int customerUid;
    private final String slot;
    private final boolean confirmed;

    AutoValue_Booking(int customerUid, String slot, boolean confirmed) {
        this.customerUid = customerUid;
        this.slot = slot;
        this.confirmed = confirmed;
    }

    @Override
    public int customerUid() {
        return customerUid;
    }

    @Override
    public String slot() {
        return slot;
    }

    @Override
    public boolean confirmed() {
        return confirmed;
    }

    @Override
    public String toString() {
        return "Booking{customerUid=" + customerUid + ", slot=" + slot + ", confirmed=" + confirmed + "}";
    }

    @Override
    public Booking.Builder toBuilder() {
        return new Builder(this);
    }

    static final class Builder extends Booking.Builder {
        private Integer customerUid;
        private String slot;
        private Boolean confirmed;

        Builder() {
        }

        Builder(Booking source) {
            this.customerUid = source.customerUid();
            this.slot = source.slot();
            this.confirmed = source.confirmed();
        }

        @Override
        public Booking.Builder customerUid(int customerUid) {
            this.customerUid = customerUid;
            return this;
        }

        @Override
        public Booking.Builder slot(String slot) {
            if (slot == null) {
                throw new NullPointerException("Null slot");
            }
            this.slot = slot;
            return this;
        }

        @Override
        public Booking.Builder confirmed(boolean confirmed) {
            this.confirmed = confirmed;
            return this;
        }

        @Override
        public Booking build() {
            if (this.customerUid == null || this.slot == null || this.confirmed == null) {
                throw new IllegalStateException("Missing required properties");
            }
            return new AutoValue_Booking(this.customerUid, this.slot, this.confirmed);
        }
    }
}
