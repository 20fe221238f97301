.class public final Lcom/clawseed/cetp/sdk/CetpProviderRequest;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final callingUid:I
.field private final callingPackage:Ljava/lang/String;
.field private final toolName:Ljava/lang/String;
.field private final requestId:Ljava/lang/String;
.field private final args:Lorg/json/JSONObject;
.field private final scopes:Ljava/util/List;
.field private final resumeToken:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Ljava/lang/String;)V
    .registers 9
    const-string v0, "toolName"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {v6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scopes"
    invoke-static {v7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 7
    iput v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingUid:I
    .line 8
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingPackage:Ljava/lang/String;
    .line 9
    iput-object v4, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->toolName:Ljava/lang/String;
    .line 10
    iput-object v5, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->requestId:Ljava/lang/String;
    .line 11
    iput-object v6, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->args:Lorg/json/JSONObject;
    .line 12
    iput-object v7, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->scopes:Ljava/util/List;
    .line 13
    iput-object v8, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->resumeToken:Ljava/lang/String;
    .line 6
    return-void
.end method

.method public final getCallingUid()I
    .registers 2
    .line 7
    iget v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingUid:I
    return v0
.end method

.method public final getCallingPackage()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->callingPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->toolName:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->scopes:Ljava/util/List;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

