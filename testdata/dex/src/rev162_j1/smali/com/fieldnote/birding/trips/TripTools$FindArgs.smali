.class public final Lcom/fieldnote/birding/trips/TripTools$FindArgs;
.super Lcom/fieldnote/birding/cetp/ToolArgs;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "FindArgs"
.end annotation


# instance fields
.field place:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 38
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolArgs;-><init>()V

    return-void
.end method


# virtual methods
.method protected names()[Ljava/lang/String;
    .registers 4

    .line 43
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "place"

    aput-object v2, v0, v1

    return-object v0
.end method

.method protected read(Lorg/json/JSONObject;)V
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 48
    const-string v1, "place"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/trips/TripTools$FindArgs;->place:Ljava/lang/String;

    .line 49
    return-void
.end method
