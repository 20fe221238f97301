.class Lcom/tidepool/reef/dosing/DoseTool$1$1;
.super Ljava/lang/Object;
.source "DoseTool.java"

# interfaces
.implements Ljava/util/Comparator;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/dosing/DoseTool$1;->run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/Comparator<",
        "Lcom/tidepool/reef/data/PumpRepo$Pump;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/dosing/DoseTool$1;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/dosing/DoseTool$1;)V
    .registers 2

    .line 35
    iput-object p1, p0, Lcom/tidepool/reef/dosing/DoseTool$1$1;->this$0:Lcom/tidepool/reef/dosing/DoseTool$1;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public compare(Lcom/tidepool/reef/data/PumpRepo$Pump;Lcom/tidepool/reef/data/PumpRepo$Pump;)I
    .registers 5

    .line 38
    iget-object v0, p1, Lcom/tidepool/reef/data/PumpRepo$Pump;->name:Ljava/lang/String;

    iget-object v1, p2, Lcom/tidepool/reef/data/PumpRepo$Pump;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->compareToIgnoreCase(Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public bridge synthetic compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4

    .line 35
    check-cast p1, Lcom/tidepool/reef/data/PumpRepo$Pump;

    check-cast p2, Lcom/tidepool/reef/data/PumpRepo$Pump;

    invoke-virtual {p0, p1, p2}, Lcom/tidepool/reef/dosing/DoseTool$1$1;->compare(Lcom/tidepool/reef/data/PumpRepo$Pump;Lcom/tidepool/reef/data/PumpRepo$Pump;)I

    move-result v0

    return v0
.end method
