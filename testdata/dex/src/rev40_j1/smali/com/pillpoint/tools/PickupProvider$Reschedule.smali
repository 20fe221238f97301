.class final Lcom/pillpoint/tools/PickupProvider$Reschedule;
.super Ljava/lang/Object;
.source "PickupProvider.java"

# interfaces
.implements Lcom/pillpoint/util/Callback;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/pillpoint/tools/PickupProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Reschedule"
.end annotation

.field private final by:Ljava/lang/String;

.field private final day:I

.field private final db:Lcom/pillpoint/data/PickupDb;

.field private final rxNo:Ljava/lang/String;

.method constructor <init>(Lcom/pillpoint/data/PickupDb;Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 100
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 101
    iput-object p1, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->db:Lcom/pillpoint/data/PickupDb;
    .line 102
    iput-object p2, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->rxNo:Ljava/lang/String;
    .line 103
    iput p3, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->day:I
    .line 104
    iput-object p4, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->by:Ljava/lang/String;
    .line 105
    return-void
.end method

.method public onCleared()V
    .registers 5
    .line 109
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->db:Lcom/pillpoint/data/PickupDb;
    iget-object v1, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->rxNo:Ljava/lang/String;
    iget v2, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->day:I
    iget-object v3, p0, Lcom/pillpoint/tools/PickupProvider$Reschedule;->by:Ljava/lang/String;
    invoke-virtual {v0, v1, v2, v3}, Lcom/pillpoint/data/PickupDb;->reschedule(Ljava/lang/String;ILjava/lang/String;)V
    .line 110
    return-void
.end method
