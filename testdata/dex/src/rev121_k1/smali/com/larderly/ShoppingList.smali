.class public final Lcom/larderly/ShoppingList;
.super Ljava/lang/Object;
.source "Lists.kt"

# instance fields
.field private final entries:I
.field private final id:J
.field private final name:Ljava/lang/String;
.field private final shared:Z


# direct methods
.method public constructor <init>(JLjava/lang/String;IZ)V
    .registers 7
    const-string v0, "name"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/larderly/ShoppingList;->id:J
    iput-object p3, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    iput p4, p0, Lcom/larderly/ShoppingList;->entries:I
    iput-boolean p5, p0, Lcom/larderly/ShoppingList;->shared:Z
    return-void
.end method

.method public static synthetic copy$default(Lcom/larderly/ShoppingList;JLjava/lang/String;IZILjava/lang/Object;)Lcom/larderly/ShoppingList;
    .registers 9
    and-int/lit8 v0, p6, 0x1
    if-eqz v0, :L12
    iget-wide p1, p0, Lcom/larderly/ShoppingList;->id:J
:L12
    and-int/lit8 v0, p6, 0x2
    if-eqz v0, :L24
    iget-object p3, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
:L24
    and-int/lit8 v0, p6, 0x4
    if-eqz v0, :L37
    iget p4, p0, Lcom/larderly/ShoppingList;->entries:I
:L37
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L51
    iget-boolean p5, p0, Lcom/larderly/ShoppingList;->shared:Z
:L51
    invoke-virtual/range {p0 .. p5}, Lcom/larderly/ShoppingList;->copy(JLjava/lang/String;IZ)Lcom/larderly/ShoppingList;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3
    iget-wide v0, p0, Lcom/larderly/ShoppingList;->id:J
    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()I
    .registers 2
    iget v0, p0, Lcom/larderly/ShoppingList;->entries:I
    return v0
.end method

.method public final component4()Z
    .registers 2
    iget-boolean v0, p0, Lcom/larderly/ShoppingList;->shared:Z
    return v0
.end method

.method public final copy(JLjava/lang/String;IZ)Lcom/larderly/ShoppingList;
    .registers 12
    const-string v1, "name"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larderly/ShoppingList;
    move-wide v1, p1
    move-object v3, p3
    move v4, p4
    move v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/larderly/ShoppingList;-><init>(JLjava/lang/String;IZ)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larderly/ShoppingList;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larderly/ShoppingList;
    move-object v4, v0
    iget-wide v0, p0, Lcom/larderly/ShoppingList;->id:J
    iget-wide v2, v4, Lcom/larderly/ShoppingList;->id:J
    cmp-long v0, v0, v2
    if-eqz v0, :L35
    const/4 v0, 0x0
    return v0
:L35
    iget-object v0, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    iget-object v1, v4, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L51
    const/4 v0, 0x0
    return v0
:L51
    iget v0, p0, Lcom/larderly/ShoppingList;->entries:I
    iget v1, v4, Lcom/larderly/ShoppingList;->entries:I
    if-eq v0, v1, :L64
    const/4 v0, 0x0
    return v0
:L64
    iget-boolean v0, p0, Lcom/larderly/ShoppingList;->shared:Z
    iget-boolean v1, v4, Lcom/larderly/ShoppingList;->shared:Z
    if-eq v0, v1, :L77
    const/4 v0, 0x0
    return v0
:L77
    const/4 v0, 0x1
    return v0
.end method

.method public final getEntries()I
    .registers 2
    .line 6
    iget v0, p0, Lcom/larderly/ShoppingList;->entries:I
    return v0
.end method

.method public final getId()J
    .registers 3
    .line 6
    iget-wide v0, p0, Lcom/larderly/ShoppingList;->id:J
    return-wide v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getShared()Z
    .registers 2
    .line 6
    iget-boolean v0, p0, Lcom/larderly/ShoppingList;->shared:Z
    return v0
.end method

.method public hashCode()I
    .registers 4
    iget-wide v0, p0, Lcom/larderly/ShoppingList;->id:J
    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget v1, p0, Lcom/larderly/ShoppingList;->entries:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-boolean v1, p0, Lcom/larderly/ShoppingList;->shared:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 8
    .line 7
    new-instance v4, Lorg/json/JSONObject;
    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V
    move-object v5, v4
    const/4 v6, 0x0
    .line 8
    iget-wide v2, p0, Lcom/larderly/ShoppingList;->id:J
    const-string v1, "id"
    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    .line 9
    iget-object v2, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    const-string v1, "name"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 10
    iget v2, p0, Lcom/larderly/ShoppingList;->entries:I
    const-string v1, "entries"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 11
    iget-boolean v2, p0, Lcom/larderly/ShoppingList;->shared:Z
    const-string v1, "shared"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    .line 12
    return-object v4
.end method

.method public toString()Ljava/lang/String;
    .registers 8
    iget-wide v0, p0, Lcom/larderly/ShoppingList;->id:J
    iget-object v2, p0, Lcom/larderly/ShoppingList;->name:Ljava/lang/String;
    iget v3, p0, Lcom/larderly/ShoppingList;->entries:I
    iget-boolean v4, p0, Lcom/larderly/ShoppingList;->shared:Z
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "ShoppingList(id="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ", name="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", entries="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ", shared="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, ")"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
