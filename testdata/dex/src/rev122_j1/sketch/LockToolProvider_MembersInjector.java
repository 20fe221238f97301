package com.keyholder.locks;

import android.content.ComponentName;
import com.keyholder.cetp.AuditLog;
import com.keyholder.cetp.CallerCheck;
import com.keyholder.cetp.ConfirmationStore;
import com.keyholder.cetp.RequestLedger;
import com.keyholder.cetp.SessionRepository;
import com.keyholder.data.KeyDao;
import dagger.MembersInjector;
import java.util.Random;
import javax.inject.Provider;

public final class LockToolProvider_MembersInjector implements MembersInjector<LockToolProvider> {
    private final Provider<CallerCheck> callersProvider;
    private final Provider<SessionRepository> sessionsProvider;
    private final Provider<RequestLedger> ledgerProvider;
    private final Provider<ConfirmationStore> confirmationsProvider;
    private final Provider<AuditLog> auditProvider;
    private final Provider<KeyDao> keysProvider;
    private final Provider<Random> tokenRandomProvider;
    private final Provider<Integer> resolutionFlagsProvider;
    private final Provider<ComponentName> lockScreenProvider;

    public LockToolProvider_MembersInjector(Provider<CallerCheck> callersProvider, Provider<SessionRepository> sessionsProvider, Provider<RequestLedger> ledgerProvider, Provider<ConfirmationStore> confirmationsProvider, Provider<AuditLog> auditProvider, Provider<KeyDao> keysProvider, Provider<Random> tokenRandomProvider, Provider<Integer> resolutionFlagsProvider, Provider<ComponentName> lockScreenProvider) {
        this.callersProvider = callersProvider;
        this.sessionsProvider = sessionsProvider;
        this.ledgerProvider = ledgerProvider;
        this.confirmationsProvider = confirmationsProvider;
        this.auditProvider = auditProvider;
        this.keysProvider = keysProvider;
        this.tokenRandomProvider = tokenRandomProvider;
        this.resolutionFlagsProvider = resolutionFlagsProvider;
        this.lockScreenProvider = lockScreenProvider;
    }

    public static MembersInjector<LockToolProvider> create(Provider<CallerCheck> callersProvider, Provider<SessionRepository> sessionsProvider, Provider<RequestLedger> ledgerProvider, Provider<ConfirmationStore> confirmationsProvider, Provider<AuditLog> auditProvider, Provider<KeyDao> keysProvider, Provider<Random> tokenRandomProvider, Provider<Integer> resolutionFlagsProvider, Provider<ComponentName> lockScreenProvider) {
        return new LockToolProvider_MembersInjector(callersProvider, sessionsProvider, ledgerProvider, confirmationsProvider, auditProvider, keysProvider, tokenRandomProvider, resolutionFlagsProvider, lockScreenProvider);
    }

    @Override
    public void injectMembers(LockToolProvider instance) {
        injectCallers(instance, callersProvider.get());
        injectSessions(instance, sessionsProvider.get());
        injectLedger(instance, ledgerProvider.get());
        injectConfirmations(instance, confirmationsProvider.get());
        injectAudit(instance, auditProvider.get());
        injectKeys(instance, keysProvider.get());
        injectTokenRandom(instance, tokenRandomProvider);
        injectResolutionFlags(instance, resolutionFlagsProvider.get());
        injectLockScreen(instance, lockScreenProvider.get());
    }

    public static void injectCallers(LockToolProvider instance, CallerCheck callers) {
        instance.callers = callers;
    }

    public static void injectSessions(LockToolProvider instance, SessionRepository sessions) {
        instance.sessions = sessions;
    }

    public static void injectLedger(LockToolProvider instance, RequestLedger ledger) {
        instance.ledger = ledger;
    }

    public static void injectConfirmations(LockToolProvider instance, ConfirmationStore confirmations) {
        instance.confirmations = confirmations;
    }

    public static void injectAudit(LockToolProvider instance, AuditLog audit) {
        instance.audit = audit;
    }

    public static void injectKeys(LockToolProvider instance, KeyDao keys) {
        instance.keys = keys;
    }

    public static void injectTokenRandom(LockToolProvider instance, Provider<Random> tokenRandom) {
        instance.tokenRandom = tokenRandom;
    }

    public static void injectResolutionFlags(LockToolProvider instance, int resolutionFlags) {
        instance.resolutionFlags = resolutionFlags;
    }

    public static void injectLockScreen(LockToolProvider instance, ComponentName lockScreen) {
        instance.lockScreen = lockScreen;
    }
}
