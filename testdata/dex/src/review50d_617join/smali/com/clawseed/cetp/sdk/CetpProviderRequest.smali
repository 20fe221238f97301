.class public final Lcom/clawseed/cetp/sdk/CetpProviderRequest;
.super Ljava/lang/Object;
.source "CetpProviderRequest.java"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final callingPackage:Ljava/lang/String;

.field private final callingUid:I

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final toolName:Ljava/lang/String;


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Ljava/lang/String;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingUid:I

    .line 19
    iput-object p2, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingPackage:Ljava/lang/String;

    .line 20
    iput-object p3, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->toolName:Ljava/lang/String;

    .line 21
    iput-object p4, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->requestId:Ljava/lang/String;

    .line 22
    iput-object p5, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->args:Lorg/json/JSONObject;

    .line 23
    iput-object p6, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->scopes:Ljava/util/List;

    .line 24
    iput-object p7, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->resumeToken:Ljava/lang/String;

    .line 25
    return-void
.end method


# virtual methods
.method public getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public getCallingPackage()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingPackage:Ljava/lang/String;

    return-object v0
.end method

.method public getCallingUid()I
    .registers 2

    .line 28
    iget v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingUid:I

    return v0
.end method

.method public getRequestId()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public getResumeToken()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 48
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getToolName()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->toolName:Ljava/lang/String;

    return-object v0
.end method
