.class public final Lcom/harborfiles/Confirmer;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# instance fields
.field private final targetPackage:Ljava/lang/String;

.field private final targetActivity:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "targetPackage"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "targetActivity"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/harborfiles/Confirmer;->targetPackage:Ljava/lang/String;
    iput-object p2, p0, Lcom/harborfiles/Confirmer;->targetActivity:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final intent(Ljava/lang/String;Landroid/os/Bundle;)Landroid/content/Intent;
    .registers 8

    const-string v1, "action"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "extras"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, p1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v3, v0
    move-object v4, v3
    .line 19
    iget-object v1, p0, Lcom/harborfiles/Confirmer;->targetPackage:Ljava/lang/String;
    iget-object v2, p0, Lcom/harborfiles/Confirmer;->targetActivity:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 20
    invoke-virtual {v4, p2}, Landroid/content/Intent;->putExtras(Landroid/os/Bundle;)Landroid/content/Intent;
    .line 21
    return-object v3
.end method
