.class public final Lcom/fieldnote/birding/log/SightingTools$ListArgs;
.super Lcom/fieldnote/birding/cetp/ToolArgs;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListArgs"
.end annotation


# instance fields
.field limit:I

.field species:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 26
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolArgs;-><init>()V

    .line 28
    const/16 v0, 0x14

    iput v0, p0, Lcom/fieldnote/birding/log/SightingTools$ListArgs;->limit:I

    return-void
.end method


# virtual methods
.method protected names()[Ljava/lang/String;
    .registers 4

    .line 32
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "species"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "limit"

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

    .line 37
    const-string v2, "species"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_0

    const-string v2, "species"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    iput-object v1, v0, Lcom/fieldnote/birding/log/SightingTools$ListArgs;->species:Ljava/lang/String;

    .line 38
    const-string v2, "limit"

    const/16 v3, 0x14

    invoke-virtual {p1, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    iput v1, p0, Lcom/fieldnote/birding/log/SightingTools$ListArgs;->limit:I

    .line 39
    return-void
.end method
