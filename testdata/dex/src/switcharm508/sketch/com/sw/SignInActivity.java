package com.sw;

import android.app.Activity;

public final class SignInActivity extends Activity {
}
