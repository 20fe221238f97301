.class public final Lcom/verdant/garden/cetp/ProviderRequest;
.super Ljava/lang/Object;
.source "ProviderRequest.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    }
.end annotation


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsRaw:Ljava/lang/String;

.field private final caller:Lcom/verdant/garden/cetp/Caller;

.field private final deadlineAtMs:J

.field private final extras:Landroid/os/Bundle;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final session:Lcom/verdant/garden/cetp/SessionStore$Session;

.field private final tool:Lcom/verdant/garden/cetp/ToolDescriptor;


# direct methods
.method constructor <init>(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)V
    .registers 4

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetcaller(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lcom/verdant/garden/cetp/Caller;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->caller:Lcom/verdant/garden/cetp/Caller;

    .line 20
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetsession(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->session:Lcom/verdant/garden/cetp/SessionStore$Session;

    .line 21
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetrequestId(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 22
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetdeadlineAtMs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->deadlineAtMs:J

    .line 23
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgettool(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    .line 24
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetargs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Lorg/json/JSONObject;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    .line 25
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetargsRaw(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->argsRaw:Ljava/lang/String;

    .line 26
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetresumeToken(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken:Ljava/lang/String;

    .line 27
    invoke-static {p1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fgetextras(Lcom/verdant/garden/cetp/ProviderRequest$Builder;)Landroid/os/Bundle;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    .line 28
    return-void
.end method

.method public static builder()Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 1

    .line 31
    new-instance v0, Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    invoke-direct {v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 77
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 5

    .line 81
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/verdant/garden/cetp/ProviderRequest;->argsRaw:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    invoke-static {v0}, Lcom/verdant/garden/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public caller()Lcom/verdant/garden/cetp/Caller;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->caller:Lcom/verdant/garden/cetp/Caller;

    return-object v0
.end method

.method public deadlineAtMs()J
    .registers 3

    .line 65
    iget-wide v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->deadlineAtMs:J

    return-wide v0
.end method

.method public extras()Landroid/os/Bundle;
    .registers 2

    .line 89
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public pastDeadline()Z
    .registers 5

    .line 69
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/verdant/garden/cetp/ProviderRequest;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 61
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 85
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public session()Lcom/verdant/garden/cetp/SessionStore$Session;
    .registers 2

    .line 57
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->session:Lcom/verdant/garden/cetp/SessionStore$Session;

    return-object v0
.end method

.method public toBuilder()Lcom/verdant/garden/cetp/ProviderRequest$Builder;
    .registers 4

    .line 35
    new-instance v2, Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    invoke-direct {v2}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;-><init>()V

    .line 36
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->caller:Lcom/verdant/garden/cetp/Caller;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputcaller(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lcom/verdant/garden/cetp/Caller;)V

    .line 37
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->session:Lcom/verdant/garden/cetp/SessionStore$Session;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputsession(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lcom/verdant/garden/cetp/SessionStore$Session;)V

    .line 38
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputrequestId(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Ljava/lang/String;)V

    .line 39
    iget-wide v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->deadlineAtMs:J

    invoke-static {v2, v0, v1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputdeadlineAtMs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;J)V

    .line 40
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputtool(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lcom/verdant/garden/cetp/ToolDescriptor;)V

    .line 41
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->args:Lorg/json/JSONObject;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputargs(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Lorg/json/JSONObject;)V

    .line 42
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->argsRaw:Ljava/lang/String;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputargsRaw(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Ljava/lang/String;)V

    .line 43
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->resumeToken:Ljava/lang/String;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputresumeToken(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Ljava/lang/String;)V

    .line 44
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    invoke-static {v2, v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->-$$Nest$fputextras(Lcom/verdant/garden/cetp/ProviderRequest$Builder;Landroid/os/Bundle;)V

    .line 45
    return-object v2
.end method

.method public tool()Lcom/verdant/garden/cetp/ToolDescriptor;
    .registers 2

    .line 73
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->tool:Lcom/verdant/garden/cetp/ToolDescriptor;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/verdant/garden/cetp/ProviderRequest;->caller:Lcom/verdant/garden/cetp/Caller;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/Caller;->uid()I

    move-result v0

    return v0
.end method
