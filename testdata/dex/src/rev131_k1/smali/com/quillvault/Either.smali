.class public abstract Lcom/quillvault/Either;
.super Ljava/lang/Object;
.source "Either.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/quillvault/Either;-><init>()V
    return-void
.end method


# virtual methods
.method public final fold(Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 7
    const-string v1, "ifLeft"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "ifRight"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    .line 8
    move-object v3, p0
    .line 9
    instance-of v0, v3, Lcom/quillvault/Either$Left;
    if-eqz v0, :L41
    move-object v1, p0
    check-cast v1, Lcom/quillvault/Either$Left;
    invoke-virtual {v1}, Lcom/quillvault/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p1, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L73
:L41
    .line 10
    instance-of v0, v3, Lcom/quillvault/Either$Right;
    if-eqz v0, :L65
    move-object v1, p0
    check-cast v1, Lcom/quillvault/Either$Right;
    invoke-virtual {v1}, Lcom/quillvault/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p2, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L73
:L65
    .line 8
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L73
    .line 11
    return-object v0
.end method
