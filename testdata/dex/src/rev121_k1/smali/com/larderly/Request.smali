.class public final Lcom/larderly/Request;
.super Ljava/lang/Object;
.source "Protocol.kt"

# instance fields
.field private final extras:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 3
    const-string v0, "extras"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    return-void
.end method


# virtual methods
.method public final getArgsText()Ljava/lang/String;
    .registers 3
    .line 17
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "args"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, "{}"
:L16
    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 5
    .line 15
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    return-wide v0
.end method

.method public final getExpired()Z
    .registers 5
    .line 20
    invoke-virtual {p0}, Lcom/larderly/Request;->getDeadlineAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L15
    const/4 v0, 0x1
    goto :L16
:L15
    const/4 v0, 0x0
:L16
    return v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3
    .line 14
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "request_id"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3
    .line 18
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 3
    .line 13
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "session_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3
    .line 16
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "tool_name"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    return-object v0
.end method

.method public final getVersion()I
    .registers 4
    .line 12
    iget-object v0, p0, Lcom/larderly/Request;->extras:Landroid/os/Bundle;
    const-string v1, "protocol_version"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    return v0
.end method
