package com.ridgeway.doorhub.camera;

import android.content.Intent;

import com.ridgeway.doorhub.cetp.ApprovalLedger;
import com.ridgeway.doorhub.cetp.CallerVerifier;
import com.ridgeway.doorhub.cetp.RequestLog;
import com.ridgeway.doorhub.cetp.SessionStore;

import java.util.concurrent.ExecutorService;

import javax.inject.Provider;

/** Field injection of CameraToolProvider, in the shape Dagger generates. */
public final class CameraToolProvider_MembersInjector {
    private CameraToolProvider_MembersInjector() {
    }

    public static void injectSessionStore(CameraToolProvider instance, Provider<SessionStore> sessionStore) {
        instance.sessionStore = sessionStore;
    }

    public static void injectCallerVerifier(CameraToolProvider instance, Provider<CallerVerifier> callerVerifier) {
        instance.callerVerifier = callerVerifier;
    }

    public static void injectRequestLog(CameraToolProvider instance, Provider<RequestLog> requestLog) {
        instance.requestLog = requestLog;
    }

    public static void injectApprovalLedger(CameraToolProvider instance, Provider<ApprovalLedger> approvalLedger) {
        instance.approvalLedger = approvalLedger;
    }

    public static void injectClips(CameraToolProvider instance, Provider<ClipExporter> clips) {
        instance.clips = clips;
    }

    public static void injectOperations(CameraToolProvider instance, Provider<OperationStore> operations) {
        instance.operations = operations;
    }

    public static void injectArchiveExecutor(CameraToolProvider instance, Provider<ExecutorService> archiveExecutor) {
        instance.archiveExecutor = archiveExecutor;
    }

    public static void injectDeleteClipApproval(CameraToolProvider instance, Provider<Intent> deleteClipApproval) {
        instance.deleteClipApproval = deleteClipApproval;
    }

    public static void injectShareClipApproval(CameraToolProvider instance, Provider<Intent> shareClipApproval) {
        instance.shareClipApproval = shareClipApproval;
    }
}
