.class public final Lapp/kestrel/notes/cetp/ToolName;
.super Ljava/lang/Object;
.source "Ids.kt"


# instance fields
.field private final value:Ljava/lang/String;


# direct methods
.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ToolName;->value:Ljava/lang/String;

    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;
    .registers 2

    new-instance v0, Lapp/kestrel/notes/cetp/ToolName;

    invoke-direct {v0, p0}, Lapp/kestrel/notes/cetp/ToolName;-><init>(Ljava/lang/String;)V

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

    instance-of v0, p1, Lapp/kestrel/notes/cetp/ToolName;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v0, p1

    check-cast v0, Lapp/kestrel/notes/cetp/ToolName;

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolName;->unbox-impl()Ljava/lang/String;

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

.method public static hashCode-impl(Ljava/lang/String;)I
    .registers 2

    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v0

    return v0
.end method

.method public static toString-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 1

    .line 6
    return-object p0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolName;->value:Ljava/lang/String;

    invoke-static {v0, p1}, Lapp/kestrel/notes/cetp/ToolName;->equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getValue()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolName;->value:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolName;->value:Ljava/lang/String;

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->hashCode-impl(Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolName;->value:Ljava/lang/String;

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolName;->value:Ljava/lang/String;

    return-object v0
.end method
