package com.keyholder.data;

import androidx.room.ColumnInfo;
import androidx.room.Entity;

/** The kept outcome of one mutating request. */
@Entity(tableName = "requests", primaryKeys = {"provider_id", "uid", "request_id"})
public class RequestRow {
    @ColumnInfo(name = "provider_id")
    public String providerId;

    public int uid;

    @ColumnInfo(name = "request_id")
    public String requestId;

    public String digest;

    public String data;

    @ColumnInfo(name = "kept_at")
    public long keptAt;
}
