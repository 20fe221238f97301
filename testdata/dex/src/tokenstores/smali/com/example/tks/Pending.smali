# Kotlin sketch (Pending.kt):
#   package com.example.tks                                                       // 1
#   data class Pending(val uid: Int, val tool: String)                            // 2
.class public final Lcom/example/tks/Pending;
.super Ljava/lang/Object;
.source "Pending.kt"

.field private final tool:Ljava/lang/String;
.field private final uid:I

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/tks/Pending;->uid:I
    iput-object p2, p0, Lcom/example/tks/Pending;->tool:Ljava/lang/String;
    return-void
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 2
    iget-object v0, p0, Lcom/example/tks/Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 2
    iget v0, p0, Lcom/example/tks/Pending;->uid:I
    return v0
.end method
