.class public final Lcom/hearthlist/cetp/Request$Builder;
.super Ljava/lang/Object;
.source "Request.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/cetp/Request;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private args:Lorg/json/JSONObject;

.field private asyncGranted:Z

.field private callerPackage:Ljava/lang/String;

.field private deadlineAtMs:J

.field private extras:Landroid/os/Bundle;

.field private rawArgs:Ljava/lang/String;

.field private requestId:Ljava/lang/String;

.field private resumeToken:Ljava/lang/String;

.field private tool:Ljava/lang/String;

.field private uid:I


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 98
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 87
    const/4 v0, -0x1

    iput v0, p0, Lcom/hearthlist/cetp/Request$Builder;->uid:I

    .line 99
    return-void
.end method


# virtual methods
.method public args(Lorg/json/JSONObject;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 142
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->args:Lorg/json/JSONObject;

    .line 143
    return-object p0
.end method

.method public asyncGranted(Z)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 122
    iput-boolean p1, p0, Lcom/hearthlist/cetp/Request$Builder;->asyncGranted:Z

    .line 123
    return-object p0
.end method

.method public build()Lcom/hearthlist/cetp/Request;
    .registers 3

    .line 152
    iget v0, p0, Lcom/hearthlist/cetp/Request$Builder;->uid:I

    if-ltz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/Request$Builder;->requestId:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/Request$Builder;->extras:Landroid/os/Bundle;

    if-nez v0, :cond_1

    .line 153
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "uid, request_id and extras are required"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 155
    :cond_1
    new-instance v0, Lcom/hearthlist/cetp/Request;

    invoke-direct {v0, p0}, Lcom/hearthlist/cetp/Request;-><init>(Lcom/hearthlist/cetp/Request$Builder;)V

    return-object v0
.end method

.method public callerPackage(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 107
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->callerPackage:Ljava/lang/String;

    .line 108
    return-object p0
.end method

.method public deadlineAtMs(J)Lcom/hearthlist/cetp/Request$Builder;
    .registers 3

    .line 117
    iput-wide p1, p0, Lcom/hearthlist/cetp/Request$Builder;->deadlineAtMs:J

    .line 118
    return-object p0
.end method

.method public extras(Landroid/os/Bundle;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 127
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->extras:Landroid/os/Bundle;

    .line 128
    return-object p0
.end method

.method public rawArgs(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 137
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->rawArgs:Ljava/lang/String;

    .line 138
    return-object p0
.end method

.method public requestId(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 112
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->requestId:Ljava/lang/String;

    .line 113
    return-object p0
.end method

.method public resumeToken(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 147
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->resumeToken:Ljava/lang/String;

    .line 148
    return-object p0
.end method

.method public tool(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 132
    iput-object p1, p0, Lcom/hearthlist/cetp/Request$Builder;->tool:Ljava/lang/String;

    .line 133
    return-object p0
.end method

.method public uid(I)Lcom/hearthlist/cetp/Request$Builder;
    .registers 2

    .line 102
    iput p1, p0, Lcom/hearthlist/cetp/Request$Builder;->uid:I

    .line 103
    return-object p0
.end method
