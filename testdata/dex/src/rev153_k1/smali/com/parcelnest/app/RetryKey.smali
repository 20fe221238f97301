.class public final Lcom/parcelnest/app/RetryKey;
.super Ljava/lang/Object;
.source "Envelope.kt"


# instance fields
.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    iput-object p2, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lcom/parcelnest/app/RetryKey;ILjava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/parcelnest/app/RetryKey;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget p1, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lcom/parcelnest/app/RetryKey;->copy(ILjava/lang/String;Ljava/lang/String;)Lcom/parcelnest/app/RetryKey;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(ILjava/lang/String;Ljava/lang/String;)Lcom/parcelnest/app/RetryKey;
    .registers 6

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/parcelnest/app/RetryKey;

    invoke-direct {v0, p1, p2, p3}, Lcom/parcelnest/app/RetryKey;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/parcelnest/app/RetryKey;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/parcelnest/app/RetryKey;

    move-object v2, v0

    iget v0, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    iget v1, v2, Lcom/parcelnest/app/RetryKey;->uid:I

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    iget-object v1, v2, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 23
    iget v0, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget v0, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget v0, p0, Lcom/parcelnest/app/RetryKey;->uid:I

    iget-object v1, p0, Lcom/parcelnest/app/RetryKey;->providerId:Ljava/lang/String;

    iget-object v2, p0, Lcom/parcelnest/app/RetryKey;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "RetryKey(uid="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, ", providerId="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", requestId="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
