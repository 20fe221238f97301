.class public final Lapp/trailmark/logbook/data/Route;
.super Ljava/lang/Object;
.source "RouteStore.kt"


# instance fields
.field private final difficulty:Ljava/lang/String;

.field private final distanceM:I

.field private final id:J

.field private final name:Ljava/lang/String;

.field private final trackPath:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 8

    const-string v0, "name"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "difficulty"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/trailmark/logbook/data/Route;->id:J

    iput-object p3, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    iput p4, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    iput-object p5, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    iput-object p6, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lapp/trailmark/logbook/data/Route;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lapp/trailmark/logbook/data/Route;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/trailmark/logbook/data/Route;->id:J

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-object p3, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget p4, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-object p5, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_4

    iget-object p6, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    :cond_4
    invoke-virtual/range {p0 .. p6}, Lapp/trailmark/logbook/data/Route;->copy(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lapp/trailmark/logbook/data/Route;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Route;->id:J

    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()I
    .registers 2

    iget v0, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lapp/trailmark/logbook/data/Route;
    .registers 14

    const-string v1, "name"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "difficulty"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/trailmark/logbook/data/Route;

    move-wide v1, p1

    move-object v3, p3

    move v4, p4

    move-object v5, p5

    move-object v6, p6

    invoke-direct/range {v0 .. v6}, Lapp/trailmark/logbook/data/Route;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/trailmark/logbook/data/Route;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/trailmark/logbook/data/Route;

    move-object v4, v0

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Route;->id:J

    iget-wide v2, v4, Lapp/trailmark/logbook/data/Route;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget v0, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    iget v1, v4, Lapp/trailmark/logbook/data/Route;->distanceM:I

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getDifficulty()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    return-object v0
.end method

.method public final getDistanceM()I
    .registers 2

    .line 9
    iget v0, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    return v0
.end method

.method public final getId()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lapp/trailmark/logbook/data/Route;->id:J

    return-wide v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getTrackPath()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Route;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 10
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 11
    iget-wide v2, p0, Lapp/trailmark/logbook/data/Route;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 12
    iget-object v2, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 13
    iget v2, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    const-string v1, "distance_m"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 14
    iget-object v2, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    const-string v1, "difficulty"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 15
    iget-object v2, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    const-string v1, "has_track"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Route;->id:J

    iget-object v2, p0, Lapp/trailmark/logbook/data/Route;->name:Ljava/lang/String;

    iget v3, p0, Lapp/trailmark/logbook/data/Route;->distanceM:I

    iget-object v4, p0, Lapp/trailmark/logbook/data/Route;->difficulty:Ljava/lang/String;

    iget-object v5, p0, Lapp/trailmark/logbook/data/Route;->trackPath:Ljava/lang/String;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Route(id="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", name="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", distanceM="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v7, ", difficulty="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", trackPath="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
