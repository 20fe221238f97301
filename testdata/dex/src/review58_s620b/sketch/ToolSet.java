package com.sp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/** What both tool sets share: the ticket check before a confirmed tool runs. */
abstract class ToolSet {
    protected final Context context;
    protected final Tickets tickets;

    ToolSet(Context context, Tickets tickets) {
        this.context = context;
        this.tickets = tickets;
    }

    /** The approved ticket the request resumes, or null. */
    protected Tickets.Ticket prepare(Bundle req, int uid) {
        String token = req.getString("resume_token");
        if (token == null) {
            return null;
        }
        Tickets.Ticket t = tickets.peek(token, uid, req.getString("tool_name", ""));
        return t != null && t.approved ? t : null;
    }

    protected Bundle ask(int uid, String tool) {
        String token = tickets.issue(uid, tool);
        Intent intent = new Intent("com.sp.CONFIRM").setClassName("com.sp", "com.sp.ConfirmActivity").putExtra("token", token);
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", PendingIntent.getActivity(context, 3, intent, PendingIntent.FLAG_IMMUTABLE));
        out.putString("resume_token", token);
        return out;
    }

    abstract Bundle execute(Bundle req, int uid);
}
