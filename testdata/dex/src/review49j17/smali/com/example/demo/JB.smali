# class JB { Context ctx; int flags;
#   JB(Context c) { ctx = c; }
#   JB immutable() { flags = FLAG_IMMUTABLE; return this; }
#   PendingIntent build() { return PendingIntent.getActivity(ctx, 0, new Intent(ctx, ConfirmActivity.class), flags); } }
.class public final Lcom/example/demo/JB;
.super Ljava/lang/Object;
.field private ctx:Landroid/content/Context;
.field private flags:I
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/demo/JB;->ctx:Landroid/content/Context;
    return-void
.end method
.method public immutable()Lcom/example/demo/JB;
    .registers 2
    const/high16 v0, 0x4000000
    iput v0, p0, Lcom/example/demo/JB;->flags:I
    return-object p0
.end method
.method public build()Landroid/app/PendingIntent;
    .registers 6
    iget-object v0, p0, Lcom/example/demo/JB;->ctx:Landroid/content/Context;
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/demo/ConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    iget v3, p0, Lcom/example/demo/JB;->flags:I
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
