# Java sketch (Dispatch.java), compiled by javac and D8: work handed to a
# java.util.Timer and to Handlers by message. CETP603 is about the Binder
# identity: a TimerTask runs on the Timer's thread, and a Handler's
# handleMessage runs later from its Looper's queue, after call() returned,
# even on the caller's own Looper, so Binder.getCallingUid() there is no
# longer the caller's.
#   package com.example.hops;                                                     // 1
#   final class Dispatch {
#       static final Timer TIMER = new Timer("work");                             // 4
#       // true positive 603: the TimerTask runs on the Timer's thread
#       static void later(final ToolProvider p) {
#           TIMER.schedule(new TimerTask() {                                      // 11
#               @Override public void run() { p.audit(Binder.getCallingUid()); }  // 12
#           }, 100L);
#       }
#       // near miss CETP603: the UID is read on the Binder thread and passed along
#       static void laterPassed(ToolProvider p) {
#           int uid = Binder.getCallingUid();                                     // 16
#           TIMER.scheduleAtFixedRate(new Audit(p, uid), 0L, 1000L);              // 17
#       }
#       // true positive 603: the Handler subclass's handleMessage (WorkHandler.java:12)
#       static void send(ToolProvider p) {
#           WorkHandler h = new WorkHandler(Looper.getMainLooper(), p);           // 21
#           h.sendMessage(h.obtainMessage(1));                                    // 22
#       }
#       // true positive 603: the Callback's handleMessage
#       static void sendCallback(final ToolProvider p) {
#           Handler h = new Handler(Looper.getMainLooper(), new Handler.Callback() {   // 26
#               @Override public boolean handleMessage(Message m) {
#                   p.audit(Binder.getCallingUid()); return true;                 // 28
#               }
#           });
#           h.sendEmptyMessageDelayed(2, 10L);                                    // 31
#       }
#       // near miss CETP603: the UID travels in the Message (ArgHandler.java)
#       static void sendArg(ToolProvider p) {
#           Message m = Message.obtain();                                         // 35
#           m.arg1 = Binder.getCallingUid();                                      // 36
#           new ArgHandler(Looper.getMainLooper(), p).sendMessageAtFrontOfQueue(m);    // 37
#       }
#       // true positive 603 (WorkHandler.java:12 again): a Message obtained for the Handler
#       static void sendTarget(ToolProvider p) {
#           new WorkHandler(Looper.getMainLooper(), p).obtainMessage(3).sendToTarget();   // 41
#       }
#   }
.class final Lcom/example/hops/Dispatch;
.super Ljava/lang/Object;
.source "Dispatch.java"

.field static final TIMER:Ljava/util/Timer;

.method static constructor <clinit>()V
    .registers 2
    .line 4
    new-instance v0, Ljava/util/Timer;
    const-string v1, "work"
    invoke-direct {v0, v1}, Ljava/util/Timer;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/example/hops/Dispatch;->TIMER:Ljava/util/Timer;
    return-void
.end method

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static later(Lcom/example/hops/ToolProvider;)V
    .registers 5
    .line 11
    sget-object v0, Lcom/example/hops/Dispatch;->TIMER:Ljava/util/Timer;
    new-instance v1, Lcom/example/hops/Dispatch$1;
    invoke-direct {v1, p0}, Lcom/example/hops/Dispatch$1;-><init>(Lcom/example/hops/ToolProvider;)V
    const-wide/16 v2, 0x64
    invoke-virtual {v0, v1, v2, v3}, Ljava/util/Timer;->schedule(Ljava/util/TimerTask;J)V
    .line 14
    return-void
.end method

.method static laterPassed(Lcom/example/hops/ToolProvider;)V
    .registers 9
    .line 16
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 17
    sget-object v1, Lcom/example/hops/Dispatch;->TIMER:Ljava/util/Timer;
    new-instance v2, Lcom/example/hops/Audit;
    invoke-direct {v2, p0, v0}, Lcom/example/hops/Audit;-><init>(Lcom/example/hops/ToolProvider;I)V
    const-wide/16 v3, 0x0
    const-wide/16 v5, 0x3e8
    invoke-virtual/range {v1 .. v6}, Ljava/util/Timer;->scheduleAtFixedRate(Ljava/util/TimerTask;JJ)V
    .line 18
    return-void
.end method

.method static send(Lcom/example/hops/ToolProvider;)V
    .registers 3
    .line 21
    new-instance v0, Lcom/example/hops/WorkHandler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1, p0}, Lcom/example/hops/WorkHandler;-><init>(Landroid/os/Looper;Lcom/example/hops/ToolProvider;)V
    .line 22
    const/4 v1, 0x1
    invoke-virtual {v0, v1}, Lcom/example/hops/WorkHandler;->obtainMessage(I)Landroid/os/Message;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/example/hops/WorkHandler;->sendMessage(Landroid/os/Message;)Z
    .line 23
    return-void
.end method

.method static sendCallback(Lcom/example/hops/ToolProvider;)V
    .registers 5
    .line 26
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    new-instance v2, Lcom/example/hops/Dispatch$2;
    invoke-direct {v2, p0}, Lcom/example/hops/Dispatch$2;-><init>(Lcom/example/hops/ToolProvider;)V
    invoke-direct {v0, v1, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;Landroid/os/Handler$Callback;)V
    .line 31
    const/4 v1, 0x2
    const-wide/16 v2, 0xa
    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Handler;->sendEmptyMessageDelayed(IJ)Z
    .line 32
    return-void
.end method

.method static sendArg(Lcom/example/hops/ToolProvider;)V
    .registers 4
    .line 35
    invoke-static {}, Landroid/os/Message;->obtain()Landroid/os/Message;
    move-result-object v0
    .line 36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    iput v1, v0, Landroid/os/Message;->arg1:I
    .line 37
    new-instance v1, Lcom/example/hops/ArgHandler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v2
    invoke-direct {v1, v2, p0}, Lcom/example/hops/ArgHandler;-><init>(Landroid/os/Looper;Lcom/example/hops/ToolProvider;)V
    invoke-virtual {v1, v0}, Lcom/example/hops/ArgHandler;->sendMessageAtFrontOfQueue(Landroid/os/Message;)Z
    .line 38
    return-void
.end method

.method static sendTarget(Lcom/example/hops/ToolProvider;)V
    .registers 3
    .line 41
    new-instance v0, Lcom/example/hops/WorkHandler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1, p0}, Lcom/example/hops/WorkHandler;-><init>(Landroid/os/Looper;Lcom/example/hops/ToolProvider;)V
    const/4 v1, 0x3
    invoke-virtual {v0, v1}, Lcom/example/hops/WorkHandler;->obtainMessage(I)Landroid/os/Message;
    move-result-object v0
    invoke-virtual {v0}, Landroid/os/Message;->sendToTarget()V
    .line 42
    return-void
.end method
