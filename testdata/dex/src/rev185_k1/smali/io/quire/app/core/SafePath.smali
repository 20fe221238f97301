.class public final Lio/quire/app/core/SafePath;
.super Ljava/lang/Object;
.source "Types.kt"


# static fields
.field public static final Companion:Lio/quire/app/core/SafePath$Companion;

.field private static final SEGMENT:Lkotlin/text/Regex;


# instance fields
.field private final relative:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/core/SafePath$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/core/SafePath$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    .line 35
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[A-Za-z0-9][A-Za-z0-9 ._-]{0,79}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/quire/app/core/SafePath;->SEGMENT:Lkotlin/text/Regex;

    return-void
.end method

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/SafePath;->relative:Ljava/lang/String;

    return-void
.end method

.method public static final synthetic access$constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2

    .line 30
    invoke-static {p0}, Lio/quire/app/core/SafePath;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getSEGMENT$cp()Lkotlin/text/Regex;
    .registers 1

    .line 30
    sget-object v0, Lio/quire/app/core/SafePath;->SEGMENT:Lkotlin/text/Regex;

    return-object v0
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lio/quire/app/core/SafePath;
    .registers 2

    new-instance v0, Lio/quire/app/core/SafePath;

    invoke-direct {v0, p0}, Lio/quire/app/core/SafePath;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 1

    return-object p0
.end method

.method public static equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 3

    instance-of v0, p1, Lio/quire/app/core/SafePath;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/SafePath;

    invoke-virtual {v0}, Lio/quire/app/core/SafePath;->unbox-impl()Ljava/lang/String;

    move-result-object v0

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    const/4 v0, 0x1

    return v0
.end method

.method public static final equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 3

    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public static final getLeaf-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 32
    const/16 v1, 0x2f

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {p0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->substringAfterLast$default(Ljava/lang/String;CLjava/lang/String;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static hashCode-impl(Ljava/lang/String;)I
    .registers 2

    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v0

    return v0
.end method

.method public static toString-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "SafePath(relative="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lio/quire/app/core/SafePath;->relative:Ljava/lang/String;

    invoke-static {v0, p1}, Lio/quire/app/core/SafePath;->equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getRelative()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lio/quire/app/core/SafePath;->relative:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/SafePath;->relative:Ljava/lang/String;

    invoke-static {v0}, Lio/quire/app/core/SafePath;->hashCode-impl(Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/SafePath;->relative:Ljava/lang/String;

    invoke-static {v0}, Lio/quire/app/core/SafePath;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/SafePath;->relative:Ljava/lang/String;

    return-object v0
.end method
