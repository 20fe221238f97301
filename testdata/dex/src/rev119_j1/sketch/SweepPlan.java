package com.hearthlist.sweep;

import java.io.File;

/** What one sweep may delete. The sweeper refuses a plan that is not confirmed. */
public final class SweepPlan {
    private final File root;
    private final int olderThanDays;
    private final boolean confirmed;

    private SweepPlan(Builder b) {
        this.root = b.root;
        this.olderThanDays = b.olderThanDays;
        this.confirmed = b.confirmed;
    }

    public static Builder builder() {
        return new Builder();
    }

    public File root() {
        return root;
    }

    public long cutoffMs() {
        return System.currentTimeMillis() - olderThanDays * 86_400_000L;
    }

    public boolean confirmed() {
        return confirmed;
    }

    public static final class Builder {
        private File root;
        private int olderThanDays;
        private boolean confirmed;

        private Builder() {
        }

        public Builder root(File root) {
            this.root = root;
            return this;
        }

        public Builder olderThanDays(int days) {
            this.olderThanDays = Math.max(0, days);
            return this;
        }

        public Builder confirmed(boolean confirmed) {
            this.confirmed = confirmed;
            return this;
        }

        public SweepPlan build() {
            if (root == null) {
                throw new IllegalStateException("root is required");
            }
            return new SweepPlan(this);
        }
    }
}
