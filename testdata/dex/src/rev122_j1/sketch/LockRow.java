package com.keyholder.data;

import androidx.annotation.NonNull;
import androidx.room.ColumnInfo;
import androidx.room.Entity;
import androidx.room.PrimaryKey;

/** A paired smart lock. */
@Entity(tableName = "locks")
public class LockRow {
    @PrimaryKey
    @NonNull
    public String id;

    public String name;

    /** The Keyholder screen action that confirms operations on this lock (PIN pad or biometric). */
    @ColumnInfo(name = "confirm_action")
    public String confirmAction;

    public boolean locked;

    @ColumnInfo(name = "changed_at")
    public long changedAt;
}
