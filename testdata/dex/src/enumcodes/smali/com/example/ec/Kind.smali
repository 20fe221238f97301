# Kotlin sketch (Kind.kt):
#   enum class Kind {
#       AUTH_REQUIRED, DONE;
#       val wire: String get() = name.uppercase(Locale.ROOT)
#   }
.class public final enum Lcom/example/ec/Kind;
.super Ljava/lang/Enum;
.source "Kind.kt"

.field public static final enum AUTH_REQUIRED:Lcom/example/ec/Kind;
.field public static final enum DONE:Lcom/example/ec/Kind;

.method static constructor <clinit>()V
    .registers 3
    .line 3
    new-instance v0, Lcom/example/ec/Kind;
    const-string v1, "AUTH_REQUIRED"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/ec/Kind;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/ec/Kind;->AUTH_REQUIRED:Lcom/example/ec/Kind;
    new-instance v0, Lcom/example/ec/Kind;
    const-string v1, "DONE"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/example/ec/Kind;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/ec/Kind;->DONE:Lcom/example/ec/Kind;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 1
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public final getWire()Ljava/lang/String;
    .registers 3
    .line 4
    invoke-virtual {p0}, Lcom/example/ec/Kind;->name()Ljava/lang/String;
    move-result-object v0
    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-virtual {v0, v1}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "toUpperCase(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
