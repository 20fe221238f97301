package com.fieldnote.birding.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.fieldnote.birding.cetp.Call;
import com.fieldnote.birding.cetp.Replies;

/** Asks the user about one held tool call and records the answer; the Consumer then resumes the call. */
public final class ConfirmActivity extends Activity {
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(Replies.EXTRA_TOKEN);
        Call.Held held = token == null ? null : Call.held(token);
        if (held == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        TextView question = new TextView(this);
        question.setText(held.summary);
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
        Call.answer(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
