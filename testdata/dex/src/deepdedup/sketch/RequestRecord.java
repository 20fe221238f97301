package com.example.hdd;

import androidx.annotation.NonNull;
import androidx.room.Entity;
import androidx.room.PrimaryKey;

@Entity(tableName = "requests")
public class RequestRecord {
    @PrimaryKey
    @NonNull
    public String rid;

    public String result;

    public RequestRecord(@NonNull String rid, String result) {
        this.rid = rid;
        this.result = result;
    }
}
