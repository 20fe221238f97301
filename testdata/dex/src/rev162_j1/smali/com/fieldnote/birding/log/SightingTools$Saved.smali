.class public final Lcom/fieldnote/birding/log/SightingTools$Saved;
.super Lcom/fieldnote/birding/cetp/ToolResult;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Saved"
.end annotation


# instance fields
.field final sightingId:J


# direct methods
.method constructor <init>(J)V
    .registers 3

    .line 129
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolResult;-><init>()V

    .line 130
    iput-wide p1, p0, Lcom/fieldnote/birding/log/SightingTools$Saved;->sightingId:J

    .line 131
    return-void
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 135
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/fieldnote/birding/log/SightingTools$Saved;->sightingId:J

    const-string v1, "sighting_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
