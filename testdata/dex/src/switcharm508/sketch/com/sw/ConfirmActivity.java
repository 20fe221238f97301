package com.sw;

import android.app.Activity;

public final class ConfirmActivity extends Activity {
}
