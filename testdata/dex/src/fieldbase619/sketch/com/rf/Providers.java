package com.rf;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

final class AlphaProvider extends Base {
    @Override
    Bundle execute(Bundle extras) {
        if (expired(extras)) { Bundle b = new Bundle(); b.putString("error_code", "DEADLINE_EXCEEDED"); return b; }
        ContentValues row = new ContentValues(); row.put("t", extras.getString("t"));
        db.insert("alpha", null, row);
        return new Bundle();
    }
}

final class BetaProvider extends Base {
    @Override
    Bundle execute(Bundle extras) {
        if (expired(extras)) { Bundle b = new Bundle(); b.putString("error_code", "DEADLINE_EXCEEDED"); return b; }
        ContentValues row = new ContentValues(); row.put("t", extras.getString("t"));
        db.insert("beta", null, row);
        return new Bundle();
    }
}

/** Not a provider: the legacy path writes without reading the deadline. */
final class Legacy extends Base {
    Legacy(SQLiteDatabase db) { this.db = db; }
    @Override
    Bundle execute(Bundle extras) {
        ContentValues row = new ContentValues(); row.put("t", extras.getString("t"));
        db.insert("legacy", null, row);
        return new Bundle();
    }
}
