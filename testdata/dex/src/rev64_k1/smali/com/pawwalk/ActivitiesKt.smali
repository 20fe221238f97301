.class public final Lcom/pawwalk/ActivitiesKt;
.super Ljava/lang/Object;
.source "Activities.kt"


.method private static final confirmAndClose(Landroid/app/Activity;)V
    .registers 2
    .line 46
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Landroid/app/Activity;->setResult(I)V
    .line 47
    invoke-virtual {v1}, Landroid/app/Activity;->finish()V
    .line 48
    return-void
.end method

.method public static final synthetic access$confirmAndClose(Landroid/app/Activity;)V
    .registers 1
    .line 1
    invoke-static {v0}, Lcom/pawwalk/ActivitiesKt;->confirmAndClose(Landroid/app/Activity;)V
    return-void
.end method

