package com.tallycrate.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.util.Log;
import com.tallycrate.cetp.ResumeFiles;
import java.io.File;

/** The screen a resolution opens: shows what the assistant asked for and records allow or deny. */
public final class ConfirmActivity extends Activity {
    private static final String TAG = "TallyConfirm";
    private static final String EXTRA_TOKEN = "com.tallycrate.extra.RESUME_TOKEN";

    private ResumeFiles resumes;
    private String token;

    /** The immutable resolution that opens this screen for one resume token. */
    public static PendingIntent resolution(Context context, String token) {
        Intent intent = new Intent(context, ConfirmActivity.class);
        intent.putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
    }

    public static ResumeFiles store(Context context) {
        return new ResumeFiles(new File(context.getFilesDir(), "resumes"));
    }

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        resumes = store(this);
        ResumeFiles.Record record = null;
        try {
            record = token == null ? null : resumes.peek(token);
        } catch (Exception e) {
            Log.w(TAG, "unreadable resume record", e);
        }
        if (record == null || !record.pending()) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Let the assistant do this?")
                .setMessage(record.summary())
                .setPositiveButton("Allow", (dialog, which) -> decide(true))
                .setNegativeButton("Don't allow", (dialog, which) -> decide(false))
                .setOnCancelListener(dialog -> decide(false))
                .show();
    }

    private void decide(boolean approved) {
        try {
            resumes.answer(token, approved);
        } catch (Exception e) {
            Log.w(TAG, "answer not saved", e);
            approved = false;
        }
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
