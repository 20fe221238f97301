package com.eh;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

final class Resolutions {
    private Resolutions() {
    }

    static PendingIntent screen(Context context, Screen screen, int flags) {
        return PendingIntent.getActivity(context, screen.ordinal(), screen.intent(), flags);
    }

    static PendingIntent door(Context context, Door door, int flags) {
        return PendingIntent.getActivity(context, door.ordinal(), build(door), flags);
    }

    private static Intent build(Door door) {
        return door.intent().putExtra("door", door.name());
    }

    static Bundle ask(PendingIntent pi, String token) {
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", pi);
        out.putString("resume_token", token);
        return out;
    }
}
