package com.example.r35j3;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;

// Asks the owner before a visit is cancelled.
public final class CancelVisitActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        new AlertDialog.Builder(this)
                .setTitle("Cancel this visit?")
                .setMessage("The clinic keeps a cancellation fee for visits less than a day away.")
                .setPositiveButton("Cancel visit", (dialog, which) -> approve())
                .setNegativeButton("Keep it", (dialog, which) -> dialog.dismiss())
                .show();
    }

    private void approve() {
        getSharedPreferences("approvals", 0).edit().putLong("cancel_visit", System.currentTimeMillis()).apply();
    }
}
