# D8's desugared Runnable for the lambda of PostProvider.call (line 21): it captures
# the preferences and the request id.
.class public final synthetic Lcom/example/r14s/PostProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/SharedPreferences;
.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Landroid/content/SharedPreferences;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r14s/PostProvider$$ExternalSyntheticLambda0;->f$0:Landroid/content/SharedPreferences;
    iput-object p2, p0, Lcom/example/r14s/PostProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/example/r14s/PostProvider$$ExternalSyntheticLambda0;->f$0:Landroid/content/SharedPreferences;
    iget-object v1, p0, Lcom/example/r14s/PostProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/r14s/PostProvider;->lambda$call$0(Landroid/content/SharedPreferences;Ljava/lang/String;)V
    return-void
.end method
