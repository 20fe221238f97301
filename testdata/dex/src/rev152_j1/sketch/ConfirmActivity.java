package com.wrenfield.notes.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.wrenfield.notes.core.Confirmations;
import org.json.JSONObject;

/** Wrenfield's confirmation screen for the tool providers: shows what the assistant asks for and records the answer. */
public final class ConfirmActivity extends Activity {
    public static final String EXTRA_KEY = "com.wrenfield.notes.extra.CONFIRMATION";

    private String key;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        key = getIntent().getStringExtra(EXTRA_KEY);
        JSONObject record = Confirmations.shared().peek(key);
        if (record == null || record.has("confirmed")) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("An assistant asks Wrenfield Notes");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView summary = new TextView(this);
        summary.setText(record.optString("summary"));
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(view -> answer(true));
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(view -> answer(false));
        root.addView(summary);
        root.addView(allow);
        root.addView(deny);
        setContentView(root);
    }

    private void answer(boolean confirmed) {
        boolean recorded = Confirmations.shared().answer(key, confirmed);
        setResult(recorded && confirmed ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
