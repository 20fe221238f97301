.class final Lcom/hearthkit/ConfirmScreen$UNLOCK;
.super Lcom/hearthkit/ConfirmScreen;
.source "Screens.kt"

# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 5
    .line 13
    const/16 v0, 0x65
    const/4 v1, 0x0
    invoke-direct {p0, p1, p2, v0, v1}, Lcom/hearthkit/ConfirmScreen;-><init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public getHeading()Ljava/lang/String;
    .registers 2
    .line 14
    const-string v0, "Unlock this door?"
    return-object v0
.end method

.method public intent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 5
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v0, Landroid/content/Intent;
    const-class v2, Lcom/hearthkit/ConfirmUnlockActivity;
    invoke-direct {v0, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
