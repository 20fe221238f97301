.class public final Lcom/kw/AppKt;
.super Ljava/lang/Object;
.source "App.kt"


# direct methods
.method public static final namedScreen(ILandroid/content/Context;)Landroid/content/Intent;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    packed-switch v4, :sw_7
    goto :L64
:L28
    .line 21
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/kw/ConfirmActivity;
    invoke-direct {v0, v5, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :L87
:L41
    .line 22
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    const-string v1, "com.kw"
    const-string v2, "com.kw.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "setClassName(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    goto :L87
:L64
    .line 23
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/kw/ConfirmActivity;
    invoke-direct {v0, v5, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "second"
    const-string v2, "yes"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
:L87
    .line 24
    return-object v0
:sw_7
    .packed-switch 0x0
        :L28
        :L41
    .end packed-switch
.end method

.method public static final looseScreen(ILandroid/content/Context;)Landroid/content/Intent;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    .line 28
    if-nez v4, :L23
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/kw/ConfirmActivity;
    invoke-direct {v0, v5, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :L32
:L23
    .line 29
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.kw.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
:L32
    .line 30
    return-object v0
.end method

