.class public final Lapp/tallybook/budget/data/MonthTotals;
.super Ljava/lang/Object;
.source "ExpenseStore.kt"


# instance fields
.field private final byCategory:Ljava/util/Map;

.field private final carriedOver:Z

.field private final month:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/Map;Z)V
    .registers 5

    const-string v0, "month"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "byCategory"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    iput-object p2, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    iput-boolean p3, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/util/Map;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    .line 17
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lapp/tallybook/budget/data/MonthTotals;-><init>(Ljava/lang/String;Ljava/util/Map;Z)V

    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/data/MonthTotals;Ljava/lang/String;Ljava/util/Map;ZILjava/lang/Object;)Lapp/tallybook/budget/data/MonthTotals;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget-boolean p3, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lapp/tallybook/budget/data/MonthTotals;->copy(Ljava/lang/String;Ljava/util/Map;Z)Lapp/tallybook/budget/data/MonthTotals;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    return-object v0
.end method

.method public final component3()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/util/Map;Z)Lapp/tallybook/budget/data/MonthTotals;
    .registers 6

    const-string v1, "month"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "byCategory"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/tallybook/budget/data/MonthTotals;

    invoke-direct {v0, p1, p2, p3}, Lapp/tallybook/budget/data/MonthTotals;-><init>(Ljava/lang/String;Ljava/util/Map;Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/data/MonthTotals;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/data/MonthTotals;

    move-object v2, v0

    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    iget-object v1, v2, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    iget-object v1, v2, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-boolean v0, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    iget-boolean v1, v2, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getByCategory()Ljava/util/Map;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    return-object v0
.end method

.method public final getCarriedOver()Z
    .registers 2

    .line 17
    iget-boolean v0, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    return v0
.end method

.method public final getMonth()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    return-object v0
.end method

.method public final getTotalCents()J
    .registers 3

    .line 18
    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->sumOfLong(Ljava/lang/Iterable;)J

    move-result-wide v0

    return-wide v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public final rolledInto(Ljava/lang/String;)Lapp/tallybook/budget/data/MonthTotals;
    .registers 6

    const-string v1, "month"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    iget-object v1, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, p0

    goto :goto_0

    :cond_0
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {p0, p1, v2, v3}, Lapp/tallybook/budget/data/MonthTotals;->copy(Ljava/lang/String;Ljava/util/Map;Z)Lapp/tallybook/budget/data/MonthTotals;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 6

    .line 23
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 24
    iget-object v2, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    const-string v1, "month"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 25
    invoke-virtual {p0}, Lapp/tallybook/budget/data/MonthTotals;->getTotalCents()J

    move-result-wide v2

    const-string v1, "total_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const-string v1, "by_category"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 27
    iget-boolean v2, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    const-string v1, "carried_over"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lapp/tallybook/budget/data/MonthTotals;->month:Ljava/lang/String;

    iget-object v1, p0, Lapp/tallybook/budget/data/MonthTotals;->byCategory:Ljava/util/Map;

    iget-boolean v2, p0, Lapp/tallybook/budget/data/MonthTotals;->carriedOver:Z

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "MonthTotals(month="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", byCategory="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v4, ", carriedOver="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
