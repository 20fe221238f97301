package com.ff;

/** Parameter objects the mapper makes from a tool's arguments. */
final class Params {
    private Params() {}

    static final class ClearWeek {
        final String week;
        final boolean confirmed;

        ClearWeek(String week, boolean confirmed) {
            this.week = week;
            this.confirmed = confirmed;
        }
    }

    static final class Discard {
        final String item;
        final boolean approved;
        final boolean dryRun;
        final boolean preview;

        Discard(String item, boolean approved, boolean dryRun, boolean preview) {
            this.item = item;
            this.approved = approved;
            this.dryRun = dryRun;
            this.preview = preview;
        }
    }
}
