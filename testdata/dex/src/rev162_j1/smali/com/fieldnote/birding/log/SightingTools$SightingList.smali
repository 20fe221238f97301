.class public final Lcom/fieldnote/birding/log/SightingTools$SightingList;
.super Lcom/fieldnote/birding/cetp/ToolResult;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "SightingList"
.end annotation


# instance fields
.field final sightings:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/SightingRepo$Sighting;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/util/List;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/SightingRepo$Sighting;",
            ">;)V"
        }
    .end annotation

    .line 112
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolResult;-><init>()V

    .line 113
    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingTools$SightingList;->sightings:Ljava/util/List;

    .line 114
    return-void
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 118
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 119
    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$SightingList;->sightings:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    move-object v4, v0

    .line 120
    invoke-virtual {v4}, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v2, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 121
    goto :goto_0

    .line 122
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "sightings"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
