# Java sketch (javac, D8 with minSdk 26: lambdas stay invoke-custom):
#   final class Modern {
#       static void all(Executor ex) {
#           ex.execute(() -> Binder.getCallingUid());   // 6: true positive 603
#           Runnable r = () -> Binder.getCallingPid();  // 7
#           r.run();                                    // 8: near miss 603, run in place
#       }
#   }
.class final Lcom/example/ip/Modern;
.super Ljava/lang/Object;
.source "Modern.java"

.method static all(Ljava/util/concurrent/Executor;)V
    .registers 2
    .line 6
    invoke-custom {}, call_site_0("run", ()Ljava/lang/Runnable;, ()V, invoke-static@Lcom/example/ip/Modern;->lambda$all$0()V, ()V)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    move-result-object v0
    invoke-interface {p0, v0}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 7
    invoke-custom {}, call_site_1("run", ()Ljava/lang/Runnable;, ()V, invoke-static@Lcom/example/ip/Modern;->lambda$all$1()V, ()V)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    move-result-object v0
    .line 8
    invoke-interface {v0}, Ljava/lang/Runnable;->run()V
    return-void
.end method

.method private static synthetic lambda$all$0()V
    .registers 1
    .line 6
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    return-void
.end method

.method private static synthetic lambda$all$1()V
    .registers 1
    .line 7
    invoke-static {}, Landroid/os/Binder;->getCallingPid()I
    return-void
.end method
