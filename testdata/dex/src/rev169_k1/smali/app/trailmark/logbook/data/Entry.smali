.class public final Lapp/trailmark/logbook/data/Entry;
.super Ljava/lang/Object;
.source "Journal.kt"


# instance fields
.field private final id:J

.field private final routeId:Ljava/lang/Long;

.field private final text:Ljava/lang/String;

.field private final writtenAt:J


# direct methods
.method public constructor <init>(JLjava/lang/Long;Ljava/lang/String;J)V
    .registers 8

    const-string v0, "text"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    iput-object p3, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    iput-object p4, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    iput-wide p5, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    return-void
.end method

.method public static synthetic copy$default(Lapp/trailmark/logbook/data/Entry;JLjava/lang/Long;Ljava/lang/String;JILjava/lang/Object;)Lapp/trailmark/logbook/data/Entry;
    .registers 10

    and-int/lit8 v0, p7, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    :cond_0
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_1

    iget-object p3, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    :cond_1
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_2

    iget-object p4, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_3

    iget-wide p5, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    :cond_3
    invoke-virtual/range {p0 .. p6}, Lapp/trailmark/logbook/data/Entry;->copy(JLjava/lang/Long;Ljava/lang/String;J)Lapp/trailmark/logbook/data/Entry;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    return-wide v0
.end method

.method public final component2()Ljava/lang/Long;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()J
    .registers 3

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    return-wide v0
.end method

.method public final copy(JLjava/lang/Long;Ljava/lang/String;J)Lapp/trailmark/logbook/data/Entry;
    .registers 14

    const-string v1, "text"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/trailmark/logbook/data/Entry;

    move-wide v1, p1

    move-object v3, p3

    move-object v4, p4

    move-wide v5, p5

    invoke-direct/range {v0 .. v6}, Lapp/trailmark/logbook/data/Entry;-><init>(JLjava/lang/Long;Ljava/lang/String;J)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/trailmark/logbook/data/Entry;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/trailmark/logbook/data/Entry;

    move-object v4, v0

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    iget-wide v2, v4, Lapp/trailmark/logbook/data/Entry;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    iget-object v1, v4, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    iget-object v1, v4, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    iget-wide v2, v4, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getId()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    return-wide v0
.end method

.method public final getRouteId()Ljava/lang/Long;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    return-object v0
.end method

.method public final getWrittenAt()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    :goto_0
    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 9
    iget-wide v2, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 10
    iget-object v2, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    const-string v1, "route_id"

    if-eqz v2, :cond_0

    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    goto :goto_0

    :cond_0
    const-wide/16 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 11
    iget-object v2, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    const-string v1, "text"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 12
    iget-wide v2, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    const-string v1, "written_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 9

    iget-wide v0, p0, Lapp/trailmark/logbook/data/Entry;->id:J

    iget-object v2, p0, Lapp/trailmark/logbook/data/Entry;->routeId:Ljava/lang/Long;

    iget-object v3, p0, Lapp/trailmark/logbook/data/Entry;->text:Ljava/lang/String;

    iget-wide v4, p0, Lapp/trailmark/logbook/data/Entry;->writtenAt:J

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Entry(id="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ", routeId="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v7, ", text="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ", writtenAt="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, ")"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
