.class public final Lcom/fieldnote/birding/log/SightingTools$RecordArgs;
.super Lcom/fieldnote/birding/cetp/ToolArgs;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "RecordArgs"
.end annotation


# instance fields
.field count:I

.field notes:Ljava/lang/String;

.field place:Ljava/lang/String;

.field seenAt:J

.field species:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 56
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolArgs;-><init>()V

    return-void
.end method


# virtual methods
.method protected names()[Ljava/lang/String;
    .registers 4

    .line 65
    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "species"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "count"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "place"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "seen_at_ms"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "notes"

    aput-object v2, v0, v1

    return-object v0
.end method

.method protected read(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 70
    const-string v1, "species"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->species:Ljava/lang/String;

    .line 71
    const-string v1, "count"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    iput v0, p0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->count:I

    .line 72
    const-string v1, "place"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->place:Ljava/lang/String;

    .line 73
    const-string v1, "seen_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p1, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->seenAt:J

    .line 74
    const-string v1, "notes"

    const-string v2, ""

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->notes:Ljava/lang/String;

    .line 75
    return-void
.end method
