package com.keyholder.grants;

import com.google.auto.value.AutoValue;

/** A guest's access to a lock as the grant tools handle it. */
@AutoValue
public abstract class Grant {
    public abstract String grantId();

    public abstract String lockId();

    public abstract String guest();

    public abstract String level();

    /** The change was confirmed for this call; the tool may go ahead. */
    public abstract boolean confirmed();

    public static Builder builder() {
        return new AutoValue_Grant.Builder();
    }

    @AutoValue.Builder
    public abstract static class Builder {
        public abstract Builder setGrantId(String grantId);

        public abstract Builder setLockId(String lockId);

        public abstract Builder setGuest(String guest);

        public abstract Builder setLevel(String level);

        public abstract Builder setConfirmed(boolean confirmed);

        public abstract Grant build();
    }
}
