.class public final Lcom/quillbox/Request;
.super Ljava/lang/Object;
.source "Protocol.kt"

# instance fields
.field private final extras:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 3
    const-string v0, "extras"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    return-void
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 3
    .line 32
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p0}, Lcom/quillbox/Request;->getArgsText()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final getArgsText()Ljava/lang/String;
    .registers 3
    .line 29
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
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
    .line 27
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 23
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getRequestId-wftnvm8()Ljava/lang/String;
    .registers 3
    .line 26
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    const-string v1, "request_id"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    invoke-static {v0}, Lcom/quillbox/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3
    .line 30
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 3
    .line 25
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    const-string v1, "session_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getTool-dFydwOw()Ljava/lang/String;
    .registers 3
    .line 28
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    const-string v1, "tool_name"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    invoke-static {v0}, Lcom/quillbox/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getVersion()I
    .registers 4
    .line 24
    iget-object v0, p0, Lcom/quillbox/Request;->extras:Landroid/os/Bundle;
    const-string v1, "protocol_version"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    return v0
.end method
