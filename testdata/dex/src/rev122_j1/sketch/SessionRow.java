package com.keyholder.data;

import androidx.annotation.NonNull;
import androidx.room.ColumnInfo;
import androidx.room.Entity;
import androidx.room.PrimaryKey;

/** A negotiated CETP session. */
@Entity(tableName = "sessions")
public class SessionRow {
    @PrimaryKey
    @NonNull
    public String token;

    public int uid;

    @ColumnInfo(name = "provider_id")
    public String providerId;

    @ColumnInfo(name = "expires_at")
    public long expiresAt;
}
