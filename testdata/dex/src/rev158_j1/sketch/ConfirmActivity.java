package com.inkwell.notes.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.inkwell.notes.cetp.Confirmations;
import com.inkwell.notes.cetp.Resolution;

/** The Provider-side confirmation screen every resolution of this app opens. */
public final class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        String token = getIntent().getStringExtra(Resolution.EXTRA_TOKEN);
        String summary = token == null ? null : Confirmations.summary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Inkwell needs your OK");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary);
        root.addView(text);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> answer(token, true));
        root.addView(allow);
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(v -> answer(token, false));
        root.addView(deny);
        setContentView(root);
    }

    private void answer(String token, boolean approved) {
        Confirmations.answer(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
