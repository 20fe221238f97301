package com.vv;

import android.app.Activity;
import android.os.Bundle;

public final class SignInActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
