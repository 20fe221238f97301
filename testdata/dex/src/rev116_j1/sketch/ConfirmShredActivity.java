package com.cinderbox.shred;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;

/** The provider's own confirmation screen for deletions and restores; opened only through its PendingIntent. */
public final class ConfirmShredActivity extends Activity implements DialogInterface.OnClickListener {
    static final String EXTRA_TOKEN = "com.cinderbox.extra.TOKEN";
    static final String EXTRA_SUMMARY = "com.cinderbox.extra.SUMMARY";

    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        new AlertDialog.Builder(this)
                .setTitle("Delete for good?")
                .setMessage(getIntent().getStringExtra(EXTRA_SUMMARY))
                .setPositiveButton("Delete", this)
                .setNegativeButton("Keep", this)
                .setCancelable(false)
                .show();
    }

    @Override
    public void onClick(DialogInterface dialog, int which) {
        boolean approved = which == DialogInterface.BUTTON_POSITIVE;
        Desk desk = Desk.current();
        if (desk != null && token != null) {
            desk.decide(token, approved);
        }
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
