package com.example.tke;

import android.app.Activity;
import android.os.Bundle;

// The resolution target. The confirmation screen itself (layout, approve/deny buttons and the
// approval bookkeeping) is not part of this fixture; the Activity always answers and finishes.
public class ConfirmActivity extends Activity {
    @Override protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}
