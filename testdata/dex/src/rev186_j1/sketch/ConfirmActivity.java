package com.tallyworks.stockroom.cetp;

import android.app.Activity;
import android.os.Bundle;

import com.tallyworks.stockroom.data.StockDatabase;

/**
 * The Provider UI of §4.3: shows what will happen (target, action, quantities, consequences) and records the
 * decision for the resume token it was opened with. Not exported; only the providers' PendingIntents open it.
 */
public class ConfirmActivity extends Activity {
    public static final String EXTRA_TOKEN = "com.tallyworks.stockroom.extra.CONFIRM_TOKEN";

    private ConfirmationStore store;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        store = new ConfirmationStore(StockDatabase.get(this));
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        String summary = token == null ? null : store.summary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle(summary);
    }

    /** The "Approve" button. */
    public void onApprove() {
        store.decide(token, true);
        setResult(RESULT_OK);
        finish();
    }

    /** The "Decline" button, and back. */
    public void onDecline() {
        store.decide(token, false);
        setResult(RESULT_CANCELED);
        finish();
    }
}
