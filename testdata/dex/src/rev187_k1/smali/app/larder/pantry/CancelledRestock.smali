.class final Lapp/larder/pantry/CancelledRestock;
.super Ljava/lang/RuntimeException;
.source "PantryOps.kt"


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 104
    const-string v0, "cancelled"

    invoke-direct {p0, v0}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V

    return-void
.end method
