.class public final Lcom/greenwick/garden/plants/PlantTools;
.super Ljava/lang/Object;
.source "PlantTools.java"

# interfaces
.implements Lcom/greenwick/garden/cetp/Toolset;


# static fields
.field private static final DAY_MS:J = 0x5265c00L

.field private static final PLANT_ARG:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"plant_id\":{\"type\":\"string\",\"pattern\":\"^p[0-9]{1,9}$\"}},\"required\":[\"plant_id\"],\"additionalProperties\":false}"

.field private static final PLANT_ID:Ljava/util/regex/Pattern;


# instance fields
.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final reminders:Lcom/greenwick/garden/reminders/Scheduler;

.field private final store:Lcom/greenwick/garden/data/PlantStore;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 17
    const-string v0, "p[0-9]{1,9}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/greenwick/garden/plants/PlantTools;->PLANT_ID:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>(Lcom/greenwick/garden/data/PlantStore;Lcom/greenwick/garden/reminders/Scheduler;Lcom/greenwick/garden/cetp/Clock;)V
    .registers 4

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/greenwick/garden/plants/PlantTools;->store:Lcom/greenwick/garden/data/PlantStore;

    .line 28
    iput-object p2, p0, Lcom/greenwick/garden/plants/PlantTools;->reminders:Lcom/greenwick/garden/reminders/Scheduler;

    .line 29
    iput-object p3, p0, Lcom/greenwick/garden/plants/PlantTools;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 30
    return-void
.end method

.method private logWatering(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 108
    move-object/from16 v0, p1

    invoke-static {v0}, Lcom/greenwick/garden/plants/PlantTools;->plantId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;

    move-result-object v6

    .line 109
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/greenwick/garden/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "amount_ml"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v7

    .line 110
    const/4 v1, 0x1

    if-lt v7, v1, :cond_0

    const/16 v1, 0x1388

    if-le v7, v1, :cond_1

    .line 111
    :cond_0
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "amount_ml must be between 1 and 5000"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/plants/PlantTools;->store:Lcom/greenwick/garden/data/PlantStore;

    invoke-virtual {v0, v6}, Lcom/greenwick/garden/data/PlantStore;->find(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v8

    .line 114
    if-nez v8, :cond_2

    .line 115
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such plant"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 117
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/plants/PlantTools;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v0}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v9

    .line 118
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/plants/PlantTools;->store:Lcom/greenwick/garden/data/PlantStore;

    invoke-virtual {v0, v6, v7, v9, v10}, Lcom/greenwick/garden/data/PlantStore;->logWatering(Ljava/lang/String;IJ)J

    move-result-wide v11

    .line 119
    const-string v3, "water_every_days"

    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    int-to-long v2, v2

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    add-long v13, v9, v2

    .line 120
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/plants/PlantTools;->reminders:Lcom/greenwick/garden/reminders/Scheduler;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/greenwick/garden/cetp/Call;->caller:Lcom/greenwick/garden/security/Caller;

    iget v1, v1, Lcom/greenwick/garden/security/Caller;->uid:I

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "plant:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v1, v2, v13, v14}, Lcom/greenwick/garden/reminders/Scheduler;->schedule(ILjava/lang/String;J)V

    .line 121
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "w"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v11, v12}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "watering_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "next_reminder_at"

    invoke-virtual {v0, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v15

    .line 122
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v15}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static plantId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 136
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Call;->args:Lorg/json/JSONObject;

    const-string v1, "plant_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 137
    sget-object v0, Lcom/greenwick/garden/plants/PlantTools;->PLANT_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 138
    new-instance v0, Lorg/json/JSONException;

    const-string v2, "plant_id does not match ^p[0-9]{1,9}$"

    invoke-direct {v0, v2}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 140
    :cond_0
    return-object v3
.end method

.method private removePlant(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 126
    invoke-static {p1}, Lcom/greenwick/garden/plants/PlantTools;->plantId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;

    move-result-object v4

    .line 127
    iget-object v0, p0, Lcom/greenwick/garden/plants/PlantTools;->store:Lcom/greenwick/garden/data/PlantStore;

    invoke-virtual {v0, v4}, Lcom/greenwick/garden/data/PlantStore;->remove(Ljava/lang/String;)I

    move-result v0

    if-nez v0, :cond_0

    .line 128
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The plant was already removed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 130
    :cond_0
    iget-object v0, p0, Lcom/greenwick/garden/plants/PlantTools;->reminders:Lcom/greenwick/garden/reminders/Scheduler;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "plant:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Lcom/greenwick/garden/reminders/Scheduler;->cancel(Ljava/lang/String;)I

    move-result v5

    .line 131
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "removed"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "reminders_cancelled"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v6

    .line 132
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v6}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public description()Ljava/lang/String;
    .registers 2

    .line 44
    const-string v0, "Your plants, their watering log and watering reminders"

    return-object v0
.end method

.method public descriptors()Lorg/json/JSONArray;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 62
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 63
    const-string v1, "list_plants"

    const-string v2, "List plants"

    const-string v3, "List the plants in the garden with their watering interval and when each was last watered"

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    const-string v8, "plants.read"

    const-string v9, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"plants\":{\"type\":\"array\"}},\"required\":[\"plants\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 68
    const-string v1, "log_watering"

    const-string v2, "Log a watering"

    const-string v3, "Record that a plant was watered and schedule its next watering reminder"

    const-string v4, "create"

    const-string v5, "moderate"

    const/4 v6, 0x0

    const-string v7, "provider_policy"

    const-string v8, "plants.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"plant_id\":{\"type\":\"string\",\"pattern\":\"^p[0-9]{1,9}$\"},\"amount_ml\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":5000}},\"required\":[\"plant_id\",\"amount_ml\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"watering_id\":{\"type\":\"string\"},\"next_reminder_at\":{\"type\":\"integer\"}},\"required\":[\"watering_id\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 77
    const-string v1, "remove_plant"

    const-string v2, "Remove a plant"

    const-string v3, "Delete a plant, its watering log and its reminders"

    const-string v4, "delete"

    const-string v5, "high"

    const/4 v6, 0x1

    const-string v7, "always"

    const-string v8, "plants.write"

    const-string v9, "{\"type\":\"object\",\"properties\":{\"plant_id\":{\"type\":\"string\",\"pattern\":\"^p[0-9]{1,9}$\"}},\"required\":[\"plant_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"boolean\"},\"reminders_cancelled\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"

    invoke-static/range {v1 .. v10}, Lcom/greenwick/garden/cetp/Toolset;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 62
    return-object v0
.end method

.method public execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 95
    iget-object v4, p1, Lcom/greenwick/garden/cetp/Call;->tool:Ljava/lang/String;

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_plants"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "log_watering"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "remove_plant"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v5, 0x2

    :cond_0
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_1

    .line 97
    :pswitch_0
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    iget-object v3, p0, Lcom/greenwick/garden/plants/PlantTools;->store:Lcom/greenwick/garden/data/PlantStore;

    invoke-virtual {v3}, Lcom/greenwick/garden/data/PlantStore;->all()Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "plants"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lcom/greenwick/garden/cetp/Replies;->inline(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :pswitch_1
    invoke-direct {p0, p1}, Lcom/greenwick/garden/plants/PlantTools;->logWatering(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 101
    :pswitch_2
    invoke-direct {p0, p1}, Lcom/greenwick/garden/plants/PlantTools;->removePlant(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 103
    :goto_1
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x1e9f3d10 -> :sswitch_2
        0x160f7229 -> :sswitch_0
        0x3dac2206 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 34
    const-string v0, "com.greenwick.garden.plants"

    return-object v0
.end method

.method public providerName()Ljava/lang/String;
    .registers 2

    .line 39
    const-string v0, "Greenwick plants"

    return-object v0
.end method

.method public revision()Ljava/lang/String;
    .registers 2

    .line 49
    const-string v0, "plants-4"

    return-object v0
.end method

.method public scopes()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 54
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 55
    const-string v1, "plants.read"

    const-string v2, "See your plants"

    const-string v3, "Read plants and their watering log"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/greenwick/garden/cetp/Toolset;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 56
    const-string v1, "plants.write"

    const-string v2, "Change your plants"

    const-string v3, "Log waterings and remove plants"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/greenwick/garden/cetp/Toolset;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 54
    return-object v0
.end method

.method public summary(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 85
    iget-object v0, p0, Lcom/greenwick/garden/plants/PlantTools;->store:Lcom/greenwick/garden/data/PlantStore;

    invoke-static {p1}, Lcom/greenwick/garden/plants/PlantTools;->plantId(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/greenwick/garden/data/PlantStore;->find(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 86
    if-nez v4, :cond_0

    .line 87
    new-instance v0, Lorg/json/JSONException;

    const-string v2, "no such plant"

    invoke-direct {v0, v2}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 89
    :cond_0
    const-string v1, "name"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "species"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Remove "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ") and its whole watering log from Greenwick? This cannot be undone."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method
