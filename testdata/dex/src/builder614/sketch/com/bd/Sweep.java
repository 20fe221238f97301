package com.bd;

/** An immutable sweep request, made by its builder (the shape AutoValue generates, written by hand). */
public final class Sweep {
    private final String table;
    private final boolean confirmed;

    Sweep(String table, boolean confirmed) {
        this.table = table;
        this.confirmed = confirmed;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String table() {
        return table;
    }

    public boolean confirmed() {
        return confirmed;
    }

    /** Collects the fields; build() checks that each was set. */
    public static final class Builder {
        private String table;
        private Boolean confirmed;

        Builder() {
        }

        public Builder setTable(String table) {
            this.table = table;
            return this;
        }

        public Builder setConfirmed(boolean confirmed) {
            this.confirmed = confirmed;
            return this;
        }

        public Sweep build() {
            if (table == null || confirmed == null) {
                throw new IllegalStateException("Missing required properties");
            }
            return new Sweep(table, confirmed.booleanValue());
        }
    }
}
