.class public final Lcom/spokeshare/Payment;
.super Ljava/lang/Object;
.source "Ledger.kt"

# instance fields
.field private final at:J
.field private final cents:I
.field private final id:Ljava/lang/String;
.field private final merchant:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;IJ)V
    .registers 7
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "merchant"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    iput-object p2, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    iput p3, p0, Lcom/spokeshare/Payment;->cents:I
    iput-wide p4, p0, Lcom/spokeshare/Payment;->at:J
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/Payment;Ljava/lang/String;Ljava/lang/String;IJILjava/lang/Object;)Lcom/spokeshare/Payment;
    .registers 9
    and-int/lit8 v0, p6, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
:L12
    and-int/lit8 v0, p6, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
:L24
    and-int/lit8 v0, p6, 0x4
    if-eqz v0, :L36
    iget p3, p0, Lcom/spokeshare/Payment;->cents:I
:L36
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L50
    iget-wide p4, p0, Lcom/spokeshare/Payment;->at:J
:L50
    invoke-virtual/range {p0 .. p5}, Lcom/spokeshare/Payment;->copy(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/spokeshare/Payment;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()I
    .registers 2
    iget v0, p0, Lcom/spokeshare/Payment;->cents:I
    return v0
.end method

.method public final component4()J
    .registers 3
    iget-wide v0, p0, Lcom/spokeshare/Payment;->at:J
    return-wide v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/spokeshare/Payment;
    .registers 12
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "merchant"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/Payment;
    move-object v1, p1
    move-object v2, p2
    move v3, p3
    move-wide v4, p4
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Payment;-><init>(Ljava/lang/String;Ljava/lang/String;IJ)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/Payment;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/Payment;
    move-object v4, v0
    iget-object v0, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    iget-object v1, v4, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    iget-object v1, v4, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget v0, p0, Lcom/spokeshare/Payment;->cents:I
    iget v1, v4, Lcom/spokeshare/Payment;->cents:I
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-wide v0, p0, Lcom/spokeshare/Payment;->at:J
    iget-wide v2, v4, Lcom/spokeshare/Payment;->at:J
    cmp-long v0, v0, v2
    if-eqz v0, :L80
    const/4 v0, 0x0
    return v0
:L80
    const/4 v0, 0x1
    return v0
.end method

.method public final getAt()J
    .registers 3
    .line 8
    iget-wide v0, p0, Lcom/spokeshare/Payment;->at:J
    return-wide v0
.end method

.method public final getCents()I
    .registers 2
    .line 8
    iget v0, p0, Lcom/spokeshare/Payment;->cents:I
    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getMerchant()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v3
    mul-int/lit8 v0, v3, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget v1, p0, Lcom/spokeshare/Payment;->cents:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v3, v0, v1
    mul-int/lit8 v0, v3, 0x1f
    iget-wide v1, p0, Lcom/spokeshare/Payment;->at:J
    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I
    move-result v1
    add-int v3, v0, v1
    return v3
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 5
    .line 9
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    const-string v1, "id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    const-string v1, "merchant"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget v2, p0, Lcom/spokeshare/Payment;->cents:I
    const-string v1, "cents"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v0
    iget-wide v2, p0, Lcom/spokeshare/Payment;->at:J
    const-string v1, "at"
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 8
    iget-object v0, p0, Lcom/spokeshare/Payment;->id:Ljava/lang/String;
    iget-object v1, p0, Lcom/spokeshare/Payment;->merchant:Ljava/lang/String;
    iget v2, p0, Lcom/spokeshare/Payment;->cents:I
    iget-wide v3, p0, Lcom/spokeshare/Payment;->at:J
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Payment(id="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", merchant="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", cents="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ", at="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ")"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
