# Kotlin sketch (Ops.kt), compiled by kotlinc and D8: a companion val
# without const. kotlinc keeps the field in the outer class, sets it in the
# outer <clinit>, and reads it through Companion.getKEY() and the synthetic
# accessor access$getKEY$cp().
#   package com.example.ss                                                        // 1
#
#   class Ops {                                                                   // 3
#       companion object {                                                        // 4
#           val KEY = "operation_id"                                              // 5
#       }
#   }
.class public final Lcom/example/ss/Ops;
.super Ljava/lang/Object;
.source "Ops.kt"

# annotations omitted: kotlin.Metadata

.field public static final Companion:Lcom/example/ss/Ops$Companion;

.field private static final KEY:Ljava/lang/String;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/ss/Ops$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/ss/Ops$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/ss/Ops;->Companion:Lcom/example/ss/Ops$Companion;
    .line 5
    const-string v0, "operation_id"
    sput-object v0, Lcom/example/ss/Ops;->KEY:Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final synthetic access$getKEY$cp()Ljava/lang/String;
    .locals 1
    .line 3
    sget-object v0, Lcom/example/ss/Ops;->KEY:Ljava/lang/String;
    return-object v0
.end method
