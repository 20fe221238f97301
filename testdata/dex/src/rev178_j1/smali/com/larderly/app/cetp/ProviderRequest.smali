.class public final Lcom/larderly/app/cetp/ProviderRequest;
.super Ljava/lang/Object;
.source "ProviderRequest.java"


# instance fields
.field public args:Lorg/json/JSONObject;

.field public argsDigest:Ljava/lang/String;

.field public final caller:Lcom/larderly/app/cetp/CallerRegistry$Caller;

.field public final callerUid:I

.field public final deadlineAtMs:J

.field public final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final session:Lcom/larderly/app/cetp/SessionStore$Session;

.field public tool:Lcom/larderly/app/cetp/ToolDescriptor;


# direct methods
.method constructor <init>(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lcom/larderly/app/cetp/CallerRegistry$Caller;Lcom/larderly/app/cetp/SessionStore$Session;J)V
    .registers 9

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/larderly/app/cetp/ProviderRequest;->method:Ljava/lang/String;

    .line 22
    iput-object p2, p0, Lcom/larderly/app/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    .line 23
    iput-object p3, p0, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    .line 24
    iget v0, p4, Lcom/larderly/app/cetp/CallerRegistry$Caller;->uid:I

    iput v0, p0, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    .line 25
    iput-object p4, p0, Lcom/larderly/app/cetp/ProviderRequest;->caller:Lcom/larderly/app/cetp/CallerRegistry$Caller;

    .line 26
    iput-object p5, p0, Lcom/larderly/app/cetp/ProviderRequest;->session:Lcom/larderly/app/cetp/SessionStore$Session;

    .line 27
    iput-wide p6, p0, Lcom/larderly/app/cetp/ProviderRequest;->deadlineAtMs:J

    .line 28
    return-void
.end method


# virtual methods
.method public deadlinePassed()Z
    .registers 5

    .line 31
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/larderly/app/cetp/ProviderRequest;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 3

    .line 35
    iget-object v0, p0, Lcom/larderly/app/cetp/ProviderRequest;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
