# Java: final class Registry { final Task task; Registry(Task t) { task = t; } }
.class final Lcom/example/ch/Registry;
.super Ljava/lang/Object;
.field final task:Lcom/example/ch/Task;
.method constructor <init>(Lcom/example/ch/Task;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ch/Registry;->task:Lcom/example/ch/Task;
    return-void
.end method
