package com.ridgeway.doorhub.camera;

import android.app.PendingIntent;
import android.content.Intent;
import android.net.Uri;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;

import com.ridgeway.doorhub.DoorhubApp;
import com.ridgeway.doorhub.cetp.ApprovalLedger;
import com.ridgeway.doorhub.cetp.CallerVerifier;
import com.ridgeway.doorhub.cetp.Envelopes;
import com.ridgeway.doorhub.cetp.RequestLog;
import com.ridgeway.doorhub.cetp.SessionStore;
import com.ridgeway.doorhub.cetp.ToolContentProvider;
import com.ridgeway.doorhub.cetp.ToolSpec;
import com.ridgeway.doorhub.di.ResolutionModule;
import com.ridgeway.doorhub.di.ToolProviderEntryPoint;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.regex.Pattern;

import javax.inject.Provider;

/** Doorbell camera clips as CETP v2 tools (authority com.ridgeway.doorhub.tools.camera). */
public class CameraToolProvider extends ToolContentProvider {
    static final String PROVIDER_ID = "com.ridgeway.doorhub.camera";
    private static final String TAG = "CameraTools";
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    static final String CLIP_ID = "{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\","
            + "\"pattern\":\"^[0-9a-f]{32}$\"}},\"required\":[\"clip_id\"],\"additionalProperties\":false}";

    static final ToolSpec LIST_EVENTS = ToolSpec.of("list_events", "List doorbell events",
            "Lists recent doorbell rings and motion events with their clip ids and thumbnail URIs.", "read", "low",
            "never", "camera.read").idempotent()
            .input("{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,"
                    + "\"maximum\":50}},\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"events\":{\"type\":\"array\",\"items\":{\"type\":"
                    + "\"object\",\"required\":[\"clip_id\",\"kind\",\"recorded_at_ms\"]}}},\"required\":[\"events\"]}");
    static final ToolSpec SNAPSHOT = ToolSpec.of("snapshot", "Latest snapshot",
            "Returns the camera's latest still image as a JPEG file.", "read", "low", "never", "camera.read")
            .idempotent()
            .output("{\"type\":\"string\",\"contentMediaType\":\"image/jpeg\"}");
    static final ToolSpec EXPORT_CLIP = ToolSpec.of("export_clip", "Export a clip",
            "Returns one recorded clip as an MP4 file.", "read", "low", "never", "camera.read").idempotent()
            .input(CLIP_ID)
            .output("{\"type\":\"string\",\"contentMediaType\":\"video/mp4\"}");
    static final ToolSpec ARCHIVE_DAY = ToolSpec.of("archive_day", "Archive a day's clips",
            "Moves every clip of one day (YYYY-MM-DD) into the archive, in the background.", "update", "moderate",
            "provider_policy", "camera.manage").idempotent().async()
            .input("{\"type\":\"object\",\"properties\":{\"day\":{\"type\":\"string\",\"pattern\":"
                    + "\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},\"required\":[\"day\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\",\"minimum\":0}},"
                    + "\"required\":[\"archived\"]}");
    static final ToolSpec DELETE_CLIP = ToolSpec.of("delete_clip", "Delete a clip",
            "Deletes one recorded clip and its thumbnail.", "delete", "high", "always", "camera.manage")
            .destructive().idempotent().input(CLIP_ID)
            .output("{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\"},\"deleted\":{\"type\":"
                    + "\"boolean\"}},\"required\":[\"clip_id\",\"deleted\"]}");
    static final ToolSpec SHARE_CLIP_LINK = ToolSpec.of("share_clip_link", "Share a clip link",
            "Creates a link through which anyone holding it can watch one clip for a limited time.", "create",
            "high", "always", "camera.manage").openWorld()
            .input("{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"string\"},\"hours\":{\"type\":"
                    + "\"integer\",\"minimum\":1,\"maximum\":72}},\"required\":[\"clip_id\",\"hours\"],"
                    + "\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"url\":{\"type\":\"string\"},\"expires_at_ms\":{\"type\":"
                    + "\"integer\"}},\"required\":[\"url\",\"expires_at_ms\"]}");

    static final List<ToolSpec> TOOLS = Collections.unmodifiableList(Arrays.asList(LIST_EVENTS, SNAPSHOT,
            EXPORT_CLIP, ARCHIVE_DAY, DELETE_CLIP, SHARE_CLIP_LINK));
    static final Set<String> CAPABILITIES = Collections.unmodifiableSet(
            new LinkedHashSet<>(Arrays.asList("async_operations", "cancellation", "large_results")));

    // Injected by CameraToolProvider_MembersInjector.
    Provider<SessionStore> sessionStore;
    Provider<CallerVerifier> callerVerifier;
    Provider<RequestLog> requestLog;
    Provider<ApprovalLedger> approvalLedger;
    Provider<ClipExporter> clips;
    Provider<OperationStore> operations;
    Provider<ExecutorService> archiveExecutor;
    Provider<Intent> deleteClipApproval;
    Provider<Intent> shareClipApproval;

    @Override
    public boolean onCreate() {
        DoorhubApp.entryPoint(getContext(), ToolProviderEntryPoint.class).inject(this);
        operations.get().recoverInterrupted();
        return true;
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Doorhub Camera";
    }

    @Override
    protected String providerDescription() {
        return "Doorbell camera events, snapshots and recorded clips from a Ridgeway hub.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        return new JSONArray()
                .put(new JSONObject().put("name", "camera.read").put("title", "See doorbell events")
                        .put("description", "Events, snapshots and clips").put("access", "read")
                        .put("sensitivity", "personal"))
                .put(new JSONObject().put("name", "camera.manage").put("title", "Manage recorded clips")
                        .put("description", "Archive, delete and share clips").put("access", "write")
                        .put("sensitivity", "personal"));
    }

    @Override
    protected List<ToolSpec> tools() {
        return TOOLS;
    }

    @Override
    protected Set<String> offeredCapabilities() {
        return CAPABILITIES;
    }

    @Override
    protected SessionStore sessions() {
        return sessionStore.get();
    }

    @Override
    protected CallerVerifier verifier() {
        return callerVerifier.get();
    }

    @Override
    protected RequestLog requestLog() {
        return requestLog.get();
    }

    @Override
    protected ApprovalLedger approvals() {
        return approvalLedger.get();
    }

    @Override
    protected String summaryOf(Request request) {
        String clip = request.args.optString("clip_id");
        if (request.tool == DELETE_CLIP) {
            return "Delete clip " + clip + " and its thumbnail for good";
        }
        return "Let anyone with a link watch clip " + clip + " for " + request.args.optInt("hours", 0) + " hours";
    }

    @Override
    protected PendingIntent resolutionFor(ToolSpec tool, String resumeToken) {
        if (tool == DELETE_CLIP) {
            return ResolutionModule.clipResolution(getContext(), deleteClipApproval.get(), resumeToken);
        }
        return ResolutionModule.compatResolution(getContext(), shareClipApproval.get(), resumeToken);
    }

    @Override
    protected Bundle runTool(Request request) {
        try {
            if (request.tool == LIST_EVENTS) {
                int limit = request.args.optInt("limit", 20);
                if (limit < 1 || limit > 50) {
                    return Envelopes.error("INVALID_ARGS", request.requestId);
                }
                return Envelopes.success(request.requestId,
                        new JSONObject().put("events", clips.get().listEvents(limit)));
            } else if (request.tool == SNAPSHOT) {
                return snapshot(request);
            } else if (request.tool == EXPORT_CLIP) {
                return exportClip(request);
            } else if (request.tool == ARCHIVE_DAY) {
                return startArchive(request);
            } else if (request.tool == DELETE_CLIP) {
                String clipId = request.args.getString("clip_id");
                if (!clips.get().deleteClip(clipId)) {
                    return Envelopes.error("INVALID_ARGS", request.requestId);
                }
                return Envelopes.success(request.requestId,
                        new JSONObject().put("clip_id", clipId).put("deleted", true));
            }
            String clipId = request.args.getString("clip_id");
            int hours = request.args.getInt("hours");
            if (clips.get().clipFile(clipId) == null || hours < 1 || hours > 72) {
                return Envelopes.error("INVALID_ARGS", request.requestId);
            }
            return Envelopes.success(request.requestId, clips.get().shareLink(clipId, hours));
        } catch (JSONException e) {
            return Envelopes.error("INVALID_ARGS", request.requestId);
        }
    }

    private Bundle snapshot(Request request) {
        if (!request.capabilities.contains("large_results")) {
            return Envelopes.error("RESULT_TOO_LARGE", request.requestId);
        }
        ClipExporter exporter = clips.get();
        File image = exporter.latestSnapshot();
        if (image == null) {
            return Envelopes.error("UNAVAILABLE", request.requestId);
        }
        try {
            String sha256 = exporter.sha256Of(image);
            ParcelFileDescriptor descriptor = exporter.openSnapshot(image);
            Bundle out = Envelopes.file(request.requestId, "image/jpeg", image.length(), sha256);
            out.putParcelable("result_fd", descriptor);
            return out;
        } catch (IOException e) {
            Log.w(TAG, "snapshot unavailable", e);
            return Envelopes.error("UNAVAILABLE", request.requestId);
        }
    }

    private Bundle exportClip(Request request) {
        if (!request.capabilities.contains("large_results")) {
            return Envelopes.error("RESULT_TOO_LARGE", request.requestId);
        }
        ClipExporter exporter = clips.get();
        File clip = exporter.clipFile(request.args.optString("clip_id"));
        if (clip == null) {
            return Envelopes.error("INVALID_ARGS", request.requestId);
        }
        try {
            String sha256 = exporter.sha256Of(clip);
            ParcelFileDescriptor descriptor = exporter.openClip(clip);
            Bundle out = Envelopes.file(request.requestId, "video/mp4", clip.length(), sha256);
            out.putParcelable("result_fd", descriptor);
            return out;
        } catch (IOException e) {
            Log.w(TAG, "clip export failed", e);
            return Envelopes.error("UNAVAILABLE", request.requestId);
        }
    }

    /** Runs inside the request log's transaction: the operation row and the dedup record commit together. */
    private Bundle startArchive(Request request) {
        String day = request.args.optString("day");
        if (!DAY.matcher(day).matches()) {
            return Envelopes.error("INVALID_ARGS", request.requestId);
        }
        String operationId = operations.get().create(request.uid, request.requestId, request.tool.name);
        archiveExecutor.get().execute(() -> archive(operationId, day));
        return Envelopes.accepted(request.requestId, operationId);
    }

    private void archive(String operationId, String day) {
        OperationStore store = operations.get();
        try {
            if (!store.markRunning(operationId)) {
                return;
            }
            int archived = clips.get().archiveDay(day, () -> store.isCancelRequested(operationId));
            if (archived < 0) {
                store.finish(operationId, "cancelled", null, null);
            } else {
                store.finish(operationId, "succeeded", new JSONObject().put("archived", archived).toString(), null);
            }
        } catch (JSONException | RuntimeException e) {
            Log.w(TAG, "archive failed", e);
            store.finish(operationId, "failed", null, "INTERNAL_ERROR");
        }
    }

    @Override
    protected Bundle operation(String method, Request request, String operationId) {
        boolean cancel = "cancel_operation".equals(method);
        if (!request.capabilities.contains(cancel ? "cancellation" : "async_operations")) {
            throw new Rejection("UNSUPPORTED_CAPABILITY");
        }
        if (operationId == null) {
            throw new Rejection("INVALID_REQUEST");
        }
        OperationStore.Operation operation = operations.get().find(operationId);
        if (operation == null || !operation.requestId.equals(request.requestId)) {
            throw new Rejection("INVALID_REQUEST");
        }
        try {
            if (!cancel) {
                return Envelopes.withData("success", request.requestId, operation.toJson().toString());
            }
            if (operation.terminal() || !operations.get().requestCancel(operationId)) {
                return Envelopes.error("CONFLICT", request.requestId);
            }
            return Envelopes.withData("success", request.requestId, new JSONObject()
                    .put("operation_id", operationId).put("state", "cancellation_requested").toString());
        } catch (JSONException e) {
            throw new Rejection("INTERNAL_ERROR");
        }
    }

    /** Thumbnails for the content URIs list_events hands out. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("thumbnails are read-only");
        }
        return clips.get().openThumbnail(uri);
    }
}
