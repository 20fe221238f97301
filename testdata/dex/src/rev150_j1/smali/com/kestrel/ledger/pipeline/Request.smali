.class public final Lcom/kestrel/ledger/pipeline/Request;
.super Ljava/lang/Object;
.source "Request.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/pipeline/Request$Builder;
    }
.end annotation


# static fields
.field public static final EXECUTE_TOOL:Ljava/lang/String; = "execute_tool"

.field public static final NEGOTIATE:Ljava/lang/String; = "negotiate"


# instance fields
.field final caller:Lcom/kestrel/ledger/identity/CallerIdentity;

.field final extras:Landroid/os/Bundle;

.field final method:Ljava/lang/String;

.field final rawArgs:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field final resumeToken:Ljava/lang/String;

.field final session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

.field final toolName:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Lcom/kestrel/ledger/pipeline/Request$Builder;)V
    .registers 3

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->method:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->method:Ljava/lang/String;

    .line 29
    iget v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->uid:I

    iput v0, p0, Lcom/kestrel/ledger/pipeline/Request;->uid:I

    .line 30
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->extras:Landroid/os/Bundle;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->extras:Landroid/os/Bundle;

    .line 31
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->requestId:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->requestId:Ljava/lang/String;

    .line 32
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->toolName:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->toolName:Ljava/lang/String;

    .line 33
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->rawArgs:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->rawArgs:Ljava/lang/String;

    .line 34
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->resumeToken:Ljava/lang/String;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->resumeToken:Ljava/lang/String;

    .line 35
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->caller:Lcom/kestrel/ledger/identity/CallerIdentity;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->caller:Lcom/kestrel/ledger/identity/CallerIdentity;

    .line 36
    iget-object v0, p1, Lcom/kestrel/ledger/pipeline/Request$Builder;->session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

    iput-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

    .line 37
    return-void
.end method

.method public static fromCall(Ljava/lang/String;ILandroid/os/Bundle;)Lcom/kestrel/ledger/pipeline/Request;
    .registers 7

    .line 41
    if-eqz p2, :cond_0

    move-object v0, p2

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v3, v0

    .line 42
    new-instance v0, Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-object v1, v0

    if-nez p0, :cond_1

    const-string v2, ""

    goto :goto_1

    :cond_1
    move-object v2, p0

    :goto_1
    invoke-direct {v1, v2, p1, v3}, Lcom/kestrel/ledger/pipeline/Request$Builder;-><init>(Ljava/lang/String;ILandroid/os/Bundle;)V

    .line 43
    const-string v2, "request_id"

    invoke-virtual {v3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/pipeline/Request$Builder;->requestId(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    .line 44
    const-string v2, "tool_name"

    invoke-virtual {v3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/pipeline/Request$Builder;->toolName(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    .line 45
    const-string v2, "args"

    invoke-virtual {v3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/pipeline/Request$Builder;->rawArgs(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    .line 46
    const-string v2, "resume_token"

    invoke-virtual {v3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/kestrel/ledger/pipeline/Request$Builder;->resumeToken(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    .line 47
    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Request$Builder;->build()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v0

    .line 42
    return-object v0
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 110
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Request;->rawArgs:Ljava/lang/String;

    move-object v1, v0

    if-nez v2, :cond_0

    const-string v2, "{}"

    goto :goto_0

    :cond_0
    iget-object v2, p0, Lcom/kestrel/ledger/pipeline/Request;->rawArgs:Ljava/lang/String;

    :goto_0
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 5

    .line 115
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->toolName:Ljava/lang/String;

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Request;->rawArgs:Ljava/lang/String;

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

    invoke-static {v0}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public caller()Lcom/kestrel/ledger/identity/CallerIdentity;
    .registers 2

    .line 98
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->caller:Lcom/kestrel/ledger/identity/CallerIdentity;

    return-object v0
.end method

.method public extras()Landroid/os/Bundle;
    .registers 2

    .line 78
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public isExecute()Z
    .registers 3

    .line 106
    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Request;->method:Ljava/lang/String;

    const-string v0, "execute_tool"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public method()Ljava/lang/String;
    .registers 2

    .line 70
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->method:Ljava/lang/String;

    return-object v0
.end method

.method public newBuilder()Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 6

    .line 51
    new-instance v4, Lcom/kestrel/ledger/pipeline/Request$Builder;

    iget-object v1, p0, Lcom/kestrel/ledger/pipeline/Request;->method:Ljava/lang/String;

    iget v2, p0, Lcom/kestrel/ledger/pipeline/Request;->uid:I

    iget-object v3, p0, Lcom/kestrel/ledger/pipeline/Request;->extras:Landroid/os/Bundle;

    invoke-direct {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Request$Builder;-><init>(Ljava/lang/String;ILandroid/os/Bundle;)V

    .line 52
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->requestId:Ljava/lang/String;

    iput-object v0, v4, Lcom/kestrel/ledger/pipeline/Request$Builder;->requestId:Ljava/lang/String;

    .line 53
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->toolName:Ljava/lang/String;

    iput-object v0, v4, Lcom/kestrel/ledger/pipeline/Request$Builder;->toolName:Ljava/lang/String;

    .line 54
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->rawArgs:Ljava/lang/String;

    iput-object v0, v4, Lcom/kestrel/ledger/pipeline/Request$Builder;->rawArgs:Ljava/lang/String;

    .line 55
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->resumeToken:Ljava/lang/String;

    iput-object v0, v4, Lcom/kestrel/ledger/pipeline/Request$Builder;->resumeToken:Ljava/lang/String;

    .line 56
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->caller:Lcom/kestrel/ledger/identity/CallerIdentity;

    iput-object v0, v4, Lcom/kestrel/ledger/pipeline/Request$Builder;->caller:Lcom/kestrel/ledger/identity/CallerIdentity;

    .line 57
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

    iput-object v0, v4, Lcom/kestrel/ledger/pipeline/Request$Builder;->session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

    .line 58
    return-object v4
.end method

.method public rawArgs()Ljava/lang/String;
    .registers 2

    .line 90
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->rawArgs:Ljava/lang/String;

    return-object v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 82
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 94
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public session()Lcom/kestrel/ledger/pipeline/Sessions$Session;
    .registers 2

    .line 102
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 86
    iget-object v0, p0, Lcom/kestrel/ledger/pipeline/Request;->toolName:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 74
    iget v0, p0, Lcom/kestrel/ledger/pipeline/Request;->uid:I

    return v0
.end method

.method public withCaller(Lcom/kestrel/ledger/identity/CallerIdentity;)Lcom/kestrel/ledger/pipeline/Request;
    .registers 3

    .line 62
    invoke-virtual {p0}, Lcom/kestrel/ledger/pipeline/Request;->newBuilder()Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/pipeline/Request$Builder;->caller(Lcom/kestrel/ledger/identity/CallerIdentity;)Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Request$Builder;->build()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v0

    return-object v0
.end method

.method public withSession(Lcom/kestrel/ledger/pipeline/Sessions$Session;)Lcom/kestrel/ledger/pipeline/Request;
    .registers 3

    .line 66
    invoke-virtual {p0}, Lcom/kestrel/ledger/pipeline/Request;->newBuilder()Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/pipeline/Request$Builder;->session(Lcom/kestrel/ledger/pipeline/Sessions$Session;)Lcom/kestrel/ledger/pipeline/Request$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Request$Builder;->build()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v0

    return-object v0
.end method
