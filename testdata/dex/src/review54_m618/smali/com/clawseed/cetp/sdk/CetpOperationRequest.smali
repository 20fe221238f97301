.class public final Lcom/clawseed/cetp/sdk/CetpOperationRequest;
.super Ljava/lang/Object;
.source "SourceFile"

# instance fields
.field private final callingUid:I
.field private final callingPackage:Ljava/lang/String;
.field private final requestId:Ljava/lang/String;
.field private final operationId:Ljava/lang/String;

# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    const-string v1, "operationId"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 5
    iput v3, v2, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->callingUid:I
    .line 6
    iput-object v4, v2, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->callingPackage:Ljava/lang/String;
    .line 7
    iput-object v5, v2, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->requestId:Ljava/lang/String;
    .line 8
    iput-object v6, v2, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->operationId:Ljava/lang/String;
    .line 4
    return-void
.end method

# virtual methods
.method public final getCallingUid()I
    .registers 2
    .line 5
    iget v0, v1, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->callingUid:I
    return v0
.end method

.method public final getCallingPackage()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->callingPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpOperationRequest;->operationId:Ljava/lang/String;
    return-object v0
.end method
