package com.quirewell.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;
import com.quirewell.cetp.Cetp;
import com.quirewell.data.QuireDatabase;
import com.quirewell.data.Tickets;

/** The confirmation screen of the resolutions: shows an open ticket's summary, records the user's answer. */
public final class ConfirmActivity extends Activity {
    private Tickets tickets;
    private String ticket;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ticket = getIntent().getStringExtra(Cetp.EXTRA_TICKET);
        tickets = new Tickets(QuireDatabase.get(this).getWritableDatabase());
        String summary = ticket == null ? null : tickets.summary(ticket);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Allow this action?")
                .setMessage(summary)
                .setPositiveButton("Allow", (dialog, which) -> answer(true))
                .setNegativeButton("Deny", (dialog, which) -> answer(false))
                .setOnCancelListener(dialog -> answer(false))
                .show();
    }

    private void answer(boolean approved) {
        tickets.answer(ticket, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
