.class final enum Lcom/plotshare/plots/PlotProvider$ToolKind$3;
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

    .line 50
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/plotshare/plots/PlotProvider$ToolKind;-><init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/plotshare/plots/PlotProvider-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/plotshare/plots/PlotProvider$ToolKind$3;-><init>(Ljava/lang/String;I)V

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

    .line 53
    invoke-static {p2}, Lcom/plotshare/core/Replies;->args(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    .line 54
    new-instance v1, Landroid/content/Intent;

    const-string v2, "com.plotshare.action.CONFIRM_SWAP"

    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 55
    const-string v2, "plot_id"

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 56
    const/4 v2, 0x1

    const/high16 v3, 0x8000000

    invoke-static {p1, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    .line 57
    invoke-static {}, Lcom/plotshare/core/Garden;->fresh()Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/plotshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method
