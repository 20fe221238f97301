package com.tallyhouse.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;
import com.tallyhouse.cetp.CetpKeys;
import com.tallyhouse.cetp.Confirmations;

/** Shows the provider's own summary of a parked tool call and records the user's answer. */
public class ConfirmActionActivity extends Activity implements CetpKeys {
    private String token;
    private boolean answered;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(EXTRA_RESUME_TOKEN);
        String summary = Confirmations.get().summary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle(title())
                .setMessage(summary)
                .setPositiveButton(approveLabel(), new DialogInterface.OnClickListener() {
                    @Override
                    public void onClick(DialogInterface dialog, int which) {
                        answer(true);
                    }
                })
                .setNegativeButton("Cancel", new DialogInterface.OnClickListener() {
                    @Override
                    public void onClick(DialogInterface dialog, int which) {
                        answer(false);
                    }
                })
                .setOnCancelListener(new DialogInterface.OnCancelListener() {
                    @Override
                    public void onCancel(DialogInterface dialog) {
                        answer(false);
                    }
                })
                .show();
    }

    protected String title() {
        return "Allow this change?";
    }

    protected String approveLabel() {
        return "Allow";
    }

    private void answer(boolean approved) {
        if (answered) {
            return;
        }
        answered = true;
        Confirmations.get().decide(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
