package com.example.r35j1;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// Shared confirmation screen: the subclasses only name the action.
abstract class ConfirmActivity extends Activity {
    abstract String label();

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button ok = new Button(this);
        ok.setText(label());
        ok.setOnClickListener(v -> done());
        setContentView(ok);
    }

    private void done() {
        setResult(RESULT_OK);
        finish();
    }
}
