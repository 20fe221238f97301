.class final Lcom/hearthkit/ConfirmScreen$SHARE_ROUTINE;
.super Lcom/hearthkit/ConfirmScreen;
.source "Screens.kt"

# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 5
    .line 23
    const/16 v0, 0xc9
    const/4 v1, 0x0
    invoke-direct {p0, p1, p2, v0, v1}, Lcom/hearthkit/ConfirmScreen;-><init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public getHeading()Ljava/lang/String;
    .registers 2
    .line 24
    const-string v0, "Share this routine?"
    return-object v0
.end method

.method public intent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 7
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    new-instance v1, Landroid/content/ComponentName;
    const-string v3, "com.hearthkit"
    const-string v4, "com.hearthkit.ui.ConfirmShareActivity"
    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "setComponent(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
