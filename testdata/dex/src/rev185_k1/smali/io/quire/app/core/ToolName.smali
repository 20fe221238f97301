.class public final Lio/quire/app/core/ToolName;
.super Ljava/lang/Object;
.source "Types.kt"


# static fields
.field public static final Companion:Lio/quire/app/core/ToolName$Companion;

.field private static final PATTERN:Lkotlin/text/Regex;


# instance fields
.field private final value:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/core/ToolName$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/core/ToolName$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/core/ToolName;->Companion:Lio/quire/app/core/ToolName$Companion;

    .line 11
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[a-z][a-z0-9_]{0,63}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/quire/app/core/ToolName;->PATTERN:Lkotlin/text/Regex;

    return-void
.end method

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/ToolName;->value:Ljava/lang/String;

    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lio/quire/app/core/ToolName;
    .registers 2

    new-instance v0, Lio/quire/app/core/ToolName;

    invoke-direct {v0, p0}, Lio/quire/app/core/ToolName;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2

    const-string v0, "value"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    return-object p0
.end method

.method public static equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 3

    instance-of v0, p1, Lio/quire/app/core/ToolName;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p1

    check-cast v0, Lio/quire/app/core/ToolName;

    invoke-virtual {v0}, Lio/quire/app/core/ToolName;->unbox-impl()Ljava/lang/String;

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

.method public static final getWellFormed-impl(Ljava/lang/String;)Z
    .registers 3

    .line 8
    sget-object v0, Lio/quire/app/core/ToolName;->PATTERN:Lkotlin/text/Regex;

    move-object v1, p0

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    return v0
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

    const-string v2, "ToolName(value="

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

    iget-object v0, p0, Lio/quire/app/core/ToolName;->value:Ljava/lang/String;

    invoke-static {v0, p1}, Lio/quire/app/core/ToolName;->equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getValue()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lio/quire/app/core/ToolName;->value:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/ToolName;->value:Ljava/lang/String;

    invoke-static {v0}, Lio/quire/app/core/ToolName;->hashCode-impl(Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/ToolName;->value:Ljava/lang/String;

    invoke-static {v0}, Lio/quire/app/core/ToolName;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/ToolName;->value:Ljava/lang/String;

    return-object v0
.end method
