# Kotlin sketch (Keys.kt), compiled by kotlinc 1.9 and D8:
#   object Keys {                                                                  // 3
#       val SESSION = "session_token"         // no const: a getter on INSTANCE      4
#       @JvmField val DEADLINE = "deadline_at_ms"   // a public static field          5
#       val SESSION_ID = "session_id"         // not the protocol's key              6
#       @JvmField val DEADLINE_MS = "deadline_ms"   // not the protocol's key        7
#   }
.class public final Lcom/example/fkey/Keys;
.super Ljava/lang/Object;
.source "Keys.kt"

.field public static final INSTANCE:Lcom/example/fkey/Keys;

.field private static final SESSION:Ljava/lang/String;

.field public static final DEADLINE:Ljava/lang/String;

.field private static final SESSION_ID:Ljava/lang/String;

.field public static final DEADLINE_MS:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/fkey/Keys;
    invoke-direct {v0}, Lcom/example/fkey/Keys;-><init>()V
    sput-object v0, Lcom/example/fkey/Keys;->INSTANCE:Lcom/example/fkey/Keys;
    .line 4
    const-string v0, "session_token"
    sput-object v0, Lcom/example/fkey/Keys;->SESSION:Ljava/lang/String;
    .line 5
    const-string v0, "deadline_at_ms"
    sput-object v0, Lcom/example/fkey/Keys;->DEADLINE:Ljava/lang/String;
    .line 6
    const-string v0, "session_id"
    sput-object v0, Lcom/example/fkey/Keys;->SESSION_ID:Ljava/lang/String;
    .line 7
    const-string v0, "deadline_ms"
    sput-object v0, Lcom/example/fkey/Keys;->DEADLINE_MS:Ljava/lang/String;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getSESSION()Ljava/lang/String;
    .registers 1
    .line 4
    sget-object v0, Lcom/example/fkey/Keys;->SESSION:Ljava/lang/String;
    return-object v0
.end method

.method public final getSESSION_ID()Ljava/lang/String;
    .registers 1
    .line 6
    sget-object v0, Lcom/example/fkey/Keys;->SESSION_ID:Ljava/lang/String;
    return-object v0
.end method
