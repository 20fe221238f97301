.class public final Lcom/lendshelf/Pending;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final caller:I
.field private final tool:Ljava/lang/String;

.method private constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "tool"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput v2, v1, Lcom/lendshelf/Pending;->caller:I
    iput-object v3, v1, Lcom/lendshelf/Pending;->tool:Ljava/lang/String;
    return-void
.end method

.method public final getCaller-hopKgA4()I
    .registers 2
    .line 15
    iget v0, v1, Lcom/lendshelf/Pending;->caller:I
    return v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/lendshelf/Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {v0, v1, v2}, Lcom/lendshelf/Pending;-><init>(ILjava/lang/String;)V
    return-void
.end method

