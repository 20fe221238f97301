.class public final Lcom/marginalia/notes/tools/Call;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field private final extras:Landroid/os/Bundle;

.field private final pkg:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 6

    const-string v0, "pkg"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/marginalia/notes/tools/Call;->uid:I

    iput-object p2, p0, Lcom/marginalia/notes/tools/Call;->pkg:Ljava/lang/String;

    iput-object p3, p0, Lcom/marginalia/notes/tools/Call;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 6

    .line 31
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v3, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 32
    :catch_0
    move-exception v4

    .line 33
    const/4 v3, 0x0

    .line 34
    :goto_0
    return-object v3
.end method

.method public final expired()Z
    .registers 5

    .line 36
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/Call;->getDeadlineAtMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 27
    invoke-virtual {p0}, Lcom/marginalia/notes/tools/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/marginalia/notes/tools/ToolsKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 5

    .line 24
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 26
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getReplayKey()Ljava/lang/String;
    .registers 6

    .line 28
    iget v0, p0, Lcom/marginalia/notes/tools/Call;->uid:I

    iget-object v1, p0, Lcom/marginalia/notes/tools/Call;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/marginalia/notes/tools/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 23
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 25
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3

    .line 22
    iget-object v0, p0, Lcom/marginalia/notes/tools/Call;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 21
    iget v0, p0, Lcom/marginalia/notes/tools/Call;->uid:I

    return v0
.end method
