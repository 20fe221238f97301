.class public final Lcom/larderly/Item;
.super Ljava/lang/Object;
.source "Items.kt"

# instance fields
.field private final addedBy:Ljava/lang/String;
.field private final expiresAt:Ljava/lang/Long;
.field private final id:J
.field private final name:Ljava/lang/String;
.field private final quantity:I
.field private final shelf:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/Long;Ljava/lang/String;)V
    .registers 9
    const-string v0, "name"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "shelf"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "addedBy"
    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/larderly/Item;->id:J
    iput-object p3, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    iput p4, p0, Lcom/larderly/Item;->quantity:I
    iput-object p5, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    iput-object p6, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    iput-object p7, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/Item;JLjava/lang/String;ILjava/lang/String;Ljava/lang/Long;Ljava/lang/String;ILjava/lang/Object;)Lcom/larderly/Item;
    .registers 11
    and-int/lit8 v0, p8, 0x1
    if-eqz v0, :L12
    iget-wide p1, p0, Lcom/larderly/Item;->id:J
:L12
    and-int/lit8 v0, p8, 0x2
    if-eqz v0, :L24
    iget-object p3, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
:L24
    and-int/lit8 v0, p8, 0x4
    if-eqz v0, :L37
    iget p4, p0, Lcom/larderly/Item;->quantity:I
:L37
    and-int/lit8 v0, p8, 0x8
    if-eqz v0, :L51
    iget-object p5, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
:L51
    and-int/lit8 v0, p8, 0x10
    if-eqz v0, :L65
    iget-object p6, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
:L65
    and-int/lit8 v0, p8, 0x20
    if-eqz v0, :L79
    iget-object p7, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
:L79
    invoke-virtual/range {p0 .. p7}, Lcom/larderly/Item;->copy(JLjava/lang/String;ILjava/lang/String;Ljava/lang/Long;Ljava/lang/String;)Lcom/larderly/Item;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3
    iget-wide v0, p0, Lcom/larderly/Item;->id:J
    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()I
    .registers 2
    iget v0, p0, Lcom/larderly/Item;->quantity:I
    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    return-object v0
.end method

.method public final component5()Ljava/lang/Long;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    return-object v0
.end method

.method public final component6()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(JLjava/lang/String;ILjava/lang/String;Ljava/lang/Long;Ljava/lang/String;)Lcom/larderly/Item;
    .registers 16
    const-string v1, "name"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "shelf"
    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "addedBy"
    invoke-static {p7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larderly/Item;
    move-wide v1, p1
    move-object v3, p3
    move v4, p4
    move-object v5, p5
    move-object v6, p6
    move-object v7, p7
    invoke-direct/range {v0 .. v7}, Lcom/larderly/Item;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/Long;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/Item;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/Item;
    move-object v4, v0
    iget-wide v0, p0, Lcom/larderly/Item;->id:J
    iget-wide v2, v4, Lcom/larderly/Item;->id:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    iget-object v0, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/Item;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L51
    const/4 v0, 0x0
    return v0
:L51
    iget v0, p0, Lcom/larderly/Item;->quantity:I
    iget v1, v4, Lcom/larderly/Item;->quantity:I
    if-eq v0, v1, :L64
    const/4 v0, 0x0
    return v0
:L64
    iget-object v0, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    const/4 v0, 0x0
    return v0
:L80
    iget-object v0, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    iget-object v1, v4, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L96
    const/4 v0, 0x0
    return v0
:L96
    iget-object v0, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L112
    const/4 v0, 0x0
    return v0
:L112
    const/4 v0, 0x1
    return v0
.end method

.method public final getAddedBy()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    return-object v0
.end method

.method public final getExpiresAt()Ljava/lang/Long;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    return-object v0
.end method

.method public final getId()J
    .registers 3
    .line 8
    iget-wide v0, p0, Lcom/larderly/Item;->id:J
    return-wide v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getQuantity()I
    .registers 2
    .line 8
    iget v0, p0, Lcom/larderly/Item;->quantity:I
    return v0
.end method

.method public final getShelf()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-wide v0, p0, Lcom/larderly/Item;->id:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget v1, p0, Lcom/larderly/Item;->quantity:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    if-nez v1, :L62
    const/4 v1, 0x0
    goto :L69
:L62
    iget-object v1, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
:L69
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 11
    .line 9
    new-instance v4, Lorg/json/JSONObject;
    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V
    move-object v5, v4
    const/4 v6, 0x0
    .line 10
    iget-wide v2, p0, Lcom/larderly/Item;->id:J
    const-string v1, "id"
    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    .line 11
    iget-object v2, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    const-string v1, "name"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 12
    iget v2, p0, Lcom/larderly/Item;->quantity:I
    const-string v1, "quantity"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 13
    iget-object v2, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    const-string v1, "shelf"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 14
    iget-object v0, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    if-eqz v0, :L87
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v7
    .line 78
    const/4 v9, 0x0
    .line 14
    const-string v1, "expires_at_ms"
    invoke-virtual {v5, v1, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    goto :L89
:L87
:L89
    .line 15
    return-object v4
.end method

.method public toString()Ljava/lang/String;
    .registers 10
    iget-wide v0, p0, Lcom/larderly/Item;->id:J
    iget-object v2, p0, Lcom/larderly/Item;->name:Ljava/lang/String;
    iget v3, p0, Lcom/larderly/Item;->quantity:I
    iget-object v4, p0, Lcom/larderly/Item;->shelf:Ljava/lang/String;
    iget-object v5, p0, Lcom/larderly/Item;->expiresAt:Ljava/lang/Long;
    iget-object v6, p0, Lcom/larderly/Item;->addedBy:Ljava/lang/String;
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "Item(id="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, ", name="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, ", quantity="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, ", shelf="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, ", expiresAt="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v8, ", addedBy="
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, ")"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
