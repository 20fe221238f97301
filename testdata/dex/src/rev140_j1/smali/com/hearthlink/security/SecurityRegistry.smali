.class public final Lcom/hearthlink/security/SecurityRegistry;
.super Ljava/lang/Object;
.source "SecurityRegistry.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlink/security/SecurityRegistry$Builder;
    }
.end annotation


# instance fields
.field public final audit:Lcom/hearthlink/security/AuditLog;

.field public final confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

.field public final permissions:Lcom/hearthlink/security/PermissionPolicy;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/hearthlink/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field public final verifier:Lcom/hearthlink/security/CallerVerifier;


# direct methods
.method constructor <init>(Lcom/hearthlink/security/SecurityRegistry$Builder;)V
    .registers 3

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iget-object v0, p1, Lcom/hearthlink/security/SecurityRegistry$Builder;->verifier:Lcom/hearthlink/security/CallerVerifier;

    iput-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->verifier:Lcom/hearthlink/security/CallerVerifier;

    .line 21
    iget-object v0, p1, Lcom/hearthlink/security/SecurityRegistry$Builder;->permissions:Lcom/hearthlink/security/PermissionPolicy;

    iput-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->permissions:Lcom/hearthlink/security/PermissionPolicy;

    .line 22
    iget-object v0, p1, Lcom/hearthlink/security/SecurityRegistry$Builder;->confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

    iput-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

    .line 23
    iget-object v0, p1, Lcom/hearthlink/security/SecurityRegistry$Builder;->audit:Lcom/hearthlink/security/AuditLog;

    iput-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->audit:Lcom/hearthlink/security/AuditLog;

    .line 24
    iget-object v0, p1, Lcom/hearthlink/security/SecurityRegistry$Builder;->tools:Ljava/util/Map;

    iput-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->tools:Ljava/util/Map;

    .line 25
    return-void
.end method


# virtual methods
.method public tool(Ljava/lang/String;)Lcom/hearthlink/cetp/ToolSpec;
    .registers 3

    .line 28
    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->tools:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/hearthlink/cetp/ToolSpec;

    return-object v0
.end method

.method public tools()Ljava/util/Collection;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Collection<",
            "Lcom/hearthlink/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 32
    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    return-object v0
.end method
