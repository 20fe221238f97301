package com.ridgeway.doorhub.locks;

import android.content.Intent;

import com.ridgeway.doorhub.cetp.ApprovalLedger;
import com.ridgeway.doorhub.cetp.CallerVerifier;
import com.ridgeway.doorhub.cetp.RequestLog;
import com.ridgeway.doorhub.cetp.SessionStore;

import javax.inject.Provider;

/** Field injection of LockToolProvider, in the shape Dagger generates (one static setter per field). */
public final class LockToolProvider_MembersInjector {
    private LockToolProvider_MembersInjector() {
    }

    public static void injectSessionStore(LockToolProvider instance, Provider<SessionStore> sessionStore) {
        instance.sessionStore = sessionStore;
    }

    public static void injectCallerVerifier(LockToolProvider instance, Provider<CallerVerifier> callerVerifier) {
        instance.callerVerifier = callerVerifier;
    }

    public static void injectRequestLog(LockToolProvider instance, Provider<RequestLog> requestLog) {
        instance.requestLog = requestLog;
    }

    public static void injectApprovalLedger(LockToolProvider instance, Provider<ApprovalLedger> approvalLedger) {
        instance.approvalLedger = approvalLedger;
    }

    public static void injectLocks(LockToolProvider instance, Provider<LockRepository> locks) {
        instance.locks = locks;
    }

    public static void injectUnlockApproval(LockToolProvider instance, Provider<Intent> unlockApproval) {
        instance.unlockApproval = unlockApproval;
    }

    public static void injectAutoLockApproval(LockToolProvider instance, Provider<Intent> autoLockApproval) {
        instance.autoLockApproval = autoLockApproval;
    }

    public static void injectShareCodeApproval(LockToolProvider instance, Provider<Intent> shareCodeApproval) {
        instance.shareCodeApproval = shareCodeApproval;
    }

    public static void injectRevokeCodeApproval(LockToolProvider instance, Provider<Intent> revokeCodeApproval) {
        instance.revokeCodeApproval = revokeCodeApproval;
    }
}
