.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;
.super Lcom/clawseed/cetp/sdk/CetpProviderResult;
.source "SourceFile"

.field private final code:Ljava/lang/String;
.field private final message:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "code"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;->code:Ljava/lang/String;
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;->message:Ljava/lang/String;
    return-void
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Failure;->message:Ljava/lang/String;
    return-object v0
.end method

