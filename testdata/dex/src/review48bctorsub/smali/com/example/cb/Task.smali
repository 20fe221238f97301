# Java: interface Task { void run(Context c); }
.class interface abstract Lcom/example/cb/Task;
.super Ljava/lang/Object;
.method public abstract run(Landroid/content/Context;)V
.end method
