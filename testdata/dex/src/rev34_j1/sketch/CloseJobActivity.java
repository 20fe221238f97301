package com.example.r34j1;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;

// Resolution UI of close_job.
public class CloseJobActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        String jobId = getIntent().getStringExtra("job_id");
        new AlertDialog.Builder(this)
                .setTitle("Close job " + jobId + "?")
                .setMessage("The customer gets the invoice right away.")
                .setPositiveButton("Close job", (dialog, which) -> markApproved(jobId))
                .setNegativeButton("Keep open", (dialog, which) -> dialog.dismiss())
                .show();
    }

    private void markApproved(String jobId) {
        getSharedPreferences("approvals", MODE_PRIVATE).edit().putBoolean(jobId, true).apply();
    }
}
