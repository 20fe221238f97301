package com.scanbox.share;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.scanbox.cetp.Attempt;
import com.scanbox.cetp.CallerPolicy;
import com.scanbox.cetp.Cetp;
import com.scanbox.cetp.Confirmations;
import com.scanbox.cetp.FailureKind;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.HandlerRegistry;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.Ledger;
import com.scanbox.cetp.Replies;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.Session;
import com.scanbox.cetp.Sessions;
import com.scanbox.cetp.Tickets;
import com.scanbox.cetp.ToolContext;
import com.scanbox.data.DocumentStore;
import com.scanbox.data.ScanDatabase;
import com.scanbox.data.ShareStore;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** CETP v2 tools for sharing scans: list_shares, share_document, revoke_share, save_share_card. */
public final class ShareToolProvider extends ContentProvider {
    static final String PROVIDER_ID = "com.scanbox.share";
    private static final String TAG = "ScanboxShare";

    private static final String[] PLUGINS = {
        "com.scanbox.share.ShareHandler",
        "com.scanbox.share.RevokeShareHandler",
        "com.scanbox.share.ShareCardHandler",
    };

    private static final String PROVIDER_INFO = """
            {"provider_id": "com.scanbox.share", "provider_name": "Scanbox sharing",
             "description": "Links that hand scans to other people through Scanbox Courier",
             "scopes": [
               {"name": "shares.read", "title": "See shares", "description": "List the links that are out",
                "access": "read", "sensitivity": "personal"},
               {"name": "shares.write", "title": "Share scans", "description": "Create and revoke links",
                "access": "write", "sensitivity": "personal"}]}
            """;

    private static final String TOOLS = """
            {"revision": "share-4", "tools": [
              {"name": "list_shares", "title": "List shares", "description": "Lists the links that are out",
               "input_schema": {"type": "object", "properties": {}, "additionalProperties": false},
               "output_schema": {"type": "object", "properties": {"shares": {"type": "array"}},
                                 "required": ["shares"]},
               "scopes": ["shares.read"],
               "annotations": {"effect": "read", "risk": "low", "idempotent": true, "open_world": false,
                               "confirmation": "never"}},
              {"name": "share_document", "title": "Share a scan",
               "description": "Sends a link to a scan to one recipient, after the user approves it",
               "input_schema": {"type": "object",
                                "properties": {"document_id": {"type": "string"}, "recipient": {"type": "string"}},
                                "required": ["document_id", "recipient"], "additionalProperties": false},
               "output_schema": {"type": "object", "properties": {"share_id": {"type": "string"}},
                                 "required": ["share_id"]},
               "scopes": ["shares.write"],
               "annotations": {"effect": "create", "risk": "high", "idempotent": false, "open_world": true,
                               "confirmation": "always"}},
              {"name": "revoke_share", "title": "Revoke a share", "description": "Takes a link back",
               "input_schema": {"type": "object", "properties": {"share_id": {"type": "string"}},
                                "required": ["share_id"], "additionalProperties": false},
               "output_schema": {"type": "object",
                                 "properties": {"share_id": {"type": "string"}, "revoked": {"type": "boolean"}},
                                 "required": ["share_id", "revoked"]},
               "scopes": ["shares.write"],
               "annotations": {"effect": "delete", "risk": "moderate", "idempotent": true, "open_world": true,
                               "confirmation": "always"}},
              {"name": "save_share_card", "title": "Save a share card",
               "description": "Writes a share's recipient and link into the exports folder",
               "input_schema": {"type": "object",
                                "properties": {"share_id": {"type": "string"}, "file_name": {"type": "string"}},
                                "required": ["share_id", "file_name"], "additionalProperties": false},
               "output_schema": {"type": "object", "properties": {"file": {"type": "string"}},
                                 "required": ["file"]},
               "scopes": ["shares.write"],
               "annotations": {"effect": "create", "risk": "low", "idempotent": true, "open_world": false,
                               "confirmation": "never"}}]}
            """;

    private CallerPolicy callers;
    private Sessions sessions;
    private Ledger ledger;
    private HandlerRegistry registry;
    private ToolContext tools;
    private ExecutorService workers;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        ScanDatabase database = ScanDatabase.get(context);
        SecureRandom random = new SecureRandom();
        callers = new CallerPolicy(context.getPackageManager());
        sessions = new Sessions(database, random);
        ledger = new Ledger(database);
        registry = HandlerRegistry.load(PROVIDER_ID, PLUGINS);
        tools = new ToolContext(context, PROVIDER_ID,
                new DocumentStore(database, new File(context.getFilesDir(), "scans")),
                new ShareStore(database),
                new Confirmations(database),
                Tickets.strong(random),
                new File(context.getFilesDir(), "exports"));
        workers = Executors.newFixedThreadPool(2);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!callers.isTrusted(uid)) {
            return Replies.error(extras, "PERMISSION_DENIED", "This app may not use Scanbox sharing", false);
        }
        try {
            switch (method) {
                case Cetp.METHOD_NEGOTIATE:
                    return negotiate(uid, extras);
                case Cetp.METHOD_PROVIDER_INFO:
                case Cetp.METHOD_LIST_TOOLS:
                case Cetp.METHOD_EXECUTE_TOOL:
                    return serve(method, extras);
                default:
                    return Replies.error(extras, "METHOD_NOT_FOUND", "No such method", false);
            }
        } catch (RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Replies.error(extras, "INTERNAL_ERROR", "Scanbox could not finish this call", true);
        }
    }

    private Bundle negotiate(int uid, Bundle extras) {
        int[] offered = extras == null ? null : extras.getIntArray(Cetp.KEY_CONSUMER_VERSIONS);
        if (!Replies.offers(offered, Cetp.PROTOCOL_VERSION)) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Only protocol version 2 is served", false);
        }
        Session session = sessions.open(uid, PROVIDER_ID);
        return Replies.negotiated(session, "Scanbox sharing");
    }

    private Bundle serve(String method, Bundle extras) {
        if (extras == null || extras.getInt(Cetp.KEY_PROTOCOL_VERSION, 0) != Cetp.PROTOCOL_VERSION) {
            return Replies.error(extras, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        long now = System.currentTimeMillis();
        boolean live = sessions.find(extras.getString(Cetp.KEY_SESSION_TOKEN))
                .filter(session -> PROVIDER_ID.equals(session.providerId()))
                .filter(session -> session.live(now))
                .isPresent();
        if (!live) {
            return Replies.error(extras, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        String requestId = extras.getString(Cetp.KEY_REQUEST_ID);
        long deadline = extras.getLong(Cetp.KEY_DEADLINE_AT_MS, 0L);
        if (requestId == null || deadline <= 0L) {
            return Replies.error(extras, "INVALID_REQUEST", "request_id and deadline_at_ms are required", false);
        }
        if (now >= deadline) {
            return Replies.error(extras, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        if (Cetp.METHOD_PROVIDER_INFO.equals(method)) {
            return Replies.data(extras, PROVIDER_INFO);
        }
        if (Cetp.METHOD_LIST_TOOLS.equals(method)) {
            return Replies.data(extras, TOOLS);
        }
        return execute(requestId, deadline, extras);
    }

    private Bundle execute(String requestId, long deadline, Bundle extras) {
        String tool = extras.getString(Cetp.KEY_TOOL_NAME);
        Handler<?> handler = registry.find(tool).orElse(null);
        if (handler == null) {
            return Replies.error(extras, "TOOL_NOT_FOUND", "No such tool", false);
        }
        String args = extras.getString(Cetp.KEY_ARGS);
        if (args != null && args.getBytes(StandardCharsets.UTF_8).length > Cetp.MAX_ARGS_BYTES) {
            return Replies.error(extras, "INVALID_ARGS", "args are larger than max_request_bytes", false);
        }
        String resume = extras.getString(Cetp.KEY_RESUME_TOKEN);
        CompletableFuture<Reply> pending = CompletableFuture
                .supplyAsync(() -> new Invocation(Binder.getCallingUid(), requestId, deadline, tool, args, resume),
                        workers)
                .thenApply(call -> new Attempt(call, ledger.recall(PROVIDER_ID, call)))
                .thenCompose(attempt -> attempt.earlier()
                        .map(CompletableFuture::completedFuture)
                        .orElseGet(() -> CompletableFuture.supplyAsync(() -> run(handler, attempt.call()), workers)))
                .exceptionally(failure -> failed(failure));
        try {
            long wait = Math.max(1L, deadline - System.currentTimeMillis());
            return Replies.of(extras, pending.get(wait, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            return Replies.error(extras, "DEADLINE_EXCEEDED", "The tool did not finish before the deadline", false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(extras, "UNAVAILABLE", "Scanbox is shutting down", true);
        } catch (ExecutionException e) {
            Log.e(TAG, "execute " + tool + " failed", e);
            return Replies.error(extras, "INTERNAL_ERROR", "Scanbox could not finish this tool", false);
        }
    }

    private Reply run(Handler<?> handler, Invocation call) {
        boolean durable = switch (handler.effect()) {
            case READ -> false;
            case CREATE, UPDATE -> true;
            case DELETE -> {
                Log.i(TAG, "destructive tool " + call.tool() + " for request " + call.requestId());
                yield true;
            }
        };
        if (call.remainingMs() <= 0L) {
            return Reply.failure("DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        try {
            Reply reply = Handler.invoke(handler, call, tools);
            if (durable && reply.keepable()) {
                ledger.keep(PROVIDER_ID, call, reply);
            }
            return reply;
        } catch (Exception e) {
            throw new CompletionException(e);
        }
    }

    /** Tells the Consumer what went wrong, in the failing stage's own words. */
    private Reply failed(Throwable failure) {
        FailureKind kind = FailureKind.of(failure);
        String message = Objects.requireNonNullElse(FailureKind.root(failure).getMessage(), "Sharing failed");
        return Reply.failure(kind.code(), message, kind.retryable());
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
        throw new UnsupportedOperationException("The sharing provider answers call() only");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("The sharing provider answers call() only");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("The sharing provider answers call() only");
    }
}
