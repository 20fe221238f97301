# Java 11 sketch (ToolProvider.java), compiled by javac and D8 (API 31's
# Binder.withCleanCallingIdentity; D8 turns each lambda into an
# ExternalSyntheticLambda class calling the lambda$ method javac made).
#   package com.example.cid;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       @Override public boolean onCreate() { return true; }                      // 4
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Bundle out = new Bundle();                                            // 7
#           if ("who".equals(method)) {                                           // 8
#               Binder.withCleanCallingIdentity(() ->                             // 9
#                   out.putString("pkg", getCallingPackage()));                   // 10 CETP611
#           } else if ("describe".equals(method)) {                               // 11
#               out.putString("who", Binder.withCleanCallingIdentity(() -> describe())); // 12 CETP611 (describe reads the UID)
#           } else if ("stamp".equals(method)) {                                  // 13
#               int uid = Binder.getCallingUid();                                 // 14
#               Binder.withCleanCallingIdentity(() -> out.putInt("uid", uid));    // 15 near miss: read before
#           } else if ("hook".equals(method)) {                                   // 16
#               Binder.withCleanCallingIdentity(hook);                            // 17 note: the body comes from a plugin
#           }
#           return out;                                                           // 19
#       }
#
#       String describe() {
#           return "uid " + Binder.getCallingUid();                               // 23
#       }
#
#       private Binder.ThrowingRunnable hook;                                     // 26
#       public void setHook(Binder.ThrowingRunnable r) { hook = r; }  // called by a plugin host // 27
#   }
.class public final Lcom/example/cid/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private hook:Landroid/os/Binder$ThrowingRunnable;

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static synthetic lambda$call$2(Landroid/os/Bundle;I)V
    .registers 3
    .line 15
    const-string v0, "uid"
    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 4
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 8
    const-string v1, "who"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_who
    .line 9
    new-instance v1, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, v0}, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/cid/ToolProvider;Landroid/os/Bundle;)V
    invoke-static {v1}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingRunnable;)V
    goto :done
    :not_who
    .line 11
    const-string v1, "describe"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_describe
    .line 12
    new-instance v1, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0}, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/cid/ToolProvider;)V
    invoke-static {v1}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingSupplier;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    const-string v2, "who"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :done
    :not_describe
    .line 13
    const-string v1, "stamp"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_stamp
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    .line 15
    new-instance v2, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v0, v1}, Lcom/example/cid/ToolProvider$$ExternalSyntheticLambda2;-><init>(Landroid/os/Bundle;I)V
    invoke-static {v2}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingRunnable;)V
    goto :done
    :not_stamp
    .line 16
    const-string v1, "hook"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :done
    .line 17
    iget-object v1, p0, Lcom/example/cid/ToolProvider;->hook:Landroid/os/Binder$ThrowingRunnable;
    invoke-static {v1}, Landroid/os/Binder;->withCleanCallingIdentity(Landroid/os/Binder$ThrowingRunnable;)V
    :done
    .line 19
    return-object v0
.end method

.method describe()Ljava/lang/String;
    .registers 3
    .line 23
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private synthetic lambda$call$0(Landroid/os/Bundle;)V
    .registers 4
    .line 10
    invoke-virtual {p0}, Lcom/example/cid/ToolProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    const-string v1, "pkg"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method private synthetic lambda$call$1()Ljava/lang/Object;
    .registers 2
    .line 12
    invoke-virtual {p0}, Lcom/example/cid/ToolProvider;->describe()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public setHook(Landroid/os/Binder$ThrowingRunnable;)V
    .registers 2
    .line 27
    iput-object p1, p0, Lcom/example/cid/ToolProvider;->hook:Landroid/os/Binder$ThrowingRunnable;
    return-void
.end method
