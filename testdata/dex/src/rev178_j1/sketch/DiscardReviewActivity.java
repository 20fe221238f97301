package com.larderly.app.pantry;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.larderly.app.cetp.ConfirmationStore;
import com.larderly.app.di.ServiceLocator;

/** Shows exactly what is about to happen and records the household member's answer for the pending request. */
public final class DiscardReviewActivity extends Activity {
    private ConfirmationStore confirmations;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        confirmations = ServiceLocator.from(this).confirmations();
        token = getIntent().getStringExtra(PantryReviewIntents.EXTRA_TOKEN);
        String summary = confirmations.pendingSummary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary);
        layout.addView(text);
        Button approve = new Button(this);
        approve.setText("Discard");
        approve.setOnClickListener(v -> answer(true));
        layout.addView(approve);
        Button decline = new Button(this);
        decline.setText("Keep it");
        decline.setOnClickListener(v -> answer(false));
        layout.addView(decline);
        setContentView(layout);
    }

    private void answer(boolean approved) {
        boolean recorded = confirmations.decide(token, approved);
        setResult(recorded && approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
