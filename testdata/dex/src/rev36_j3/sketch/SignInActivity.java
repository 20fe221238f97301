package com.example.r36j3;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;

// Homeguard account sign-in for the assistant flow.
public final class SignInActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button signIn = new Button(this);
        signIn.setText("Sign in to Homeguard");
        signIn.setOnClickListener(v -> done());
        setContentView(signIn);
    }

    private void done() {
        setResult(RESULT_OK);
        finish();
    }
}
