.class public Lcom/spokeshop/repairs/RepairRequest;
.super Ljava/lang/Object;
.source "RepairRequest.java"


# instance fields
.field public bikeId:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "bike_id"
    .end annotation
.end field

.field public callerPackage:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "caller_package"
    .end annotation
.end field

.field public confirmed:Z
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "confirmed"
    .end annotation
.end field

.field public issue:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "issue"
    .end annotation
.end field

.field public repairId:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "repair_id"
    .end annotation
.end field

.field public text:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "text"
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
