.class public final Lcom/example/r25v/Token;
.super Ljava/lang/Object;
.source "Values.kt"

# Kotlin: @JvmInline value class Token(val raw: String). Members compile to
# static -impl functions on the bare String; box-impl/unbox-impl wrap it
# only where an object is needed (generics, Any).

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final raw:Ljava/lang/String;

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r25v/Token;->raw:Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lcom/example/r25v/Token;
    .registers 2
    new-instance v0, Lcom/example/r25v/Token;
    invoke-direct {v0, p0}, Lcom/example/r25v/Token;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "raw"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public final getRaw()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r25v/Token;->raw:Ljava/lang/String;
    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r25v/Token;->raw:Ljava/lang/String;
    return-object v0
.end method
