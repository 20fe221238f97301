package com.pi;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;

/** Parks a call for the user's review and answers with the screen that decides it. */
public final class ReviewProvider extends Base {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        int uid = Binder.getCallingUid();
        if (uid != android.os.Process.myUid() || extras == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        Parked parked = new Parked(getContext());
        String resume = extras.getString("resume_token");
        if (resume != null) {
            // the parked call is resumed only by the UID it was parked for
            String row = "legacy".equals(extras.getString("tool")) ? parked.summary(resume) : parked.peek(resume);
            if (row == null || !row.startsWith(uid + ":")) {
                out.putString("error_code", "INVALID_REQUEST");
                return out;
            }
            parked.forget(resume);
            out.putString("status", "resumed");
            return out;
        }
        String token = parked.park(uid, extras.getString("tool"));
        Class<?> screen = "legacy".equals(extras.getString("tool")) ? LegacyReviewActivity.class : ReviewActivity.class;
        Intent intent = new Intent(getContext(), screen).putExtra("resume_token", token);
        out.putParcelable("resolution", PendingIntent.getActivity(getContext(), 0, intent, PendingIntent.FLAG_IMMUTABLE));
        out.putString("resume_token", token);
        out.putString("error_code", "USER_ACTION_REQUIRED");
        return out;
    }
}
