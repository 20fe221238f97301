.class public final Lnet/pantrybox/app/pantry/PantryItem;
.super Ljava/lang/Object;
.source "PantryStore.kt"


# static fields
.field public static final Companion:Lnet/pantrybox/app/pantry/PantryItem$Companion;


# instance fields
.field private final addedByUid:I

.field private final id:Ljava/lang/String;

.field private final measure:Lnet/pantrybox/app/pantry/Measure;

.field private final name:Ljava/lang/String;

.field private final priceCents:J

.field private final quantity:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/pantrybox/app/pantry/PantryItem$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/pantrybox/app/pantry/PantryItem$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/pantrybox/app/pantry/PantryItem;->Companion:Lnet/pantrybox/app/pantry/PantryItem$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JI)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "name"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "measure"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    .line 13
    iput-object p2, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    .line 14
    iput p3, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    .line 15
    iput-object p4, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    .line 16
    iput-wide p5, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    .line 17
    iput p7, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    .line 11
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 11

    .line 11
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_0

    .line 16
    const-wide/16 p5, 0x0

    .line 11
    :cond_0
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_1

    .line 17
    const/4 p7, 0x0

    .line 11
    :cond_1
    invoke-direct/range {p0 .. p7}, Lnet/pantrybox/app/pantry/PantryItem;-><init>(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JI)V

    .line 18
    return-void
.end method

.method public static synthetic copy$default(Lnet/pantrybox/app/pantry/PantryItem;Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILjava/lang/Object;)Lnet/pantrybox/app/pantry/PantryItem;
    .registers 11

    and-int/lit8 v0, p8, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p8, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p8, 0x4

    if-eqz v0, :cond_2

    iget p3, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    :cond_2
    and-int/lit8 v0, p8, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    :cond_3
    and-int/lit8 v0, p8, 0x10

    if-eqz v0, :cond_4

    iget-wide p5, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    :cond_4
    and-int/lit8 v0, p8, 0x20

    if-eqz v0, :cond_5

    iget p7, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    :cond_5
    invoke-virtual/range {p0 .. p7}, Lnet/pantrybox/app/pantry/PantryItem;->copy(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JI)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    return-object v0
.end method

.method public static final fromJson(Lorg/json/JSONObject;)Lnet/pantrybox/app/pantry/PantryItem;
    .registers 2

    sget-object v0, Lnet/pantrybox/app/pantry/PantryItem;->Companion:Lnet/pantrybox/app/pantry/PantryItem$Companion;

    invoke-virtual {v0, p0}, Lnet/pantrybox/app/pantry/PantryItem$Companion;->fromJson(Lorg/json/JSONObject;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    .line 30
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()I
    .registers 2

    iget v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    return v0
.end method

.method public final component4()Lnet/pantrybox/app/pantry/Measure;
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    return-object v0
.end method

.method public final component5()J
    .registers 3

    iget-wide v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    return-wide v0
.end method

.method public final component6()I
    .registers 2

    iget v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JI)Lnet/pantrybox/app/pantry/PantryItem;
    .registers 16

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "name"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "measure"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v1, p1

    move-object v2, p2

    move v3, p3

    move-object v4, p4

    move-wide v5, p5

    move v7, p7

    invoke-direct/range {v0 .. v7}, Lnet/pantrybox/app/pantry/PantryItem;-><init>(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JI)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lnet/pantrybox/app/pantry/PantryItem;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v4, v0

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    iget-object v1, v4, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    iget-object v1, v4, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    iget v1, v4, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    iget-object v1, v4, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    if-eq v0, v1, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-wide v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    iget-wide v2, v4, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    iget v1, v4, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    if-eq v0, v1, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    const/4 v0, 0x1

    return v0
.end method

.method public final getAddedByUid()I
    .registers 2

    .line 17
    iget v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getMeasure()Lnet/pantrybox/app/pantry/Measure;
    .registers 2

    .line 15
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getPriceCents()J
    .registers 3

    .line 16
    iget-wide v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    return-wide v0
.end method

.method public final getQuantity()I
    .registers 2

    .line 14
    iget v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    return v0
.end method

.method public hashCode()I
    .registers 5

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    invoke-virtual {v1}, Lnet/pantrybox/app/pantry/Measure;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 6

    .line 19
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 20
    iget-object v2, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 21
    iget-object v2, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 22
    iget v2, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 23
    iget-object v2, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    invoke-virtual {v2}, Lnet/pantrybox/app/pantry/Measure;->name()Ljava/lang/String;

    move-result-object v2

    sget-object v3, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v2, v3}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "toLowerCase(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "unit"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 24
    iget-wide v2, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    const-string v1, "price_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 10

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryItem;->id:Ljava/lang/String;

    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryItem;->name:Ljava/lang/String;

    iget v2, p0, Lnet/pantrybox/app/pantry/PantryItem;->quantity:I

    iget-object v3, p0, Lnet/pantrybox/app/pantry/PantryItem;->measure:Lnet/pantrybox/app/pantry/Measure;

    iget-wide v4, p0, Lnet/pantrybox/app/pantry/PantryItem;->priceCents:J

    iget v6, p0, Lnet/pantrybox/app/pantry/PantryItem;->addedByUid:I

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "PantryItem(id="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", name="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ", quantity="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v8, ", measure="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v8, ", priceCents="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, ", addedByUid="

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v8, ")"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
