package com.fs;

/** Mutable parameter objects: the mapper fills them through setters, as bean-style code does. */
final class Params {
    private Params() {}

    static final class ClearWeek {
        String week;
        boolean confirmed;

        void setWeek(String week) {
            this.week = week;
        }

        void setConfirmed(boolean confirmed) {
            this.confirmed = confirmed;
        }
    }

    static final class Discard {
        String item;
        boolean approved;
        boolean dryRun;
        boolean preview;

        void setItem(String item) {
            this.item = item;
        }

        void setApproved(boolean approved) {
            this.approved = approved;
        }

        void setDryRun(boolean dryRun) {
            this.dryRun = dryRun;
        }

        void setPreview(boolean preview) {
            this.preview = preview;
        }
    }
}
