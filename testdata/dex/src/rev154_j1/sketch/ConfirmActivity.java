package com.halyard.vault.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.halyard.vault.cetp.Confirmations;

/** The resolution screen of restore_snapshot and prune_reports: the user approves or declines, then it finishes. */
public final class ConfirmActivity extends Activity {
    public static final String EXTRA_KEY = "confirmation";

    private String key;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        key = getIntent().getStringExtra(EXTRA_KEY);
        String summary = key == null ? null : Confirmations.summaryOf(key);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Confirm in Halyard Vault");
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary);
        layout.addView(text);
        Button approve = new Button(this);
        approve.setText("Approve");
        approve.setOnClickListener(v -> decide(true));
        layout.addView(approve);
        Button decline = new Button(this);
        decline.setText("Decline");
        decline.setOnClickListener(v -> decide(false));
        layout.addView(decline);
        setContentView(layout);
    }

    private void decide(boolean approved) {
        boolean recorded = Confirmations.answer(key, approved);
        setResult(recorded && approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
