# Java sketch (P.java):
#   public class P extends ContentProvider {
#     public Bundle call(String method, String arg, Bundle extras) {
#       Req r = (Req) extras.getParcelable("req");                                   // 10
#       if ("a".equals(method)) return m1(r);                                          // 11
#       if ("b".equals(method)) return m2(r);                                          // 12
#       if ("c".equals(method)) return m3(r);                                          // 13
#       if ("d".equals(method)) return m4(extras);                                     // 14
#       if ("e".equals(method)) return m5();                                           // 15
#       return m6(r);                                                                  // 16
#     }
#     // TP: the claim compared with a constant, then granted
#     Bundle m1(Req r) { if ("com.trusted".equals(r.callerPackage)) return grant(); return null; }   // 20
#     // TP: compared with the caller, then also used
#     Bundle m2(Req r) { String caller = getCallingPackage();                          // 24
#       if (!r.callerPackage.equals(caller)) return null;                              // 25
#       Store.record(r.callerPackage); return grant(); }                               // 26
#     // near miss: compared with the caller, the claim only formatted into a log message
#     Bundle m3(Req r) { String caller = getCallingPackage();                          // 30
#       if (!r.callerPackage.equals(caller)) {                                         // 31
#         Log.w("P", String.format("claimed %s, is %s", r.callerPackage, caller)); return null; } // 32
#       return grant(); }                                                              // 33
#     // near miss (getter claim, pre-existing crossChecked): same as m3
#     Bundle m4(Bundle extras) { String claimed = extras.getString("calling_package"); // 37
#       String caller = getCallingPackage();                                           // 38
#       if (!claimed.equals(caller)) {                                                 // 39
#         Log.w("P", String.format("claimed %s, is %s", claimed, caller)); return null; } // 40
#       return grant(); }                                                              // 41
#     // near miss: the provider's own Req, filled with the real caller, put in the reply
#     Bundle m5() { Req own = new Req(); own.callerPackage = getCallingPackage();      // 44
#       Store.record(own.callerPackage);                                               // 45
#       Bundle b = new Bundle(); b.putParcelable("req", own); return b; }              // 46
#     // near miss: compared with the caller, plain log
#     Bundle m6(Req r) { String caller = getCallingPackage();                          // 50
#       if (!r.callerPackage.equals(caller)) { Log.w("P", "mismatch"); return null; } // 51
#       return grant(); }                                                              // 52
#     static Bundle grant() { Bundle b = new Bundle(); b.putBoolean("ok", true); return b; } // 55
#   }
.class public Lcom/example/q6/P;
.super Landroid/content/ContentProvider;
.source "P.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 10
    const-string v0, "req"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;
    move-result-object v0
    check-cast v0, Lcom/example/q6/Req;
    .line 11
    const-string v1, "a"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :n1
    invoke-direct {p0, v0}, Lcom/example/q6/P;->m1(Lcom/example/q6/Req;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :n1
    .line 12
    const-string v1, "b"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :n2
    invoke-direct {p0, v0}, Lcom/example/q6/P;->m2(Lcom/example/q6/Req;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :n2
    .line 13
    const-string v1, "c"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :n3
    invoke-direct {p0, v0}, Lcom/example/q6/P;->m3(Lcom/example/q6/Req;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :n3
    .line 14
    const-string v1, "d"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :n4
    invoke-direct {p0, p3}, Lcom/example/q6/P;->m4(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :n4
    .line 15
    const-string v1, "e"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :n5
    invoke-direct {p0}, Lcom/example/q6/P;->m5()Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :n5
    .line 16
    invoke-direct {p0, v0}, Lcom/example/q6/P;->m6(Lcom/example/q6/Req;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method

.method private m1(Lcom/example/q6/Req;)Landroid/os/Bundle;
    .registers 4
    .line 20
    const-string v0, "com.trusted"
    iget-object v1, p1, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {}, Lcom/example/q6/P;->grant()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :no
    const/4 v0, 0x0
    return-object v0
.end method

.method private m2(Lcom/example/q6/Req;)Landroid/os/Bundle;
    .registers 4
    .line 24
    invoke-virtual {p0}, Lcom/example/q6/P;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 25
    iget-object v1, p1, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :ok
    const/4 v0, 0x0
    return-object v0
    :ok
    .line 26
    iget-object v1, p1, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-static {v1}, Lcom/example/q6/Store;->record(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/q6/P;->grant()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private m3(Lcom/example/q6/Req;)Landroid/os/Bundle;
    .registers 7
    .line 30
    invoke-virtual {p0}, Lcom/example/q6/P;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 31
    iget-object v1, p1, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :ok
    .line 32
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    iget-object v2, p1, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const/4 v3, 0x1
    aput-object v0, v1, v3
    const-string v2, "claimed %s, is %s"
    invoke-static {v2, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "P"
    invoke-static {v2, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    const/4 v0, 0x0
    return-object v0
    :ok
    .line 33
    invoke-static {}, Lcom/example/q6/P;->grant()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private m4(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 37
    const-string v4, "calling_package"
    invoke-virtual {p1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 38
    invoke-virtual {p0}, Lcom/example/q6/P;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 39
    invoke-virtual {v4, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :ok
    .line 40
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v3, 0x0
    aput-object v4, v1, v3
    const/4 v3, 0x1
    aput-object v0, v1, v3
    const-string v2, "claimed %s, is %s"
    invoke-static {v2, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "P"
    invoke-static {v2, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    const/4 v0, 0x0
    return-object v0
    :ok
    .line 41
    invoke-static {}, Lcom/example/q6/P;->grant()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private m5()Landroid/os/Bundle;
    .registers 4
    .line 44
    new-instance v0, Lcom/example/q6/Req;
    invoke-direct {v0}, Lcom/example/q6/Req;-><init>()V
    invoke-virtual {p0}, Lcom/example/q6/P;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    .line 45
    iget-object v1, v0, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-static {v1}, Lcom/example/q6/Store;->record(Ljava/lang/String;)V
    .line 46
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "req"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
.end method

.method private m6(Lcom/example/q6/Req;)Landroid/os/Bundle;
    .registers 4
    .line 50
    invoke-virtual {p0}, Lcom/example/q6/P;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 51
    iget-object v1, p1, Lcom/example/q6/Req;->callerPackage:Ljava/lang/String;
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :ok
    const-string v0, "P"
    const-string v1, "mismatch"
    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    const/4 v0, 0x0
    return-object v0
    :ok
    .line 52
    invoke-static {}, Lcom/example/q6/P;->grant()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static grant()Landroid/os/Bundle;
    .registers 4
    .line 55
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "ok"
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    return-object v0
.end method
