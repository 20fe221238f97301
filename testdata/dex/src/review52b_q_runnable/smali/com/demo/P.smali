# class P extends ContentProvider {
#   W worker;
#   boolean onCreate() { worker = new W(); worker.start(); return true; }
#   Bundle call(String m, String a, Bundle x) {
#     worker.queue.put(new SafeTask());   // the worker runs SafeTask.run, which reads no UID
#     new UidTask().run();                 // run synchronously on the Binder thread: fine
#     return null;
#   }
# }
.class public Lcom/demo/P;
.super Landroid/content/ContentProvider;
.source "P.java"

.field worker:Lcom/demo/W;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    new-instance v0, Lcom/demo/W;
    invoke-direct {v0}, Lcom/demo/W;-><init>()V
    iput-object v0, p0, Lcom/demo/P;->worker:Lcom/demo/W;
    invoke-virtual {v0}, Lcom/demo/W;->start()V
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 5
    iget-object v0, p0, Lcom/demo/P;->worker:Lcom/demo/W;
    iget-object v0, v0, Lcom/demo/W;->queue:Ljava/util/concurrent/LinkedBlockingQueue;
    new-instance v1, Lcom/demo/SafeTask;
    invoke-direct {v1}, Lcom/demo/SafeTask;-><init>()V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->put(Ljava/lang/Object;)V
    .line 6
    new-instance v1, Lcom/demo/UidTask;
    invoke-direct {v1}, Lcom/demo/UidTask;-><init>()V
    invoke-virtual {v1}, Lcom/demo/UidTask;->run()V
    const/4 v0, 0x0
    return-object v0
.end method
