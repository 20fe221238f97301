package com.keyholder.grants;

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

public final class GrantToolProvider_MembersInjector implements MembersInjector<GrantToolProvider> {
    private final Provider<CallerCheck> callersProvider;
    private final Provider<SessionRepository> sessionsProvider;
    private final Provider<RequestLedger> ledgerProvider;
    private final Provider<ConfirmationStore> confirmationsProvider;
    private final Provider<AuditLog> auditProvider;
    private final Provider<KeyDao> keysProvider;
    private final Provider<Random> tokenRandomProvider;
    private final Provider<Integer> resolutionFlagsProvider;
    private final Provider<ComponentName> ownerApprovalProvider;

    public GrantToolProvider_MembersInjector(Provider<CallerCheck> callersProvider, Provider<SessionRepository> sessionsProvider, Provider<RequestLedger> ledgerProvider, Provider<ConfirmationStore> confirmationsProvider, Provider<AuditLog> auditProvider, Provider<KeyDao> keysProvider, Provider<Random> tokenRandomProvider, Provider<Integer> resolutionFlagsProvider, Provider<ComponentName> ownerApprovalProvider) {
        this.callersProvider = callersProvider;
        this.sessionsProvider = sessionsProvider;
        this.ledgerProvider = ledgerProvider;
        this.confirmationsProvider = confirmationsProvider;
        this.auditProvider = auditProvider;
        this.keysProvider = keysProvider;
        this.tokenRandomProvider = tokenRandomProvider;
        this.resolutionFlagsProvider = resolutionFlagsProvider;
        this.ownerApprovalProvider = ownerApprovalProvider;
    }

    public static MembersInjector<GrantToolProvider> create(Provider<CallerCheck> callersProvider, Provider<SessionRepository> sessionsProvider, Provider<RequestLedger> ledgerProvider, Provider<ConfirmationStore> confirmationsProvider, Provider<AuditLog> auditProvider, Provider<KeyDao> keysProvider, Provider<Random> tokenRandomProvider, Provider<Integer> resolutionFlagsProvider, Provider<ComponentName> ownerApprovalProvider) {
        return new GrantToolProvider_MembersInjector(callersProvider, sessionsProvider, ledgerProvider, confirmationsProvider, auditProvider, keysProvider, tokenRandomProvider, resolutionFlagsProvider, ownerApprovalProvider);
    }

    @Override
    public void injectMembers(GrantToolProvider instance) {
        injectCallers(instance, callersProvider.get());
        injectSessions(instance, sessionsProvider.get());
        injectLedger(instance, ledgerProvider.get());
        injectConfirmations(instance, confirmationsProvider.get());
        injectAudit(instance, auditProvider.get());
        injectKeys(instance, keysProvider.get());
        injectTokenRandom(instance, tokenRandomProvider);
        injectResolutionFlags(instance, resolutionFlagsProvider.get());
        injectOwnerApproval(instance, ownerApprovalProvider.get());
    }

    public static void injectCallers(GrantToolProvider instance, CallerCheck callers) {
        instance.callers = callers;
    }

    public static void injectSessions(GrantToolProvider instance, SessionRepository sessions) {
        instance.sessions = sessions;
    }

    public static void injectLedger(GrantToolProvider instance, RequestLedger ledger) {
        instance.ledger = ledger;
    }

    public static void injectConfirmations(GrantToolProvider instance, ConfirmationStore confirmations) {
        instance.confirmations = confirmations;
    }

    public static void injectAudit(GrantToolProvider instance, AuditLog audit) {
        instance.audit = audit;
    }

    public static void injectKeys(GrantToolProvider instance, KeyDao keys) {
        instance.keys = keys;
    }

    public static void injectTokenRandom(GrantToolProvider instance, Provider<Random> tokenRandom) {
        instance.tokenRandom = tokenRandom;
    }

    public static void injectResolutionFlags(GrantToolProvider instance, int resolutionFlags) {
        instance.resolutionFlags = resolutionFlags;
    }

    public static void injectOwnerApproval(GrantToolProvider instance, ComponentName ownerApproval) {
        instance.ownerApproval = ownerApproval;
    }
}
