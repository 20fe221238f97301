.class final enum Lcom/plotshare/plots/PlotProvider$ToolKind$1;
.super Lcom/plotshare/plots/PlotProvider$ToolKind;
.source "PlotProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/plotshare/plots/PlotProvider$ToolKind;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 30
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/plotshare/plots/PlotProvider$ToolKind;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/plotshare/plots/PlotProvider$ToolKind$1;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 33
    invoke-static {p2}, Lcom/plotshare/core/Replies;->args(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "text"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 34
    invoke-static {p1}, Lcom/plotshare/core/Garden;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "SELECT id, bed, crop FROM plots WHERE bed LIKE \'%"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "%\'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 35
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I

    move-result v2

    .line 36
    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 37
    invoke-static {v2}, Lcom/plotshare/core/Replies;->count(I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method
