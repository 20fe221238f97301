# Kotlin sketch (Tokens.kt), compiled by kotlinc and D8:
#   class Tokens {                                                              // 5
#       companion object {
#           @JvmStatic fun token(): Pair<String, String> =
#               "session_token" to Random.nextLong().toString()                  // 8
#       }
#   }
# Kotlin callers call the companion's method; @JvmStatic adds the static
# bridge Tokens.token() for Java callers.
.class public final Lcom/example/pairs/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final Companion:Lcom/example/pairs/Tokens$Companion;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/pairs/Tokens$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/pairs/Tokens$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/pairs/Tokens;->Companion:Lcom/example/pairs/Tokens$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final token()Lkotlin/Pair;
    .registers 1
    sget-object v0, Lcom/example/pairs/Tokens;->Companion:Lcom/example/pairs/Tokens$Companion;
    invoke-virtual {v0}, Lcom/example/pairs/Tokens$Companion;->token()Lkotlin/Pair;
    move-result-object v0
    return-object v0
.end method
