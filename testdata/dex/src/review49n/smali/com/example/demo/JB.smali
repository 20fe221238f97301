# class JB { Context ctx; Class<?> target; int flags;
#   JB(Context c) { ctx = c; }
#   JB target(Class<?> t) { target = t; return this; }
#   JB flags(int f) { flags = f; return this; }
#   PendingIntent build() {
#     Intent i = Cfg.action() != null ? new Intent(ctx, target) : new Intent("com.example.demo.CONFIRM"); // implicit while Cfg.action is null
#     return PendingIntent.getActivity(ctx, 0, i, flags); } }
# P.call: out.putParcelable("resolution", new JB(ctx).target(ConfirmActivity.class).flags(FLAG_IMMUTABLE).build());  // CETP602 on some path
.class public final Lcom/example/demo/JB;
.super Ljava/lang/Object;
.field private ctx:Landroid/content/Context;
.field private target:Ljava/lang/Class;
.field private flags:I
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/demo/JB;->ctx:Landroid/content/Context;
    return-void
.end method
.method public target(Ljava/lang/Class;)Lcom/example/demo/JB;
    .registers 2
    iput-object p1, p0, Lcom/example/demo/JB;->target:Ljava/lang/Class;
    return-object p0
.end method
.method public flags(I)Lcom/example/demo/JB;
    .registers 2
    iput p1, p0, Lcom/example/demo/JB;->flags:I
    return-object p0
.end method
.method public build()Landroid/app/PendingIntent;
    .registers 6
    iget-object v0, p0, Lcom/example/demo/JB;->ctx:Landroid/content/Context;
    invoke-static {}, Lcom/example/demo/Cfg;->action()Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :implicit
    new-instance v1, Landroid/content/Intent;
    iget-object v2, p0, Lcom/example/demo/JB;->target:Ljava/lang/Class;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :have
    :implicit
    new-instance v1, Landroid/content/Intent;
    const-string v2, "com.example.demo.CONFIRM"
    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    :have
    const/4 v2, 0x0
    iget v3, p0, Lcom/example/demo/JB;->flags:I
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
