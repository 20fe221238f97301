.class public final Lcom/hearthkit/Request;
.super Ljava/lang/Object;
.source "Protocol.kt"

# instance fields
.field private final extras:Landroid/os/Bundle;
.field private final method:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 4
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "extras"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/Request;->method:Ljava/lang/String;
    iput-object p2, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    return-void
.end method

.method public static synthetic pastDeadline$default(Lcom/hearthkit/Request;JILjava/lang/Object;)Z
    .registers 6
    .line 17
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L10
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide p1
:L10
    invoke-virtual {p0, p1, p2}, Lcom/hearthkit/Request;->pastDeadline(J)Z
    move-result v0
    return v0
.end method


# virtual methods
.method public final getArgsText()Ljava/lang/String;
    .registers 3
    .line 14
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
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
    .line 12
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthkit/Request;->method:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3
    .line 11
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
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
    .line 15
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getSessionId-3cdPkTs()Ljava/lang/String;
    .registers 3
    .line 10
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    const-string v1, "session_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    invoke-static {v0}, Lcom/hearthkit/SessionId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getTool-sS0Ossg()Ljava/lang/String;
    .registers 3
    .line 13
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    const-string v1, "tool_name"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    invoke-static {v0}, Lcom/hearthkit/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getVersion()I
    .registers 4
    .line 9
    iget-object v0, p0, Lcom/hearthkit/Request;->extras:Landroid/os/Bundle;
    const-string v1, "protocol_version"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    return v0
.end method

.method public final pastDeadline(J)Z
    .registers 5
    .line 17
    invoke-virtual {p0}, Lcom/hearthkit/Request;->getDeadlineAt()J
    move-result-wide v0
    cmp-long v0, v0, p1
    if-gtz v0, :L13
    const/4 v0, 0x1
    goto :L14
:L13
    const/4 v0, 0x0
:L14
    return v0
.end method
