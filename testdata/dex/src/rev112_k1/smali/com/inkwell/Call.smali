.class public final Lcom/inkwell/Call;
.super Ljava/lang/Object;
.source "Call.kt"

# instance fields
.field private final ctx:Landroid/content/Context;
.field private final uid:I
.field private final req:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    .registers 6
    const-string v1, "ctx"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/inkwell/Call;->ctx:Landroid/content/Context;
    iput v4, v2, Lcom/inkwell/Call;->uid:I
    iput-object v5, v2, Lcom/inkwell/Call;->req:Landroid/os/Bundle;
    return-void
.end method


# virtual methods
.method public final getCtx()Landroid/content/Context;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/inkwell/Call;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 9
    iget v0, v1, Lcom/inkwell/Call;->uid:I
    return v0
.end method

.method public final getReq()Landroid/os/Bundle;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/inkwell/Call;->req:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 3
    .line 10
    iget-object v0, v2, Lcom/inkwell/Call;->req:Landroid/os/Bundle;
    const-string v1, "tool_name"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3
    .line 11
    iget-object v0, v2, Lcom/inkwell/Call;->req:Landroid/os/Bundle;
    const-string v1, "resume_token"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3
    .line 12
    iget-object v0, v2, Lcom/inkwell/Call;->req:Landroid/os/Bundle;
    const-string v1, "args"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, "{}"
:L16
    return-object v0
.end method

.method public final args()Lorg/json/JSONObject;
    .registers 4
    .line 14
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {v3}, Lcom/inkwell/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

