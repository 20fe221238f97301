package com.example.r34j1;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

final class CustomerDirectory {
    private final SQLiteDatabase db;

    CustomerDirectory(Context context) {
        db = context.openOrCreateDatabase("customers.db", 0, null);
    }

    String find(String query) {
        Cursor c = db.rawQuery("SELECT name FROM customers WHERE name LIKE ? LIMIT 20", new String[] {"%" + query + "%"});
        StringBuilder out = new StringBuilder("[");
        try {
            while (c.moveToNext()) {
                out.append(out.length() > 1 ? ",\"" : "\"").append(c.getString(0)).append('"');
            }
        } finally {
            c.close();
        }
        return out.append(']').toString();
    }

    int assign(String customerId, String ownerPackage) {
        ContentValues v = new ContentValues();
        v.put("owner_package", ownerPackage);
        return db.update("customers", v, "id = ?", new String[] {customerId});
    }

    int share(String customerId, String targetPackage, String grantedBy) {
        ContentValues v = new ContentValues();
        v.put("customer_id", customerId);
        v.put("package", targetPackage);
        v.put("granted_by", grantedBy);
        return (int) db.insert("customer_shares", null, v);
    }
}
