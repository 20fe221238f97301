package com.larder.kitchen.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.larder.kitchen.cetp.ConfirmHandler;
import com.larder.kitchen.cetp.Resolutions;

/** Asks the user about one held tool call and answers it; the Consumer then resumes the call. */
public final class ConfirmActivity extends Activity {
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(Resolutions.EXTRA_TOKEN);
        ConfirmHandler.Pending pending = ConfirmHandler.pending(token);
        if (pending == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        TextView question = new TextView(this);
        question.setText(pending.summary);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> answer(true));
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(v -> answer(false));
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        root.addView(question);
        root.addView(allow);
        root.addView(deny);
        setContentView(root);
    }

    private void answer(boolean approved) {
        ConfirmHandler.answer(token, approved, null);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
