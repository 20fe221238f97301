package com.example.r33j2;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

// Shows the summary; the approve/deny buttons are wired in the layout (android:onClick).
public final class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle(getIntent().getStringExtra("summary"));
    }

    public void onApprove(View button) {
        setResult(RESULT_OK);
        finish();
    }

    public void onDeny(View button) {
        setResult(RESULT_CANCELED);
        finish();
    }
}
