package com.fernhill.stockroom.inventory;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.fernhill.stockroom.core.ApprovalStore;
import com.fernhill.stockroom.core.Stockroom;

/** Shows a stock change a Consumer asked for and records the user's answer. Not exported. */
public final class ConfirmChangeActivity extends Activity {
    private ApprovalStore approvals;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = Stockroom.get(this).approvals;
        token = getIntent().getStringExtra(ApprovalStore.EXTRA_TOKEN);
        String summary = approvals.pendingSummary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Allow this stock change?");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> answer(true));
        Button decline = new Button(this);
        decline.setText("Decline");
        decline.setOnClickListener(v -> answer(false));
        root.addView(text);
        root.addView(allow);
        root.addView(decline);
        setContentView(root);
    }

    private void answer(boolean approved) {
        approvals.decide(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
