package com.quaywire.ui;

import android.app.Activity;
import android.os.Bundle;
import android.util.Log;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.quaywire.cetp.Ledger;
import org.json.JSONException;

/** Quaywire's own approval screen for one pending approval; it answers and finishes. */
public final class ApproveActivity extends Activity {
    public static final String EXTRA_APPROVAL = "com.quaywire.extra.APPROVAL";

    private String key;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        key = getIntent().getStringExtra(EXTRA_APPROVAL);
        String summary = key == null ? null : Ledger.summaryFor(key);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> answer(true));
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(v -> answer(false));
        layout.addView(text);
        layout.addView(allow);
        layout.addView(deny);
        setContentView(layout);
    }

    private void answer(boolean approved) {
        try {
            Ledger.decide(key, approved);
            setResult(approved ? RESULT_OK : RESULT_CANCELED);
        } catch (JSONException e) {
            Log.w("QuaywireApprove", "approval not recorded", e);
            setResult(RESULT_CANCELED);
        }
        finish();
    }
}
