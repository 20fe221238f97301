package com.scanbox.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;
import com.scanbox.cetp.Cetp;
import com.scanbox.cetp.Confirmations;
import com.scanbox.data.ScanDatabase;
import java.util.Optional;

/** Scanbox's confirmation screen: shows a pending confirmation's summary and records the user's answer. */
public final class ConfirmActivity extends Activity {
    private Confirmations confirmations;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        confirmations = new Confirmations(ScanDatabase.get(this));
        String ticket = getIntent().getStringExtra(Cetp.EXTRA_TICKET);
        Optional<String> summary = Optional.ofNullable(ticket).flatMap(confirmations::summary);
        if (!summary.isPresent()) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Scanbox")
                .setMessage(summary.get())
                .setPositiveButton("Allow", (dialog, which) -> answer(ticket, true))
                .setNegativeButton("Deny", (dialog, which) -> answer(ticket, false))
                .setOnCancelListener(dialog -> answer(ticket, false))
                .show();
    }

    private void answer(String ticket, boolean approved) {
        confirmations.answer(ticket, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
