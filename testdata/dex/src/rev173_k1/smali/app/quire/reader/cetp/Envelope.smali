.class public final Lapp/quire/reader/cetp/Envelope;
.super Ljava/lang/Object;
.source "Wire.kt"


# instance fields
.field private final extras:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 3

    const-string v0, "extras"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 3

    .line 43
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 5

    .line 41
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 37
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 3

    .line 45
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getProtocolVersion()I
    .registers 4

    .line 38
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 39
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 44
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 3

    .line 40
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "session_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 3

    .line 42
    iget-object v0, p0, Lapp/quire/reader/cetp/Envelope;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method
