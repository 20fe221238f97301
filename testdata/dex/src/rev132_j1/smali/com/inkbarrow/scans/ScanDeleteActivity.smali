.class public final Lcom/inkbarrow/scans/ScanDeleteActivity;
.super Lcom/inkbarrow/ui/ConfirmActivity;
.source "ScanDeleteActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Lcom/inkbarrow/ui/ConfirmActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected approveLabel()Ljava/lang/String;
    .registers 2

    .line 14
    const-string v0, "Delete"

    return-object v0
.end method

.method protected heading()Ljava/lang/String;
    .registers 2

    .line 9
    const-string v0, "Delete every scan of this album?"

    return-object v0
.end method
