package com.inkbarrow.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;
import com.inkbarrow.cetp.Cetp;
import com.inkbarrow.data.InkDatabase;
import com.inkbarrow.data.ResumeStore;

/** The confirmation screen a resolution opens: shows what the assistant asked for, records allow or deny. */
public class ConfirmActivity extends Activity {
    private ResumeStore resumes;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(Cetp.EXTRA_RESUME);
        resumes = new ResumeStore(InkDatabase.get(this).getWritableDatabase());
        String summary = token == null ? null : resumes.pendingSummary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle(heading())
                .setMessage(summary)
                .setPositiveButton(approveLabel(), (dialog, which) -> decide(true))
                .setNegativeButton("Cancel", (dialog, which) -> decide(false))
                .setOnCancelListener(dialog -> decide(false))
                .show();
    }

    protected String heading() {
        return "Allow the assistant to do this?";
    }

    protected String approveLabel() {
        return "Allow";
    }

    private void decide(boolean approved) {
        resumes.answer(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
