package com.kestrel.ledger.expenses;

import android.content.ContentProvider;
import android.content.ContentResolver;
import android.content.ContentValues;
import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.data.WidgetStateProvider;
import com.kestrel.ledger.identity.CallerCache;
import com.kestrel.ledger.identity.CallerIdentity;
import com.kestrel.ledger.pipeline.AuditInterceptor;
import com.kestrel.ledger.pipeline.ConfirmInterceptor;
import com.kestrel.ledger.pipeline.DeadlineInterceptor;
import com.kestrel.ledger.pipeline.DedupInterceptor;
import com.kestrel.ledger.pipeline.Dispatcher;
import com.kestrel.ledger.pipeline.IdentityInterceptor;
import com.kestrel.ledger.pipeline.Pipeline;
import com.kestrel.ledger.pipeline.RecoveryInterceptor;
import com.kestrel.ledger.pipeline.Request;
import com.kestrel.ledger.pipeline.Response;
import com.kestrel.ledger.pipeline.SessionInterceptor;
import com.kestrel.ledger.pipeline.Sessions;
import com.kestrel.ledger.tools.PendingConfirmations;
import com.kestrel.ledger.tools.ToolRegistry;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The expense book as CETP v2 tools: list_expenses, add_expense, delete_expense. */
public final class ExpenseToolProvider extends ContentProvider {
    public static final String AUTHORITY = "com.kestrel.ledger.expenses";
    private static final String TAG = "KestrelExpenses";
    private static final long CALLER_TTL_MS = 5L * 60L * 1000L;
    private static final String[] TOOL_TABLES = {"com.kestrel.ledger.expenses.ExpenseTool"};

    private Pipeline pipeline;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        Ledger ledger = Ledger.get(context);
        ToolRegistry.load(TOOL_TABLES);
        PackageManager packageManager = context.getPackageManager();
        CallerCache callers = new CallerCache(16, CALLER_TTL_MS, uid -> {
            String[] packages = packageManager.getPackagesForUid(uid);
            if (packages == null) {
                return CallerIdentity.unknown(uid);
            }
            return CallerIdentity.check(packageManager, uid, packages[0]);
        });
        ContentResolver resolver = context.getContentResolver();
        Sessions sessions = new Sessions();
        pipeline = Pipeline.builder()
                .add(new RecoveryInterceptor(TAG))
                .add(new IdentityInterceptor(callers))
                .add(new SessionInterceptor(sessions))
                .add(new DeadlineInterceptor())
                .add(new AuditInterceptor(ledger.audit, AUTHORITY))
                .add(chain -> {
                    // the home-screen widget shows who last changed the book
                    Request request = chain.request();
                    Response response = chain.proceed(request);
                    if (response.isSuccess() && request.isExecute()
                            && ToolRegistry.mutates(AUTHORITY, request.toolName())) {
                        long identity = Binder.clearCallingIdentity();
                        try {
                            WidgetStateProvider.push(resolver, Binder.getCallingUid(), AUTHORITY, request.toolName());
                        } finally {
                            Binder.restoreCallingIdentity(identity);
                        }
                    }
                    return response;
                })
                .add(new DedupInterceptor(ledger.db, AUTHORITY))
                .add(new ConfirmInterceptor(context, ledger.pending, AUTHORITY) {
                    /*
                     * The Kestrel watch app resumes the calls the user approved on the watch, so the UID that
                     * resumes may differ from the one that started; the request id and the argument digest
                     * still tie the token to its call.
                     */
                    @Override
                    protected PendingConfirmations.Pending redeem(String token, Request request) {
                        PendingConfirmations.Pending found = pending.find(token);
                        if (found == null || !found.tool.equals(request.toolName())
                                || !found.requestId.equals(request.requestId())
                                || !found.argsDigest.equals(request.argsDigest())) {
                            return null;
                        }
                        if (System.currentTimeMillis() > found.expiresAt) {
                            pending.spend(token);
                            return null;
                        }
                        if (found.answered()) {
                            pending.spend(token);
                        }
                        return found;
                    }
                })
                .build(new Dispatcher(ledger, sessions, AUTHORITY, "Kestrel Ledger expenses",
                        "Reads and edits the expense book of Kestrel Ledger", scopes(), "expenses-7"));
        return true;
    }

    private static JSONArray scopes() {
        try {
            return new JSONArray()
                    .put(new JSONObject().put("name", "expenses.read").put("title", "Read expenses")
                            .put("description", "See the expenses in the book").put("access", "read")
                            .put("sensitivity", "financial"))
                    .put(new JSONObject().put("name", "expenses.write").put("title", "Change expenses")
                            .put("description", "Add and delete expenses").put("access", "write")
                            .put("sensitivity", "financial"));
        } catch (JSONException e) {
            throw new IllegalStateException("scope catalog", e);
        }
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Request request = Request.fromCall(method, Binder.getCallingUid(), extras);
        try {
            return pipeline.execute(request).toBundle();
        } catch (JSONException e) {
            Log.w(TAG, "unanswered " + method, e);
            return Response.error(request, "INTERNAL_ERROR", "Kestrel Ledger could not complete this call", false)
                    .toBundle();
        }
    }

    private UnsupportedOperationException refused(String what) {
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException("Kestrel Ledger's expenses are served through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw refused("query");
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw refused("insert");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw refused("delete");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw refused("update");
    }
}
