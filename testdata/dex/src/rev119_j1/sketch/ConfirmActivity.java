package com.hearthlist.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;
import com.hearthlist.cetp.Confirmations;

/** Shows the provider's own summary of a pending tool call and records the user's answer. */
public final class ConfirmActivity extends Activity {
    public static final String EXTRA_TOKEN = "com.hearthlist.extra.RESUME_TOKEN";

    private String token;
    private boolean answered;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        String summary = Confirmations.shared().summary(token).orElse(null);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Allow this action?")
                .setMessage(summary)
                .setPositiveButton("Allow", new Answer(true))
                .setNegativeButton("Deny", new Answer(false))
                .setOnCancelListener(new Answer(false))
                .show();
    }

    private void answer(boolean approved) {
        if (answered) {
            return;
        }
        answered = true;
        Confirmations.shared().decide(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }

    /** One dialog button; reaches the activity's private state directly. */
    private final class Answer implements DialogInterface.OnClickListener, DialogInterface.OnCancelListener {
        private final boolean approved;

        Answer(boolean approved) {
            this.approved = approved;
        }

        @Override
        public void onClick(DialogInterface dialog, int which) {
            answer(approved);
        }

        @Override
        public void onCancel(DialogInterface dialog) {
            answer(false);
        }
    }
}
