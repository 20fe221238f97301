.class public final Lcom/fieldnote/birding/trips/TripTools$TripList;
.super Lcom/fieldnote/birding/cetp/ToolResult;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "TripList"
.end annotation


# instance fields
.field final joined:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation
.end field

.field final trips:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/TripRepo$Trip;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/util/List;Ljava/util/Set;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/TripRepo$Trip;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/Long;",
            ">;)V"
        }
    .end annotation

    .line 86
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolResult;-><init>()V

    .line 87
    iput-object p1, p0, Lcom/fieldnote/birding/trips/TripTools$TripList;->trips:Ljava/util/List;

    .line 88
    iput-object p2, p0, Lcom/fieldnote/birding/trips/TripTools$TripList;->joined:Ljava/util/Set;

    .line 89
    return-void
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 93
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 94
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripTools$TripList;->trips:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/TripRepo$Trip;

    move-object v7, v0

    .line 95
    iget-object v2, p0, Lcom/fieldnote/birding/trips/TripTools$TripList;->joined:Ljava/util/Set;

    iget-wide v3, v7, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    invoke-virtual {v7, v2}, Lcom/fieldnote/birding/data/TripRepo$Trip;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 96
    goto :goto_0

    .line 97
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "trips"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
