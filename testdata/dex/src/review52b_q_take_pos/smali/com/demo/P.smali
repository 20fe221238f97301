# q_fields with call() offering a DeleteJob instead: CETP603 must fire at Fast.java:7
# class P extends ContentProvider {
#   static final LinkedBlockingQueue<Object> fast = new LinkedBlockingQueue<>(), slow = new LinkedBlockingQueue<>();
#   boolean onCreate() { new Fast().start(); new Slow().start(); return true; }
#   Bundle call(String m, String a, Bundle x) { fast.offer(new NoteJob()); return null; }
# }
# class Fast extends Thread { public void run() { for (;;) { Object j = P.fast.poll(1, TimeUnit.SECONDS);
#     if (j == null) continue; if (j instanceof DeleteJob) Log.d("demo", "uid " + Binder.getCallingUid()); else Log.d("demo", "note"); } } }
# class Slow extends Thread { public void run() { for (;;) { P.slow.take(); Log.d("demo", "uid " + Binder.getCallingUid()); } } }
# Only a NoteJob is ever put, into fast: no UID read runs for it (the DeleteJob case and Slow are other work).
.class public Lcom/demo/P;
.super Landroid/content/ContentProvider;
.source "P.java"
.field static final fast:Ljava/util/concurrent/LinkedBlockingQueue;
.field static final slow:Ljava/util/concurrent/LinkedBlockingQueue;
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    sput-object v0, Lcom/demo/P;->fast:Ljava/util/concurrent/LinkedBlockingQueue;
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;
    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V
    sput-object v0, Lcom/demo/P;->slow:Ljava/util/concurrent/LinkedBlockingQueue;
    return-void
.end method
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    new-instance v0, Lcom/demo/Fast;
    invoke-direct {v0}, Lcom/demo/Fast;-><init>()V
    invoke-virtual {v0}, Lcom/demo/Fast;->start()V
    new-instance v0, Lcom/demo/Slow;
    invoke-direct {v0}, Lcom/demo/Slow;-><init>()V
    invoke-virtual {v0}, Lcom/demo/Slow;->start()V
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 4
    sget-object v0, Lcom/demo/P;->fast:Ljava/util/concurrent/LinkedBlockingQueue;
    new-instance v1, Lcom/demo/DeleteJob;
    invoke-direct {v1}, Lcom/demo/DeleteJob;-><init>()V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/LinkedBlockingQueue;->offer(Ljava/lang/Object;)Z
    const/4 v0, 0x0
    return-object v0
.end method
