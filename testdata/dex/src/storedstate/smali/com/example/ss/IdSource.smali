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
.class public interface abstract Lcom/example/ss/IdSource;
.super Ljava/lang/Object;
.source "Sources.kt"

.method public abstract next()Ljava/lang/String;
.end method
