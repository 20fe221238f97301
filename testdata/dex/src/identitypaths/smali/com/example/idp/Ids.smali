# Java sketch (Ids.java), compiled by javac and D8: helpers that clear the
# calling identity and helpers that restore the caller's token, on every
# path or on some only.
#   package com.example.idp;                                                      // 1
#
#   import android.os.Binder;                                                     // 3
#   import android.util.Log;                                                      // 4
#
#   final class Ids {                                                             // 6
#       static long clear() { return Binder.clearCallingIdentity(); }             // 7
#
#       // Every normal exit restores: D8 copies the finally block onto each
#       // return and onto the exceptional path.
#       static boolean restoreLogged(long token, boolean verbose) {               // 11
#           try {                                                                 // 12
#               if (verbose) { Log.d("ids", "restoring"); return true; }          // 13
#               return false;                                                     // 14
#           } finally {                                                           // 15
#               Binder.restoreCallingIdentity(token);                             // 16
#           }
#       }
#
#       // Restores on one path only: `keep` leaves the identity cleared.
#       static void leave(long token, boolean keep) {                             // 21
#           if (!keep) Binder.restoreCallingIdentity(token);                      // 22
#       }                                                                         // 23
#
#       // Restores through restoreLogged, which restores on every path.
#       static void exit(long token) { restoreLogged(token, false); }             // 26
#
#       // Restores through leave: on some paths only.
#       static void exitUnlessKept(long token, boolean keep) { leave(token, keep); } // 29
#   }
.class final Lcom/example/idp/Ids;
.super Ljava/lang/Object;
.source "Ids.java"

.method constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static clear()J
    .locals 2
    .line 7
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    return-wide v0
.end method

.method static exit(J)V
    .locals 1
    .line 26
    const/4 v0, 0x0
    invoke-static {p0, p1, v0}, Lcom/example/idp/Ids;->restoreLogged(JZ)Z
    return-void
.end method

.method static exitUnlessKept(JZ)V
    .locals 0
    .line 29
    invoke-static {p0, p1, p2}, Lcom/example/idp/Ids;->leave(JZ)V
    return-void
.end method

.method static leave(JZ)V
    .locals 0
    .line 22
    if-nez p2, :cond_0
    invoke-static {p0, p1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 23
    :cond_0
    return-void
.end method

.method static restoreLogged(JZ)Z
    .locals 2
    .line 13
    if-eqz p2, :cond_0
    :try_start_0
    const-string v0, "ids"
    const-string v1, "restoring"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 v0, 0x1
    .line 16
    invoke-static {p0, p1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 13
    return v0
    .line 14
    :cond_0
    const/4 v0, 0x0
    .line 16
    invoke-static {p0, p1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 14
    return v0
    :catchall_0
    move-exception v0
    .line 16
    invoke-static {p0, p1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 17
    throw v0
.end method
