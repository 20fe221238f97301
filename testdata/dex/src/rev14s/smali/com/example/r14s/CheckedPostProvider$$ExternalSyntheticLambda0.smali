# D8's desugared Runnable for the lambda of CheckedPostProvider.call (line 21): it
# captures the extras, the preferences and the request id.
.class public final synthetic Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/os/Bundle;
.field public final synthetic f$1:Landroid/content/SharedPreferences;
.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Landroid/os/Bundle;Landroid/content/SharedPreferences;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;->f$0:Landroid/os/Bundle;
    iput-object p2, p0, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;->f$1:Landroid/content/SharedPreferences;
    iput-object p3, p0, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 4
    iget-object v0, p0, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;->f$0:Landroid/os/Bundle;
    iget-object v1, p0, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;->f$1:Landroid/content/SharedPreferences;
    iget-object v2, p0, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/example/r14s/CheckedPostProvider;->lambda$call$0(Landroid/os/Bundle;Landroid/content/SharedPreferences;Ljava/lang/String;)V
    return-void
.end method
