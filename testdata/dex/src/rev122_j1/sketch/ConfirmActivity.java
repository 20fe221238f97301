package com.keyholder.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;
import com.keyholder.cetp.Cetp;
import com.keyholder.cetp.ConfirmationStore;
import com.keyholder.di.Components;
import javax.inject.Inject;

/** Keyholder's own confirmation screen: shows the provider's summary and records the user's answer. */
public class ConfirmActivity extends Activity {
    @Inject ConfirmationStore confirmations;

    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Components.tools(this).inject(this);
        token = getIntent().getStringExtra(Cetp.EXTRA_RESUME_TOKEN);
        String summary = token == null ? null : confirmations.summary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Keyholder")
                .setMessage(summary)
                .setPositiveButton("Allow", (dialog, which) -> answer(true))
                .setNegativeButton("Deny", (dialog, which) -> answer(false))
                .setOnCancelListener(dialog -> answer(false))
                .show();
    }

    private void answer(boolean approved) {
        confirmations.answer(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
