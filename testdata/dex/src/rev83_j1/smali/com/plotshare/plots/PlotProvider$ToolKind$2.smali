.class final enum Lcom/plotshare/plots/PlotProvider$ToolKind$2;
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

    .line 40
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/plotshare/plots/PlotProvider$ToolKind;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/plotshare/plots/PlotProvider$ToolKind$2;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    invoke-static {p2}, Lcom/plotshare/core/Replies;->args(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "crop"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 44
    invoke-static {p1}, Lcom/plotshare/core/Garden;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT id, bed FROM plots WHERE crop = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v0, v3, v4

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 45
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I

    move-result v2

    .line 46
    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 47
    invoke-static {v2}, Lcom/plotshare/core/Replies;->count(I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method
