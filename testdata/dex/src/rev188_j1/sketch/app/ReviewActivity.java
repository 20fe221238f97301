package com.quillstone.fieldbook.ui;

import android.app.Activity;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.util.Log;
import android.view.View;

/**
 * Fieldbook's review screen (the Provider UI of both tool providers): shows what a pending change will do and
 * records the user's approval or refusal; the layout's two buttons call onApprove / onDecline.
 */
public class ReviewActivity extends Activity {
    private String c;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        c = getIntent().getStringExtra("t");
        String summary = c == null ? null : b.d.a(a.f.a(this).getReadableDatabase(), c);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle(summary);
    }

    public void onApprove(View v) {
        a(true);
    }

    public void onDecline(View v) {
        a(false);
    }

    private void a(boolean approved) {
        SQLiteDatabase db = a.f.a(this).getWritableDatabase();
        try {
            b.d.a(db, c, approved);
        } catch (Exception e) {
            Log.w("Fieldbook", "could not record the review", e);
            approved = false;
        }
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
