.class public final Lcom/halyard/vault/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/halyard/vault/cetp/Confirmations$Pending;
    }
.end annotation


# static fields
.field private static final PENDING:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/halyard/vault/cetp/Confirmations$Pending;",
            ">;"
        }
    .end annotation
.end field

.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final context:Landroid/content/Context;

.field private final providerId:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/halyard/vault/cetp/Confirmations;->PENDING:Ljava/util/Map;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/halyard/vault/cetp/Confirmations;->context:Landroid/content/Context;

    .line 25
    iput-object p2, p0, Lcom/halyard/vault/cetp/Confirmations;->providerId:Ljava/lang/String;

    .line 26
    return-void
.end method

.method public static answer(Ljava/lang/String;Z)Z
    .registers 5

    .line 69
    sget-object v0, Lcom/halyard/vault/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/cetp/Confirmations$Pending;

    move-object v2, v0

    .line 70
    if-eqz v2, :cond_0

    iget-object v0, v2, Lcom/halyard/vault/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    if-eqz v0, :cond_1

    .line 71
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 73
    :cond_1
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    iput-object v1, v2, Lcom/halyard/vault/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    .line 74
    const/4 v0, 0x1

    return v0
.end method

.method public static summaryOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 61
    sget-object v0, Lcom/halyard/vault/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/cetp/Confirmations$Pending;

    move-object v4, v0

    .line 62
    if-eqz v4, :cond_0

    iget-object v0, v4, Lcom/halyard/vault/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    if-nez v0, :cond_0

    iget-wide v0, v4, Lcom/halyard/vault/cetp/Confirmations$Pending;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 63
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 65
    :cond_1
    iget-object v0, v4, Lcom/halyard/vault/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public require(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 22

    .line 30
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 31
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->randomToken(I)Ljava/lang/String;

    move-result-object v14

    .line 32
    invoke-static {v14}, Lcom/halyard/vault/cetp/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 33
    sget-object v0, Lcom/halyard/vault/cetp/Confirmations;->PENDING:Ljava/util/Map;

    new-instance v2, Lcom/halyard/vault/cetp/Confirmations$Pending;

    move-object/from16 v4, p1

    iget v4, v4, Lcom/halyard/vault/cetp/Caller;->uid:I

    move-object/from16 v5, p0

    iget-object v5, v5, Lcom/halyard/vault/cetp/Confirmations;->providerId:Ljava/lang/String;

    move-object/from16 v6, p2

    iget-object v6, v6, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v6, v6, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    move-object/from16 v8, p2

    invoke-virtual {v8}, Lcom/halyard/vault/cetp/Call;->argsDigest()Ljava/lang/String;

    move-result-object v8

    .line 34
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    move-object v3, v2

    move-object/from16 v9, p3

    invoke-direct/range {v3 .. v11}, Lcom/halyard/vault/cetp/Confirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 33
    invoke-interface {v0, v15, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    new-instance v0, Landroid/content/Intent;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/halyard/vault/cetp/Confirmations;->context:Landroid/content/Context;

    const-class v3, Lcom/halyard/vault/ui/ConfirmActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v15}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v16

    .line 36
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/halyard/vault/cetp/Confirmations;->context:Landroid/content/Context;

    invoke-virtual {v15}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v2, v16

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v17

    .line 38
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    move-object/from16 v2, p3

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ": confirm it in Halyard Vault"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v17

    invoke-static {v0, v1, v2, v14}, Lcom/halyard/vault/cetp/Replies;->confirm(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 40
    :cond_0
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v14

    .line 41
    sget-object v0, Lcom/halyard/vault/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, v14}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/halyard/vault/cetp/Confirmations$Pending;

    move-object v15, v0

    .line 42
    if-eqz v15, :cond_1

    iget v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->uid:I

    move-object/from16 v1, p1

    iget v1, v1, Lcom/halyard/vault/cetp/Caller;->uid:I

    if-ne v0, v1, :cond_1

    iget-object v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->providerId:Ljava/lang/String;

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/halyard/vault/cetp/Confirmations;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    iget-object v1, v1, Lcom/halyard/vault/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 43
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    move-object/from16 v1, p2

    iget-object v1, v1, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->argsDigest:Ljava/lang/String;

    .line 44
    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/halyard/vault/cetp/Call;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-wide v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->expiresAt:J

    .line 45
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    .line 46
    :cond_1
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume_token does not match this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_2
    iget-object v0, v15, Lcom/halyard/vault/cetp/Confirmations$Pending;->answer:Ljava/lang/Boolean;

    move-object/from16 v16, v0

    .line 49
    if-nez v16, :cond_3

    .line 50
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The confirmation has not been answered yet"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :cond_3
    sget-object v0, Lcom/halyard/vault/cetp/Confirmations;->PENDING:Ljava/util/Map;

    invoke-interface {v0, v14}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 53
    move-object/from16 v0, v16

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_4

    .line 54
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The request was declined in Halyard Vault"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/halyard/vault/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_4
    const/4 v0, 0x0

    return-object v0
.end method
