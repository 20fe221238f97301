# class B {                                   // Java builder
#   Context ctx; int flags;
#   B(Context c) { ctx = c; flags = FLAG_IMMUTABLE; }
#   B mutable() { flags = FLAG_MUTABLE; return this; }
#   PendingIntent build() { return PendingIntent.getActivity(ctx, 0, new Intent(ctx, ConfirmActivity.class), flags); }
# }
.class public final Lcom/example/demo/B;
.super Ljava/lang/Object;
.field private ctx:Landroid/content/Context;
.field private flags:I
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/demo/B;->ctx:Landroid/content/Context;
    const/high16 v0, 0x4000000
    iput v0, p0, Lcom/example/demo/B;->flags:I
    return-void
.end method
.method public mutable()Lcom/example/demo/B;
    .registers 2
    const/high16 v0, 0x2000000
    iput v0, p0, Lcom/example/demo/B;->flags:I
    return-object p0
.end method
.method public build()Landroid/app/PendingIntent;
    .registers 6
    iget-object v0, p0, Lcom/example/demo/B;->ctx:Landroid/content/Context;
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/demo/ConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    iget v3, p0, Lcom/example/demo/B;->flags:I
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
