package com.ferncastle.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.ferncastle.cetp.ResumeBook;

/** Ferncastle's confirmation screen for one pending tool call: it records the user's answer and finishes. */
public final class ConfirmActivity extends Activity {
    public static final String ACTION_CONFIRM = "com.ferncastle.action.CONFIRM";
    public static final String EXTRA_KEY = "com.ferncastle.extra.CONFIRMATION_KEY";

    private String key;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        key = getIntent().getStringExtra(EXTRA_KEY);
        String summary = key == null ? null : ResumeBook.summary(key);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        TextView what = new TextView(this);
        what.setText(summary);
        Button confirm = new Button(this);
        confirm.setText("Confirm");
        confirm.setOnClickListener(v -> decide(true));
        Button cancel = new Button(this);
        cancel.setText("Cancel");
        cancel.setOnClickListener(v -> decide(false));
        LinearLayout column = new LinearLayout(this);
        column.setOrientation(LinearLayout.VERTICAL);
        column.addView(what);
        column.addView(confirm);
        column.addView(cancel);
        setContentView(column);
    }

    private void decide(boolean approved) {
        ResumeBook.answer(key, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
