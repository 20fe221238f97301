package com.kiteframe.library;

import android.app.PendingIntent;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpOperationRequest;
import com.clawseed.cetp.sdk.CetpProviderDescriptor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ProviderScope;
import com.clawseed.cetp.sdk.ScopeAccess;
import com.clawseed.cetp.sdk.ScopeSensitivity;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import com.kiteframe.auth.Confirmations;
import com.kiteframe.auth.ConsumerGrants;
import com.kiteframe.data.KiteDb;
import com.kiteframe.ops.Digests;
import com.kiteframe.ops.MemoryDedupExecutor;
import com.kiteframe.ops.Operation;
import com.kiteframe.ops.OperationIds;
import com.kiteframe.ops.OperationStore;
import com.kiteframe.ui.ConfirmPurgeActivity;
import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

/** The photo library's CETP v2 tools, on the ClawSeed SDK base class; long jobs run as operations. */
public final class LibraryToolProvider extends CetpV2ContentProvider {
    private static final String TAG = "LibraryTools";
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(2);

    private static final CetpProviderDescriptor DESCRIPTOR = new CetpProviderDescriptor("com.kiteframe",
            "KiteFrame Library", "Albums, transcoding and trash of the KiteFrame photo library", Arrays.asList(
                    new ProviderScope("library.read", "See albums and jobs", ScopeAccess.READ, ScopeSensitivity.PERSONAL),
                    new ProviderScope("library.write", "Transcode albums and empty the trash", ScopeAccess.WRITE,
                            ScopeSensitivity.PERSONAL)));

    private static final List<CetpProviderTool> TOOLS = Arrays.asList(
            new CetpProviderTool("album_info", "Album details", Collections.singletonList("library.read"),
                    new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, true, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("transcode_jobs", "Transcode jobs", Collections.singletonList("library.read"),
                    new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, true, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("transcode_album", "Transcode an album", Collections.singletonList("library.write"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, false, ConfirmationPolicy.PROVIDER_POLICY)),
            new CetpProviderTool("purge_trash", "Empty the trash", Collections.singletonList("library.write"),
                    new ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, false, ConfirmationPolicy.ALWAYS)));

    private final MemoryDedupExecutor dedup = new MemoryDedupExecutor();
    private KiteDb db;
    private OperationStore operations;
    private ConsumerGrants grants;
    private Confirmations confirmations;
    private Transcoder transcoder;

    @Override
    public boolean onCreate() {
        db = new KiteDb(getContext());
        operations = new OperationStore(db);
        grants = new ConsumerGrants(db, getContext().getPackageManager());
        confirmations = Confirmations.shared();
        transcoder = new Transcoder(db, getContext().getContentResolver());
        return true;
    }

    @Override
    public CetpProviderDescriptor getProvider() {
        return DESCRIPTOR;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return dedup;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        if (grants.allows(request.getCallingPackage(), request.getCallingUid(), request.getScopes())) {
            return CetpAccessDecision.Companion.allow();
        }
        return CetpAccessDecision.Companion.deny("no grant for these scopes");
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        switch (request.getToolName()) {
            case "album_info":
                return albumInfo(request);
            case "transcode_jobs":
                return transcodeJobs(request);
            case "transcode_album":
                return transcodeAlbum(request);
            case "purge_trash":
                return purgeTrash(request);
            default:
                return CetpProviderResult.Companion.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    @Override
    public CetpProviderResult getOperation(CetpOperationRequest request) {
        Operation op = operations.find(request.getOperationId());
        if (op == null || op.ownerUid != request.getCallingUid()) {
            return CetpProviderResult.Companion.error("INVALID_REQUEST", "unknown operation_id");
        }
        try {
            return CetpProviderResult.Companion.status(op.statusJson());
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the operation could not be read");
        }
    }

    @Override
    public CetpProviderResult cancelOperation(CetpOperationRequest request) {
        Operation op = operations.find(request.getOperationId());
        if (op == null || op.ownerUid != request.getCallingUid()) {
            return CetpProviderResult.Companion.error("INVALID_REQUEST", "unknown operation_id");
        }
        if (!operations.requestCancel(op.id)) {
            return CetpProviderResult.Companion.error("CONFLICT", "the operation already finished");
        }
        try {
            return CetpProviderResult.Companion.status(Operation.cancellationRequested(op.id));
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the cancellation could not be answered");
        }
    }

    private CetpProviderResult albumInfo(CetpProviderRequest request) {
        String albumId = request.getArgs().optString("album_id");
        Cursor c = db.getReadableDatabase().query("albums", new String[] {"title", "remote_id"}, "id = ?",
                new String[] {albumId}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return CetpProviderResult.Companion.error("INVALID_ARGS", "no such album");
            }
            JSONObject value = new JSONObject();
            value.put("album_id", albumId);
            value.put("title", c.getString(0));
            value.put("synced", c.getString(1) != null);
            return CetpProviderResult.Companion.success(value);
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the album could not be described");
        } finally {
            c.close();
        }
    }

    private CetpProviderResult transcodeJobs(CetpProviderRequest request) {
        String state = request.getArgs().optString("state", "running");
        List<Operation> jobs = operations.list("owner_uid = ? AND tool = ? AND state = ?",
                new String[] {String.valueOf(request.getCallingUid()), "transcode_album", state});
        try {
            return CetpProviderResult.Companion.success(Operation.summaries(jobs));
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the jobs could not be listed");
        }
    }

    private CetpProviderResult transcodeAlbum(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        String albumId = args.optString("album_id");
        String format = args.optString("format", "heic");
        boolean includeVideos = args.optBoolean("include_videos", false);
        if (albumId.isEmpty() || !Transcoder.FORMATS.contains(format)) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "album_id and a known format are required");
        }
        String operationId = OperationIds.newId();
        operations.create(operationId, request.getCallingUid(), request.getRequestId(), "transcode_album");
        WORKERS.execute(() -> runTranscode(operationId, albumId, format, includeVideos));
        return CetpProviderResult.Companion.accepted(operationId, 1000L);
    }

    private void runTranscode(String operationId, String albumId, String format, boolean includeVideos) {
        if (operations.cancelRequested(operationId)) {
            operations.markCancelled(operationId);
            return;
        }
        operations.markRunning(operationId);
        try {
            JSONObject summary = transcoder.transcode(albumId, format, "photo");
            if (includeVideos) {
                summary.put("videos", transcoder.transcode(albumId, format, "video"));
            }
            operations.succeed(operationId, summary);
        } catch (IOException e) {
            operations.fail(operationId, Operation.errorJson("INTERNAL_ERROR", Log.getStackTraceString(e), true));
        } catch (JSONException e) {
            Log.w(TAG, "transcode summary", e);
            operations.fail(operationId, Operation.errorJson("INTERNAL_ERROR", "the transcode result was not saved", false));
        }
    }

    private CetpProviderResult purgeTrash(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        String digest = Digests.sha256(args.toString());
        boolean confirmed = args.optBoolean("user_confirmed", false);
        if (!confirmed && !confirmations.take(request.getResumeToken(), request.getCallingUid(), request.getRequestId(),
                "purge_trash", digest)) {
            String token = confirmations.issue(request.getCallingUid(), request.getRequestId(), "purge_trash", digest);
            Intent intent = new Intent(getContext(), ConfirmPurgeActivity.class);
            intent.putExtra("resume_token", token);
            PendingIntent resolution = PendingIntent.getActivity(getContext(), 1, intent,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return CetpProviderResult.Companion.needsUser(resolution, token);
        }
        String operationId = OperationIds.newId();
        operations.create(operationId, request.getCallingUid(), request.getRequestId(), "purge_trash");
        WORKERS.execute(() -> runPurge(operationId));
        return CetpProviderResult.Companion.accepted(operationId, 1000L);
    }

    private void runPurge(String operationId) {
        operations.markRunning(operationId);
        SQLiteDatabase w = db.getWritableDatabase();
        int removed = w.delete("photos", "trashed = 1", null);
        try {
            JSONObject value = new JSONObject();
            value.put("removed", removed);
            operations.succeed(operationId, value);
        } catch (JSONException e) {
            operations.fail(operationId, Operation.errorJson("INTERNAL_ERROR", "the purge result was not saved", false));
        }
    }
}
