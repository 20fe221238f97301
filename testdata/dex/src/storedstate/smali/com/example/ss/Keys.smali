# Kotlin sketch (Keys.kt), compiled by kotlinc and D8: bundle keys held in an
# object's vals without const, so every read goes through the field that
# <clinit> sets (a getter for a plain val, the field itself for @JvmField).
#   package com.example.ss                                                        // 1
#
#   object Keys {                                                                 // 3
#       val SESSION = "session_token"                                             // 4
#       val LABEL = "display_name"                                                // 5
#       @JvmField val CALLER = "caller_package"                                   // 6
#       @JvmField val SUBJECT = "package_name"                                    // 7
#       @JvmField val RESULT_FD = "result_fd"                                     // 8
#       val ERROR = "error_message"                                               // 9
#   }
.class public final Lcom/example/ss/Keys;
.super Ljava/lang/Object;
.source "Keys.kt"

.field public static final CALLER:Ljava/lang/String;

.field public static final INSTANCE:Lcom/example/ss/Keys;

.field private static final ERROR:Ljava/lang/String;

.field private static final LABEL:Ljava/lang/String;

.field public static final RESULT_FD:Ljava/lang/String;

.field private static final SESSION:Ljava/lang/String;

.field public static final SUBJECT:Ljava/lang/String;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/ss/Keys;
    invoke-direct {v0}, Lcom/example/ss/Keys;-><init>()V
    sput-object v0, Lcom/example/ss/Keys;->INSTANCE:Lcom/example/ss/Keys;
    .line 4
    const-string v0, "session_token"
    sput-object v0, Lcom/example/ss/Keys;->SESSION:Ljava/lang/String;
    .line 5
    const-string v0, "display_name"
    sput-object v0, Lcom/example/ss/Keys;->LABEL:Ljava/lang/String;
    .line 6
    const-string v0, "caller_package"
    sput-object v0, Lcom/example/ss/Keys;->CALLER:Ljava/lang/String;
    .line 7
    const-string v0, "package_name"
    sput-object v0, Lcom/example/ss/Keys;->SUBJECT:Ljava/lang/String;
    .line 8
    const-string v0, "result_fd"
    sput-object v0, Lcom/example/ss/Keys;->RESULT_FD:Ljava/lang/String;
    .line 9
    const-string v0, "error_message"
    sput-object v0, Lcom/example/ss/Keys;->ERROR:Ljava/lang/String;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getERROR()Ljava/lang/String;
    .locals 1
    .line 9
    sget-object v0, Lcom/example/ss/Keys;->ERROR:Ljava/lang/String;
    return-object v0
.end method

.method public final getLABEL()Ljava/lang/String;
    .locals 1
    .line 5
    sget-object v0, Lcom/example/ss/Keys;->LABEL:Ljava/lang/String;
    return-object v0
.end method

.method public final getSESSION()Ljava/lang/String;
    .locals 1
    .line 4
    sget-object v0, Lcom/example/ss/Keys;->SESSION:Ljava/lang/String;
    return-object v0
.end method
