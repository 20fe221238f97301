.class public final Lcom/verdant/garden/water/Zone;
.super Ljava/lang/Object;
.source "Zone.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/water/Zone$Builder;
    }
.end annotation


# instance fields
.field private final days:Ljava/lang/String;

.field private final id:Ljava/lang/String;

.field private final minutes:I

.field private final name:Ljava/lang/String;

.field private final startMinute:I

.field private final valve:I


# direct methods
.method constructor <init>(Lcom/verdant/garden/water/Zone$Builder;)V
    .registers 4

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    invoke-static {p1}, Lcom/verdant/garden/water/Zone$Builder;->-$$Nest$fgetid(Lcom/verdant/garden/water/Zone$Builder;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "id"

    invoke-static {v0, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    iput-object v0, p0, Lcom/verdant/garden/water/Zone;->id:Ljava/lang/String;

    .line 18
    invoke-static {p1}, Lcom/verdant/garden/water/Zone$Builder;->-$$Nest$fgetname(Lcom/verdant/garden/water/Zone$Builder;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "name"

    invoke-static {v0, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    iput-object v0, p0, Lcom/verdant/garden/water/Zone;->name:Ljava/lang/String;

    .line 19
    invoke-static {p1}, Lcom/verdant/garden/water/Zone$Builder;->-$$Nest$fgetvalve(Lcom/verdant/garden/water/Zone$Builder;)I

    move-result v0

    iput v0, p0, Lcom/verdant/garden/water/Zone;->valve:I

    .line 20
    invoke-static {p1}, Lcom/verdant/garden/water/Zone$Builder;->-$$Nest$fgetstartMinute(Lcom/verdant/garden/water/Zone$Builder;)I

    move-result v0

    iput v0, p0, Lcom/verdant/garden/water/Zone;->startMinute:I

    .line 21
    invoke-static {p1}, Lcom/verdant/garden/water/Zone$Builder;->-$$Nest$fgetminutes(Lcom/verdant/garden/water/Zone$Builder;)I

    move-result v0

    iput v0, p0, Lcom/verdant/garden/water/Zone;->minutes:I

    .line 22
    invoke-static {p1}, Lcom/verdant/garden/water/Zone$Builder;->-$$Nest$fgetdays(Lcom/verdant/garden/water/Zone$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/water/Zone;->days:Ljava/lang/String;

    .line 23
    return-void
.end method

.method public static builder()Lcom/verdant/garden/water/Zone$Builder;
    .registers 1

    .line 26
    new-instance v0, Lcom/verdant/garden/water/Zone$Builder;

    invoke-direct {v0}, Lcom/verdant/garden/water/Zone$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public id()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/verdant/garden/water/Zone;->id:Ljava/lang/String;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/verdant/garden/water/Zone;->name:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 7

    .line 39
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/water/Zone;->id:Ljava/lang/String;

    const-string v1, "zone_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/water/Zone;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/verdant/garden/water/Zone;->valve:I

    const-string v1, "valve"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v5

    .line 40
    iget-object v0, p0, Lcom/verdant/garden/water/Zone;->days:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 41
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    iget v4, p0, Lcom/verdant/garden/water/Zone;->startMinute:I

    const-string v3, "start_minute"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    iget v4, p0, Lcom/verdant/garden/water/Zone;->minutes:I

    const-string v3, "minutes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    iget-object v4, p0, Lcom/verdant/garden/water/Zone;->days:Ljava/lang/String;

    .line 42
    const-string v3, "days"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 41
    const-string v1, "schedule"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 44
    :cond_0
    move-object v0, v5

    return-object v0

    :catch_0
    move-exception v5

    .line 46
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method
