package com.cd;

import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.util.Log;

/** The steps both providers share: a log line, and the tool itself, which deletes rows. */
final class Tools {
    private Tools() {
    }

    static final class LogStep implements Step {
        @Override
        public Bundle handle(Step.Chain chain) {
            Log.d("cd", "call " + chain.request().getString("tool_name"));
            return chain.proceed(chain.request());
        }
    }

    static final class DeleteStep implements Step {
        private final SQLiteDatabase db;
        private final String table;

        DeleteStep(SQLiteDatabase db, String table) {
            this.db = db;
            this.table = table;
        }

        @Override
        public Bundle handle(Step.Chain chain) {
            Bundle out = new Bundle();
            if ("execute_tool".equals(chain.request().getString("method"))) {
                db.execSQL("DELETE FROM " + table + " WHERE done = 1");
            }
            out.putString("status", "ok");
            return out;
        }
    }
}
