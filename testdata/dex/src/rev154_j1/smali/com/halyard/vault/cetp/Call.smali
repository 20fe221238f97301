.class public final Lcom/halyard/vault/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsText:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final session:Lcom/halyard/vault/cetp/Sessions$Session;

.field public final spec:Lcom/halyard/vault/cetp/ToolSpec;


# direct methods
.method constructor <init>(Ljava/lang/String;Lcom/halyard/vault/cetp/Sessions$Session;Lcom/halyard/vault/cetp/ToolSpec;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 8

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/halyard/vault/cetp/Call;->requestId:Ljava/lang/String;

    .line 19
    iput-object p2, p0, Lcom/halyard/vault/cetp/Call;->session:Lcom/halyard/vault/cetp/Sessions$Session;

    .line 20
    iput-object p3, p0, Lcom/halyard/vault/cetp/Call;->spec:Lcom/halyard/vault/cetp/ToolSpec;

    .line 21
    iput-object p4, p0, Lcom/halyard/vault/cetp/Call;->argsText:Ljava/lang/String;

    .line 22
    iput-object p5, p0, Lcom/halyard/vault/cetp/Call;->args:Lorg/json/JSONObject;

    .line 23
    iput-object p6, p0, Lcom/halyard/vault/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 24
    iput-object p7, p0, Lcom/halyard/vault/cetp/Call;->extras:Landroid/os/Bundle;

    .line 25
    return-void
.end method


# virtual methods
.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/halyard/vault/cetp/Call;->argsText:Ljava/lang/String;

    invoke-static {v0}, Lcom/halyard/vault/cetp/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public deadline()J
    .registers 5

    .line 29
    iget-object v0, p0, Lcom/halyard/vault/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public deadlinePassed()Z
    .registers 6

    .line 34
    invoke-virtual {p0}, Lcom/halyard/vault/cetp/Call;->deadline()J

    move-result-wide v3

    .line 35
    const-wide/16 v1, 0x0

    cmp-long v0, v3, v1

    if-lez v0, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    cmp-long v0, v3, v1

    if-gtz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
