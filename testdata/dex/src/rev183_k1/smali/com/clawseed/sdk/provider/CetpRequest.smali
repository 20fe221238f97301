.class public final Lcom/clawseed/sdk/provider/CetpRequest;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final callerUid:I

.field private final extras:Landroid/os/Bundle;

.field private final method:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final session:Lcom/clawseed/sdk/provider/Session;


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;Lcom/clawseed/sdk/provider/Session;Lorg/json/JSONObject;)V
    .registers 8

    const-string v0, "method"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 103
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 104
    iput p1, p0, Lcom/clawseed/sdk/provider/CetpRequest;->callerUid:I

    .line 105
    iput-object p2, p0, Lcom/clawseed/sdk/provider/CetpRequest;->method:Ljava/lang/String;

    .line 106
    iput-object p3, p0, Lcom/clawseed/sdk/provider/CetpRequest;->requestId:Ljava/lang/String;

    .line 107
    iput-object p4, p0, Lcom/clawseed/sdk/provider/CetpRequest;->extras:Landroid/os/Bundle;

    .line 108
    iput-object p5, p0, Lcom/clawseed/sdk/provider/CetpRequest;->session:Lcom/clawseed/sdk/provider/Session;

    .line 109
    iput-object p6, p0, Lcom/clawseed/sdk/provider/CetpRequest;->args:Lorg/json/JSONObject;

    .line 103
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 109
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsText()Ljava/lang/String;
    .registers 3

    .line 112
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getCallerUid()I
    .registers 2

    .line 104
    iget v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->callerUid:I

    return v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 107
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getMethod()Ljava/lang/String;
    .registers 2

    .line 105
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->method:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 106
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 113
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSession()Lcom/clawseed/sdk/provider/Session;
    .registers 2

    .line 108
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->session:Lcom/clawseed/sdk/provider/Session;

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 3

    .line 111
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpRequest;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method
