package com.example.hdd;

import androidx.room.Dao;
import androidx.room.Insert;
import androidx.room.OnConflictStrategy;
import androidx.room.Query;

@Dao
public interface RequestDao {
    @Query("SELECT * FROM requests WHERE rid = ?")
    RequestRecord find(String rid);

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    void insert(RequestRecord r);
}
