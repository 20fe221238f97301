# Java sketch (Ids.java), compiled by javac and D8: the identity cleared and
# restored in helpers, the token passed back and forth.
#   package com.example.ss;                                                       // 1
#
#   import android.os.Binder;                                                     // 3
#
#   final class Ids {                                                             // 5
#       static long clear() { return Binder.clearCallingIdentity(); }             // 6
#       static void restore(long token) { Binder.restoreCallingIdentity(token); } // 7
#       private static long saved;                                                // 8
#       static void enter() { saved = Binder.clearCallingIdentity(); }            // 9
#       static void exit() { Binder.restoreCallingIdentity(saved); }              // 10
#   }
.class final Lcom/example/ss/Ids;
.super Ljava/lang/Object;
.source "Ids.java"

.field private static saved:J

.method constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static clear()J
    .locals 2
    .line 6
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    return-wide v0
.end method

.method static restore(J)V
    .locals 0
    .line 7
    invoke-static {p0, p1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return-void
.end method

.method static enter()V
    .locals 2
    .line 9
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    sput-wide v0, Lcom/example/ss/Ids;->saved:J
    return-void
.end method

.method static exit()V
    .locals 2
    .line 10
    sget-wide v0, Lcom/example/ss/Ids;->saved:J
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return-void
.end method
