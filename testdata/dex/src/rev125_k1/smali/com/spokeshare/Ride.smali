.class public final Lcom/spokeshare/Ride;
.super Ljava/lang/Object;
.source "Stations.kt"

# instance fields
.field private final bike:Ljava/lang/String;
.field private final costCents:I
.field private final id:Ljava/lang/String;
.field private final started:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;JI)V
    .registers 7
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "bike"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    iput-object p2, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    iput-wide p3, p0, Lcom/spokeshare/Ride;->started:J
    iput p5, p0, Lcom/spokeshare/Ride;->costCents:I
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/Ride;Ljava/lang/String;Ljava/lang/String;JIILjava/lang/Object;)Lcom/spokeshare/Ride;
    .registers 9
    and-int/lit8 v0, p6, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
:L12
    and-int/lit8 v0, p6, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
:L24
    and-int/lit8 v0, p6, 0x4
    if-eqz v0, :L36
    iget-wide p3, p0, Lcom/spokeshare/Ride;->started:J
:L36
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L50
    iget p5, p0, Lcom/spokeshare/Ride;->costCents:I
:L50
    invoke-virtual/range {p0 .. p5}, Lcom/spokeshare/Ride;->copy(Ljava/lang/String;Ljava/lang/String;JI)Lcom/spokeshare/Ride;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()J
    .registers 3
    iget-wide v0, p0, Lcom/spokeshare/Ride;->started:J
    return-wide v0
.end method

.method public final component4()I
    .registers 2
    iget v0, p0, Lcom/spokeshare/Ride;->costCents:I
    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;JI)Lcom/spokeshare/Ride;
    .registers 12
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "bike"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/Ride;
    move-object v1, p1
    move-object v2, p2
    move-wide v3, p3
    move v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Ride;-><init>(Ljava/lang/String;Ljava/lang/String;JI)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/Ride;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/Ride;
    move-object v4, v0
    iget-object v0, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    iget-object v1, v4, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    iget-object v1, v4, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-wide v0, p0, Lcom/spokeshare/Ride;->started:J
    iget-wide v2, v4, Lcom/spokeshare/Ride;->started:J
    cmp-long v0, v0, v2
    if-eqz v0, :L67
    const/4 v0, 0x0
    return v0
:L67
    iget v0, p0, Lcom/spokeshare/Ride;->costCents:I
    iget v1, v4, Lcom/spokeshare/Ride;->costCents:I
    if-eq v0, v1, :L80
    const/4 v0, 0x0
    return v0
:L80
    const/4 v0, 0x1
    return v0
.end method

.method public final getBike()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    return-object v0
.end method

.method public final getCostCents()I
    .registers 2
    .line 12
    iget v0, p0, Lcom/spokeshare/Ride;->costCents:I
    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getStarted()J
    .registers 3
    .line 12
    iget-wide v0, p0, Lcom/spokeshare/Ride;->started:J
    return-wide v0
.end method

.method public hashCode()I
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v3
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-wide v1, p0, Lcom/spokeshare/Ride;->started:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget v1, p0, Lcom/spokeshare/Ride;->costCents:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v3, v0, v1
    return v3
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 5
    .line 13
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    const-string v1, "id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    const-string v1, "bike"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-wide v2, p0, Lcom/spokeshare/Ride;->started:J
    const-string v1, "started"
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    iget v2, p0, Lcom/spokeshare/Ride;->costCents:I
    const-string v1, "cost_cents"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 8
    iget-object v0, p0, Lcom/spokeshare/Ride;->id:Ljava/lang/String;
    iget-object v1, p0, Lcom/spokeshare/Ride;->bike:Ljava/lang/String;
    iget-wide v2, p0, Lcom/spokeshare/Ride;->started:J
    iget v4, p0, Lcom/spokeshare/Ride;->costCents:I
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Ride(id="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", bike="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", started="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ", costCents="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ")"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
