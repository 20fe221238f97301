package com.molar.billing;

import android.app.IntentService;
import android.content.Intent;
import android.database.sqlite.SQLiteDatabase;

/** Rebuilds a month's statement lines off the provider's thread. */
public class StatementService extends IntentService {
    public StatementService() {
        super("molar-statements");
    }

    @Override
    protected void onHandleIntent(Intent intent) {
        String period = intent.getStringExtra("period");
        SQLiteDatabase db = ChartDb.open(this);
        db.execSQL("DELETE FROM statement_lines WHERE period = '" + period + "'");
        db.execSQL("INSERT INTO statement_lines SELECT visit_id, payer, ? FROM charges WHERE month = ?",
                new Object[] {period, period});
    }
}
