.class public final Lcom/example/r18v/OpId;
.super Ljava/lang/Object;
.source "OpId.kt"

# Kotlin: @JvmInline value class OpId(val raw: String). Callers pass the bare
# String; functions taking or returning an OpId get mangled names.

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r18v/OpId$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/r18v/OpId$Companion;

.field private final raw:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r18v/OpId$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r18v/OpId$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r18v/OpId;->Companion:Lcom/example/r18v/OpId$Companion;
    return-void
.end method

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r18v/OpId;->raw:Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lcom/example/r18v/OpId;
    .registers 2
    new-instance v0, Lcom/example/r18v/OpId;
    invoke-direct {v0, p0}, Lcom/example/r18v/OpId;-><init>(Ljava/lang/String;)V
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
    .line 6
    iget-object v0, p0, Lcom/example/r18v/OpId;->raw:Ljava/lang/String;
    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r18v/OpId;->raw:Ljava/lang/String;
    return-object v0
.end method
