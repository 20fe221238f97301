.class public Lcom/example/r13p/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 20
    invoke-virtual {p0}, Lcom/example/r13p/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    # near miss 601: Kotlin default argument flags = FLAG_IMMUTABLE, caller takes the default
    .line 21
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v2, v3, v4}, Lcom/example/r13p/PisKt;->resolution$default(Landroid/content/Context;IILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "resolution"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # TP 601: same helper, explicit mutable flags 0x08000000 (UPDATE_CURRENT)
    .line 22
    const/high16 v2, 0x8000000
    invoke-static {v0, v2}, Lcom/example/r13p/PisKt;->resolution(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "resolution_alt"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # near miss 601: flags from a static final field set in <clinit> by the SDK_INT pattern
    .line 23
    invoke-static {v0}, Lcom/example/r13p/Flags;->viaStaticField(Landroid/content/Context;)Landroid/app/PendingIntent;
    # TP 602: cloneFilter() drops the component
    .line 24
    invoke-static {v0}, Lcom/example/r13p/Flags;->cloned(Landroid/content/Context;)Landroid/app/PendingIntent;
    # near miss 602: clone() keeps the component
    .line 25
    invoke-static {v0}, Lcom/example/r13p/Flags;->copied(Landroid/content/Context;)Landroid/app/PendingIntent;
    .line 26
    return-object v1
.end method
