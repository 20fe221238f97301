package com.inkwell.confirm;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;
import com.inkwell.notes.PendingDeletes;
import com.inkwell.remind.ResumeBook;

/** The Provider-side confirmation screen for deletes; opened only through the providers' PendingIntents. */
public class ConfirmActivity extends Activity {
    public static final String EXTRA_KIND = "kind";
    public static final String EXTRA_TOKEN = "resume_token";
    public static final String EXTRA_TARGET = "target";
    public static final String EXTRA_REQUESTER = "requester";
    public static final String KIND_NOTE = "note";
    public static final String KIND_REMINDER = "reminder";

    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        final String kind = getIntent().getStringExtra(EXTRA_KIND);
        final String token = getIntent().getStringExtra(EXTRA_TOKEN);
        setTitle(getIntent().getStringExtra(EXTRA_TARGET));
        Button approve = new Button(this);
        approve.setText("Approve: " + getIntent().getStringExtra(EXTRA_TARGET));
        approve.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                decide(kind, token, true);
            }
        });
        setContentView(approve);
    }

    @Override
    public void onBackPressed() {
        decide(getIntent().getStringExtra(EXTRA_KIND), getIntent().getStringExtra(EXTRA_TOKEN), false);
    }

    private void decide(String kind, String token, boolean approved) {
        if (KIND_NOTE.equals(kind)) {
            if (approved) {
                PendingDeletes.get().approve(token);
            } else {
                PendingDeletes.get().deny(token);
            }
        } else if (KIND_REMINDER.equals(kind)) {
            if (approved) {
                ResumeBook.get().approve(token);
            } else {
                ResumeBook.get().deny(token);
            }
        }
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
