package com.tidepool.reef.ui;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;

import com.tidepool.reef.cetp.Confirmations;

/** The provider-side confirmation screen a resolution PendingIntent opens (not exported). */
public class ConfirmActivity extends Activity {
    public static final String EXTRA_TOKEN = "com.tidepool.reef.extra.RESUME_TOKEN";

    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        Confirmations.Held held = token == null ? null : Confirmations.get().pending(token);
        if (held == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView heading = new TextView(this);
        heading.setText(heading());
        TextView summary = new TextView(this);
        summary.setText(held.summary);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                answer(true);
            }
        });
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                answer(false);
            }
        });
        root.addView(heading);
        root.addView(summary);
        root.addView(allow);
        root.addView(deny);
        setContentView(root);
    }

    protected String heading() {
        return "Another app asks to change your tank log";
    }

    private void answer(boolean approved) {
        Confirmations.get().answer(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
