.class public final Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
.super Lcom/clawseed/cetp/sdk/CetpProviderResult;
.source "SourceFile"

# instance fields
.field private final operationId:Ljava/lang/String;
.field private final pollAfterMs:J

# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 7
    const-string v1, "operationId"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const/4 v1, 0x0
    invoke-direct {v3, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v4, v3, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->operationId:Ljava/lang/String;
    iput-wide v5, v3, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->pollAfterMs:J
    return-void
.end method

# virtual methods
.method public final getOperationId()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->operationId:Ljava/lang/String;
    return-object v0
.end method

.method public final getPollAfterMs()J
    .registers 3
    .line 18
    iget-wide v0, v2, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->pollAfterMs:J
    return-wide v0
.end method
