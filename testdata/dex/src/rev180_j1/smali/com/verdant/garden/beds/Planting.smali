.class public final Lcom/verdant/garden/beds/Planting;
.super Ljava/lang/Object;
.source "Planting.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/beds/Planting$Builder;
    }
.end annotation


# instance fields
.field private final bedId:Ljava/lang/String;

.field private final crop:Ljava/lang/String;

.field private final expectedHarvest:Ljava/lang/String;

.field private final harvestedGrams:I

.field private final id:Ljava/lang/String;

.field private final sownOn:Ljava/lang/String;

.field private final variety:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/verdant/garden/beds/Planting$Builder;)V
    .registers 4

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetid(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "id"

    invoke-static {v0, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    iput-object v0, p0, Lcom/verdant/garden/beds/Planting;->id:Ljava/lang/String;

    .line 19
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetbedId(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "bedId"

    invoke-static {v0, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    iput-object v0, p0, Lcom/verdant/garden/beds/Planting;->bedId:Ljava/lang/String;

    .line 20
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetcrop(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "crop"

    invoke-static {v0, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    iput-object v0, p0, Lcom/verdant/garden/beds/Planting;->crop:Ljava/lang/String;

    .line 21
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetvariety(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/beds/Planting;->variety:Ljava/lang/String;

    .line 22
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetsownOn(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/beds/Planting;->sownOn:Ljava/lang/String;

    .line 23
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetexpectedHarvest(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/beds/Planting;->expectedHarvest:Ljava/lang/String;

    .line 24
    invoke-static {p1}, Lcom/verdant/garden/beds/Planting$Builder;->-$$Nest$fgetharvestedGrams(Lcom/verdant/garden/beds/Planting$Builder;)I

    move-result v0

    iput v0, p0, Lcom/verdant/garden/beds/Planting;->harvestedGrams:I

    .line 25
    return-void
.end method

.method public static builder()Lcom/verdant/garden/beds/Planting$Builder;
    .registers 1

    .line 28
    new-instance v0, Lcom/verdant/garden/beds/Planting$Builder;

    invoke-direct {v0}, Lcom/verdant/garden/beds/Planting$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public bedId()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->bedId:Ljava/lang/String;

    return-object v0
.end method

.method public crop()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->crop:Ljava/lang/String;

    return-object v0
.end method

.method public expectedHarvest()Ljava/lang/String;
    .registers 2

    .line 52
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->expectedHarvest:Ljava/lang/String;

    return-object v0
.end method

.method public harvestedGrams()I
    .registers 2

    .line 56
    iget v0, p0, Lcom/verdant/garden/beds/Planting;->harvestedGrams:I

    return v0
.end method

.method public id()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->id:Ljava/lang/String;

    return-object v0
.end method

.method public sownOn()Ljava/lang/String;
    .registers 2

    .line 48
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->sownOn:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 5

    .line 61
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/beds/Planting;->id:Ljava/lang/String;

    const-string v1, "planting_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/beds/Planting;->bedId:Ljava/lang/String;

    const-string v1, "bed_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/beds/Planting;->crop:Ljava/lang/String;

    const-string v1, "crop"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/verdant/garden/beds/Planting;->harvestedGrams:I

    .line 62
    const-string v1, "harvested_g"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v3

    .line 63
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->variety:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 64
    iget-object v2, p0, Lcom/verdant/garden/beds/Planting;->variety:Ljava/lang/String;

    const-string v1, "variety"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 66
    :cond_0
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->sownOn:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 67
    iget-object v2, p0, Lcom/verdant/garden/beds/Planting;->sownOn:Ljava/lang/String;

    const-string v1, "sown_on"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->expectedHarvest:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 70
    iget-object v2, p0, Lcom/verdant/garden/beds/Planting;->expectedHarvest:Ljava/lang/String;

    const-string v1, "expected_harvest"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 72
    :cond_2
    move-object v0, v3

    return-object v0

    :catch_0
    move-exception v3

    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method public variety()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/verdant/garden/beds/Planting;->variety:Ljava/lang/String;

    return-object v0
.end method
