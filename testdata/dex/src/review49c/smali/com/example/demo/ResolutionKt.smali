# Kotlin: fun resolution(ctx: Context, build: Spec.() -> Unit): PendingIntent {
#   val s = Spec().apply(build)
#   val i = s.target?.let { Intent(ctx, it) } ?: Intent()
#   return PendingIntent.getActivity(ctx, 0, i, s.flags) }
.class public final Lcom/example/demo/ResolutionKt;
.super Ljava/lang/Object;
.method public static final resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    .registers 7
    new-instance v0, Lcom/example/demo/Spec;
    invoke-direct {v0}, Lcom/example/demo/Spec;-><init>()V
    invoke-interface {p1, v0}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v0}, Lcom/example/demo/Spec;->getTarget()Ljava/lang/Class;
    move-result-object v1
    if-eqz v1, :none
    new-instance v2, Landroid/content/Intent;
    invoke-direct {v2, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :have
    :none
    new-instance v2, Landroid/content/Intent;
    invoke-direct {v2}, Landroid/content/Intent;-><init>()V
    :have
    invoke-virtual {v0}, Lcom/example/demo/Spec;->getFlags()I
    move-result v3
    const/4 v4, 0x0
    invoke-static {p0, v4, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
