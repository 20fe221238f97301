.class public final Lapp/larder/core/Reply;
.super Ljava/lang/Object;
.source "Wire.kt"


# instance fields
.field private final bundle:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 3

    const-string v0, "bundle"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/Reply;->bundle:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final getBundle()Landroid/os/Bundle;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/core/Reply;->bundle:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getStatus()Ljava/lang/String;
    .registers 3

    .line 18
    iget-object v0, p0, Lapp/larder/core/Reply;->bundle:Landroid/os/Bundle;

    const-string v1, "status"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "error"

    :cond_0
    return-object v0
.end method
