package com.fridgenet.stock;

import android.app.Service;
import android.content.Intent;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;
import android.os.IBinder;

/** The fridge's stock table, bound by ShelfProvider in the app's own process (not exported). */
public class InventoryService extends Service {
    SQLiteDatabase db;

    private final IInventory.Stub binder = new IInventory.Stub() {
        @Override
        public int stock(String item) {
            return (int) DatabaseUtils.longForQuery(db, "SELECT qty FROM stock WHERE name = ?", new String[] {item});
        }

        @Override
        public boolean discard(String item, boolean userConfirmed) {
            if (!userConfirmed) {
                return false;
            }
            db.delete("stock", "name = ?", new String[] {item});
            return true;
        }
    };

    @Override
    public void onCreate() {
        db = openOrCreateDatabase("fridge.db", 0, null);
    }

    @Override
    public IBinder onBind(Intent i) {
        return binder;
    }
}
