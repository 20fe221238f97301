.class public final Lcom/fieldnote/birding/trips/TripTools$ListArgs;
.super Lcom/fieldnote/birding/cetp/ToolArgs;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListArgs"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/ToolArgs;-><init>()V

    return-void
.end method


# virtual methods
.method protected names()[Ljava/lang/String;
    .registers 2

    .line 30
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    return-object v0
.end method

.method protected read(Lorg/json/JSONObject;)V
    .registers 2

    .line 35
    return-void
.end method
