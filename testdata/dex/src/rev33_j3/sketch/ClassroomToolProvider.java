package com.example.r33j3;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import java.util.concurrent.CompletableFuture;

// Classroom tools for the teacher's assistant, written against the wire protocol.
public final class ClassroomToolProvider extends ContentProvider {
    private Board board;

    @Override
    public boolean onCreate() {
        board = new Board(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Trust.isTeacherAssistant(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.success(Sessions.open(uid));
        }
        if (!Sessions.isOpen(uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.success(Catalog.TOOLS);
        }
        if ("execute_tool".equals(method) && extras != null) {
            return execute(extras, uid);
        }
        return Replies.error("METHOD_NOT_FOUND", "unknown method");
    }

    private Bundle execute(Bundle extras, int uid) {
        String args = extras.getString("args", "{}");
        switch (extras.getString("tool_name", "")) {
            case "get_timetable":
                return Replies.success(board.timetable());
            case "post_announcement":
                return postAnnouncement(extras, args);
            case "message_parent":
                return messageParent(extras, args);
            case "remind_class":
                return remindClass(extras, args, uid);
            case "excuse_absence":
                return excuseAbsence(extras, args, uid);
            case "swap_seats":
                return swapSeats(extras, args, uid);
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle postAnnouncement(Bundle extras, String args) {
        long id = board.post("announcement", Args.get(args, "text"));
        if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) {
            // too late for the assistant: tell it so it does not show the post as sent
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return Replies.success("{\"id\":" + id + "}");
    }

    private Bundle messageParent(Bundle extras, String args) {
        if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        long id = board.message(Args.get(args, "student_id"), Args.get(args, "text"));
        CompletableFuture.runAsync(() -> Pushes.logDelivery(getContext(), id, Binder.getCallingUid()));
        return Replies.success("{\"message_id\":" + id + "}");
    }

    private Bundle remindClass(Bundle extras, String args, int uid) {
        if (Deadline.remainingMs(extras) <= 0) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        long id = board.post("reminder", Args.get(args, "text"));
        Context context = getContext();
        new Thread(() -> Pushes.logDelivery(context, id, uid), "push-log").start();
        return Replies.success("{\"id\":" + id + "}");
    }

    private Bundle excuseAbsence(Bundle extras, String args, int uid) {
        if (Deadline.remainingMs(extras) <= 0) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String student = Args.get(args, "student_id");
        String resume = extras.getString("resume_token");
        if (resume == null) {
            // ConfirmActivity adds the teacher's note with Intent.fillIn, which needs a mutable PendingIntent on S+
            int flags = Build.VERSION.SDK_INT >= 31
                    ? PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT
                    : PendingIntent.FLAG_UPDATE_CURRENT;
            Intent confirm = new Intent(getContext(), ConfirmActivity.class).putExtra("summary", "Excuse " + student);
            return Replies.userAction(PendingIntent.getActivity(getContext(), 4, confirm, flags), Resumes.issue(uid, args));
        }
        if (!Resumes.redeem(resume, uid, args)) {
            return Replies.error("INVALID_REQUEST", "resume token rejected");
        }
        board.excuse(student, Args.get(args, "date"));
        return Replies.success("{\"excused\":true}");
    }

    private Bundle swapSeats(Bundle extras, String args, int uid) {
        if (Deadline.remainingMs(extras) <= 0) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String resume = extras.getString("resume_token");
        if (resume == null) {
            int flags = Build.VERSION.SDK_INT >= 23 ? PendingIntent.FLAG_IMMUTABLE : 0;
            Intent confirm = new Intent(getContext(), ConfirmActivity.class).putExtra("summary", "Swap seats");
            return Replies.userAction(PendingIntent.getActivity(getContext(), 5, confirm, flags), Resumes.issue(uid, args));
        }
        if (!Resumes.redeem(resume, uid, args)) {
            return Replies.error("INVALID_REQUEST", "resume token rejected");
        }
        board.swapSeats(Args.get(args, "first"), Args.get(args, "second"));
        return Replies.success("{\"swapped\":true}");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
