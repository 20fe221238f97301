package com.keyholder.data;

import androidx.annotation.NonNull;
import androidx.room.ColumnInfo;
import androidx.room.Entity;
import androidx.room.PrimaryKey;

/** A guest's access to one lock. */
@Entity(tableName = "grants")
public class GrantRow {
    @PrimaryKey
    @NonNull
    public String id;

    @ColumnInfo(name = "lock_id")
    public String lockId;

    public String guest;

    public String level;

    public boolean revoked;

    @ColumnInfo(name = "created_at")
    public long createdAt;
}
