.class public final Lcom/tallyfold/money/RetryKey;
.super Ljava/lang/Object;
.source "Values.kt"


# instance fields
.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    iput-object p2, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/tallyfold/money/RetryKey;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method public static synthetic copy-xzdxHD0$default(Lcom/tallyfold/money/RetryKey;ILjava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/tallyfold/money/RetryKey;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget p1, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lcom/tallyfold/money/RetryKey;->copy-xzdxHD0(ILjava/lang/String;Ljava/lang/String;)Lcom/tallyfold/money/RetryKey;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1-GZ42O9s()I
    .registers 2

    iget v0, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final copy-xzdxHD0(ILjava/lang/String;Ljava/lang/String;)Lcom/tallyfold/money/RetryKey;
    .registers 7

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/RetryKey;

    const/4 v2, 0x0

    invoke-direct {v0, p1, p2, p3, v2}, Lcom/tallyfold/money/RetryKey;-><init>(ILjava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/RetryKey;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/RetryKey;

    move-object v2, v0

    iget v0, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    iget v1, v2, Lcom/tallyfold/money/RetryKey;->uid:I

    invoke-static {v0, v1}, Lcom/tallyfold/money/CallerUid;->equals-impl0(II)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

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

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid-GZ42O9s()I
    .registers 2

    .line 27
    iget v0, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget v0, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    invoke-static {v0}, Lcom/tallyfold/money/CallerUid;->hashCode-impl(I)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget v0, p0, Lcom/tallyfold/money/RetryKey;->uid:I

    invoke-static {v0}, Lcom/tallyfold/money/CallerUid;->toString-impl(I)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/tallyfold/money/RetryKey;->providerId:Ljava/lang/String;

    iget-object v2, p0, Lcom/tallyfold/money/RetryKey;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "RetryKey(uid="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

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
