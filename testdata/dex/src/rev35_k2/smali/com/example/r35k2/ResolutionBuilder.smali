.class public final Lcom/example/r35k2/ResolutionBuilder;
.super Ljava/lang/Object;
.source "Resolution.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nResolution.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Resolution.kt\ncom/example/r35k2/ResolutionBuilder\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,29:1\n1#2:30\n*E\n"
.end annotation

.field private code:I

.field private final ctx:Landroid/content/Context;

.field private flags:I

.field private intent:Landroid/content/Intent;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/ResolutionBuilder;->ctx:Landroid/content/Context;
    .line 12
    new-instance p1, Landroid/content/Intent;
    invoke-direct {p1}, Landroid/content/Intent;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/ResolutionBuilder;->intent:Landroid/content/Intent;
    .line 14
    const/high16 p1, 0xc000000
    iput p1, p0, Lcom/example/r35k2/ResolutionBuilder;->flags:I
    .line 11
    return-void
.end method

.method public final allowFillIn()Lcom/example/r35k2/ResolutionBuilder;
    .registers 4
    .line 25
    move-object v0, p0
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    .line 30
    const/4 v1, 0x0
    .line 25
    iget v1, v0, Lcom/example/r35k2/ResolutionBuilder;->flags:I
    const v2, -0x4000001
    and-int/2addr v1, v2
    const/high16 v2, 0x2000000
    or-int/2addr v1, v2
    iput v1, v0, Lcom/example/r35k2/ResolutionBuilder;->flags:I
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    return-object v0
.end method

.method public final build()Landroid/app/PendingIntent;
    .registers 5
    .line 27
    iget-object v0, p0, Lcom/example/r35k2/ResolutionBuilder;->ctx:Landroid/content/Context;
    iget v1, p0, Lcom/example/r35k2/ResolutionBuilder;->code:I
    iget-object v2, p0, Lcom/example/r35k2/ResolutionBuilder;->intent:Landroid/content/Intent;
    iget v3, p0, Lcom/example/r35k2/ResolutionBuilder;->flags:I
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getActivity(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final component(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    .registers 6
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "cls"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    move-object v0, p0
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    .line 30
    const/4 v1, 0x0
    .line 18
    new-instance v1, Landroid/content/Intent;
    invoke-direct {v1}, Landroid/content/Intent;-><init>()V
    new-instance v2, Landroid/content/ComponentName;
    invoke-direct {v2, p1, p2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object p1
    const-string p2, "setComponent(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object p1, v0, Lcom/example/r35k2/ResolutionBuilder;->intent:Landroid/content/Intent;
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    return-object v0
.end method

.method public final extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    .registers 5
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "value"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object v0, p0
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    .line 30
    const/4 v1, 0x0
    .line 22
    iget-object v1, v0, Lcom/example/r35k2/ResolutionBuilder;->intent:Landroid/content/Intent;
    invoke-virtual {v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    return-object v0
.end method

.method public final requestCode(I)Lcom/example/r35k2/ResolutionBuilder;
    .registers 4
    .line 20
    move-object v0, p0
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    .line 30
    const/4 v1, 0x0
    .line 20
    iput p1, v0, Lcom/example/r35k2/ResolutionBuilder;->code:I
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    return-object v0
.end method

.method public final target(Ljava/lang/Class;)Lcom/example/r35k2/ResolutionBuilder;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "+",
            "Landroid/app/Activity;",
            ">;)",
            "Lcom/example/r35k2/ResolutionBuilder;"
        }
    .end annotation
    const-string v0, "screen"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    move-object v0, p0
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    .line 30
    const/4 v1, 0x0
    .line 16
    new-instance v1, Landroid/content/Intent;
    iget-object v2, v0, Lcom/example/r35k2/ResolutionBuilder;->ctx:Landroid/content/Context;
    invoke-direct {v1, v2, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    iput-object v1, v0, Lcom/example/r35k2/ResolutionBuilder;->intent:Landroid/content/Intent;
    check-cast v0, Lcom/example/r35k2/ResolutionBuilder;
    return-object v0
.end method
