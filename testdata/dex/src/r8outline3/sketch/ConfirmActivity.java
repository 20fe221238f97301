// What ConfirmActivity's and StuckActivity's smali stand for, before R8.
// Both answers of ConfirmActivity end in setResult + finish, one outline:
// AlertProvider$$ExternalSyntheticOutline0.m(Object, int, Intent).
package com.example.r8o3;

public class ConfirmActivity extends Activity {
    public void onApprove(View v) {                       // android:onClick in its layout
        setResult(RESULT_OK, new Intent()); finish();     // 8
    }
    @Override public void onBackPressed() {
        setResult(RESULT_CANCELED, null); finish();       // 11
    }
}

public class StuckActivity extends Activity {
    @Override protected void onCreate(Bundle b) {
        super.onCreate(b);                                // 17
        setTitle("Confirm");                              // 18
    }
}
