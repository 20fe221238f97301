package com.tidemark.zones;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;

/** The resolution of purge_history: the user approves or keeps the zone's history. */
public class ConfirmPurgeActivity extends Activity implements DialogInterface.OnClickListener {
    String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra("resume_token");
        String zone = getIntent().getStringExtra("zone");
        new AlertDialog.Builder(this)
                .setTitle("Delete watering history?")
                .setMessage("All watering history of " + zone + " will be deleted. This cannot be undone.")
                .setPositiveButton("Delete", this)
                .setNegativeButton("Keep", this)
                .setCancelable(false)
                .show();
    }

    @Override
    public void onClick(DialogInterface dialog, int which) {
        if (which == DialogInterface.BUTTON_POSITIVE) {
            ZoneProvider.open(this).execSQL("UPDATE resumes SET approved = 1 WHERE token = ?", new Object[] {token});
            setResult(RESULT_OK);
        } else {
            setResult(RESULT_CANCELED);
        }
        finish();
    }
}
