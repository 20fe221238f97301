package com.greenwick.garden.confirm;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.greenwick.garden.cetp.Approvals;
import com.greenwick.garden.di.ServiceLocator;

/** Greenwick's own confirmation screen for one pending approval: it records the answer and finishes. */
public final class ConfirmActivity extends Activity {
    public static final String ACTION_CONFIRM = "com.greenwick.garden.action.CONFIRM";
    public static final String EXTRA_KEY = "com.greenwick.garden.extra.APPROVAL_KEY";

    private Approvals approvals;
    private String key;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = ServiceLocator.graph().approvals();
        key = getIntent().getStringExtra(EXTRA_KEY);
        String summary = key == null ? null : approvals.summaryFor(key);
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
        approvals.decide(key, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
