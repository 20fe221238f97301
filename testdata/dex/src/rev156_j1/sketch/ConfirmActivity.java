package com.brightfold.pantry.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.brightfold.pantry.cetp.Confirmations;
import java.util.Optional;

/** The provider's own confirmation screen; a resolution PendingIntent opens it. */
public final class ConfirmActivity extends Activity {
    public static final String EXTRA_TOKEN = "com.brightfold.pantry.extra.CONFIRM";

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        String token = getIntent().getStringExtra(EXTRA_TOKEN);
        Optional<String> summary = Confirmations.summary(token);
        if (!summary.isPresent()) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Allow the assistant to go ahead?");
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary.get());
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> decide(token, true));
        Button deny = new Button(this);
        deny.setText("Deny");
        deny.setOnClickListener(v -> decide(token, false));
        layout.addView(text);
        layout.addView(allow);
        layout.addView(deny);
        setContentView(layout);
    }

    private void decide(String token, boolean approved) {
        Confirmations.answer(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
