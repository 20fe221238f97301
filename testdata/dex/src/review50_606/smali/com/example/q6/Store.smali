# Java sketch: final class Store { static void record(String pkg) { Log.i("S", pkg); } }
.class final Lcom/example/q6/Store;
.super Ljava/lang/Object;
.source "Store.java"
.method static record(Ljava/lang/String;)V
    .registers 2
    const-string v0, "S"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
