package com.keyholder.data;

import androidx.room.Database;
import androidx.room.RoomDatabase;

@Database(entities = {LockRow.class, GrantRow.class, SessionRow.class, RequestRow.class}, version = 3)
public abstract class KeyholderDatabase extends RoomDatabase {
    public abstract KeyDao keyDao();

    public abstract CetpDao cetpDao();
}
