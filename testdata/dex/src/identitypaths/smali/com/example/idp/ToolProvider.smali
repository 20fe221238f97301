# Java sketch (ToolProvider.java), compiled by javac and D8: windows opened
# by Ids.clear() and closed by helpers that restore on every path (silent)
# or on some paths only (the read after them is in the window).
#   package com.example.idp;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       @Override public boolean onCreate() { return true; }                      // 4
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           boolean keep = extras.getBoolean("keep");                             // 7
#           Bundle out = new Bundle();                                            // 8
#           out.putInt("logged", afterLogged(arg != null));                       // 9
#           out.putInt("left", afterLeave(keep));                                 // 10
#           out.putInt("exited", afterExit());                                    // 11
#           out.putInt("kept", afterExitUnlessKept(keep));                        // 12
#           return out;                                                           // 13
#       }
#
#       private int afterLogged(boolean verbose) {
#           long t = Ids.clear();                                                 // 17
#           Ids.restoreLogged(t, verbose);                                        // 18
#           return Binder.getCallingUid();                      // 19 near miss: restored on every path
#       }
#
#       private int afterLeave(boolean keep) {
#           long t = Ids.clear();                                                 // 23
#           Ids.leave(t, keep);                                                   // 24
#           return Binder.getCallingUid();                      // 25 TP 611: cleared when keep
#       }
#
#       private int afterExit() {
#           long t = Ids.clear();                                                 // 29
#           Ids.exit(t);                                                          // 30
#           return Binder.getCallingUid();                      // 31 near miss: exit restores
#       }
#
#       private int afterExitUnlessKept(boolean keep) {
#           long t = Ids.clear();                                                 // 35
#           Ids.exitUnlessKept(t, keep);                                          // 36
#           return Binder.getCallingUid();                      // 37 TP 611: through leave
#       }
#   }
.class public final Lcom/example/idp/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private afterExit()I
    .locals 2
    .line 29
    invoke-static {}, Lcom/example/idp/Ids;->clear()J
    move-result-wide v0
    .line 30
    invoke-static {v0, v1}, Lcom/example/idp/Ids;->exit(J)V
    # near miss CETP611: Ids.exit restores through restoreLogged, on every path
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method

.method private afterExitUnlessKept(Z)I
    .locals 2
    .line 35
    invoke-static {}, Lcom/example/idp/Ids;->clear()J
    move-result-wide v0
    .line 36
    invoke-static {v0, v1, p1}, Lcom/example/idp/Ids;->exitUnlessKept(JZ)V
    .line 37
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    return p1
.end method

.method private afterLeave(Z)I
    .locals 2
    .line 23
    invoke-static {}, Lcom/example/idp/Ids;->clear()J
    move-result-wide v0
    .line 24
    invoke-static {v0, v1, p1}, Lcom/example/idp/Ids;->leave(JZ)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    return p1
.end method

.method private afterLogged(Z)I
    .locals 2
    .line 17
    invoke-static {}, Lcom/example/idp/Ids;->clear()J
    move-result-wide v0
    .line 18
    invoke-static {v0, v1, p1}, Lcom/example/idp/Ids;->restoreLogged(JZ)Z
    # near miss CETP611: restoreLogged restores on both returns (finally copies)
    .line 19
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    return p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 7
    const-string v0, "keep"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p1
    .line 8
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V
    .line 9
    if-eqz p2, :cond_0
    const/4 p2, 0x1
    goto :goto_0
    :cond_0
    const/4 p2, 0x0
    :goto_0
    invoke-direct {p0, p2}, Lcom/example/idp/ToolProvider;->afterLogged(Z)I
    move-result p2
    const-string v1, "logged"
    invoke-virtual {p3, v1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 10
    invoke-direct {p0, p1}, Lcom/example/idp/ToolProvider;->afterLeave(Z)I
    move-result p2
    const-string v1, "left"
    invoke-virtual {p3, v1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 11
    invoke-direct {p0}, Lcom/example/idp/ToolProvider;->afterExit()I
    move-result p2
    const-string v1, "exited"
    invoke-virtual {p3, v1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 12
    invoke-direct {p0, p1}, Lcom/example/idp/ToolProvider;->afterExitUnlessKept(Z)I
    move-result p1
    const-string p2, "kept"
    invoke-virtual {p3, p2, p1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 13
    return-object p3
.end method

.method public onCreate()Z
    .locals 1
    .line 4
    const/4 v0, 0x1
    return v0
.end method
