# Kotlin sketch (Sources.kt), compiled by kotlinc and D8: two interfaces
# with two implementations each, all of them constructed by ToolProvider.
#   package com.example.ss                                                        // 1
#
#   interface TokenSource { fun next(): String }                                  // 3
#   class SecureSource : TokenSource {                                            // 4
#       private val r = SecureRandom()                                            // 5
#       override fun next(): String = java.lang.Long.toHexString(r.nextLong())    // 6
#   }
#   class WeakSource : TokenSource {                                              // 8
#       private val r = Random()                                                  // 9
#       override fun next(): String = java.lang.Long.toHexString(r.nextLong())    // 10
#   }
#   interface IdSource { fun next(): String }                                     // 12
#   class UuidIds : IdSource {                                                    // 13
#       override fun next(): String = UUID.randomUUID().toString()                // 14
#   }
#   class SecureIds : IdSource {                                                  // 16
#       override fun next(): String = java.lang.Long.toHexString(SecureRandom().nextLong()) // 17
#   }
.class public final Lcom/example/ss/UuidIds;
.super Ljava/lang/Object;
.source "Sources.kt"

# interfaces
.implements Lcom/example/ss/IdSource;

.method public constructor <init>()V
    .locals 0
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public next()Ljava/lang/String;
    .locals 2
    .line 14
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "toString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
