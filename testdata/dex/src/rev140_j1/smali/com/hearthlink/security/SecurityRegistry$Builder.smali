.class public final Lcom/hearthlink/security/SecurityRegistry$Builder;
.super Ljava/lang/Object;
.source "SecurityRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlink/security/SecurityRegistry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field audit:Lcom/hearthlink/security/AuditLog;

.field confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

.field permissions:Lcom/hearthlink/security/PermissionPolicy;

.field final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/hearthlink/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field verifier:Lcom/hearthlink/security/CallerVerifier;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->tools:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public audit(Lcom/hearthlink/security/AuditLog;)Lcom/hearthlink/security/SecurityRegistry$Builder;
    .registers 2

    .line 58
    iput-object p1, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->audit:Lcom/hearthlink/security/AuditLog;

    .line 59
    return-object p0
.end method

.method public build()Lcom/hearthlink/security/SecurityRegistry;
    .registers 3

    .line 71
    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->verifier:Lcom/hearthlink/security/CallerVerifier;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->permissions:Lcom/hearthlink/security/PermissionPolicy;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->audit:Lcom/hearthlink/security/AuditLog;

    if-nez v0, :cond_1

    .line 72
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "security registry is incomplete"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 74
    :cond_1
    new-instance v0, Lcom/hearthlink/security/SecurityRegistry;

    invoke-direct {v0, p0}, Lcom/hearthlink/security/SecurityRegistry;-><init>(Lcom/hearthlink/security/SecurityRegistry$Builder;)V

    return-object v0
.end method

.method public confirmations(Lcom/hearthlink/security/ConfirmationPolicy;)Lcom/hearthlink/security/SecurityRegistry$Builder;
    .registers 2

    .line 53
    iput-object p1, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->confirmations:Lcom/hearthlink/security/ConfirmationPolicy;

    .line 54
    return-object p0
.end method

.method public permissions(Lcom/hearthlink/security/PermissionPolicy;)Lcom/hearthlink/security/SecurityRegistry$Builder;
    .registers 2

    .line 48
    iput-object p1, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->permissions:Lcom/hearthlink/security/PermissionPolicy;

    .line 49
    return-object p0
.end method

.method public tool(Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/SecurityRegistry$Builder;
    .registers 7

    .line 63
    iget-object v0, p1, Lcom/hearthlink/cetp/ToolSpec;->authorizer:Lcom/hearthlink/security/Authorizer;

    if-nez v0, :cond_0

    .line 64
    new-instance v0, Ljava/lang/IllegalArgumentException;

    iget-object v2, p1, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "tool "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " has no authorizer"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 66
    :cond_0
    iget-object v0, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->tools:Ljava/util/Map;

    iget-object v1, p1, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 67
    return-object p0
.end method

.method public verifier(Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/SecurityRegistry$Builder;
    .registers 2

    .line 43
    iput-object p1, p0, Lcom/hearthlink/security/SecurityRegistry$Builder;->verifier:Lcom/hearthlink/security/CallerVerifier;

    .line 44
    return-object p0
.end method
