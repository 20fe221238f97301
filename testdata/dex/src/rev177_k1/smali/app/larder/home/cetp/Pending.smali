.class public final Lapp/larder/home/cetp/Pending;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final state:Lapp/larder/home/arch/SavedStateHandle;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 12

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput p1, p0, Lapp/larder/home/cetp/Pending;->uid:I

    .line 9
    iput-object p2, p0, Lapp/larder/home/cetp/Pending;->providerId:Ljava/lang/String;

    .line 10
    iput-object p3, p0, Lapp/larder/home/cetp/Pending;->tool:Ljava/lang/String;

    .line 11
    iput-object p4, p0, Lapp/larder/home/cetp/Pending;->requestId:Ljava/lang/String;

    .line 12
    iput-object p5, p0, Lapp/larder/home/cetp/Pending;->argsDigest:Ljava/lang/String;

    .line 13
    iput-wide p6, p0, Lapp/larder/home/cetp/Pending;->expiresAt:J

    .line 15
    new-instance v0, Lapp/larder/home/arch/SavedStateHandle;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lapp/larder/home/arch/SavedStateHandle;-><init>(Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lapp/larder/home/cetp/Pending;->state:Lapp/larder/home/arch/SavedStateHandle;

    .line 7
    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/home/cetp/Pending;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 13
    iget-wide v0, p0, Lapp/larder/home/cetp/Pending;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/home/cetp/Pending;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/home/cetp/Pending;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getState()Lapp/larder/home/arch/SavedStateHandle;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/larder/home/cetp/Pending;->state:Lapp/larder/home/arch/SavedStateHandle;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/larder/home/cetp/Pending;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 8
    iget v0, p0, Lapp/larder/home/cetp/Pending;->uid:I

    return v0
.end method
