.class public final Lapp/larder/home/data/ShoppingEntry;
.super Ljava/lang/Object;
.source "Entities.kt"


# instance fields
.field private final checked:Z

.field private final id:J

.field private final list:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final quantity:I


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;IZ)V
    .registers 8

    const-string v0, "list"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "name"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    iput-object p3, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    iput-object p4, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    iput p5, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    iput-boolean p6, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/home/data/ShoppingEntry;JLjava/lang/String;Ljava/lang/String;IZILjava/lang/Object;)Lapp/larder/home/data/ShoppingEntry;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-object p3, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p4, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget p5, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-boolean p6, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    :cond_4
    invoke-virtual/range {p0 .. p6}, Lapp/larder/home/data/ShoppingEntry;->copy(JLjava/lang/String;Ljava/lang/String;IZ)Lapp/larder/home/data/ShoppingEntry;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()I
    .registers 2

    iget v0, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    return v0
.end method

.method public final component5()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    return v0
.end method

.method public final copy(JLjava/lang/String;Ljava/lang/String;IZ)Lapp/larder/home/data/ShoppingEntry;
    .registers 14

    const-string v1, "list"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "name"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/home/data/ShoppingEntry;

    move-wide v1, p1

    move-object v3, p3

    move-object v4, p4

    move v5, p5

    move v6, p6

    invoke-direct/range {v0 .. v6}, Lapp/larder/home/data/ShoppingEntry;-><init>(JLjava/lang/String;Ljava/lang/String;IZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/home/data/ShoppingEntry;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/home/data/ShoppingEntry;

    move-object v4, v0

    iget-wide v0, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    iget-wide v2, v4, Lapp/larder/home/data/ShoppingEntry;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    iget-object v1, v4, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    iget-object v1, v4, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget v0, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    iget v1, v4, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    if-eq v0, v1, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-boolean v0, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    iget-boolean v1, v4, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    if-eq v0, v1, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getChecked()Z
    .registers 2

    .line 52
    iget-boolean v0, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    return v0
.end method

.method public final getId()J
    .registers 3

    .line 52
    iget-wide v0, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    return-wide v0
.end method

.method public final getList()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getQuantity()I
    .registers 2

    .line 52
    iget v0, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-wide v0, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 53
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 54
    iget-wide v2, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 55
    iget-object v2, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    const-string v1, "list"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 56
    iget-object v2, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 57
    iget v2, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 58
    iget-boolean v2, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    const-string v1, "checked"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-wide v0, p0, Lapp/larder/home/data/ShoppingEntry;->id:J

    iget-object v2, p0, Lapp/larder/home/data/ShoppingEntry;->list:Ljava/lang/String;

    iget-object v3, p0, Lapp/larder/home/data/ShoppingEntry;->name:Ljava/lang/String;

    iget v4, p0, Lapp/larder/home/data/ShoppingEntry;->quantity:I

    iget-boolean v5, p0, Lapp/larder/home/data/ShoppingEntry;->checked:Z

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "ShoppingEntry(id="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", list="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", name="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", quantity="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v7, ", checked="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
