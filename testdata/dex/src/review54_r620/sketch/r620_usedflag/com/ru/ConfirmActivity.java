package com.ru;

import android.app.Activity;

/** Shows the pending deletion to the user (not exported; started by the resolution PendingIntent). */
public final class ConfirmActivity extends Activity {
}
