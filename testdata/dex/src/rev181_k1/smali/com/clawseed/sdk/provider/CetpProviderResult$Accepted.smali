.class public final Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;
.super Lcom/clawseed/sdk/provider/CetpProviderResult;
.source "Cetp.kt"


# instance fields
.field private final operationId:Ljava/lang/String;

.field private final pollAfterMs:J


# direct methods
.method public constructor <init>(Ljava/lang/String;J)V
    .registers 5

    const-string v0, "operationId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 121
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/CetpProviderResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->operationId:Ljava/lang/String;

    iput-wide p2, p0, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->pollAfterMs:J

    return-void
.end method


# virtual methods
.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 121
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getPollAfterMs()J
    .registers 3

    .line 121
    iget-wide v0, p0, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->pollAfterMs:J

    return-wide v0
.end method
