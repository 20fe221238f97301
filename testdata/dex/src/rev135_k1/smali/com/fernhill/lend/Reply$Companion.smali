.class public final Lcom/fernhill/lend/Reply$Companion;
.super Ljava/lang/Object;
.source "Wire.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/fernhill/lend/Reply$Companion;-><init>()V

    return-void
.end method

.method public static synthetic fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;
    .registers 7

    .line 45
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final fail(Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/lend/Reply;
    .registers 9

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v0, p0

    move-object v1, p1

    move-object v2, p2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0
.end method

.method public final fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;
    .registers 6

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    new-instance v0, Lcom/fernhill/lend/Reply$Failure;

    invoke-direct {v0, p1, p2, p3}, Lcom/fernhill/lend/Reply$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method
