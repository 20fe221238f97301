package com.sw;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;

public final class MailProvider extends Base {
    private final SecureRandom random = new SecureRandom();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        String rid = extras == null ? null : extras.getString("request_id");
        if (Binder.getCallingUid() != 10077) {
            return Replies.error(rid, "PERMISSION_DENIED", "Unknown caller");
        }
        String tool = extras.getString("tool_name");
        String token = Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
        if ("send_mail".equals(tool)) {
            PendingIntent signIn = PendingIntent.getActivity(getContext(), 1,
                    new Intent(getContext(), SignInActivity.class), PendingIntent.FLAG_IMMUTABLE);
            return Replies.refuse(rid, Replies.Why.SIGN_IN, signIn, token);
        }
        if ("delete_mail".equals(tool)) {
            PendingIntent confirm = PendingIntent.getActivity(getContext(), 2,
                    new Intent(getContext(), ConfirmActivity.class), PendingIntent.FLAG_IMMUTABLE);
            return Replies.refuse(rid, Replies.Why.CONFIRM, confirm, token);
        }
        if ("send_digest".equals(tool)) {
            PendingIntent signIn = PendingIntent.getActivity(getContext(), 3,
                    new Intent(getContext(), SignInActivity.class), PendingIntent.FLAG_IMMUTABLE);
            Bundle b = Notices.refuse(rid, Notices.Reason.SIGN_IN, signIn);
            b.putString("resume_token", token);
            return b;
        }
        if ("skip_digest".equals(tool)) {
            return Notices.refuse(rid, Notices.Reason.SKIPPED, null);
        }
        return Replies.refuse(rid, Replies.Why.DECLINED, null, null);
    }
}
