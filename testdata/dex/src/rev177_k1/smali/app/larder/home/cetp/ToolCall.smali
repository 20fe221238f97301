.class public final Lapp/larder/home/cetp/ToolCall;
.super Ljava/lang/Object;
.source "ToolProviderBase.kt"


# instance fields
.field private final extras:Landroid/os/Bundle;

.field private final method:Ljava/lang/String;

.field private packageName:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 5

    const-string v0, "method"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/larder/home/cetp/ToolCall;->uid:I

    iput-object p2, p0, Lapp/larder/home/cetp/ToolCall;->method:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final getDeadlineAtMs()J
    .registers 5

    .line 20
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getLate()Z
    .registers 5

    .line 21
    invoke-virtual {p0}, Lapp/larder/home/cetp/ToolCall;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->method:Ljava/lang/String;

    return-object v0
.end method

.method public final getPackageName()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 18
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 15
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 19
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 3

    .line 16
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "session_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 3

    .line 17
    iget-object v0, p0, Lapp/larder/home/cetp/ToolCall;->extras:Landroid/os/Bundle;

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

    .line 11
    iget v0, p0, Lapp/larder/home/cetp/ToolCall;->uid:I

    return v0
.end method

.method public final setPackageName(Ljava/lang/String;)V
    .registers 2

    .line 13
    iput-object p1, p0, Lapp/larder/home/cetp/ToolCall;->packageName:Ljava/lang/String;

    return-void
.end method
