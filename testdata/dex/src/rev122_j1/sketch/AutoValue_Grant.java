package com.keyholder.grants;

final class AutoValue_Grant extends Grant {
    private final String grantId;
    private final String lockId;
    private final String guest;
    private final String level;
    private final boolean confirmed;

    private AutoValue_Grant(String grantId, String lockId, String guest, String level, boolean confirmed) {
        this.grantId = grantId;
        this.lockId = lockId;
        this.guest = guest;
        this.level = level;
        this.confirmed = confirmed;
    }

    @Override
    public String grantId() {
        return grantId;
    }

    @Override
    public String lockId() {
        return lockId;
    }

    @Override
    public String guest() {
        return guest;
    }

    @Override
    public String level() {
        return level;
    }

    @Override
    public boolean confirmed() {
        return confirmed;
    }

    @Override
    public String toString() {
        return "Grant{" + "grantId=" + grantId + ", " + "lockId=" + lockId + ", " + "guest=" + guest + ", "
                + "level=" + level + ", " + "confirmed=" + confirmed + "}";
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof Grant) {
            Grant that = (Grant) o;
            return this.grantId.equals(that.grantId())
                    && this.lockId.equals(that.lockId())
                    && this.guest.equals(that.guest())
                    && this.level.equals(that.level())
                    && this.confirmed == that.confirmed();
        }
        return false;
    }

    @Override
    public int hashCode() {
        int h$ = 1;
        h$ *= 1000003;
        h$ ^= grantId.hashCode();
        h$ *= 1000003;
        h$ ^= lockId.hashCode();
        h$ *= 1000003;
        h$ ^= guest.hashCode();
        h$ *= 1000003;
        h$ ^= level.hashCode();
        h$ *= 1000003;
        h$ ^= confirmed ? 1231 : 1237;
        return h$;
    }

    static final class Builder extends Grant.Builder {
        private String grantId;
        private String lockId;
        private String guest;
        private String level;
        private Boolean confirmed;

        Builder() {
        }

        @Override
        public Grant.Builder setGrantId(String grantId) {
            if (grantId == null) {
                throw new NullPointerException("Null grantId");
            }
            this.grantId = grantId;
            return this;
        }

        @Override
        public Grant.Builder setLockId(String lockId) {
            if (lockId == null) {
                throw new NullPointerException("Null lockId");
            }
            this.lockId = lockId;
            return this;
        }

        @Override
        public Grant.Builder setGuest(String guest) {
            if (guest == null) {
                throw new NullPointerException("Null guest");
            }
            this.guest = guest;
            return this;
        }

        @Override
        public Grant.Builder setLevel(String level) {
            if (level == null) {
                throw new NullPointerException("Null level");
            }
            this.level = level;
            return this;
        }

        @Override
        public Grant.Builder setConfirmed(boolean confirmed) {
            this.confirmed = confirmed;
            return this;
        }

        @Override
        public Grant build() {
            String missing = "";
            if (this.grantId == null) {
                missing += " grantId";
            }
            if (this.lockId == null) {
                missing += " lockId";
            }
            if (this.guest == null) {
                missing += " guest";
            }
            if (this.level == null) {
                missing += " level";
            }
            if (this.confirmed == null) {
                missing += " confirmed";
            }
            if (!missing.isEmpty()) {
                throw new IllegalStateException("Missing required properties:" + missing);
            }
            return new AutoValue_Grant(this.grantId, this.lockId, this.guest, this.level, this.confirmed);
        }
    }
}
