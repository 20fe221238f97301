# Kotlin sketch (Cmd.kt), compiled by kotlinc and D8: the tool name parsed
# into a sealed class by a helper that does no work itself.
#   package com.example.sp                                                        // 1
#
#   sealed class Cmd {                                                            // 3
#       object List : Cmd()                                                       // 4
#       object Count : Cmd()                                                      // 5
#       class Delete(val id: String) : Cmd()                                      // 6
#   }
#
#   fun parseCmd(tool: String, args: String): Cmd = when (tool) {                 // 9
#       "list_items" -> Cmd.List                                                  // 10
#       "count_items" -> Cmd.Count                                                // 11
#       "delete_item" -> Cmd.Delete(JSONObject(args).getString("id"))             // 12
#       else -> throw IllegalArgumentException(tool)                              // 13
#   }
.class public abstract Lcom/example/sp/Cmd;
.super Ljava/lang/Object;
.source "Cmd.kt"

.method private constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/sp/Cmd;-><init>()V
    return-void
.end method
