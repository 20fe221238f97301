.class public final Lcom/keyholder/grants/GrantToolProvider_MembersInjector;
.super Ljava/lang/Object;
.source "GrantToolProvider_MembersInjector.java"

# interfaces
.implements Ldagger/MembersInjector;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/MembersInjector",
        "<",
        "Lcom/keyholder/grants/GrantToolProvider;",
        ">;"
    }
.end annotation


# instance fields
.field private final auditProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/AuditLog;",
            ">;"
        }
    .end annotation
.end field

.field private final callersProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/CallerCheck;",
            ">;"
        }
    .end annotation
.end field

.field private final confirmationsProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;"
        }
    .end annotation
.end field

.field private final keysProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/KeyDao;",
            ">;"
        }
    .end annotation
.end field

.field private final ledgerProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/RequestLedger;",
            ">;"
        }
    .end annotation
.end field

.field private final ownerApprovalProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/ComponentName;",
            ">;"
        }
    .end annotation
.end field

.field private final resolutionFlagsProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final sessionsProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/SessionRepository;",
            ">;"
        }
    .end annotation
.end field

.field private final tokenRandomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/CallerCheck;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/SessionRepository;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/RequestLedger;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/AuditLog;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/KeyDao;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/lang/Integer;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/ComponentName;",
            ">;)V"
        }
    .end annotation

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->callersProvider:Ljavax/inject/Provider;

    .line 27
    iput-object p2, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->sessionsProvider:Ljavax/inject/Provider;

    .line 28
    iput-object p3, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->ledgerProvider:Ljavax/inject/Provider;

    .line 29
    iput-object p4, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->confirmationsProvider:Ljavax/inject/Provider;

    .line 30
    iput-object p5, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->auditProvider:Ljavax/inject/Provider;

    .line 31
    iput-object p6, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->keysProvider:Ljavax/inject/Provider;

    .line 32
    iput-object p7, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->tokenRandomProvider:Ljavax/inject/Provider;

    .line 33
    iput-object p8, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->resolutionFlagsProvider:Ljavax/inject/Provider;

    .line 34
    iput-object p9, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->ownerApprovalProvider:Ljavax/inject/Provider;

    .line 35
    return-void
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Ldagger/MembersInjector;
    .registers 20
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/CallerCheck;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/SessionRepository;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/RequestLedger;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/AuditLog;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/KeyDao;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/lang/Integer;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/ComponentName;",
            ">;)",
            "Ldagger/MembersInjector",
            "<",
            "Lcom/keyholder/grants/GrantToolProvider;",
            ">;"
        }
    .end annotation

    .line 38
    new-instance v0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    move-object v5, p3

    move-object v6, p4

    move-object/from16 v7, p5

    move-object/from16 v8, p6

    move-object/from16 v9, p7

    move-object/from16 v10, p8

    invoke-direct/range {v1 .. v10}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static injectAudit(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/AuditLog;)V
    .registers 2

    .line 71
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->audit:Lcom/keyholder/cetp/AuditLog;

    .line 72
    return-void
.end method

.method public static injectCallers(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/CallerCheck;)V
    .registers 2

    .line 55
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->callers:Lcom/keyholder/cetp/CallerCheck;

    .line 56
    return-void
.end method

.method public static injectConfirmations(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/ConfirmationStore;)V
    .registers 2

    .line 67
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    .line 68
    return-void
.end method

.method public static injectKeys(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/data/KeyDao;)V
    .registers 2

    .line 75
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->keys:Lcom/keyholder/data/KeyDao;

    .line 76
    return-void
.end method

.method public static injectLedger(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/RequestLedger;)V
    .registers 2

    .line 63
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->ledger:Lcom/keyholder/cetp/RequestLedger;

    .line 64
    return-void
.end method

.method public static injectOwnerApproval(Lcom/keyholder/grants/GrantToolProvider;Landroid/content/ComponentName;)V
    .registers 2

    .line 87
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->ownerApproval:Landroid/content/ComponentName;

    .line 88
    return-void
.end method

.method public static injectResolutionFlags(Lcom/keyholder/grants/GrantToolProvider;I)V
    .registers 2

    .line 83
    iput p1, p0, Lcom/keyholder/grants/GrantToolProvider;->resolutionFlags:I

    .line 84
    return-void
.end method

.method public static injectSessions(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/SessionRepository;)V
    .registers 2

    .line 59
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->sessions:Lcom/keyholder/cetp/SessionRepository;

    .line 60
    return-void
.end method

.method public static injectTokenRandom(Lcom/keyholder/grants/GrantToolProvider;Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/keyholder/grants/GrantToolProvider;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;)V"
        }
    .end annotation

    .line 79
    iput-object p1, p0, Lcom/keyholder/grants/GrantToolProvider;->tokenRandom:Ljavax/inject/Provider;

    .line 80
    return-void
.end method


# virtual methods
.method public injectMembers(Lcom/keyholder/grants/GrantToolProvider;)V
    .registers 3

    .line 43
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->callersProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/CallerCheck;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectCallers(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/CallerCheck;)V

    .line 44
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->sessionsProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/SessionRepository;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectSessions(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/SessionRepository;)V

    .line 45
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->ledgerProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/RequestLedger;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectLedger(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/RequestLedger;)V

    .line 46
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->confirmationsProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectConfirmations(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/ConfirmationStore;)V

    .line 47
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->auditProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/AuditLog;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectAudit(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/cetp/AuditLog;)V

    .line 48
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->keysProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/data/KeyDao;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectKeys(Lcom/keyholder/grants/GrantToolProvider;Lcom/keyholder/data/KeyDao;)V

    .line 49
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->tokenRandomProvider:Ljavax/inject/Provider;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectTokenRandom(Lcom/keyholder/grants/GrantToolProvider;Ljavax/inject/Provider;)V

    .line 50
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->resolutionFlagsProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectResolutionFlags(Lcom/keyholder/grants/GrantToolProvider;I)V

    .line 51
    iget-object v0, p0, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->ownerApprovalProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/ComponentName;

    invoke-static {p1, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectOwnerApproval(Lcom/keyholder/grants/GrantToolProvider;Landroid/content/ComponentName;)V

    .line 52
    return-void
.end method

.method public bridge synthetic injectMembers(Ljava/lang/Object;)V
    .registers 3

    .line 14
    move-object v0, p1

    check-cast v0, Lcom/keyholder/grants/GrantToolProvider;

    invoke-virtual {p0, v0}, Lcom/keyholder/grants/GrantToolProvider_MembersInjector;->injectMembers(Lcom/keyholder/grants/GrantToolProvider;)V

    return-void
.end method
